/**
 * A backup of the embedded database while its server runs (issue 30 point 4). PGlite
 * is one process's (DESIGN 3), so `npm run backup` cannot open it beside the server:
 * it asks the server instead. It writes a request into DATA_DIR (where only the
 * operator writes) and sends the server SIGUSR2; the server writes the archive through
 * its own database, in the one transaction writeBackup reads every table in (PGlite
 * runs other requests' statements after it: the rows are one snapshot), and answers
 * in a file the command waits for. Decision 029.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Logger } from '../logger.js';
import { BackupError, EXIT } from './archive.js';
import { type BackupSource, type BackupSummary, writeBackup } from './write-backup.js';

const REQUEST_FILE = 'backup-request.json';
const answerFile = (dataDir: string, id: string) => join(dataDir, `backup-answer-${id}.json`);

interface BackupRequest {
  id: string;
  /** Where the archive goes: an absolute path, as the command resolved it. */
  file: string;
}

type BackupAnswer = { summary: BackupSummary } | { error: { message: string; exitCode: number } };

/** Writes `value` as JSON to `path` whole or not at all (a temporary name, then a rename). */
function writeJsonWhole(path: string, value: unknown) {
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, JSON.stringify(value), { mode: 0o600 });
  renameSync(partial, path);
}

/**
 * The server's side: answers each backup request of `npm run backup` (SIGUSR2), one at
 * a time. Returns a function that stops listening.
 */
export function answerBackupRequests({
  dataDir,
  source,
  logger,
}: {
  dataDir: string;
  source: () => BackupSource;
  logger: Logger;
}): () => void {
  let running = Promise.resolve();
  const onSignal = () => {
    running = running.then(async () => {
      const path = join(dataDir, REQUEST_FILE);
      if (!existsSync(path)) return;
      let request: BackupRequest;
      try {
        request = JSON.parse(readFileSync(path, 'utf8')) as BackupRequest;
      } finally {
        rmSync(path, { force: true });
      }
      logger.info('backup requested', { file: request.file });
      let answer: BackupAnswer;
      try {
        answer = { summary: await writeBackup(source(), request.file) };
        logger.info('backup written', { file: request.file, bytes: answer.summary.bytes });
      } catch (error) {
        const exitCode = error instanceof BackupError ? error.exitCode : 1;
        answer = { error: { message: (error as Error).message, exitCode } };
        logger.warn('backup failed', { file: request.file, error: answer.error.message });
      }
      writeJsonWhole(answerFile(dataDir, request.id), answer);
    });
    running.catch((error) => logger.warn('backup request not read', { error: String(error) }));
  };
  process.on('SIGUSR2', onSignal);
  return () => process.off('SIGUSR2', onSignal);
}

/** How long the command waits for the server's answer. */
const ANSWER_TIMEOUT_MS = 30 * 60 * 1000;

/**
 * The command's side: asks the server with process id `pid`, which holds `dataDir`, to
 * write the archive to `file`, and waits for its answer.
 */
export async function requestLiveBackup(
  dataDir: string,
  pid: number,
  file: string,
  { timeoutMs = ANSWER_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<BackupSummary> {
  const request: BackupRequest = { id: randomUUID(), file: resolve(file) };
  const answerPath = answerFile(dataDir, request.id);
  writeJsonWhole(join(dataDir, REQUEST_FILE), request);
  try {
    process.kill(pid, 'SIGUSR2');
  } catch {
    rmSync(join(dataDir, REQUEST_FILE), { force: true });
    throw new BackupError(
      `The server (pid ${pid}) holding DATA_DIR ${dataDir} is not running.`,
      EXIT.usage,
    );
  }
  const deadline = Date.now() + timeoutMs;
  while (!existsSync(answerPath)) {
    if (Date.now() > deadline || !isRunning(pid)) {
      throw new BackupError(
        `The server (pid ${pid}) did not write the backup: see its log.`,
        EXIT.usage,
      );
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  const answer = JSON.parse(readFileSync(answerPath, 'utf8')) as BackupAnswer;
  rmSync(answerPath, { force: true });
  if ('error' in answer) throw new BackupError(answer.error.message, answer.error.exitCode);
  return answer.summary;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
