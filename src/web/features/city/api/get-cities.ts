import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface CitySummary {
  name: string;
  slug: string;
  businessCount: number;
}

export function getCities(signal?: AbortSignal) {
  return apiFetch<{ items: CitySummary[]; total: number }>('/api/cities', { signal });
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
