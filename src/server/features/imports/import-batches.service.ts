import type { ImportBatchView } from '#domain/imports.js';
import { tryWithAdvisoryLock } from '../../db/advisory-lock.js';
import type { Db } from '../../db/client.js';
import { assertCan, type SessionUser } from '../../platform/auth/guards.js';
import type { Logger } from '../../platform/logger.js';
import type { RequestMeta } from '../../platform/request-context.js';
import { logSecurityEvent } from '../../platform/security-log.js';
import { listBatches, listRunningBatchIds, markBatchInterrupted } from './imports.queries.js';

/**
 * The batches this process is running. Their advisory locks tell other processes they
 * are alive, but not this one: on PGlite every lock is this process's own.
 */
export const liveBatches = new Set<string>();

export const batchLock = (id: string) => `import-batch:${id}`;

/**
 * A running batch nobody is running any more becomes interrupted, with its real counts.
 * Answers 'live' when a process (this one, or one holding its lock) still runs it,
 * 'finished' when it turned out not to be running.
 */
export async function settleIfDead(
  db: Db,
  id: string,
): Promise<'live' | 'interrupted' | 'finished'> {
  if (liveBatches.has(id)) return 'live';
  let marked = false;
  // PostgreSQL lets a dead process's locks go with its connection.
  const free = await tryWithAdvisoryLock(db, batchLock(id), async () => {
    marked = await markBatchInterrupted(db, id);
  });
  if (!free) return 'live';
  return marked ? 'interrupted' : 'finished';
}

/**
 * Marks interrupted every batch left running by a process that died (a crash, a kill,
 * a lost machine), with the counts of the rows it wrote: at start-up and in every
 * maintenance pass. docs/decisions/020-interrupted-imports.md.
 */
export async function recoverInterruptedImports({
  db,
  logger,
}: {
  db: Db;
  logger: Logger;
}): Promise<{ interrupted: number }> {
  let interrupted = 0;
  for (const id of await listRunningBatchIds(db)) {
    if ((await settleIfDead(db, id)) === 'interrupted') interrupted += 1;
  }
  if (interrupted) logger.warn('interrupted imports marked', { count: interrupted });
  return { interrupted };
}

export async function findImportBatches(ctx: {
  db: Db;
  actor: SessionUser;
}): Promise<{ items: ImportBatchView[] }> {
  assertCan(ctx.actor, 'manage:business:any');
  return { items: await listBatches(ctx.db, 20) };
}

/** The audit row of what was done to a whole batch; no `meta` when the CLI did it. */
export function logBatchEvent(
  db: Db,
  event: {
    action: string;
    batchId: string;
    actorUserId: string | null;
    meta?: RequestMeta;
    metadata: Record<string, unknown>;
  },
) {
  return logSecurityEvent(db, {
    action: event.action,
    success: true,
    resourceType: 'import_batch',
    resourceId: event.batchId,
    actorUserId: event.actorUserId,
    ipAddress: event.meta?.ip ?? null,
    userAgent: event.meta?.userAgent ?? null,
    metadata: event.metadata,
  });
}
