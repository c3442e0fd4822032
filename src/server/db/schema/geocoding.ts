import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { GEOCODE_STATUSES, type GeocodeStatus } from '#domain/geocoding.js';
import { businessRef } from './directory.js';

/**
 * What the geocoder last said about a business's address (issue 29 point 4;
 * docs/decisions/036-geocoding.md). The coordinates themselves live on `businesses`;
 * this row says which address they are for and how they got there, so an address
 * change makes the business due again and coordinates set by hand are recognised and
 * left alone. A result is written with the business's coordinates in one statement.
 */
export const businessGeocodes = pgTable(
  'business_geocodes',
  {
    businessId: businessRef().primaryKey(),
    status: text('status').$type<GeocodeStatus>().notNull(),
    /** The one-line address (geocoding.queries.ts addressLine) this status is for. */
    address: text('address').notNull(),
    /** The coordinates as this row left them on the business: others mean a hand's. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    matchedAddress: text('matched_address'),
    matchType: text('match_type'),
    /** Failed tries in a row for this address. */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
    /** A failed one is asked again from then on. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  },
  (t) => [
    index('business_geocodes_status_idx').on(t.status),
    check(
      'business_geocodes_status_known',
      sql.raw(`status in (${GEOCODE_STATUSES.map((s) => `'${s}'`).join(', ')})`),
    ),
  ],
);
