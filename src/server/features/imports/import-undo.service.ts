import { importMessages } from '#domain/imports.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/app-error.js';
import { assertCan, type SessionUser } from '../../platform/auth/guards.js';
import type { RequestMeta } from '../../platform/request-context.js';
import { logBatchEvent, settleIfDead } from './import-batches.service.js';
import {
  type BusinessFields,
  businessesWithDependents,
  deleteBusinesses,
  findBatch,
  lockBusinessesFields,
  markBatchUndone,
  rowsOfBatch,
  rowsWrittenOverSince,
  updateBusinessFields,
} from './imports.queries.js';

const sameValue = (a: unknown, b: unknown) =>
  (a ?? null) === (b ?? null) || (typeof a === 'number' && Number(a) === Number(b));

/**
 * Rolls a batch back: its created businesses are removed and its updated ones get
 * their previous values, in one transaction, unless one of them changed since.
 */
export async function undoImport(ctx: {
  db: Db;
  actor: SessionUser;
  meta: RequestMeta;
  batchId: string;
}): Promise<{ message: string }> {
  assertCan(ctx.actor, 'manage:business:any');
  const batch = await findBatch(ctx.db, ctx.batchId);
  if (batch?.status === 'running' && (await settleIfDead(ctx.db, batch.id)) === 'live')
    throw new AppError('conflict', importMessages.stillRunning);
  await rollBackBatch(ctx.db, {
    batchId: ctx.batchId,
    actorUserId: ctx.actor.id,
    meta: ctx.meta,
    reason: 'undo',
  });
  return { message: importMessages.undone };
}

/** The undo itself; also how a cancelled run leaves the directory as it found it. */
export async function rollBackBatch(
  db: Db,
  input: {
    batchId: string;
    actorUserId: string | null;
    meta?: RequestMeta;
    reason: 'undo' | 'cancelled';
  },
) {
  await db.transaction(async (tx) => {
    const batch = await findBatch(tx, input.batchId, { lock: true });
    if (!batch) throw new AppError('not_found', importMessages.batchNotFound);
    if (batch.undoneAt) throw new AppError('conflict', importMessages.alreadyUndone);
    const rows = await rowsOfBatch(tx, batch.id);
    const changed: string[] = [];
    const toDelete: string[] = [];
    const toRestore: { id: string; before: BusinessFields }[] = [];
    const fields = new Set<string>();
    for (const row of rows) for (const field of Object.keys(row.after ?? {})) fields.add(field);
    const ids = rows.flatMap((row) => (row.businessId ? [row.businessId] : []));
    const currents = await lockBusinessesFields(tx, ids, [...fields]);
    // Each row against its own write: a batch whose process died has no end to compare with.
    const overwritten = await rowsWrittenOverSince(tx, batch.id, batch.finishedAt);
    for (const row of rows) {
      const after = (row.after ?? {}) as BusinessFields;
      const current = row.businessId ? currents.get(row.businessId) : undefined;
      if (!current) {
        // A created business deleted since is already gone; an updated one cannot be restored.
        if (row.action === 'update') changed.push(row.name ?? `line ${row.line}`);
        continue;
      }
      // Written since (by anyone, in any column), or not what this import wrote.
      const same =
        !overwritten.has(row.id) &&
        Object.entries(after).every(([field, value]) => sameValue(current[field], value));
      if (!same) changed.push(row.name ?? `line ${row.line}`);
      else if (row.action === 'create') toDelete.push(row.businessId as string);
      else toRestore.push({ id: row.businessId as string, before: row.before as BusinessFields });
    }
    // Photos, an owner or jobs added to a created business since are changes too.
    for (const id of await businessesWithDependents(tx, toDelete)) {
      changed.push(rows.find((r) => r.businessId === id)?.name ?? id);
    }
    if (changed.length) throw new AppError('conflict', importMessages.changedSince(changed));
    await deleteBusinesses(tx, toDelete);
    for (const { id, before } of toRestore) await updateBusinessFields(tx, id, before);
    await markBatchUndone(tx, batch.id);
    await logBatchEvent(tx, {
      action: input.reason === 'undo' ? 'admin_import_undone' : 'admin_import_cancelled',
      batchId: batch.id,
      actorUserId: input.actorUserId,
      meta: input.meta,
      metadata: { removed: toDelete.length, restored: toRestore.length },
    });
  });
}
