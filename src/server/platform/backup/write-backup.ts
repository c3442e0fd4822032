import { createWriteStream } from 'node:fs';
import { open, readFile, rename, rm, stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { type Database, type Db, queryRows, type ReservedConnection } from '../../db/client.js';
import type { Storage, StorageArea } from '../storage/storage.js';
import { STORAGE_AREAS } from '../storage/storage-area.js';
import type { StoredFileOwner } from '../stored-files.js';
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

/** Backups started over when files the snapshot's rows name vanish during the copy. */
const ATTEMPTS = 3;

export interface BackupSummary {
  file: string;
  bytes: number;
  tables: number;
  rows: number;
  files: number;
  /** Files the rows name that the storage did not have (area/key), after every attempt. */
  missingFiles: string[];
  ms: number;
}

export interface BackupSource {
  database: Database;
  /** The local storage to copy, or the S3 bucket that keeps its own versions. */
  files: { storage: Storage } | { s3Bucket: string };
  /** The generated signing secret's file (DATA_DIR/auth-secret), or 'environment'. */
  authSecret: { file: string } | 'environment';
  /**
   * The features that store files (photos, resumes), asked through `db`, the backup's
   * snapshot, which files its rows name: as the orphan clean-up asks them (decision 021).
   */
  fileOwners?: (db: Db) => StoredFileOwner[];
}

/**
 * Writes one archive of the database and the stored files to `file`, while the
 * server may be running: every table is read in one REPEATABLE READ, READ ONLY
 * transaction, so the rows are one consistent snapshot, and the files are copied
 * after that snapshot began (a file is written before its row, so each row of the
 * snapshot has its file by then). A file removed during the copy while a row of the
 * snapshot still names it (a photo deleted in that second) starts the backup over;
 * after three tries the archive is written with those files listed as missing.
 * Written to a temporary name, flushed, then renamed: a crash never leaves a half
 * archive under `file`.
 */
export async function writeBackup(source: BackupSource, file: string): Promise<BackupSummary> {
  const started = performance.now();
  for (let attempt = 1; ; attempt++) {
    const summary = await writeArchive(source, file, attempt < ATTEMPTS);
    if (summary) return { ...summary, ms: Math.round(performance.now() - started) };
  }
}

/** One try; null when files went missing and another try is allowed. */
async function writeArchive(
  source: BackupSource,
  file: string,
  retry: boolean,
): Promise<Omit<BackupSummary, 'ms'> | null> {
  const partial = `${file}.${process.pid}.partial`;
  // Password hashes, sessions and applicants' details: for the operator's eyes only.
  const gzip = createGzip({ level: 6 });
  const written = pipeline(gzip, createWriteStream(partial, { mode: 0o600 }));
  // A failure of the file (disk full) shows up at the end, not as an unhandled rejection.
  written.catch(() => {});
  const tar = new TarWriter(gzip);
  try {
    const manifest = await source.database.db.transaction(
      async (tx) => {
        const connection = snapshotConnection(tx);
        // The transaction waits on the files' copy: a server setting must not end it then.
        await connection.query('SET LOCAL idle_in_transaction_session_timeout = 0');
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
        }
        const sequences = await connection.query<{ name: string; lastValue: string | null }>(
          `SELECT sequencename AS "name", last_value::text AS "lastValue" FROM pg_sequences
           WHERE schemaname = 'public' ORDER BY sequencename`,
        );
        const files = await writeFiles(tar, source.files);
        const missingFiles =
          files.storage === 'local' ? await missingOf(tx, source, files.items) : [];
        if (missingFiles.length && retry) return null;
        const authSecret = await writeAuthSecret(tar, source.authSecret);
        return {
          format: FORMAT,
          version: FORMAT_VERSION,
          createdAt: new Date().toISOString(),
          source: source.database.kind,
          migrations,
          tables,
          sequences,
          files,
          missingFiles,
          authSecret,
        } satisfies Manifest;
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    if (!manifest) {
      gzip.destroy();
      await written.catch(() => {});
      await rm(partial, { force: true });
      return null;
    }
    await tar.add(MANIFEST_PATH, Buffer.from(JSON.stringify(manifest, null, 1)));
    await tar.finish();
    gzip.end();
    await written;
    const handle = await open(partial, 'r');
    await handle.sync();
    await handle.close();
    await rename(partial, file);
    return {
      file,
      bytes: (await stat(file)).size,
      tables: manifest.tables.length,
      rows: manifest.tables.reduce((sum, table) => sum + table.rows, 0),
      files: manifest.files.storage === 'local' ? manifest.files.items.length : 0,
      missingFiles: manifest.missingFiles,
    };
  } catch (error) {
    gzip.destroy();
    await written.catch(() => {});
    await rm(partial, { force: true });
    throw error;
  }
}

/** The snapshot's transaction, as the catalog's readers take a connection. */
function snapshotConnection(tx: Db): ReservedConnection {
  return {
    query: <T>(text: string, params?: unknown[]) => {
      if (params?.length) throw new Error('snapshotConnection: no parameters');
      return queryRows<T>(tx, sql.raw(text));
    },
    release: () => {},
  };
}

/** The files the snapshot's rows name that were not copied, as area/key. */
async function missingOf(
  tx: Db,
  source: BackupSource,
  copied: { area: StorageArea; key: string }[],
): Promise<string[]> {
  const have = new Set(copied.map((item) => `${item.area}/${item.key}`));
  const missing = new Set<string>();
  for (const owner of source.fileOwners?.(tx) ?? []) {
    for (const { area } of owner.places) {
      for (const key of await owner.liveKeys(area)) {
        if (!have.has(`${area}/${key}`)) missing.add(`${area}/${key}`);
      }
    }
  }
  return [...missing].sort();
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
