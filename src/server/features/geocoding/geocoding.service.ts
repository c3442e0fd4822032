/**
 * Businesses get coordinates from the geocoder (issue 29 point 4;
 * docs/decisions/036-geocoding.md): in the maintenance pass, and after an import (its
 * businesses in batches of up to 10,000). What is due is read from the data itself
 * (no address line on record for today's address, or a failure past its back-off),
 * and each answer is written with the business's coordinates in one transaction, so a
 * crash at any instant leaves every business either geocoded or still due.
 */
import type { GeocodeProblemCounts, GeocodeState } from '#domain/geocoding.js';
import type { Config } from '../../config.js';
import { tryWithAdvisoryLock } from '../../db/advisory-lock.js';
import type { Db } from '../../db/client.js';
import type { Logger } from '../../platform/logger.js';
import { type GeocodeAnswer, type Geocoder, geocoderOf } from './census-geocoder.js';
import {
  countGeocodeProblems,
  type DueAddress,
  type GeocodeWrite,
  listDueAddresses,
  listGeocodeRows,
  reconcileHandCoordinates,
  writeGeocodeResults,
} from './geocoding.queries.js';

export { geocodeProblemCondition } from './geocoding.queries.js';

/** Up to this many due addresses are asked one by one; more go as a batch. */
export const SINGLE_CALLS_UP_TO = 20;
/** Results written per transaction (a 10,000-row batch is 20 short transactions). */
const WRITE_CHUNK = 500;
/** A failed address is asked again after 15 min, 30 min, 1 h... at most a day. */
const FIRST_RETRY_MS = 15 * 60_000;
const LONGEST_RETRY_MS = 24 * 60 * 60_000;

export const retryDelayAfter = (attempts: number) =>
  Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));

export interface GeocodeReport {
  matched: number;
  noMatch: number;
  failed: number;
  /** Answers not written: the business changed while the geocoder was answering. */
  skipped: number;
  /** Coordinates found set by hand (now 'manual') and found cleared (due again). */
  manual: number;
  cleared: number;
  calls: number;
  /** false: another process was geocoding (its run covers these businesses). */
  ran: boolean;
}

const emptyReport = (): GeocodeReport => ({
  matched: 0,
  noMatch: 0,
  failed: 0,
  skipped: 0,
  manual: 0,
  cleared: 0,
  calls: 0,
  ran: false,
});

/** Databases this process is geocoding now. */
const runningOn = new WeakSet<Db>();

/**
 * One geocoding run: notes coordinates set or cleared by hand, then asks the geocoder
 * for the due addresses, up to `rounds` batches. Nothing at all without a geocoder
 * (GEOCODER unset). Held under a lock, so the maintenance pass and an import's run on
 * any server never ask for the same addresses at once. Never throws on the geocoder's
 * failures: they are each business's `failed` status.
 */
export async function runGeocoding({
  db,
  config,
  logger,
  geocoder = geocoderOf(config),
  now = () => new Date(),
  rounds = 1,
  singleCallsUpTo = SINGLE_CALLS_UP_TO,
}: {
  db: Db;
  config: Config;
  logger: Logger;
  geocoder?: Geocoder | null;
  now?: () => Date;
  /** Batches of up to geocoder.maxBatch each; the maintenance pass asks one. */
  rounds?: number;
  singleCallsUpTo?: number;
}): Promise<GeocodeReport> {
  const report = emptyReport();
  if (!geocoder) return report;
  // The lock says nothing on PGlite (one connection): this process's own runs take turns here.
  if (runningOn.has(db)) return report;
  runningOn.add(db);
  const ran = await tryWithAdvisoryLock(db, 'geocoding', async () => {
    Object.assign(report, await reconcileHandCoordinates(db, now()));
    for (let round = 0; round < rounds; round += 1) {
      const due = await listDueAddresses(db, { now: now(), limit: geocoder.maxBatch });
      if (due.length === 0) break;
      const { answers, outage } = await ask(geocoder, due, singleCallsUpTo, report);
      await record(db, due, answers, now(), report);
      // The geocoder is down (its back-off is the pass's interval), or some were
      // edited meanwhile and are still due: the next pass takes them.
      if (outage || report.skipped > 0) break;
    }
  }).finally(() => runningOn.delete(db));
  report.ran = ran;
  if (report.calls || report.manual || report.cleared) logger.info('geocoding', { ...report });
  return report;
}

