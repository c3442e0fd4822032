import { useMutation } from '@tanstack/react-query';
import type { BusinessCard } from '../../../../domain/businesses';
import type { Page } from '../../../../domain/paging';
import type { SearchCriteria } from '../../../../domain/search';
import { apiFetch } from '../../../lib/api-client';

/** The home search: category and/or city; texas_gold first, at most 50 cards. */
export function searchBusinesses(criteria: SearchCriteria): Promise<Page<BusinessCard>> {
  const params = new URLSearchParams();
  if (criteria.category) params.set('category', criteria.category);
  if (criteria.city) params.set('city', criteria.city);
  return apiFetch<Page<BusinessCard>>(`/api/businesses/search?${params}`);
}

/** A search is something the visitor does (Search Now), so it is a mutation, not a cached query. */
export function useSearchBusinesses() {
  return useMutation({ mutationFn: searchBusinesses });
}
