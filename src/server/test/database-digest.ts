/**
 * What a backup must keep, read so two databases (or two data directories) can be
 * compared: each table's row count and a checksum of its rows in a fixed order, and
 * each stored file's sha256. Used by the backup tests and bench/backup-bench.ts.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { type Db, reserveConnection } from '../db/client.js';

export type TableDigests = Record<string, { rows: number; md5: string }>;

export async function tableDigests(db: Db): Promise<TableDigests> {
  const connection = await reserveConnection(db);
  try {
    await connection.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    // Timestamps print in the session's zone: the same one on both sides.
    await connection.query("SET LOCAL TIME ZONE 'UTC'");
    const tables = await connection.query<{ name: string }>(
      `SELECT c.relname AS "name" FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY c.relname`,
    );
    const digests: TableDigests = {};
    for (const { name } of tables) {
      const [row] = await connection.query<{ rows: number; md5: string }>(
        `SELECT count(*)::int AS "rows",
                md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS "md5"
         FROM public."${name}" t`,
      );
      digests[name] = row as { rows: number; md5: string };
    }
    await connection.query('COMMIT');
    return digests;
  } finally {
    connection.release();
  }
}

/**
 * The schema around the rows: every index, constraint and trigger of the public schema
 * (with whether the trigger is on), so a restore that forgot to make one again shows.
 */
export async function schemaDigest(db: Db): Promise<string[]> {
  const connection = await reserveConnection(db);
  try {
    const rows = await connection.query<{ line: string }>(
      `SELECT 'index ' || indexdef AS "line" FROM pg_indexes WHERE schemaname = 'public'
       UNION ALL
       SELECT 'constraint ' || c.relname || '.' || k.conname || ' ' || pg_get_constraintdef(k.oid)
       FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public'
       UNION ALL
       SELECT 'trigger ' || c.relname || '.' || t.tgname || ' ' || t.tgenabled::text
       FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND NOT t.tgisinternal
       ORDER BY 1`,
    );
    return rows.map((row) => row.line);
  } finally {
    connection.release();
  }
}

/** Every file under `dir`, by its path from there, with its sha256. */
export function fileDigests(dir: string): Record<string, string> {
  const digests: Record<string, string> = {};
  if (!existsSync(dir)) return digests;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    digests[relative(dir, path).split(sep).join('/')] = createHash('sha256')
      .update(readFileSync(path))
      .digest('hex');
  }
  return digests;
}
