import { type SQL, sql } from 'drizzle-orm';
import type { GeocodeProblem, GeocodeStatus } from '#domain/geocoding.js';
import { type Db, queryRows } from '../../db/client.js';
import { businesses, businessGeocodes } from '../../db/schema/index.js';
import type { GeocodeAddress } from './census-geocoder.js';

/**
 * A business's address on one line, 'street, city, state zip', built in SQL so the
 * due check, the write's guard and the admin's view compare the very same text.
 */
const addressLine = (b: SQL) =>
  sql`concat_ws(', ', nullif(btrim(${b}.address), ''), nullif(btrim(${b}.city), ''),
        nullif(concat_ws(' ', nullif(btrim(${b}.state), ''), nullif(btrim(${b}.zip_code), '')), ''))`;
const B = sql.raw('b');
/** Ids as one parameter (the same on node-postgres and PGlite). */
const uuidArray = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;
const G = sql.raw('g');

/** The business's coordinates are the ones its geocode row left there (or both none). */
const coordinatesAsLeft = sql`${G}.latitude is not distinct from ${B}.latitude
  and ${G}.longitude is not distinct from ${B}.longitude`;

/**
 * Coordinates someone set (an admin, an import's columns, the owner's pin) are
 * recognised by differing from what the geocoder left: their row becomes 'manual', for
 * the address of the moment. Coordinates someone cleared hand the business back to
 * the geocoder (its row goes, so it is due). Two statements, each whole on its own.
 */
export async function reconcileHandCoordinates(db: Db, now: Date) {
  const manual = await queryRows<{ id: string }>(
    db,
    sql`insert into ${businessGeocodes} as g0 (business_id, status, address, latitude, longitude, attempted_at)
      select ${B}.id, 'manual', ${addressLine(B)}, ${B}.latitude, ${B}.longitude, ${now}
      from ${businesses} ${B} left join ${businessGeocodes} ${G} on ${G}.business_id = ${B}.id
      where ${B}.latitude is not null and ${B}.longitude is not null
        and (${G}.business_id is null or not (${coordinatesAsLeft}))
      on conflict (business_id) do update set status = 'manual', address = excluded.address,
        latitude = excluded.latitude, longitude = excluded.longitude, matched_address = null,
        match_type = null, attempts = 0, last_error = null, next_attempt_at = null,
        attempted_at = excluded.attempted_at
      returning business_id as id`,
  );
  const cleared = await queryRows<{ id: string }>(
    db,
    sql`delete from ${businessGeocodes} ${G} using ${businesses} ${B}
      where ${G}.business_id = ${B}.id and ${G}.latitude is not null
        and (${B}.latitude is null or ${B}.longitude is null)
      returning ${G}.business_id as id`,
  );
  return { manual: manual.length, cleared: cleared.length };
}

/** An address the geocoder is asked for, with what the business has now. */
export interface DueAddress extends GeocodeAddress {
  latitude: number | null;
  longitude: number | null;
  /** The failed tries so far for this same address. */
  attempts: number;
}

/**
 * Businesses with a street address whose coordinates are due: never asked (and none
 * set), asked for another address than today's (and not set by hand since), or failed
 * and past their back-off. New ones first, then the longest waiting.
 */
export function listDueAddresses(db: Db, { now, limit }: { now: Date; limit: number }) {
  return queryRows<DueAddress>(
    db,
    sql`select ${B}.id, btrim(${B}.address) as street, ${B}.city, ${B}.state, ${B}.zip_code as zip,
        ${addressLine(B)} as line, ${B}.latitude, ${B}.longitude,
        case when ${G}.status = 'failed' and ${G}.address = ${addressLine(B)} then ${G}.attempts else 0 end as attempts
      from ${businesses} ${B} left join ${businessGeocodes} ${G} on ${G}.business_id = ${B}.id
      where nullif(btrim(${B}.address), '') is not null
        and (
          (${G}.business_id is null and (${B}.latitude is null or ${B}.longitude is null))
          or (${G}.status <> 'manual' and ${coordinatesAsLeft}
              and (${G}.address <> ${addressLine(B)}
                   or (${G}.status = 'failed' and ${G}.next_attempt_at <= ${now})))
        )
      order by (${G}.business_id is null) desc, ${G}.attempted_at, ${B}.id
      limit ${limit}`,
  );
}

export interface GeocodeWrite {
  id: string;
  /** The address line and coordinates the answer was asked for: the write's guard. */
  line: string;
  seenLatitude: number | null;
  seenLongitude: number | null;
  status: Exclude<GeocodeStatus, 'manual'>;
  latitude: number | null;
  longitude: number | null;
  matchedAddress: string | null;
  matchType: string | null;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date | null;
}

