import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** One card of GET /api/cities/:cityName; keys a free plan does not show are absent. */
export interface CityBusiness {
  id: string;
  slug: string;
  name: string;
  category: string | null;
  description: string | null;
  image: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  phone: string | null;
  rating: number | null;
  reviews: number;
  yearsInBusiness: number | null;
  plan: 'free' | 'silver' | 'texas_gold';
  planLabel: string;
  featured: boolean;
  gbpBadge: boolean;
  website?: string | null;
  email?: string | null;
  hours?: string | null;
}

export interface CityBusinessesPage {
  /** The city as stored ('College Station'). */
  city: string;
  slug: string;
  items: CityBusiness[];
  total: number;
}

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
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
  });
}

export function useCityBusinesses(cityName: string) {
  return useInfiniteQuery(cityBusinessesQueryOptions(cityName));
}
