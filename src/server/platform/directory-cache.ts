import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import { type Db, queryDriver } from '../db/client.js';

/**
 * What a server derives from the whole directory (the cities and their counts, how
 * many businesses a filter matches, the home page's featured pools, the sitemap's
 * key) is kept in memory until the directory changes. Triggers add a row to
 * directory_changes for every statement that writes businesses, their photos or
 * categories (migration 0009), on whichever server ran it; a reader compares the
 * table's count, newest id and id sum with those its values were derived under.
 * Reading that is one index-only query, about as cheap as /api/health's `select 1`,
 * and a change is seen by the very next request.
 */

/** Entries per database; the oldest read is dropped first. */
const MAX_ENTRIES = 500;
/** Kept at most this long even when nothing changed (the table is pruned hourly). */
const MAX_AGE_MS = 10 * 60 * 1000;

interface Entry {
  version: string;
  storedAt: number;
  /** When the value goes out of date by itself (a job's expiry), whatever the version. */
  staleAt: number;
  value: Promise<unknown>;
}

/** Entries of one database (tests run many databases in one process). */
const caches = new WeakMap<object, Map<string, Entry>>();

/**
 * The version a load is running under: a value read inside another's load (a listing's
 * count, a city page's city list) is kept under the version its caller just read,
 * instead of reading it again (one statement less per request).
 */
const loading = new AsyncLocalStorage<{ db: Db; version: string }>();

/** The version read that has not been sent yet, per database: requests arriving meanwhile share it. */
const nextRead = new WeakMap<object, Promise<string>>();

/**
 * The directory's version: it differs after any committed change, on any server.
 * Read on every cached request, so requests that arrive in the same turn of the event
 * loop share one read, sent once they have all arrived (setImmediate): each of them
 * arrived before the read was sent, so each still sees every change committed before
 * it arrived. Under load that is a round trip for several requests instead of one each.
 */
export function readDirectoryVersion(db: Db): Promise<string> {
  let read = nextRead.get(db);
  if (!read) {
    read = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      nextRead.delete(db);
      return queryDirectoryVersion(db);
    });
    nextRead.set(db, read);
  }
  return read;
}

async function queryDirectoryVersion(db: Db): Promise<string> {
  // Straight to the driver: the builder's own work would be a good part of the cost.
  const [row] = await queryDriver<{ version: string }>(
    db,
    `select count(*) || ':' || coalesce(max(id), 0) || ':' || coalesce(sum(id), 0) as version
       from directory_changes`,
  );
  return row.version;
}

/**
 * `load()`'s value for `key`, reused while the directory is unchanged (and for at most
 * `maxAgeMs`, and never past the time `staleAt` gives for it). Concurrent readers of a
 * missing entry share one load; a failed load is not kept. Never call it inside a
 * transaction that writes the directory: the value would be stored under a version
 * other transactions cannot see yet.
 */
export async function readThroughDirectory<T>(
  db: Db,
  key: string,
  load: () => Promise<T>,
  {
    maxAgeMs = MAX_AGE_MS,
    staleAt,
  }: { maxAgeMs?: number; staleAt?: (value: T) => number | null } = {},
): Promise<T> {
  let entries = caches.get(db);
  if (!entries) {
    entries = new Map();
    caches.set(db, entries);
  }
  const outer = loading.getStore();
  const version = outer?.db === db ? outer.version : await readDirectoryVersion(db);
  const now = Date.now();
  const cached = entries.get(key);
  if (
    cached &&
    cached.version === version &&
    now - cached.storedAt < maxAgeMs &&
    now < cached.staleAt
  ) {
    // Most recently read last, so eviction drops the least recently read.
    entries.delete(key);
    entries.set(key, cached);
    return cached.value as Promise<T>;
  }
  const value = loading.run({ db, version }, load);
  const entry: Entry = { version, storedAt: now, staleAt: Number.POSITIVE_INFINITY, value };
  if (staleAt)
    value.then(
      (loaded) => {
        entry.staleAt = staleAt(loaded) ?? Number.POSITIVE_INFINITY;
      },
      () => {},
    );
  entries.delete(key);
  entries.set(key, entry);
  if (entries.size > MAX_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
  value.catch(() => {
    if (entries.get(key) === entry) entries.delete(key);
  });
  return value;
}

/** Drops change rows older than an hour, keeping the newest (the maintenance task). */
export async function pruneDirectoryChanges(db: Db): Promise<void> {
  await db.execute(
    sql`delete from directory_changes
        where changed_at < now() - interval '1 hour'
          and id < (select max(id) from directory_changes)`,
  );
}
