import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { GoogleReview } from '#domain/reviews.js';
import { byUser } from './columns.js';
import { businessRef } from './directory.js';

/**
 * A listing's Google place (issue 26 point 3): the place id, which Google's terms let us
 * keep, and the last copy of its rating and reviews, which they do not let us keep for
 * long: the maintenance pass reads it again daily and empties a copy two days old
 * (docs/decisions/025-google-reviews.md). One row per business, written whole.
 */
export const googlePlaces = pgTable(
  'google_places',
  {
    businessId: businessRef().primaryKey(),
    placeId: text('place_id').notNull(),
    name: text('name').notNull(),
    address: text('address'),
    googleMapsUri: text('google_maps_uri').notNull(),
    rating: doublePrecision('rating'),
    userRatingCount: integer('user_rating_count').notNull().default(0),
    reviews: jsonb('reviews').$type<GoogleReview[]>().notNull().default([]),
    /** The last successful read; null before the first and once the copy is emptied. */
    fetchedAt: timestamp('fetched_at', { withTimezone: true }),
    lastError: text('last_error'),
    lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
    linkedBy: byUser('linked_by'),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('google_places_fetched_idx').on(t.fetchedAt),
    check(
      'google_places_rating_range',
      sql`${t.rating} is null or (${t.rating} >= 1 and ${t.rating} <= 5)`,
    ),
  ],
);
