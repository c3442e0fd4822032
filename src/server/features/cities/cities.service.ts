import type { Db } from '../../db/client.js';
import { type PublicBusinessCard, toPublicBusinessCard } from '../businesses/businesses.service.js';
import { listBusinessesInCities, listStoredCities } from './cities.queries.js';

export interface CitySummary {
  name: string;
  slug: string;
  businessCount: number;
}

export interface CityBusinessCard extends PublicBusinessCard {
  latitude: number | null;
  longitude: number | null;
}

export interface CityBusinessesPage {
  /** The city as stored ('College Station'), or the name read from the address when none match. */
  city: string;
  slug: string;
  items: CityBusinessCard[];
  total: number;
}

/**
 * The key a city is matched on and linked by: 'College Station', 'college-station'
 * and 'COLLEGE  STATION' are one city. Only letters and digits count, so no
 * character of the address can act as a wildcard.
 */
export function citySlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['\u2018\u2019\u02bc`]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** '/city/nowhere-ville' -> 'Nowhere Ville' (spec: hyphens in the parameter become spaces). */
export function cityNameFromParam(param: string): string {
  return param
    .replace(/-/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/(^|\s)(\p{L})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());
}

interface CityGroup {
  slug: string;
  /** Stored spellings, most used first. */
  spellings: { city: string; count: number }[];
  businessCount: number;
}

async function groupCities(db: Db): Promise<Map<string, CityGroup>> {
  const groups = new Map<string, CityGroup>();
  for (const row of await listStoredCities(db)) {
    const slug = citySlug(row.city);
    if (!slug) continue;
    const group = groups.get(slug) ?? { slug, spellings: [], businessCount: 0 };
    group.spellings.push(row);
    group.businessCount += row.count;
    groups.set(slug, group);
  }
  for (const group of groups.values()) {
    group.spellings.sort((a, b) => b.count - a.count || a.city.localeCompare(b.city));
  }
  return groups;
}

/** Every city with at least one business, by name. */
export async function listCities({ db }: { db: Db }): Promise<{
  items: CitySummary[];
  total: number;
}> {
  const groups = [...(await groupCities(db)).values()];
  const items = groups
    .map((group) => ({
      name: group.spellings[0].city,
      slug: group.slug,
      businessCount: group.businessCount,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { items, total: items.length };
}

/** The city page: its businesses, best rated first, with the plan's gating applied. */
export async function listCityBusinesses({
  db,
  cityParam,
  limit,
  offset,
}: {
  db: Db;
  cityParam: string;
  limit: number;
  offset: number;
}): Promise<CityBusinessesPage> {
  const slug = citySlug(cityParam);
  const group = slug ? (await groupCities(db)).get(slug) : undefined;
  if (!group) {
    return { city: cityNameFromParam(cityParam), slug, items: [], total: 0 };
  }
  const rows = await listBusinessesInCities(
    db,
    group.spellings.map((s) => s.city),
    { limit, offset },
  );
  return {
    city: group.spellings[0].city,
    slug,
    items: rows.map((row) => ({
      ...toPublicBusinessCard(row),
      latitude: row.latitude,
      longitude: row.longitude,
    })),
    total: group.businessCount,
  };
}
