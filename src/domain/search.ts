/**
 * The directory's search (spec 000 section 9): its limits, messages and criteria. The
 * request schemas are in search-schemas.ts, so the home page loads no zod.
 */

/** Spec 000 section 9. */
export const FEATURED_LIMIT = 16;
export const SEARCH_LIMIT = 50;
export const SUGGESTION_LIMIT = 20;
/** A page of the listings; the API's largest, so the seeded directory fits in one. */
export const LISTINGS_PAGE_SIZE = 100;
/** The suggestion endpoint answers nothing below this length; the browser does not ask. */
export const SUGGESTION_MIN_LENGTH = 2;

/**
 * Lists of businesses (the listings, a city's page) can be paged this deep, as search
 * engines page theirs; crawlers reach every profile through the sitemap (issue 27).
 */
export const LIST_DEPTH = 10_000;
/** Words are matched, counted and paged to this many businesses, best plan first. */
export const TEXT_MATCH_CAP = 1_000;

export const QUERY_MAX_LENGTH = 200;
export const FILTER_MAX_LENGTH = 100;

export const searchMessages = {
  /** The home search's toast (spec 000 section 8) and the API's answer to an empty search. */
  criteriaRequired: 'Please select a category or city to search.',
  /** The API's answer to a page past a list's depth. */
  tooDeep: (depth: number) =>
    `Only the first ${depth.toLocaleString('en-US')} businesses of a list can be shown. Narrow it with words, a category or a city.`,
  /** Under a list that has shown all it can of more matches. */
  listEnd: (shown: number) =>
    `These are the first ${shown.toLocaleString('en-US')}. Narrow the search with words, a category or a city to see the rest.`,
} as const;

/** What a visitor filters by; every part is optional. */
export interface SearchCriteria {
  category?: string;
  city?: string;
  q?: string;
  /** Only businesses where Spanish is spoken. */
  spanish?: boolean;
}
