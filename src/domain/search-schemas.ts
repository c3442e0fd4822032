/**
 * What the home search, the listings filters, the suggestions and the city pages accept
 * (spec 000 section 9), for the server's validators. Kept apart from search.ts, whose limits and
 * messages the public pages read, so those pages load no zod.
 */
import { z } from 'zod';
import { parseLocation } from './maps.js';
import { pageQueryFields, pagingMessages } from './paging.js';
import {
  FILTER_MAX_LENGTH,
  LISTINGS_PAGE_SIZE,
  QUERY_MAX_LENGTH,
  roundNear,
  searchMessages,
} from './search.js';
import { flagParam, messages } from './validation.js';

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
  /** Only businesses where Spanish is spoken ('Se habla español'). */
  spanish: flagParam('Spanish must be 1 or true.'),
  /** Only businesses open now, among those whose plan shows hours (decision 039). */
  open: flagParam('Open must be 1 or true.'),
};

/** 'lat,lng': the visitor's point, nearest first ('Near me'), rounded to about 100 m. */
const nearField = z
  .string()
  .max(FILTER_MAX_LENGTH, searchMessages.near)
  .transform((text, ctx) => {
    const point = parseLocation(text);
    if (!point) {
      ctx.addIssue({ code: 'custom', message: searchMessages.near });
      return z.NEVER;
    }
    return { latitude: roundNear(point.latitude), longitude: roundNear(point.longitude) };
  })
  .optional();

/** The home search: a category, a city, some text or 'Se habla español' is required. */
export const searchCriteriaSchema = z
  .object(criteriaFields)
  .refine((v) => Boolean(v.category || v.city || v.q || v.spanish || v.open), {
    message: searchMessages.criteriaRequired,
    path: ['category'],
  });

/** The listings page: any filters, one page at a time. */
export const listingsQuerySchema = z.object({
  ...criteriaFields,
  near: nearField,
  ...pageQueryFields({
    defaultLimit: LISTINGS_PAGE_SIZE,
    offsetMessage: pagingMessages.offsetWithBound,
  }),
});

export const suggestionQuerySchema = z.object({ q: criteriaFields.q });

/** A city page: a page at a time, optionally open now and nearest first. */
export const cityQuerySchema = z.object({
  open: criteriaFields.open,
  near: nearField,
  ...pageQueryFields({ defaultLimit: 100 }),
});

const CITY_MAX_LENGTH = 100;
/** GET /api/cities/:cityName: the city as the page's address has it. */
export const cityParamSchema = z.object({
  cityName: z
    .string()
    .trim()
    .min(1, messages.required('City'))
    .max(CITY_MAX_LENGTH, messages.maxLength('City', CITY_MAX_LENGTH)),
});
