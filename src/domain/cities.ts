/**
 * City pages (/city/:cityName): the shapes GET /api/cities sends, and how a city's
 * name, slug and heading are worked out, the same on the server and in the browser.
 */
import type { PublicBusiness } from './businesses.js';
import { kebabWords } from './slug.js';

/** One city of GET /api/cities. */
export interface CitySummary {
  name: string;
  slug: string;
  businessCount: number;
}

/** One card of GET /api/cities/:cityName. */
export interface CityBusiness extends PublicBusiness {
  latitude: number | null;
  longitude: number | null;
  /** Miles from the visitor's point, on a page sorted 'Near me' (decision 039). */
  distanceMiles?: number;
}

/** GET /api/cities/:cityName: a page of the city's businesses. */
export interface CityBusinessesPage {
  /** The city as stored ('College Station'), or the name read from the address when none match. */
  city: string;
  slug: string;
  items: CityBusiness[];
  total: number;
  /** How many of the total can be paged to, when fewer (search.ts LIST_DEPTH). */
  reachable?: number;
}

/**
 * The key a city is matched on and linked by: 'College Station', 'college-station'
 * and 'COLLEGE  STATION' are one city. Only letters and digits count, so no
 * character of the address can act as a wildcard.
 */
export function citySlug(text: string): string {
  return kebabWords(text);
}

/** '/city/nowhere-ville' -> 'Nowhere Ville' (spec: hyphens in the parameter become spaces). */
export function cityNameFromParam(param: string): string {
  return param
    .replace(/-/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/(^|\s)(\p{L})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());
}

export function cityPageTitle(city: string): string {
  return `Businesses in ${city}`;
}

/** The spec's wording, kept literally. */
export function cityCountText(total: number, city: string): string {
  return total > 0
    ? `Found ${total} local business(es) in ${city}`
    : `No businesses found in ${city} yet. Check back soon!`;
}
