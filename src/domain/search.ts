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
  /** The API's answer to a `near` that is not a point. */
  near: 'Near must be a latitude and a longitude, as in 30.628,-96.334.',
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
  /**
   * Only businesses open at the request's moment on College Station clocks, among those
   * whose plan shows hours (decision 039).
   */
  open?: boolean;
}

/** Where a visitor stands, for lists sorted by distance ('Near me', decision 039). */
export interface NearPoint {
  latitude: number;
  longitude: number;
}

/** The listings' criteria: the search's, and optionally nearest first. */
export interface ListingCriteria extends SearchCriteria {
  near?: NearPoint;
}

/** `near` as the address holds it: 'lat,lng', three decimals (about 100 m). */
export function nearParam(point: NearPoint): string {
  return `${roundNear(point.latitude)},${roundNear(point.longitude)}`;
}

/**
 * Three decimals: about 110 m, near enough to sort a town's businesses by distance and
 * far enough that the server never holds where exactly a visitor stands.
 */
export function roundNear(n: number): number {
  return Math.round(n * 1000) / 1000;
}

/** Miles between two points on the Earth (haversine, mean radius 3,958.8 miles). */
export function milesBetween(a: NearPoint, b: NearPoint): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A distance as cards show it: a tenth of a mile. */
export function roundMiles(miles: number): number {
  return Math.round(miles * 10) / 10;
}

/**
 * An item's miles from the visitor's point as cards show them, in a list sorted 'Near
 * me'; undefined (left out of the JSON) without a point or a pin.
 */
export function distanceMilesOf(
  item: { latitude: number | null; longitude: number | null },
  near: NearPoint | undefined,
): number | undefined {
  if (!near || item.latitude === null || item.longitude === null) return undefined;
  return roundMiles(milesBetween(near, { latitude: item.latitude, longitude: item.longitude }));
}
