import { readFile, rm, writeFile } from 'node:fs/promises';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { type Database, type ReservedConnection, reserveConnection } from '../../db/client.js';
import { MIGRATIONS_DIR } from '../../db/migrate.js';
import { DOCUMENT_CONTENT_TYPES } from '../documents.js';
import type { Storage, StorageArea } from '../storage/storage.js';
import { STORAGE_AREAS } from '../storage/storage-area.js';
import {
  AUTH_SECRET_PATH,
  archiveEntries,
  BackupError,
  EXIT,
  listedEntries,
  MANIFEST_PATH,
  type Manifest,
  sha256,
} from './archive.js';
import {
  foreignKeys,
  listTables,
  looseIndexes,
  ownedSequences,
  quoteIdent,
  tableCount,
} from './catalog.js';

/** Rows sent per INSERT, and the most JSON text one carries. */
const INSERT_ROWS = 1_000;
const INSERT_BYTES = 2 * 1024 * 1024;

export interface RestoreTarget {
  database: Database;
  /** Where the archive's files go (the local directory, or a bucket). */
  storage: Storage;
  /** DATA_DIR/auth-secret: where the archive's signing secret goes. */
  authSecretFile: string;
  /** How the refusal names the target: 'DATA_DIR /srv/bcs', 'the database at DATABASE_URL'. */
  describe: string;
}

export interface RestoreSummary {
  tables: number;
  rows: number;
  files: number;
  /** Migrations applied after the data was loaded: the archive came from an older release. */
  laterMigrations: number;
  ms: number;
}

/** What a restored file is served as (a bucket keeps it with the object). */
const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', ...DOCUMENT_CONTENT_TYPES };
const contentTypeOf = (key: string) =>
  CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';

type Migration = ReturnType<typeof readMigrationFiles>[number];

const notEmpty = (target: RestoreTarget, what: string) =>
  new BackupError(
    `${target.describe} is not empty (${what}): restore only into an empty one.`,
    EXIT.targetNotEmpty,
  );

/**
 * Loads a verified archive (archive.ts `verifyArchive`) into an empty target. The
 * migrations up to the archive's, the rows, the foreign keys, the sequences and any
 * later migrations are one transaction: a failure or a crash leaves the database as
 * empty as it was. Files are written before that commit (a file before its row, as
 * everywhere), each only where there is none, and removed again when the load fails.
 * Each entry is checked against the manifest again as it is loaded: an archive that
 * changed since `verifyArchive` read it fails the load instead of slipping in.
 */
