import { and, asc, eq, inArray, isNotNull, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { PlanId } from '#domain/plans.js';
import type { Db } from '../../db/client.js';
import { businesses, googlePlaces } from '../../db/schema/index.js';

export type GooglePlaceRow = typeof googlePlaces.$inferSelect;
export type NewGooglePlaceRow = typeof googlePlaces.$inferInsert;

/** The listing (name, address, plan) and its linked place, if any. */
export async function findBusinessWithPlace(db: Db, businessId: string) {
  const [row] = await db
    .select({
      business: {
        id: businesses.id,
        name: businesses.name,
        address: businesses.address,
        city: businesses.city,
        state: businesses.state,
        zipCode: businesses.zipCode,
        plan: businesses.plan,
      },
      place: googlePlaces,
    })
    .from(businesses)
    .leftJoin(googlePlaces, eq(googlePlaces.businessId, businesses.id))
    .where(eq(businesses.id, businessId));
  return row ?? null;
}

/** Writes the whole row: a new link, or a new place for a linked listing. */
export async function upsertPlace(tx: Db, values: NewGooglePlaceRow) {
  const { businessId: _, ...rest } = values;
  await tx
    .insert(googlePlaces)
    .values(values)
    .onConflictDoUpdate({ target: googlePlaces.businessId, set: rest });
}

export async function deletePlace(tx: Db, businessId: string) {
  const rows = await tx
    .delete(googlePlaces)
    .where(eq(googlePlaces.businessId, businessId))
    .returning({ placeId: googlePlaces.placeId });
  return rows[0] ?? null;
}

/**
 * A fresh read of the place the listing is (still) linked to; a relink that happened
 * meanwhile wins. Answers whether the row was written.
 */
export async function updatePlaceContent(
  db: Db,
  key: { businessId: string; placeId: string },
  values: Partial<NewGooglePlaceRow>,
) {
  const rows = await db
    .update(googlePlaces)
    .set(values)
    .where(and(eq(googlePlaces.businessId, key.businessId), eq(googlePlaces.placeId, key.placeId)))
    .returning({ businessId: googlePlaces.businessId });
  return rows.length > 0;
}

/** What an emptied copy looks like: the link stays, the content goes. */
export const EMPTY_CONTENT = {
  rating: null,
  userRatingCount: 0,
  reviews: [],
  fetchedAt: null,
} satisfies Partial<NewGooglePlaceRow>;

/**
 * Empties the copies that may not be kept: read before `readBefore`, or of a listing
 * whose plan no longer shows reviews. Answers how many.
 */
export async function emptyCopies(
  db: Db,
  { readBefore, reviewPlans }: { readBefore: Date; reviewPlans: PlanId[] },
) {
  const otherPlans = sql`${googlePlaces.businessId} in (select ${businesses.id} from ${businesses} where ${notInArray(businesses.plan, reviewPlans)})`;
  const rows = await db
    .update(googlePlaces)
    .set(EMPTY_CONTENT)
    .where(
      and(
        or(isNotNull(googlePlaces.fetchedAt), sql`jsonb_array_length(${googlePlaces.reviews}) > 0`),
        or(lt(googlePlaces.fetchedAt, readBefore), otherPlans),
      ),
    )
    .returning({ businessId: googlePlaces.businessId });
  return rows.length;
}

/**
 * Linked places of listings on `reviewPlans` due for a read: never read or read
 * before `readBefore`, and not failed since `failedBefore`. Oldest first.
 */
export async function listDuePlaces(
  db: Db,
  {
    reviewPlans,
    readBefore,
    failedBefore,
    limit,
  }: { reviewPlans: PlanId[]; readBefore: Date; failedBefore: Date; limit: number },
) {
  return db
    .select({ businessId: googlePlaces.businessId, placeId: googlePlaces.placeId })
    .from(googlePlaces)
    .innerJoin(businesses, eq(businesses.id, googlePlaces.businessId))
    .where(
      and(
        inArray(businesses.plan, reviewPlans),
        or(isNull(googlePlaces.fetchedAt), lt(googlePlaces.fetchedAt, readBefore)),
        or(isNull(googlePlaces.lastErrorAt), lt(googlePlaces.lastErrorAt, failedBefore)),
      ),
    )
    .orderBy(sql`${googlePlaces.fetchedAt} asc nulls first`, asc(googlePlaces.businessId))
    .limit(limit);
}
