import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '#domain/api-paths.js';
import type { BusinessCard } from '#domain/businesses.js';
import type { Page } from '#domain/paging.js';
import type { SearchCriteria } from '#domain/search.js';
import { callApi } from '#web/lib/api-client.js';

/** The home search: category and/or city; texas_gold first, at most 50 cards. */
export function searchBusinesses(
  criteria: SearchCriteria,
  signal?: AbortSignal,
): Promise<Page<BusinessCard>> {
  const { category, city } = criteria;
  return callApi(apiPaths.directory.search, { query: { category, city }, signal });
}

/** Keyed by the criteria, so a restored search reads the same entry the search wrote. */
export const searchBusinessesQueryOptions = (criteria: SearchCriteria) =>
  queryOptions({
    queryKey: ['businesses', 'search', criteria.category, criteria.city],
    queryFn: ({ signal }) => searchBusinesses(criteria, signal),
    // The visitor asked and waits: say at once that it failed, as the spec's toast does.
    retry: false,
  });