export async function restoreBackup(
  target: RestoreTarget,
  file: string,
  manifest: Manifest,
): Promise<RestoreSummary> {
  const started = performance.now();
  const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR });
  const level = archiveLevel(manifest, migrations);
  const connection = await reserveConnection(target.database.db);
  const written: { area: StorageArea; key: string }[] = [];
  let wroteSecret = false;
  try {
    const tables = await tableCount(connection);
    if (tables > 0) throw notEmpty(target, `${tables} tables`);
    await checkFiles(target, manifest);

    await connection.query('BEGIN');
    await applyMigrations(connection, migrations.slice(0, level));
    const present = new Map((await listTables(connection)).map((t) => [t.name, t.columns]));
    for (const table of manifest.tables) {
      const columns = present.get(table.name);
      const missing = table.columns.filter((column) => !columns?.includes(column));
      if (missing.length) {
        throw new BackupError(
          `The archive's table ${table.name} does not match this release's (${missing.join(', ')}).`,
          EXIT.badArchive,
        );
      }
    }
    // The rows are loaded as they were: no trigger adds to them (the change log, the
    // search words), and the foreign keys are checked once, when they are made again.
    const keys = await foreignKeys(connection);
    for (const key of keys) {
      await connection.query(
        `ALTER TABLE public.${quoteIdent(key.table)} DROP CONSTRAINT ${quoteIdent(key.name)}`,
      );
    }
    // Indexes that back no constraint (the search's GIN and trigram ones above all)
    // are built once over the loaded rows, not row by row.
    const indexes = await looseIndexes(connection);
    for (const index of indexes) {
      await connection.query(`DROP INDEX public.${quoteIdent(index.name)}`);
    }
    const names = [...present.keys()].map((name) => `public.${quoteIdent(name)}`);
    for (const name of names) await connection.query(`ALTER TABLE ${name} DISABLE TRIGGER USER`);
    // Rows the migrations wrote (the categories) make way for the archive's.
    if (names.length) await connection.query(`TRUNCATE ${names.join(', ')}`);

    const tableOf = new Map(manifest.tables.map((t) => [t.name, t]));
    const fileOf = new Map(
      manifest.files.storage === 'local' ? manifest.files.items.map((i) => [i.path, i]) : [],
    );
    let rows = 0;
    let files = 0;
    const expected = new Map(listedEntries(manifest).map((entry) => [entry.path, entry.sha256]));
    for await (const { path, body } of archiveEntries(file)) {
      if (path !== MANIFEST_PATH && expected.get(path) !== sha256(body)) {
        throw new BackupError(`${file} changed while it was being restored.`, EXIT.badArchive);
      }
      if (path.startsWith('tables/')) {
        const table = tableOf.get(path.split('/')[1] ?? '');
        if (!table) continue;
        rows += await insertRows(connection, table.name, table.columns, body);
      } else if (fileOf.has(path)) {
        const item = fileOf.get(path) as NonNullable<ReturnType<typeof fileOf.get>>;
        if (!(await target.storage.get(item.area, item.key))) {
          await target.storage.put(item.area, item.key, body, contentTypeOf(item.key));
          written.push({ area: item.area, key: item.key });
        }
        files += 1;
      } else if (path === AUTH_SECRET_PATH) {
        try {
          await writeFile(target.authSecretFile, body, { mode: 0o600, flag: 'wx' });
          wroteSecret = true;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        }
      }
    }

    for (const name of names) await connection.query(`ALTER TABLE ${name} ENABLE TRIGGER USER`);
    for (const index of indexes) await connection.query(index.definition);
    for (const key of keys) {
      await connection.query(
        `ALTER TABLE public.${quoteIdent(key.table)} ADD CONSTRAINT ${quoteIdent(key.name)} ${key.definition}`,
      );
    }
    for (const table of manifest.tables) {
      const [row] = await connection.query<{ count: string }>(
        `SELECT count(*)::text AS "count" FROM public.${quoteIdent(table.name)}`,
      );
      if (Number(row?.count) !== table.rows) {
        throw new BackupError(
          `The table ${table.name} has ${row?.count} rows after loading, not ${table.rows}.`,
          EXIT.badArchive,
        );
      }
    }
    await restoreSequences(connection, manifest);
    await applyMigrations(connection, migrations.slice(level));
    await connection.query('COMMIT');
    connection.release();
    return {
      tables: manifest.tables.length,
      rows,
      files,
      laterMigrations: migrations.length - level,
      ms: Math.round(performance.now() - started),
    };
  } catch (error) {
    await connection.query('ROLLBACK').catch(() => {});
    connection.release(true);
    for (const { area, key } of written) await target.storage.remove(area, key).catch(() => {});
    if (wroteSecret) await rm(target.authSecretFile, { force: true });
    throw error;
  }
}

/** How many of this release's migrations the archive's database had: they must be its first. */
function archiveLevel(manifest: Manifest, migrations: Migration[]): number {
  const ours = migrations.map((m) => m.folderMillis);
  const theirs = manifest.migrations.map((m) => m.createdAt);
  if (theirs.length > ours.length || theirs.some((when, i) => ours[i] !== when)) {
    throw new BackupError(
      'The archive was made by a newer or different release of BCS Local: restore it with that release.',
      EXIT.badArchive,
    );
  }
  return theirs.length;
}

