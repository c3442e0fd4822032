import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#domain/api-paths.js';
import { callApi } from '#web/lib/api-client.js';

export const analyticsOverviewQueryOptions = queryOptions({
  queryKey: ['admin', 'analytics'],
  queryFn: () => callApi(apiPaths.admin.analytics),
});

export function useAnalyticsOverview() {
  return useQuery(analyticsOverviewQueryOptions);
}
