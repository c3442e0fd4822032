import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiPaths } from '#domain/api-paths.js';
import type { Listing } from '#domain/businesses.js';
import type { Page } from '#domain/paging.js';
import { LISTINGS_PAGE_SIZE, type SearchCriteria } from '#domain/search.js';
import { callApi } from '#web/lib/api-client.js';
import { nextPageOffset } from '#web/lib/next-page-offset.js';

/** The listings filters as the address holds them: blank means 'any'. */
/** The listings' text filters (the 'Se habla español' one is not offered there yet). */
export type ListingFilters = Required<Omit<SearchCriteria, 'spanish'>>;

export function getListings(
  filters: ListingFilters,
  offset: number,
  signal?: AbortSignal,
): Promise<Page<Listing>> {
  const { q, category, city } = filters;
  return callApi(apiPaths.directory.listings, {
    query: { limit: LISTINGS_PAGE_SIZE, offset, q, category, city },
    signal,
  });
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
