import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HomeDirectory } from '../../../../domain/businesses';
import { HOME_DIRECTORY_PATH } from '../../../../domain/page-data';
import { apiFetch } from '../../../lib/api-client';

/** Featured cards, the city list and the categories: the home page's one request. */
export function getHomeDirectory(signal?: AbortSignal): Promise<HomeDirectory> {
  return apiFetch<HomeDirectory>(HOME_DIRECTORY_PATH, { signal });
}

export const homeDirectoryQueryOptions = () =>
  queryOptions({
    queryKey: ['businesses', 'home'],
    queryFn: ({ signal }) => getHomeDirectory(signal),
  });

export function useHomeDirectory() {
  return useQuery(homeDirectoryQueryOptions());
}
