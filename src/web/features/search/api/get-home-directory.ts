import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#domain/api-paths.js';
import type { HomeDirectory } from '#domain/businesses.js';
import { callApi } from '#web/lib/api-client.js';

/** Featured cards, the city list and the categories: the home page's one request. */
export function getHomeDirectory(signal?: AbortSignal): Promise<HomeDirectory> {
  return callApi(apiPaths.directory.home, { signal });
}

export const homeDirectoryQueryOptions = () =>
  queryOptions({
    queryKey: ['businesses', 'home'],
    queryFn: ({ signal }) => getHomeDirectory(signal),
  });

export function useHomeDirectory() {
  return useQuery(homeDirectoryQueryOptions());
}
