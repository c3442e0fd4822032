import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../../domain/api-paths';
import type { Page } from '../../../../domain/paging';
import { callApi } from '../../../lib/api-client';

/** The distinct cities of stored businesses, for the city filter. */
export function getCities(signal?: AbortSignal): Promise<Page<string>> {
  return callApi(apiPaths.directory.cityNames, { signal });
}

export const citiesQueryOptions = () =>
  queryOptions({
    queryKey: ['businesses', 'cities'],
    queryFn: ({ signal }) => getCities(signal),
    staleTime: 5 * 60_000,
  });

export function useCities() {
  return useQuery(citiesQueryOptions());
}
