import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../../domain/api-paths';
import { callApi } from '../../../lib/api-client';

export const portalOverviewQueryOptions = queryOptions({
  queryKey: ['portal', 'me'],
  queryFn: () => callApi(apiPaths.portal.overview),
});

export function usePortalOverview() {
  return useQuery(portalOverviewQueryOptions);
}
