/**
 * The two databases every benchmark compares, each migrated and empty, with a
 * throwaway data directory (uploads, PGlite's files), removed afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Config, loadConfig } from '#server/config.js';
import { type Database, openPglite, openPostgres } from '#server/db/client.js';
import { migrateDatabase } from '#server/db/migrate.js';
import { startEmbeddedPostgres } from '#server/test/embedded-postgres.js';

type Measure<T> = (database: Database, dataDir: string) => Promise<T>;

export async function onPglite<T>(name: string, measure: Measure<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), `bcs-bench-${name}-pglite-`));
  const database = await openPglite(dir);
  try {
    await migrateDatabase(database);
    return await measure(database, dir);
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A real PostgreSQL server (embedded-postgres), with a pool of `max` connections. */
export async function onPostgres<T>(
  name: string,
  { max }: { max: number },
  measure: Measure<T>,
): Promise<T> {
  const server = await startEmbeddedPostgres(`bcs-bench-${name}-pg-`);
  await server.createDatabase('bench');
  const database = openPostgres(`${server.baseUrl}/bench`, { max });
  const dir = mkdtempSync(join(tmpdir(), `bcs-bench-${name}-files-`));
  try {
    await migrateDatabase(database);
    return await measure(database, dir);
  } finally {
    await database.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The app's configuration in a benchmark: production, silent, no demo data and no web
 * build, on the benchmark's data directory; `extra` adds or overrides variables.
 */
export function benchConfig(dataDir: string, extra: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED: 'none',
    BUILD_WEB: 'never',
    ...extra,
  });
}