async function ask(
  geocoder: Geocoder,
  due: DueAddress[],
  singleCallsUpTo: number,
  report: GeocodeReport,
): Promise<{ answers: Map<string, GeocodeAnswer>; outage: boolean }> {
  const addresses = due.map((d) => ({
    id: d.id,
    street: d.street,
    city: d.city,
    state: d.state,
    zip: d.zip,
    line: d.line,
  }));
  if (due.length > singleCallsUpTo) {
    report.calls += 1;
    const answers = await geocoder.batch(addresses);
    // One unreadable row is that address's failure; every row failed is an outage.
    return { answers, outage: [...answers.values()].every((a) => a.kind === 'failed') };
  }
  const answers = new Map<string, GeocodeAnswer>();
  for (const address of addresses) {
    report.calls += 1;
    const answer = await geocoder.one(address);
    answers.set(address.id, answer);
    // Down (after its retries): the rest are not asked, and stay due as they are.
    if (answer.kind === 'failed') return { answers, outage: true };
  }
  return { answers, outage: false };
}

async function record(
  db: Db,
  due: DueAddress[],
  answers: Map<string, GeocodeAnswer>,
  now: Date,
  report: GeocodeReport,
) {
  const asked = due.filter((d) => answers.has(d.id));
  const writes: GeocodeWrite[] = asked.map((d) => {
    const answer = answers.get(d.id) as GeocodeAnswer;
    const base = {
      id: d.id,
      line: d.line,
      seenLatitude: d.latitude,
      seenLongitude: d.longitude,
    };
    if (answer.kind === 'matched')
      return {
        ...base,
        status: 'matched',
        latitude: answer.latitude,
        longitude: answer.longitude,
        matchedAddress: answer.matchedAddress,
        matchType: answer.matchType,
        attempts: 0,
        lastError: null,
        nextAttemptAt: null,
      };
    // The coordinates on the business were for an earlier address (or none): they go.
    if (answer.kind === 'no_match')
      return {
        ...base,
        status: 'no_match',
        latitude: null,
        longitude: null,
        matchedAddress: null,
        matchType: answer.matchType,
        attempts: 0,
        lastError: null,
        nextAttemptAt: null,
      };
    const attempts = d.attempts + 1;
    return {
      ...base,
      status: 'failed',
      latitude: null,
      longitude: null,
      matchedAddress: null,
      matchType: null,
      attempts,
      lastError: answer.error.slice(0, 500),
      nextAttemptAt: new Date(now.getTime() + retryDelayAfter(attempts)),
    };
  });
  for (let start = 0; start < writes.length; start += WRITE_CHUNK) {
    const chunk = writes.slice(start, start + WRITE_CHUNK);
    const written = await writeGeocodeResults(db, chunk, now);
    report.skipped += chunk.length - written;
    if (written === chunk.length) {
      for (const w of chunk) {
        if (w.status === 'matched') report.matched += 1;
        else if (w.status === 'no_match') report.noMatch += 1;
        else report.failed += 1;
      }
    } else {
      // Which ones were written is not worth a read: count them by what they were.
      const states = new Map(
        (
          await listGeocodeRows(
            db,
            chunk.map((w) => w.id),
          )
        ).map((row) => [row.businessId, row]),
      );
      for (const w of chunk) {
        const row = states.get(w.id);
        if (row?.status !== w.status || row.address !== w.line) continue;
        if (w.status === 'matched') report.matched += 1;
        else if (w.status === 'no_match') report.noMatch += 1;
        else report.failed += 1;
      }
    }
  }
}

/** Runs in the background of this process; the tests and the import CLI wait for them. */
const backgroundRuns = new Set<Promise<unknown>>();

/**
 * After an import: its businesses are geocoded in batches right away, in the
 * background (the admin's answer does not wait for the Census). If the process dies
 * first, they are still due and the maintenance pass takes them.
 */
export function geocodeSoon(deps: { db: Db; config: Config; logger: Logger }) {
  if (!deps.config.geocoder) return;
  const run = runGeocoding({ ...deps, rounds: 100 })
    .catch((error) =>
      deps.logger.error('geocoding after an import failed', { error: String(error) }),
    )
    .finally(() => backgroundRuns.delete(run));
  backgroundRuns.add(run);
}

/** Resolves once this process's background geocoding runs are done. */
export async function geocodingSettled() {
  while (backgroundRuns.size > 0) await Promise.all([...backgroundRuns]);
}

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/** Each business's state for the admin (business id → state; null: no street address). */
export async function geocodeStatesOf(
  db: Db,
  businessIds: string[],
): Promise<Map<string, GeocodeState | null>> {
  const rows = await listGeocodeRows(db, businessIds);
  return new Map(
    rows.map((row) => {
      if (!row.hasStreet && row.status !== 'manual') return [row.businessId, null];
      const changed = row.address !== null && row.address !== row.currentAddress;
      return [
        row.businessId,
        {
          status: row.status,
          address: row.address,
          addressChanged: changed,
          matchedAddress: row.matchedAddress,
          matchType: row.matchType,
          attempts: row.attempts,
          attemptedAt: iso(row.attemptedAt),
          nextAttemptAt: iso(row.nextAttemptAt),
          lastError: row.lastError,
        },
      ];
    }),
  );
}

export function geocodeProblemCounts(db: Db): Promise<GeocodeProblemCounts> {
  return countGeocodeProblems(db);
}
