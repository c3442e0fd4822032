import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiPaths } from '#domain/api-paths.js';
import type { Listing } from '#domain/businesses.js';
import type { Page } from '#domain/paging.js';
import { LISTINGS_PAGE_SIZE, type SearchCriteria } from '#domain/search.js';
import { callApi } from '#web/lib/api-client.js';
import { nextPageOffset } from '#web/lib/next-page-offset.js';

/** The listings filters as the address holds them: blank means 'any'; spanish is '1' or blank. */
export type ListingFilters = Required<Omit<SearchCriteria, 'spanish'>> & { spanish: string };

export function getListings(
  filters: ListingFilters,
  offset: number,
  signal?: AbortSignal,
): Promise<Page<Listing>> {
  const { q, category, city } = filters;
  const spanish = filters.spanish ? ('1' as const) : undefined;
  return callApi(apiPaths.directory.listings, {
    query: { limit: LISTINGS_PAGE_SIZE, offset, q, category, city, spanish },
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
