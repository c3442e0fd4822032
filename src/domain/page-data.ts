/**
 * The first read of each page a visitor lands on. The web's fetchers send these
 * requests, and the server names the same addresses in the page's
 * `<link rel="preload" as="fetch">`, so the browser fetches a page's data while its
 * code downloads. Both sides build them here: the browser reuses a preloaded response
 * only for the same address, to the character.
 */
import { apiPaths } from './api-paths.js';
import { urlOf } from './endpoint.js';
import { EVENT_PAGE_SIZE } from './events.js';
import { JOB_PAGE_SIZE, type JobCategory, type JobType } from './jobs.js';

export const CITY_PAGE_SIZE = 24;

/** The home page's featured cards, cities and categories. */
export const HOME_DIRECTORY_PATH = urlOf(apiPaths.directory.home);

export const businessProfileRequest = (idOrSlug: string) => ({ params: { idOrSlug } });

export function businessProfilePath(idOrSlug: string): string {
  return urlOf(apiPaths.directory.profile, businessProfileRequest(idOrSlug));
}

/** A city page's own filters, as its address has them: '1' and 'lat,lng', or blank. */
export interface CityPageFilters {
  open?: string;
  near?: string;
}

/** One page of a city's businesses; `cityName` as the page's address has it. */
export const cityBusinessesRequest = (
  cityName: string,
  offset: number,
  { open, near }: CityPageFilters = {},
) => ({
  params: { cityName },
  query: { limit: CITY_PAGE_SIZE, offset, open: open ? ('1' as const) : undefined, near },
});

export function cityBusinessesPath(
  cityName: string,
  offset: number,
  filters: CityPageFilters = {},
): string {
  return urlOf(apiPaths.directory.city, cityBusinessesRequest(cityName, offset, filters));
}

/** The job board's filters, as its address and its form have them. */
export interface JobBoardFilters {
  q?: string;
  location?: string;
  category?: string;
  type?: string;
  /** '1': only jobs marked 'Bilingüe (inglés/español)'. */
  bilingual?: string;
}

/** One page of the job board with the filters that are set (empty ones are left out). */
export function jobBoardRequest(filters: JobBoardFilters, offset: number) {
  const { q, location } = filters;
  // As the address has them: the server refuses a category or type it does not know.
  const category = (filters.category || undefined) as JobCategory | undefined;
  const type = (filters.type || undefined) as JobType | undefined;
  const bilingual = filters.bilingual ? ('1' as const) : undefined;
  return { query: { limit: JOB_PAGE_SIZE, offset, q, location, category, type, bilingual } };
}

export function jobBoardPath(filters: JobBoardFilters, offset: number): string {
  return urlOf(apiPaths.jobs.board, jobBoardRequest(filters, offset));
}

/** The /events filters, as its address and its form have them: a city and College Station days. */
export interface EventListFilters {
  city?: string;
  from?: string;
  to?: string;
}

/** One page of /events with the filters that are set (empty ones are left out). */
export function eventListRequest(filters: EventListFilters, offset: number) {
  const { city, from, to } = filters;
  return {
    query: {
      limit: EVENT_PAGE_SIZE,
      offset,
      city: city || undefined,
      from: from || undefined,
      to: to || undefined,
    },
  };
}

export function eventListPath(filters: EventListFilters, offset: number): string {
  return urlOf(apiPaths.events.list, eventListRequest(filters, offset));
}
