import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CitySummary } from '../../../../domain/cities';
import type { Page } from '../../../../domain/paging';
import { apiFetch } from '../../../lib/api-client';

export function getCities(signal?: AbortSignal) {
  return apiFetch<Page<CitySummary>>('/api/cities', { signal });
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