/** Drizzle's own bookkeeping, written as its migrator does, inside our transaction. */
export async function applyMigrations(connection: ReservedConnection, migrations: Migration[]) {
  await connection.query('CREATE SCHEMA IF NOT EXISTS drizzle');
  await connection.query(
    `CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (
       id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`,
  );
  for (const migration of migrations) {
    for (const statement of migration.sql) {
      if (statement.trim()) await connection.query(statement);
    }
    await connection.query(
      'INSERT INTO drizzle.__drizzle_migrations ("hash", "created_at") VALUES ($1, $2)',
      [migration.hash, migration.folderMillis],
    );
  }
}

/**
 * Refuses a target whose storage holds anything but the archive's own files (left
 * by an earlier restore that stopped), or another signing secret. Reads only.
 */
async function checkFiles(target: RestoreTarget, manifest: Manifest) {
  if (manifest.files.storage === 'local') {
    const archived = new Map(manifest.files.items.map((i) => [`${i.area}/${i.key}`, i.sha256]));
    for (const area of STORAGE_AREAS) {
      for await (const object of target.storage.list(area)) {
        const hash = archived.get(`${area}/${object.key}`);
        const stored = hash && (await target.storage.get(area, object.key));
        if (!stored || sha256(stored.body) !== hash) {
          throw new BackupError(
            `The file storage holds ${area}/${object.key}, which is not the archive's: restore only into an empty one.`,
            EXIT.targetNotEmpty,
          );
        }
      }
    }
  }
  if (manifest.authSecret.kind === 'file') {
    const present = await readFile(target.authSecretFile).catch(() => null);
    if (present && sha256(present) !== manifest.authSecret.entry.sha256) {
      throw new BackupError(
        `${target.authSecretFile} holds another signing secret than the archive's: restore only into an empty DATA_DIR.`,
        EXIT.targetNotEmpty,
      );
    }
  }
}

/** One part's JSON lines, a batch at a time, each row read by PostgreSQL into the table's types. */
async function insertRows(
  connection: ReservedConnection,
  table: string,
  columns: string[],
  body: Buffer,
): Promise<number> {
  const list = columns.map(quoteIdent).join(', ');
  const name = `public.${quoteIdent(table)}`;
  const statement = `INSERT INTO ${name} (${list}) OVERRIDING SYSTEM VALUE
    SELECT ${list} FROM json_populate_recordset(NULL::${name}, $1::json)`;
  const lines = body.toString('utf8').split('\n');
  if (lines.at(-1) === '') lines.pop();
  let batch: string[] = [];
  let size = 0;
  const send = async () => {
    if (!batch.length) return;
    await connection.query(statement, [`[${batch.join(',')}]`]);
    batch = [];
    size = 0;
  };
  for (const line of lines) {
    batch.push(line);
    size += line.length;
    if (batch.length >= INSERT_ROWS || size >= INSERT_BYTES) await send();
  }
  await send();
  return lines.length;
}

/**
 * Each sequence is put where the backed-up one was, and never below its column's
 * highest value, so new rows do not collide with restored ones.
 */
async function restoreSequences(connection: ReservedConnection, manifest: Manifest) {
  const archived = new Map(manifest.sequences.map((s) => [s.name, s.lastValue]));
  const owned = await ownedSequences(connection);
  const names = new Set([...archived.keys(), ...owned.map((o) => o.sequence)]);
  for (const sequence of names) {
    let value = BigInt(archived.get(sequence) ?? 0);
    for (const o of owned.filter((x) => x.sequence === sequence)) {
      const [row] = await connection.query<{ max: string | null }>(
        `SELECT max(${quoteIdent(o.column)})::text AS "max" FROM public.${quoteIdent(o.table)}`,
      );
      if (row?.max && BigInt(row.max) > value) value = BigInt(row.max);
    }
    const regclass = `public.${quoteIdent(sequence)}`;
    const [exists] = await connection.query<{ ok: boolean }>(
      'SELECT to_regclass($1) IS NOT NULL AS "ok"',
      [regclass],
    );
    if (!exists?.ok) continue;
    if (value > 0n) {
      await connection.query('SELECT setval($1::regclass, $2::bigint, true)', [
        regclass,
        value.toString(),
      ]);
    } else {
      await connection.query('SELECT setval($1::regclass, 1, false)', [regclass]);
    }
  }
}
