/**
 * `npm run backup` and `npm run restore` (scripts/backup.ts, scripts/restore.ts):
 * open what the configuration names, without migrating it, and hand it to the
 * archive's writer or loader.
 */
import { constants, existsSync, readdirSync } from 'node:fs';
import { access } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Config } from '../../config.js';
import { type Database, openPostgres, reserveConnection } from '../../db/client.js';
import { DataDirLockedError, lockDataDir } from '../../db/data-dir-lock.js';
import { openLockedPglite } from '../../db/open.js';
import { createStorage } from '../storage/create-storage.js';
import { BackupError, EXIT, verifyArchive } from './archive.js';
import { requestLiveBackup } from './live-backup.js';
import { type RestoreSummary, restoreBackup } from './restore-backup.js';
import { type BackupSource, type BackupSummary, writeBackup } from './write-backup.js';

/**
 * The embedded database is one process's (DESIGN 3): the CLI takes the data
 * directory's lock. While the server holds it, a backup is the server's to write
 * (live-backup.ts); a restore needs it stopped (it loads into an empty one).
 */
async function openDatabase(
  config: Config,
  purpose: 'backup' | 'restore',
): Promise<{ database: Database; close(): Promise<void> }> {
  if (config.databaseUrl) {
    const database = openPostgres(config.databaseUrl, { max: 1 });
    try {
      (await reserveConnection(database.db)).release();
    } catch (error) {
      await database.close();
      // Most often a restore's target not created yet.
      if ((error as { code?: string }).code === '3D000') {
        throw new BackupError(
          `The database at DATABASE_URL does not exist: create it first (createdb).`,
          EXIT.usage,
        );
      }
      throw error;
    }
    return { database, close: () => database.close() };
  }
  if (purpose === 'backup' && !existsSync(join(config.dataDir, 'pglite'))) {
    throw new BackupError(
      `There is no database in DATA_DIR ${config.dataDir}: nothing to back up.`,
      EXIT.usage,
    );
  }
  let lock: { release(): void };
  try {
    lock = lockDataDir(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new DataDirLockedError(
      `The BCS Local server (pid ${error.pid ?? '?'}) is using DATA_DIR ${config.dataDir}: stop it to ${purpose} the embedded database.`,
      error.pid,
    );
  }
  return openLockedPglite(config.dataDir, lock);
}

export async function backupCommand(
  config: Config,
  file: string,
  fileOwners?: BackupSource['fileOwners'],
): Promise<BackupSummary> {
  // Before the database is opened: a typo in the path is one line, not a stack.
  try {
    await access(dirname(resolve(file)), constants.W_OK);
  } catch {
    throw new BackupError(
      `Cannot write ${file}: ${dirname(resolve(file))} is not a folder this user can write to.`,
      EXIT.usage,
    );
  }
  let opened: Awaited<ReturnType<typeof openDatabase>>;
  try {
    opened = await openDatabase(config, 'backup');
  } catch (error) {
    // The embedded database's server is running: it writes the archive itself.
    if (error instanceof DataDirLockedError && error.pid)
      return requestLiveBackup(config.dataDir, error.pid, file);
    throw error;
  }
  try {
    return await writeBackup(backupSourceOf(config, opened.database, fileOwners), file);
  } finally {
    await opened.close();
  }
}

/** What a backup reads, for the command and for a running server asked by it. */
export function backupSourceOf(
  config: Config,
  database: Database,
  fileOwners?: BackupSource['fileOwners'],
): BackupSource {
  return {
    database,
    fileOwners,
    files: config.s3 ? { s3Bucket: config.s3.bucket } : { storage: createStorage(config) },
    authSecret: config.authSecret ? 'environment' : { file: join(config.dataDir, 'auth-secret') },
  };
}

export interface RestoreOutcome extends RestoreSummary {
  /** Lines for the operator: what the archive leaves to them. */
  notes: string[];
}

export async function restoreCommand(config: Config, file: string): Promise<RestoreOutcome> {
  // The whole archive is checked before anything is opened or written.
  const manifest = await verifyArchive(file);
  if (!config.databaseUrl && existsSync(join(config.dataDir, 'pglite'))) {
    const entries = readdirSync(join(config.dataDir, 'pglite'));
    // An empty cluster (a restore that stopped before its commit) is looked into below.
    if (entries.length && !entries.includes('PG_VERSION')) {
      throw new BackupError(
        `DATA_DIR ${config.dataDir} holds something else under pglite/: restore only into an empty one.`,
        EXIT.targetNotEmpty,
      );
    }
  }
  const opened = await openDatabase(config, 'restore');
  try {
    const summary = await restoreBackup(
      {
        database: opened.database,
        storage: createStorage(config),
        authSecretFile: join(config.dataDir, 'auth-secret'),
        describe: config.databaseUrl
          ? 'The database at DATABASE_URL'
          : `The database in DATA_DIR ${config.dataDir}`,
      },
      file,
      manifest,
    );
    const notes: string[] = [];
    if (manifest.files.storage === 's3') {
      notes.push(
        `The files were not in the archive: they stay in the bucket ${manifest.files.bucket} (restore its versions there if needed).`,
      );
    }
    if (manifest.authSecret.kind === 'environment') {
      notes.push(
        'The backed-up server signed with AUTH_SECRET: start this one with the same value, or two-factor sign-ins and signed links stop working.',
      );
    } else if (manifest.authSecret.kind === 'file' && config.authSecret) {
      notes.push(
        `AUTH_SECRET is set here, but the backed-up server used the secret now in ${join(config.dataDir, 'auth-secret')}: unset AUTH_SECRET or set it to that value, or two-factor sign-ins stop working.`,
      );
    }
    return { ...summary, notes };
  } finally {
    await opened.close();
  }
}
