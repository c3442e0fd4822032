import type { Config } from '../config.js';
import { type Database, openPglite, openPostgres } from './client.js';
import { lockDataDir } from './data-dir-lock.js';
import { migrateDatabase } from './migrate.js';

/**
 * Opens the configured database (PostgreSQL from DATABASE_URL, else PGlite under
 * DATA_DIR holding the directory lock) and applies the migrations.
 */
export async function openDatabase(
  config: Config,
): Promise<{ database: Database; close(): Promise<void> }> {
  if (config.databaseUrl) {
    const database = openPostgres(config.databaseUrl);
    try {
      await migrateDatabase(database);
    } catch (err) {
      await database.close();
      throw err;
    }
    return { database, close: () => database.close() };
  }
  const lock = lockDataDir(config.dataDir);
  try {
    const database = await openPglite(config.dataDir);
    await migrateDatabase(database);
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
