import { createWriteStream } from 'node:fs';
import { open, readFile, rename, rm, stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { type Database, type ReservedConnection, reserveConnection } from '../../db/client.js';
import type { Storage } from '../storage/storage.js';
import { STORAGE_AREAS } from '../storage/storage-area.js';
import {
  AUTH_SECRET_PATH,
  BackupError,
  EXIT,
  FORMAT,
  FORMAT_VERSION,
  MANIFEST_PATH,
  type Manifest,
  sha256,
} from './archive.js';
import { listTables, quoteIdent, readMigrations } from './catalog.js';
import { TarWriter } from './tar.js';

/** Rows fetched per round trip, and the size a table's part is cut at. */
const FETCH_ROWS = 2_000;
const PART_BYTES = 8 * 1024 * 1024;

export interface BackupSummary {
  file: string;
  bytes: number;
  tables: number;
  rows: number;
  files: number;
  ms: number;
}

export interface BackupSource {
  database: Database;
  /** The local storage to copy, or the S3 bucket that keeps its own versions. */
  files: { storage: Storage } | { s3Bucket: string };
  /** The generated signing secret's file (DATA_DIR/auth-secret), or 'environment'. */
  authSecret: { file: string } | 'environment';
}

/**
 * Writes one archive of the database and the stored files to `file`, while the
 * server may be running: every table is read in one REPEATABLE READ, READ ONLY
 * transaction, so the rows are one consistent snapshot, and the files are listed
 * after that snapshot was taken (a file is written before its row, so every row the
 * snapshot holds has its file by then). Written to a temporary name, flushed, then
 * renamed: a crash never leaves a half archive under `file`.
 */
export async function writeBackup(source: BackupSource, file: string): Promise<BackupSummary> {
  const started = performance.now();
  const partial = `${file}.${process.pid}.partial`;
  // Password hashes, sessions and applicants' details: for the operator's eyes only.
  const gzip = createGzip({ level: 6 });
  const written = pipeline(gzip, createWriteStream(partial, { mode: 0o600 }));
  // A failure of the file (disk full) shows up at the end, not as an unhandled rejection.
  written.catch(() => {});
  const tar = new TarWriter(gzip);
  const connection = await reserveConnection(source.database.db);
  let rows = 0;
  try {
    await connection.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const migrations = await readMigrations(connection);
    if (!migrations.length) {
      throw new BackupError(
        'The database has no BCS Local tables (never migrated): nothing to back up.',
        EXIT.usage,
      );
    }
    const tables: Manifest['tables'] = [];
    for (const table of await listTables(connection)) {
      tables.push(await writeTable(connection, tar, table.name, table.columns));
      rows += tables.at(-1)?.rows ?? 0;
    }
    const sequences = await connection.query<{ name: string; lastValue: string | null }>(
      `SELECT sequencename AS "name", last_value::text AS "lastValue" FROM pg_sequences
       WHERE schemaname = 'public' ORDER BY sequencename`,
    );
    await connection.query('COMMIT');
    const files = await writeFiles(tar, source.files);
    const authSecret = await writeAuthSecret(tar, source.authSecret);
    const manifest: Manifest = {
      format: FORMAT,
      version: FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      source: source.database.kind,
      migrations,
      tables,
      sequences,
      files,
      authSecret,
    };
    await tar.add(MANIFEST_PATH, Buffer.from(JSON.stringify(manifest, null, 1)));
    await tar.finish();
    gzip.end();
    await written;
    const handle = await open(partial, 'r');
    await handle.sync();
    await handle.close();
    await rename(partial, file);
    connection.release();
    return {
      file,
      bytes: (await stat(file)).size,
      tables: tables.length,
      rows,
      files: files.storage === 'local' ? files.items.length : 0,
      ms: Math.round(performance.now() - started),
    };
  } catch (error) {
    await connection.query('ROLLBACK').catch(() => {});
    connection.release(true);
    gzip.destroy();
    await written.catch(() => {});
    await rm(partial, { force: true });
    throw error;
  }
}

/** One table's rows, as JSON lines, through a cursor of the snapshot's transaction. */
async function writeTable(
  connection: ReservedConnection,
  tar: TarWriter,
  name: string,
  columns: string[],
): Promise<Manifest['tables'][number]> {
  const list = columns.map(quoteIdent).join(', ');
  await connection.query(
    `DECLARE backup_rows NO SCROLL CURSOR FOR
     SELECT row_to_json(r)::text AS "line" FROM (SELECT ${list} FROM public.${quoteIdent(name)}) r`,
  );
  const parts: Manifest['tables'][number]['parts'] = [];
  let lines: string[] = [];
  let size = 0;
  let total = 0;
  const flush = async () => {
    if (!lines.length) return;
    const body = Buffer.from(`${lines.join('\n')}\n`);
    const path = `tables/${name}/${String(parts.length + 1).padStart(4, '0')}.jsonl`;
    await tar.add(path, body);
    parts.push({ path, bytes: body.length, sha256: sha256(body), rows: lines.length });
    lines = [];
    size = 0;
  };
  for (;;) {
    const batch = await connection.query<{ line: string }>(`FETCH ${FETCH_ROWS} FROM backup_rows`);
    for (const { line } of batch) {
      lines.push(line);
      size += line.length + 1;
    }
    total += batch.length;
    if (size >= PART_BYTES) await flush();
    if (batch.length < FETCH_ROWS) break;
  }
  await flush();
  await connection.query('CLOSE backup_rows');
  return { name, columns, rows: total, parts };
}

async function writeFiles(tar: TarWriter, files: BackupSource['files']) {
  if ('s3Bucket' in files) {
    return {
      storage: 's3' as const,
      bucket: files.s3Bucket,
      note: "The stored files stay in the bucket: keep them with the bucket's own versioning.",
    };
  }
  const items: Extract<Manifest['files'], { storage: 'local' }>['items'] = [];
  for (const area of STORAGE_AREAS) {
    const keys: string[] = [];
    for await (const object of files.storage.list(area)) keys.push(object.key);
    keys.sort();
    for (const key of keys) {
      // Removed since it was listed (its row went first): nothing to keep.
      const object = await files.storage.get(area, key);
      if (!object) continue;
      const path = `files/${area}/${key}`;
      await tar.add(path, object.body);
      items.push({ path, area, key, bytes: object.body.length, sha256: sha256(object.body) });
    }
  }
  return { storage: 'local' as const, items };
}

async function writeAuthSecret(
  tar: TarWriter,
  secret: BackupSource['authSecret'],
): Promise<Manifest['authSecret']> {
  if (secret === 'environment') return { kind: 'environment' };
  const body = await readFile(secret.file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (!body) return { kind: 'none' };
  await tar.add(AUTH_SECRET_PATH, body);
  return {
    kind: 'file',
    entry: { path: AUTH_SECRET_PATH, bytes: body.length, sha256: sha256(body) },
  };
}
