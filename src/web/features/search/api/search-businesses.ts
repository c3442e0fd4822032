import { queryOptions } from '@tanstack/react-query';
import type { BusinessCard } from '../../../../domain/businesses';
import type { Page } from '../../../../domain/paging';
import type { SearchCriteria } from '../../../../domain/search';
import { apiFetch } from '../../../lib/api-client';

/** The home search: category and/or city; texas_gold first, at most 50 cards. */
export function searchBusinesses(
  criteria: SearchCriteria,
  signal?: AbortSignal,
): Promise<Page<BusinessCard>> {
  const params = new URLSearchParams();
  if (criteria.category) params.set('category', criteria.category);
  if (criteria.city) params.set('city', criteria.city);
  return apiFetch<Page<BusinessCard>>(`/api/businesses/search?${params}`, { signal });
}

/** Keyed by the criteria, so a restored search reads the same entry the search wrote. */
export const searchBusinessesQueryOptions = (criteria: SearchCriteria) =>
  queryOptions({
    queryKey: ['businesses', 'search', criteria.category, criteria.city],
    queryFn: ({ signal }) => searchBusinesses(criteria, signal),
    // The visitor asked and waits: say at once that it failed, as the spec's toast does.
    retry: false,
  });
