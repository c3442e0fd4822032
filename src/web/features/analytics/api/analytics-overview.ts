import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsOverview } from '../../../../domain/analytics';
import { apiFetch } from '../../../lib/api-client';

export const analyticsOverviewQueryOptions = queryOptions({
  queryKey: ['admin', 'analytics'],
  queryFn: () => apiFetch<AnalyticsOverview>('/api/admin/analytics'),
});

export function useAnalyticsOverview() {
  return useQuery(analyticsOverviewQueryOptions);
}
