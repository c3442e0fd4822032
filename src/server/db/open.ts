import type { Config } from '../config.js';
import type { Logger } from '../platform/logger.js';
import { withAdvisoryLock } from './advisory-lock.js';
import { type Database, openPglite, openPostgres } from './client.js';
import { lockDataDir } from './data-dir-lock.js';
import { migrateDatabase } from './migrate.js';

/**
 * Opens the configured database (PostgreSQL from DATABASE_URL, else PGlite under
 * DATA_DIR holding the directory lock) and applies the migrations. With a logger,
 * PostgreSQL statements slower than SLOW_QUERY_MS are logged as 'slow query'.
 */
export async function openDatabase(
  config: Config,
  logger?: Logger,
): Promise<{ database: Database; close(): Promise<void> }> {
  if (config.databaseUrl) {
    // Migrations on connections of their own, without the statement timeout: building
    // an index on a large table may take longer than any request should. One holds the
    // lock that makes servers starting together apply them one at a time (the others
    // then find nothing left to do); the migrator's transaction runs on the other.
    const migrator = openPostgres(config.databaseUrl, { max: 2 });
    try {
      await withAdvisoryLock(migrator.db, 'migrations', () => migrateDatabase(migrator), {
        onWait: () => logger?.info('waiting for another server to apply the migrations'),
      });
    } finally {
      await migrator.close();
    }
    const database = openPostgres(config.databaseUrl, {
      max: config.database.poolSize,
      statementTimeoutMs: config.database.statementTimeoutMs,
      slowQueryMs: config.database.slowQueryMs,
      onSlowQuery: logger && ((query) => logger.warn('slow query', query)),
    });
    return { database, close: () => database.close() };
  }
  return openLockedPglite(config.dataDir, lockDataDir(config.dataDir), migrateDatabase);
}

/**
 * The embedded database in `dataDir`, whose `lock` the caller took: `prepare` runs on
 * it first (migrations); closing it releases the lock, and so does a failure to open.
 */
export async function openLockedPglite(
  dataDir: string,
  lock: { release(): void },
  prepare: (database: Database) => Promise<unknown> = async () => {},
): Promise<{ database: Database; close(): Promise<void> }> {
  try {
    const database = await openPglite(dataDir);
    await prepare(database);
    return {
      database,
      close: async () => {
        try {
          await database.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (err) {
    lock.release();
    throw err;
  }
}
