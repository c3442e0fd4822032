import { join } from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { ROOT_DIR } from '../platform/root-dir.js';
import type { Database } from './client.js';

export const MIGRATIONS_DIR = join(ROOT_DIR, 'src/server/db/migrations');

/** Applies the checked-in migrations; the same files run on PGlite and PostgreSQL. */
export async function migrateDatabase(database: Database): Promise<void> {
  const options = { migrationsFolder: MIGRATIONS_DIR };
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, options);
  } else {
    await migrateNodePg(database.db as unknown as NodePgDatabase, options);
  }
}
