import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '../../../../domain/paging';
import { apiFetch } from '../../../lib/api-client';

/** The distinct cities of stored businesses, for the city filter. */
export function getCities(signal?: AbortSignal): Promise<Page<string>> {
  return apiFetch<Page<string>>('/api/businesses/cities', { signal });
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
