import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPaths } from '#domain/api-paths.js';
import { type CityPageFilters, cityBusinessesRequest } from '#domain/page-data.js';
import { callApi } from '#web/lib/api-client.js';
import { nextPageOffset } from '#web/lib/next-page-offset.js';

export function getCityBusinesses(
  cityName: string,
  offset: number,
  filters: CityPageFilters = {},
  signal?: AbortSignal,
) {
  return callApi(apiPaths.directory.city, {
    ...cityBusinessesRequest(cityName, offset, filters),
    signal,
  });
}

export function cityBusinessesQueryOptions(cityName: string, filters: CityPageFilters = {}) {
  return infiniteQueryOptions({
    queryKey: ['cities', 'businesses', cityName, filters.open ?? '', filters.near ?? ''],
    queryFn: ({ pageParam, signal }) => getCityBusinesses(cityName, pageParam, filters, signal),
    initialPageParam: 0,
    getNextPageParam: nextPageOffset,
    // A change of filter keeps the city's cards on screen until the new ones arrive
    // (another city's never stand in for this one's).
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === cityName ? previous : undefined,
  });
}

export function useCityBusinesses(cityName: string, filters: CityPageFilters = {}) {
  return useInfiniteQuery(cityBusinessesQueryOptions(cityName, filters));
}
