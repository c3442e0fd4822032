import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { CityBusinessesPage } from '../../../../domain/cities';
import { apiFetch } from '../../../lib/api-client';
import { nextPageOffset } from '../../../lib/next-page-offset';

export const CITY_PAGE_SIZE = 24;

export function getCityBusinesses(cityName: string, offset: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ limit: String(CITY_PAGE_SIZE), offset: String(offset) });
  return apiFetch<CityBusinessesPage>(
    `/api/cities/${encodeURIComponent(cityName)}?${query.toString()}`,
    { signal },
  );
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
