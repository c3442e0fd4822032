import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/**
 * One connection kept for a while, e.g. to hold a session-level advisory lock: a pool
 * hands each statement to whichever connection is free, so a lock taken through `db`
 * could be released on another connection, or never.
 */
export interface ReservedConnection {
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  /** Gives the connection back to the pool; `broken` closes it instead, letting go of all it held. */
  release(broken?: boolean): void;
}

const reservers = new WeakMap<Db, () => Promise<ReservedConnection>>();
const drivers = new WeakMap<Db, (text: string) => Promise<unknown[]>>();

/**
 * A statement sent to the driver itself (pg's pool, or PGlite), past the query
 * builder: for the few reads made on nearly every request (the health check's
 * `select 1`, the directory's version), where the builder's own work is a good part
 * of the cost (on PGlite, `select 1` through it took 0.53-0.61 ms against 0.24-0.28 ms
 * straight). Any other `db` (a transaction) goes through the builder.
 */
export async function queryDriver<T>(db: Db, text: string): Promise<T[]> {
  const driver = drivers.get(db);
  return driver ? ((await driver(text)) as T[]) : queryRows<T>(db, sql.raw(text));
}

/** A connection of `db`'s own, until `release`. */
export async function reserveConnection(db: Db): Promise<ReservedConnection> {
  const reserve = reservers.get(db);
  if (!reserve) throw new Error('reserveConnection: not a database opened by db/client.ts');
  return reserve();
}

export async function openPglite(dataDir: string | undefined): Promise<Database> {
  // Trigrams for typo correction, unaccent for accent-blind search (migrations 0000, 0021).
  const extensions = { pg_trgm, unaccent };
  let client: PGlite;
  if (dataDir) {
    const dir = resolve(dataDir, 'pglite');
    // PGlite's mkdir is not recursive: the parent must exist.
    mkdirSync(resolve(dataDir), { recursive: true });
    client = await PGlite.create(dir, { extensions });
  } else {
    client = await PGlite.create({ extensions });
  }
  return fromPglite(client);
}

export function fromPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  drivers.set(db, async (text) => (await client.query(text)).rows);
  // PGlite is one connection in this process: reserving it is using it.
  reservers.set(db, async () => ({
    query: async <T>(text: string, params?: unknown[]) =>
      (await client.query<T>(text, params)).rows,
    release: () => {},
  }));
  return {
    db,
    kind: 'pglite',
    close: () => client.close(),
  };
}

export interface PostgresOptions {
  /** Connections in the pool (DATABASE_POOL_SIZE). */
  max?: number;
  /** The server cancels a statement running longer (DATABASE_STATEMENT_TIMEOUT_MS); 0: never. */
  statementTimeoutMs?: number;
  /** Statements slower than this are reported to onSlowQuery (SLOW_QUERY_MS). */
  slowQueryMs?: number;
  onSlowQuery?: (query: { ms: number; statement: string }) => void;
}

/** What a log line calls a statement: its first words, one line, without parameters. */
function statementName(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 120 ? `${line.slice(0, 119)}…` : line;
}

/** A pg client that times each statement and reports the slow ones. */
function timedClient(slowQueryMs: number, onSlowQuery: PostgresOptions['onSlowQuery']) {
  return class TimedClient extends pg.Client {
    // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; this passes them through.
    override query(...args: any[]): any {
      const started = performance.now();
      const report = () => {
        const ms = performance.now() - started;
        if (ms < slowQueryMs) return;
        const config = args[0] as string | { text?: string };
        const text = typeof config === 'string' ? config : (config?.text ?? '');
        onSlowQuery?.({ ms: Math.round(ms), statement: statementName(text) });
      };
      // The pool calls with a callback; others await the promise.
      const last = args.length - 1;
      if (typeof args[last] === 'function') {
        const callback = args[last] as (...results: unknown[]) => void;
        args[last] = (...results: unknown[]) => {
          report();
          callback(...results);
        };
      }
      const result = (super.query as (...a: unknown[]) => unknown)(...args);
      if (result instanceof Promise) result.then(report, report);
      return result;
    }
  };
}

export function openPostgres(url: string, options: PostgresOptions = {}): Database {
  const { slowQueryMs, onSlowQuery } = options;
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
    ...(slowQueryMs && onSlowQuery ? { Client: timedClient(slowQueryMs, onSlowQuery) } : {}),
  });
  // An idle client that loses its server must not crash the process.
  pool.on('error', () => {});
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  drivers.set(db, async (text) => (await pool.query(text)).rows);
  reservers.set(db, async () => {
    const client = await pool.connect();
    // The pool listens for errors of idle connections only: one lost between two
    // statements of ours must not crash the process (the next statement fails instead).
    const ignore = () => {};
    client.on('error', ignore);
    return {
      query: async <T>(text: string, params?: unknown[]) =>
        (await client.query(text, params)).rows as T[],
      release: (broken = false) => {
        client.removeListener('error', ignore);
        client.release(broken);
      },
    };
  });
  return {
    db,
    kind: 'postgres',
    close: () => pool.end(),
  };
}

/** Raw SQL returning rows, typed; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
