import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import { type Db, queryDriver } from '../db/client.js';
import { keptRecent } from './kept-in.js';

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

/**
 * Keys of `keepWhenRepeated` values read once and not kept, per database, the oldest
 * forgotten first: a key read again while remembered is kept from then on.
 */
const REMEMBERED_KEYS = 10_000;

interface Entry {
  version: string;
  storedAt: number;
  /** When the value goes out of date by itself (a job's expiry), whatever the version. */
  staleAt: number;
  value: Promise<unknown>;
  /** False while a `keepWhenRepeated` value read once is loading: dropped once loaded. */
  kept: boolean;
}

/** Entries of one database (tests run many databases in one process). */
const caches = new WeakMap<object, Map<string, Entry>>();
const readOnce = new WeakMap<object, Set<string>>();

/** Whether the key was read once before (and is remembered): it is then forgotten, as kept. */
function readBefore(db: Db, key: string): boolean {
  let keys = readOnce.get(db);
  if (!keys) {
    keys = new Set();
    readOnce.set(db, keys);
  }
  if (keys.delete(key)) return true;
  keys.add(key);
  if (keys.size > REMEMBERED_KEYS) keys.delete(keys.values().next().value as string);
  return false;
}

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

/**
 * The version a value is being derived under: the one its readThroughDirectory load
 * runs under, else the directory's version now.
 */
export function currentDirectoryVersion(db: Db): Promise<string> {
  const outer = loading.getStore();
  return outer?.db === db ? Promise.resolve(outer.version) : readDirectoryVersion(db);
}

export async function queryDirectoryVersion(db: Db): Promise<string> {
  // Straight to the driver: the builder's own work would be a good part of the cost.
  // The rows pruned count as if they were still there (directory_changes_pruned).
  const [row] = await queryDriver<{ version: string }>(
    db,
    `select (c.count + p.count) || ':' || c.max || ':' || (c.sum + p.id_sum) as version
       from (select count(*) as count, coalesce(max(id), 0) as max, coalesce(sum(id), 0) as sum
               from directory_changes) c,
            directory_changes_pruned p`,
  );
  return row.version;
}

/**
 * `load()`'s value for `key`, reused while the directory is unchanged (and for at most
 * `maxAgeMs`, and never past the time `staleAt` gives for it). Concurrent readers of a
 * missing entry share one load; a failed load is not kept. Never call it inside a
 * transaction that writes the directory: the value would be stored under a version
 * other transactions cannot see yet.
 *
 * `keepWhenRepeated` (a public page: a search, a listing or city page, a profile) keeps
 * a value only once its key is read a second time (while remembered: REMEMBERED_KEYS),
 * or by a reader that came while it loaded. Most such keys are read once (every
 * visitor's search is another, a crawler reads each page once), and every value kept
 * lived on, past the young generation, until 500 newer ones pushed it out: at 100,000
 * businesses, keeping every distinct listing page cost a fifth of its CPU (decision 042).
 */
export async function readThroughDirectory<T>(
  db: Db,
  key: string,
  load: () => Promise<T>,
  {
    maxAgeMs = MAX_AGE_MS,
    staleAt,
    keepWhenRepeated = false,
  }: {
    maxAgeMs?: number;
    staleAt?: (value: T) => number | null;
    keepWhenRepeated?: boolean;
  } = {},
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
    cached.kept = true;
    return cached.value as Promise<T>;
  }
  const value = loading.run({ db, version }, load);
  const entry: Entry = {
    version,
    storedAt: now,
    staleAt: Number.POSITIVE_INFINITY,
    value,
    // A value that was kept (now out of date) was read more than once: kept again at once.
    kept: !keepWhenRepeated || cached !== undefined || readBefore(db, key),
  };
  if (!entry.kept)
    value.then(
      () => {
        if (!entry.kept && entries.get(key) === entry) entries.delete(key);
      },
      () => {},
    );
  if (staleAt)
    value.then(
      (loaded) => {
        entry.staleAt = staleAt(loaded) ?? Number.POSITIVE_INFINITY;
      },
      () => {},
    );
  keptRecent(entries, key, entry, MAX_ENTRIES);
  value.catch(() => {
    if (entries.get(key) === entry) entries.delete(key);
  });
  return value;
}

/** A public page's value (a search, a listing or city page, a profile): `keepWhenRepeated`. */
export function readPageThroughDirectory<T>(db: Db, key: string, load: () => Promise<T>) {
  return readThroughDirectory(db, key, load, { keepWhenRepeated: true });
}

/**
 * A long list's ids are read and kept in blocks of this many positions, for all the
 * pages that fall in a block: a deep page made PostgreSQL skip every index entry
 * before it (2.4 ms at offset 8,000 of 100,000 businesses), once per page.
 */
const ID_BLOCK = 1_000;

/**
 * The ids at `offset`..`offset + limit` of a list in a fixed order, from its blocks of
 * ID_BLOCK positions kept while the directory is unchanged (`read(limit, offset)`
 * reads one block's ids in the list's order; `key` names the list).
 */
export async function readIdsThroughDirectory(
  db: Db,
  key: string,
  page: { limit: number; offset: number },
  read: (limit: number, offset: number) => Promise<string[]>,
): Promise<string[]> {
  const first = Math.floor(page.offset / ID_BLOCK);
  const last = Math.floor((page.offset + Math.max(page.limit, 1) - 1) / ID_BLOCK);
  const blocks = await Promise.all(
    Array.from({ length: last - first + 1 }, (_, i) =>
      readThroughDirectory(db, `ids:${key}:${first + i}`, () =>
        read(ID_BLOCK, (first + i) * ID_BLOCK),
      ),
    ),
  );
  const start = page.offset - first * ID_BLOCK;
  return blocks.flat().slice(start, start + page.limit);
}

/**
 * Drops change rows older than an hour, keeping the newest (the maintenance task), and
 * adds them to directory_changes_pruned in the same statement: the version stays as it
 * was, so nothing derived from the directory is derived again.
 */
export async function pruneDirectoryChanges(db: Db): Promise<void> {
  await db.execute(
    sql`with pruned as (
          delete from directory_changes
          where changed_at < now() - interval '1 hour'
            and id < (select max(id) from directory_changes)
          returning id)
        update directory_changes_pruned
        set count = count + (select count(*) from pruned),
            id_sum = id_sum + (select coalesce(sum(id), 0) from pruned)`,
  );
}
