/**
 * The API address of the first read of each page a visitor lands on. The web's
 * fetchers request these, and the server names the same addresses in the page's
 * `<link rel="preload" as="fetch">`, so the browser fetches a page's data while its
 * code downloads. Both sides build them here: the browser reuses a preloaded response
 * only for the same address, to the character.
 */
import { JOB_PAGE_SIZE } from './jobs.js';

export const CITY_PAGE_SIZE = 24;

/** The home page's featured cards, cities and categories. */
export const HOME_DIRECTORY_PATH = '/api/businesses/home';

export function businessProfilePath(idOrSlug: string): string {
  return `/api/businesses/${encodeURIComponent(idOrSlug)}`;
}

/** One page of a city's businesses; `cityName` as the page's address has it. */
export function cityBusinessesPath(cityName: string, offset: number): string {
  const query = new URLSearchParams({ limit: String(CITY_PAGE_SIZE), offset: String(offset) });
  return `/api/cities/${encodeURIComponent(cityName)}?${query}`;
}

/** The job board's filters, as its address and its form have them. */
export interface JobBoardFilters {
  q?: string;
  location?: string;
  category?: string;
  type?: string;
}

const JOB_FILTER_KEYS = ['q', 'location', 'category', 'type'] as const;

/** One page of the job board with the filters that are set (empty ones are left out). */
export function jobBoardPath(filters: JobBoardFilters, offset: number): string {
  const query = new URLSearchParams({ limit: String(JOB_PAGE_SIZE), offset: String(offset) });
  for (const key of JOB_FILTER_KEYS) if (filters[key]) query.set(key, filters[key]);
  return `/api/jobs?${query}`;
}
