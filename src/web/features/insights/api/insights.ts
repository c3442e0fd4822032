import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#domain/api-paths.js';
import type { InsightPeriod, InsightSettings } from '#domain/insights.js';
import { callApi, urlOf } from '#web/lib/api-client.js';

const KEY = ['portal', 'insights'] as const;
const SETTINGS_KEY = [...KEY, 'settings'] as const;

export function ownInsightsQueryOptions(days: InsightPeriod) {
  return queryOptions({
    queryKey: [...KEY, days],
    queryFn: () => callApi(apiPaths.insights.own, { query: { days } }),
  });
}

/** The owner's listing over the last `days` College Station days (Silver and up). */
export function useOwnInsights(days: InsightPeriod) {
  return useQuery(ownInsightsQueryOptions(days));
}

/** The same days as a CSV file, downloaded by a plain link (the session cookie goes along). */
export const insightsCsvUrl = (days: InsightPeriod) =>
  urlOf(apiPaths.insights.csv, { query: { days } });

export function useInsightSettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: () => callApi(apiPaths.insights.settings),
  });
}

export function useSaveInsightSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: InsightSettings) =>
      callApi(apiPaths.insights.saveSettings, { body: settings }),
    onSuccess: ({ monthlyReport }) =>
      queryClient.setQueryData<InsightSettings>(SETTINGS_KEY, { monthlyReport }),
  });
}
