/**
 * The directory's search contracts (spec 000 section 9): what the home search,
 * the listings filters and the suggestions accept, with their messages.
 */
import { z } from 'zod';
import { pageQueryFields, pagingMessages } from './paging.js';

/** Spec 000 section 9. */
export const FEATURED_LIMIT = 16;
export const SEARCH_LIMIT = 50;
export const SUGGESTION_LIMIT = 20;
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

/** Control characters (a NUL byte would make PostgreSQL fail) become spaces. */
function clean(value: string): string {
  return value.replace(/\p{Cc}/gu, ' ').trim();
}

function textParam(label: string, max: number) {
  return z
    .string()
    .max(max, `${label} must be ${max} characters or fewer.`)
    .transform(clean)
    .optional();
}

const criteriaFields = {
  q: textParam('Search text', QUERY_MAX_LENGTH),
  category: textParam('Category', FILTER_MAX_LENGTH),
  city: textParam('City', FILTER_MAX_LENGTH),
};

/** The home search: a category, a city or some text is required. */
export const searchCriteriaSchema = z
  .object(criteriaFields)
  .refine((v) => Boolean(v.category || v.city || v.q), {
    message: searchMessages.criteriaRequired,
    path: ['category'],
  });

/** The listings page: any filters, one page at a time. */
export const listingsQuerySchema = z.object({
  ...criteriaFields,
  ...pageQueryFields({ defaultLimit: 100, offsetMessage: pagingMessages.offsetWithBound }),
});

export const suggestionQuerySchema = z.object({ q: criteriaFields.q });
