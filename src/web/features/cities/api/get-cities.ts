import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../../domain/api-paths';
import { callApi } from '../../../lib/api-client';

export function getCities(signal?: AbortSignal) {
  return callApi(apiPaths.directory.cities, { signal });
}

export const citiesQueryOptions = queryOptions({
  queryKey: ['cities', 'list'],
  queryFn: ({ signal }) => getCities(signal),
  staleTime: 5 * 60_000,
});

/** Every city with at least one business. */
export function useCities(enabled = true) {
  return useQuery({ ...citiesQueryOptions, enabled });
}