/**
 * Writes answers in one transaction: each business's coordinates and its geocode row
 * together, and only where the address and coordinates are still the ones asked for
 * (an edit made while the geocoder was answering wins; that business stays due or
 * becomes 'manual'). Answers how many were written.
 */
export async function writeGeocodeResults(db: Db, writes: GeocodeWrite[], now: Date) {
  if (writes.length === 0) return 0;
  const records = JSON.stringify(
    writes.map((w) => ({
      ...w,
      nextAttemptAt: w.nextAttemptAt?.toISOString() ?? null,
    })),
  );
  return db.transaction(async (tx) => {
    const input = sql`jsonb_to_recordset(${records}::jsonb) as w(id uuid, line text,
      "seenLatitude" float8, "seenLongitude" float8, status text, latitude float8,
      longitude float8, "matchedAddress" text, "matchType" text, attempts int,
      "lastError" text, "nextAttemptAt" timestamptz)`;
    // The businesses still as they were asked about, locked until the commit.
    const current = await queryRows<{ id: string }>(
      tx,
      sql`select ${B}.id from ${businesses} ${B} join ${input} on w.id = ${B}.id
        where ${addressLine(B)} = w.line
          and ${B}.latitude is not distinct from w."seenLatitude"
          and ${B}.longitude is not distinct from w."seenLongitude"
        order by ${B}.id
        for update of ${B}`,
    );
    if (current.length === 0) return 0;
    const ids = current.map((row) => row.id);
    const chosen = sql`(select * from ${input} where w.id = any(${uuidArray(ids)})) as w`;
    // Only rows whose coordinates change: a write that changes nothing would still
    // tell every server's directory cache that the directory changed.
    await tx.execute(
      sql`update ${businesses} ${B} set latitude = w.latitude, longitude = w.longitude
        from ${chosen}
        where ${B}.id = w.id
          and (${B}.latitude is distinct from w.latitude or ${B}.longitude is distinct from w.longitude)`,
    );
    await tx.execute(
      sql`insert into ${businessGeocodes} (business_id, status, address, latitude, longitude,
          matched_address, match_type, attempts, last_error, attempted_at, next_attempt_at)
        select w.id, w.status, w.line, w.latitude, w.longitude, w."matchedAddress", w."matchType",
          w.attempts, w."lastError", ${now}, w."nextAttemptAt"
        from ${chosen}
        on conflict (business_id) do update set status = excluded.status,
          address = excluded.address, latitude = excluded.latitude, longitude = excluded.longitude,
          matched_address = excluded.matched_address, match_type = excluded.match_type,
          attempts = excluded.attempts, last_error = excluded.last_error,
          attempted_at = excluded.attempted_at, next_attempt_at = excluded.next_attempt_at`,
    );
    return ids.length;
  });
}

export interface GeocodeRow {
  businessId: string;
  status: GeocodeStatus | null;
  address: string | null;
  currentAddress: string;
  hasStreet: boolean;
  matchedAddress: string | null;
  matchType: string | null;
  attempts: number;
  attemptedAt: Date | string | null;
  nextAttemptAt: Date | string | null;
  lastError: string | null;
}

export function listGeocodeRows(db: Db, businessIds: string[]) {
  if (businessIds.length === 0) return Promise.resolve([]);
  return queryRows<GeocodeRow>(
    db,
    sql`select ${B}.id as "businessId", ${G}.status, ${G}.address, ${addressLine(B)} as "currentAddress",
        nullif(btrim(${B}.address), '') is not null as "hasStreet",
        ${G}.matched_address as "matchedAddress", ${G}.match_type as "matchType",
        coalesce(${G}.attempts, 0) as attempts, ${G}.attempted_at as "attemptedAt",
        ${G}.next_attempt_at as "nextAttemptAt", ${G}.last_error as "lastError"
      from ${businesses} ${B} left join ${businessGeocodes} ${G} on ${G}.business_id = ${B}.id
      where ${B}.id = any(${uuidArray(businessIds)})`,
  );
}

/** Listings whose current address the geocoder could not place: the admin's to fix. */
export function geocodeProblemCondition(problem: GeocodeProblem): SQL {
  return sql`exists (select 1 from ${businessGeocodes} ${G}
    where ${G}.business_id = ${businesses}.id and ${G}.status = ${problem}
      and ${G}.address = ${addressLine(sql`${businesses}`)})`;
}

export async function countGeocodeProblems(db: Db) {
  const [row] = await queryRows<{ noMatch: number; failed: number }>(
    db,
    sql`select count(*) filter (where ${G}.status = 'no_match')::int as "noMatch",
        count(*) filter (where ${G}.status = 'failed')::int as failed
      from ${businessGeocodes} ${G} join ${businesses} ${B} on ${B}.id = ${G}.business_id
      where ${G}.status in ('no_match', 'failed') and ${G}.address = ${addressLine(B)}`,
  );
  return row ?? { noMatch: 0, failed: 0 };
}
