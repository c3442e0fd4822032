import { and, asc, count, desc, inArray, isNotNull, sql } from 'drizzle-orm';
import type { NearPoint } from '#domain/search.js';
import { coverPhotoOf, nearestFirstOrder, notClosed } from '../../db/business-columns.js';
import type { Db } from '../../db/client.js';
import { businesses } from '../../db/schema/index.js';

/** Each stored spelling of a city with its number of businesses. */
export async function listStoredCities(db: Db): Promise<{ city: string; count: number }[]> {
  const rows = await db
    .select({ city: businesses.city, count: count() })
    .from(businesses)
    .where(and(isNotNull(businesses.city), notClosed(businesses.id)))
    .groupBy(businesses.city);
  return rows.flatMap((row) => (row.city ? [{ city: row.city, count: row.count }] : []));
}

/** A city page's order: best rated first, then most reviewed, then by name. */
const cityPageOrder = [
  sql`${businesses.rating} desc nulls last`,
  desc(businesses.reviews),
  asc(businesses.name),
  asc(businesses.id),
];

/** Only these businesses (the open ones), when given. */
function amongIds(ids: readonly string[] | undefined) {
  return ids ? sql`${businesses.id} = any(${sql.param([...ids])}::uuid[])` : undefined;
}

/**
 * The ids of a page of the businesses in the given cities (exact stored values), best
 * rated first, from the (city, rating, reviews, name, id) index alone: a deep page
 * skips index entries, not table rows. `openIds` keeps only those; `near` puts the
 * nearest first (decision 039: the SQL side of what the word index answers).
 */
export async function listBusinessIdsInCities(
  db: Db,
  cities: string[],
  page: { limit: number; offset: number; openIds?: readonly string[]; near?: NearPoint },
): Promise<string[]> {
  const order = page.near
    ? [nearestFirstOrder(page.near, 'businesses'), ...cityPageOrder]
    : cityPageOrder;
  const rows = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(and(inArray(businesses.city, cities), notClosed(businesses.id), amongIds(page.openIds)))
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => row.id);
}

/** How many businesses of the given cities are among `ids`. */
export async function countBusinessesInCities(
  db: Db,
  cities: string[],
  ids: readonly string[],
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(businesses)
    .where(and(inArray(businesses.city, cities), notClosed(businesses.id), amongIds(ids)));
  return row?.n ?? 0;
}

/** These businesses as a city page shows them, in its order (listBusinessIdsInCities). */
export async function listCityPageRows(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: businesses.id,
      slug: businesses.slug,
      name: businesses.name,
      category: businesses.category,
      description: businesses.description,
      descriptionEs: businesses.descriptionEs,
      speaksSpanish: businesses.speaksSpanish,
      image: businesses.image,
      address: businesses.address,
      city: businesses.city,
      state: businesses.state,
      zipCode: businesses.zipCode,
      phone: businesses.phone,
      rating: businesses.rating,
      reviews: businesses.reviews,
      yearsInBusiness: businesses.yearsInBusiness,
      plan: businesses.plan,
      gbpSetUp: businesses.gbpSetUp,
      website: businesses.website,
      email: businesses.email,
      hours: businesses.hours,
      latitude: businesses.latitude,
      longitude: businesses.longitude,
      // Named in full: the builder writes the selected table's columns unqualified,
      // which inside the subquery would name the photo's own id.
      cover: coverPhotoOf(sql.raw('"businesses"."id"')),
    })
    .from(businesses)
    .where(inArray(businesses.id, ids))
    .orderBy(...cityPageOrder);
}
