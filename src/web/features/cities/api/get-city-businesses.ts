import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPaths } from '#domain/api-paths.js';
import { cityBusinessesRequest } from '#domain/page-data.js';
import { callApi } from '#web/lib/api-client.js';
import { nextPageOffset } from '#web/lib/next-page-offset.js';

export function getCityBusinesses(cityName: string, offset: number, signal?: AbortSignal) {
  return callApi(apiPaths.directory.city, { ...cityBusinessesRequest(cityName, offset), signal });
}

export function cityBusinessesQueryOptions(cityName: string) {
  return infiniteQueryOptions({
    queryKey: ['cities', 'businesses', cityName],
    queryFn: ({ pageParam, signal }) => getCityBusinesses(cityName, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextPageOffset,
  });
}

export function useCityBusinesses(cityName: string) {
  return useInfiniteQuery(cityBusinessesQueryOptions(cityName));
}
