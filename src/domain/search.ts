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

export const QUERY_MAX_LENGTH = 200;
export const FILTER_MAX_LENGTH = 100;

export const searchMessages = {
  /** The home search's toast (spec 000 section 8) and the API's answer to an empty search. */
  criteriaRequired: 'Please select a category or city to search.',
} as const;

/** What a visitor filters by; every part is optional. */
export interface SearchCriteria {
  category?: string;
  city?: string;
  q?: string;
}
