import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#domain/api-paths.js';
import { callApi } from '#web/lib/api-client.js';

export const portalOverviewQueryOptions = queryOptions({
  queryKey: ['portal', 'me'],
  queryFn: () => callApi(apiPaths.portal.overview),
});

export function usePortalOverview() {
  return useQuery(portalOverviewQueryOptions);
}
