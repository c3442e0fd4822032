import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#domain/api-paths.js';
import { callApi } from './api-client';

/**
 * Every city with at least one business (GET /api/cities): the one city list the
 * listings filter and the city pages share.
 */
export function getCities(signal?: AbortSignal) {
  return callApi(apiPaths.directory.cities, { signal });
}

export const citiesQueryOptions = queryOptions({
  queryKey: ['cities', 'list'],
  queryFn: ({ signal }) => getCities(signal),
  staleTime: 5 * 60_000,
});

export function useCities(enabled = true) {
  return useQuery({ ...citiesQueryOptions, enabled });
}
