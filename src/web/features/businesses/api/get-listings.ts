import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiPaths } from '#domain/api-paths.js';
import type { Listing } from '#domain/businesses.js';
import type { Page } from '#domain/paging.js';
import { LISTINGS_PAGE_SIZE, type SearchCriteria } from '#domain/search.js';
import { callApi } from '#web/lib/api-client.js';
import { nextPageOffset } from '#web/lib/next-page-offset.js';

/**
 * The listings filters as the address holds them: blank means 'any'; spanish and open
 * are '1' or blank; near is 'lat,lng' or blank ('Near me', decision 039).
 */
export type ListingFilters = Required<Pick<SearchCriteria, 'q' | 'category' | 'city'>> & {
  spanish: string;
  open: string;
  near: string;
};

export function getListings(
  filters: ListingFilters,
  offset: number,
  signal?: AbortSignal,
): Promise<Page<Listing>> {
  const { q, category, city } = filters;
  const spanish = filters.spanish ? ('1' as const) : undefined;
  const open = filters.open ? ('1' as const) : undefined;
  const near = filters.near || undefined;
  return callApi(apiPaths.directory.listings, {
    query: { limit: LISTINGS_PAGE_SIZE, offset, q, category, city, spanish, open, near },
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
