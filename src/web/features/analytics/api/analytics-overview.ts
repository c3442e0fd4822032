import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../../domain/api-paths';
import { callApi } from '../../../lib/api-client';

export const analyticsOverviewQueryOptions = queryOptions({
  queryKey: ['admin', 'analytics'],
  queryFn: () => callApi(apiPaths.admin.analytics),
});

export function useAnalyticsOverview() {
  return useQuery(analyticsOverviewQueryOptions);
}
