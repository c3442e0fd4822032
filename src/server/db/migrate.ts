import { join } from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { ROOT_DIR } from '../platform/root-dir.js';
import type { Database } from './client.js';
import { fillOpeningHours } from './opening-hours.js';

export const MIGRATIONS_DIR = join(ROOT_DIR, 'src/server/db/migrations');

/**
 * Applies the checked-in migrations (the same files run on PGlite and PostgreSQL),
 * then the data steps that need the app's own code.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  const options = { migrationsFolder: MIGRATIONS_DIR };
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, options);
  } else {
    await migrateNodePg(database.db as unknown as NodePgDatabase, options);
  }
  // Data steps in JS, after the SQL (issue 29: the hours text read into opening_hours).
  await fillOpeningHours(database.db);
}
