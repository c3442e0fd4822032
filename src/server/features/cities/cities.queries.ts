import { and, asc, count, desc, inArray, isNotNull, sql } from 'drizzle-orm';
import { coverPhotoOf, notClosed } from '../../db/business-columns.js';
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

/**
 * The ids of a page of the businesses in the given cities (exact stored values), best
 * rated first, from the (city, rating, reviews, name, id) index alone: a deep page
 * skips index entries, not table rows.
 */
export async function listBusinessIdsInCities(
  db: Db,
  cities: string[],
  page: { limit: number; offset: number },
): Promise<string[]> {
  const rows = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(and(inArray(businesses.city, cities), notClosed(businesses.id)))
    .orderBy(...cityPageOrder)
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => row.id);
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
