/** What backups and restores read from PostgreSQL's catalog (the same on PGlite). */
import type { ReservedConnection } from '../../db/client.js';

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The tables of the public schema, each with the columns a backup keeps: generated
 * columns (the search vectors) are left out, the restore computes them again.
 */
export async function listTables(
  connection: ReservedConnection,
): Promise<{ name: string; columns: string[] }[]> {
  const rows = await connection.query<{ name: string; columns: string[] }>(
    `SELECT c.relname AS "name",
            array_agg(a.attname::text ORDER BY a.attnum) AS "columns"
     FROM pg_class c
     JOIN pg_namespace n ON n.oid = c.relnamespace
     JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
                        AND a.attgenerated = ''
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
     GROUP BY c.relname
     ORDER BY c.relname`,
  );
  return rows;
}

/** The migrations Drizzle applied, oldest first; none when it never ran. */
export async function readMigrations(
  connection: ReservedConnection,
): Promise<{ hash: string; createdAt: number }[]> {
  const [found] = await connection.query<{ exists: boolean }>(
    `SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS "exists"`,
  );
  if (!found?.exists) return [];
  const rows = await connection.query<{ hash: string; createdAt: string }>(
    `SELECT hash, created_at::text AS "createdAt" FROM drizzle.__drizzle_migrations ORDER BY created_at, id`,
  );
  return rows.map((row) => ({ hash: row.hash, createdAt: Number(row.createdAt) }));
}

/** How many tables the public schema holds, and whether Drizzle ever migrated it. */
export async function tableCount(connection: ReservedConnection): Promise<number> {
  const [row] = await connection.query<{ count: number }>(
    `SELECT count(*)::int AS "count" FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind IN ('r', 'p') AND (n.nspname = 'public' OR (n.nspname = 'drizzle'))`,
  );
  return row?.count ?? 0;
}

export interface ForeignKey {
  table: string;
  name: string;
  definition: string;
}

/** Every foreign key of the public schema, with the SQL that makes it again. */
export async function foreignKeys(connection: ReservedConnection): Promise<ForeignKey[]> {
  return connection.query<ForeignKey>(
    `SELECT c.relname AS "table", k.conname AS "name", pg_get_constraintdef(k.oid) AS "definition"
     FROM pg_constraint k
     JOIN pg_class c ON c.oid = k.conrelid
     JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE k.contype = 'f' AND n.nspname = 'public'
     ORDER BY c.relname, k.conname`,
  );
}

/** The indexes of the public schema that back no constraint, with the SQL that makes each. */
export async function looseIndexes(
  connection: ReservedConnection,
): Promise<{ name: string; definition: string }[]> {
  return connection.query(
    `SELECT i.relname AS "name", pg_get_indexdef(i.oid) AS "definition"
     FROM pg_index x
     JOIN pg_class i ON i.oid = x.indexrelid
     JOIN pg_class t ON t.oid = x.indrelid
     JOIN pg_namespace n ON n.oid = t.relnamespace
     WHERE n.nspname = 'public'
       AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = x.indexrelid)
     ORDER BY i.relname`,
  );
}

/** The sequences of the public schema that number a column (serial and identity). */
export async function ownedSequences(
  connection: ReservedConnection,
): Promise<{ sequence: string; table: string; column: string }[]> {
  return connection.query(
    `SELECT s.relname AS "sequence", t.relname AS "table", a.attname AS "column"
     FROM pg_class s
     JOIN pg_namespace n ON n.oid = s.relnamespace
     JOIN pg_depend d ON d.objid = s.oid AND d.classid = 'pg_class'::regclass
                     AND d.refclassid = 'pg_class'::regclass AND d.deptype IN ('a', 'i')
     JOIN pg_class t ON t.oid = d.refobjid
     JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid
     WHERE s.relkind = 'S' AND n.nspname = 'public'`,
  );
}
