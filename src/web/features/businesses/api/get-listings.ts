import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { Listing } from '../../../../domain/businesses';
import type { Page } from '../../../../domain/paging';
import type { SearchCriteria } from '../../../../domain/search';
import { apiFetch } from '../../../lib/api-client';
import { nextPageOffset } from '../../../lib/next-page-offset';

/** The listings filters as the address holds them: blank means 'any'. */
export type ListingFilters = Required<SearchCriteria>;

/** The API's largest page; the seeded directory fits in one. */
export const LISTINGS_PAGE_SIZE = 100;

export function getListings(
  filters: ListingFilters,
  offset: number,
  signal?: AbortSignal,
): Promise<Page<Listing>> {
  const params = new URLSearchParams({ limit: String(LISTINGS_PAGE_SIZE), offset: String(offset) });
  if (filters.q) params.set('q', filters.q);
  if (filters.category) params.set('category', filters.category);
  if (filters.city) params.set('city', filters.city);
  return apiFetch<Page<Listing>>(`/api/businesses?${params}`, { signal });
}

export const listingsQueryOptions = (filters: ListingFilters) =>
  infiniteQueryOptions({
    queryKey: ['businesses', 'listings', filters],
    queryFn: ({ pageParam, signal }) => getListings(filters, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextPageOffset,
    placeholderData: keepPreviousData,
  });

export function useListings(filters: ListingFilters) {
  return useInfiniteQuery(listingsQueryOptions(filters));
}
