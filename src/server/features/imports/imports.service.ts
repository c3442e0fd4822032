/**
 * Loading listings from a spreadsheet (issue 12; DESIGN decision 11). Two steps:
 * planImport reads every row and says what it would do (create, update the
 * business with the same name and city, skip, or refuse with a reason) without
 * writing; runImport then applies exactly those rows, each in its own transaction
 * with its outcome recorded, so a failed or stopped run leaves no half-written row
 * and a batch can be undone from its record.
 */
import {
  type ImportAction,
  type ImportBatchView,
  type ImportColumn,
  type ImportMapping,
  type ImportPreview,
  type ImportResult,
  type ImportRow,
  type ImportRowPreview,
  type ImportTable,
  importMessages,
  PREVIEW_ROW_LIMIT,
} from '../../../domain/imports.js';
import { uniqueSlug } from '../../../domain/slug.js';
import { ensureCategories } from '../../db/categories.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/app-error.js';
import { assertCan, type SessionUser } from '../../platform/auth/guards.js';
import { isUniqueViolation } from '../../platform/auth/users.js';
import type { Logger } from '../../platform/logger.js';
import type { RequestMeta } from '../../platform/request-context.js';
import { logSecurityEvent } from '../../platform/security-log.js';
import { mappingOf, readRow, unmappedHeaders } from './import-rows.js';
import {
  type BusinessFields,
  businessesWithDependents,
  businessFieldsOf,
  deleteBusinesses,
  findBatch,
  findBusinessesByNameAndCity,
  finishBatch,
  insertBatch,
  insertImportedBusiness,
  insertImportRows,
  listAllSlugs,
  listBatches,
  lockBusinessFields,
  markBatchUndone,
  rowsOfBatch,
  updateBusinessFields,
} from './imports.queries.js';

/** One planned row: what the import will do with it. */
export interface PlannedRow extends ImportRowPreview {
  row: ImportRow | null;
  /** The columns the file has: an update writes only these. */
  present: ReadonlySet<ImportColumn>;
  businessId: string | null;
}

export interface ImportPlan {
  fileName: string;
  mapping: ImportMapping;
  table: ImportTable;
  rows: PlannedRow[];
  counts: Record<ImportAction, number>;
}

const emptyCounts = (): Record<ImportAction, number> => ({
  create: 0,
  update: 0,
  skip: 0,
  error: 0,
});

const keyOf = (name: string, city: string | null) =>
  `${name.trim().toLowerCase()}\u0000${(city ?? '').trim().toLowerCase()}`;

/** Reads every row and decides its action against the directory as it is now; writes nothing. */
export async function planImport(
  db: Db,
  input: { table: ImportTable; fileName: string; mapping?: ImportMapping },
): Promise<ImportPlan> {
  const { table, fileName } = input;
  const mapping = mappingOf(table.headers, input.mapping);
  const named = Object.values(mapping).includes('name');
  const seen = new Map<string, number>();
  const rows: PlannedRow[] = table.rows.map((cells, index) => {
    const line = index + 2;
    const read = readRow(cells, table.headers, mapping);
    if (!read.ok) {
      return {
        line,
        name: read.name,
        city: null,
        action: 'error',
        reason: read.reason,
        row: null,
        present: new Set(),
        businessId: null,
      };
    }
    const { row, present } = read;
    const base = { line, name: row.name, city: row.city, row, present, businessId: null };
    if (!row.name) return { ...base, action: 'skip', reason: 'No name' };
    const key = keyOf(row.name, row.city);
    const first = seen.get(key);
    if (first) return { ...base, action: 'skip', reason: `Same name and city as line ${first}` };
    seen.set(key, line);
    return { ...base, action: 'create', reason: null };
  });
  const candidates = rows.filter((r) => r.action === 'create');
  const existing = await findBusinessesByNameAndCity(
    db,
    candidates.map((r) => ({ name: r.name as string, city: r.city })),
  );
  for (const row of candidates) {
    const id = existing.get(keyOf(row.name as string, row.city));
    if (id) Object.assign(row, { action: 'update', businessId: id });
  }
  const counts = emptyCounts();
  for (const row of rows) counts[row.action] += 1;
  // Without a name column the preview still shows, so the admin can map one by hand.
  if (named && counts.create + counts.update === 0 && counts.error === 0)
    throw new AppError('validation', importMessages.noValidData);
  const notes = named ? table.notes : [...table.notes, importMessages.mapName];
  return { fileName, mapping, table: { ...table, notes }, rows, counts };
}

/** The preview the page shows: counts for every row, details for the first ones. */
export function previewOf(plan: ImportPlan): ImportPreview {
  return {
    fileName: plan.fileName,
    totalRows: plan.rows.length,
    columns: plan.table.headers.map((header) => ({ header, column: plan.mapping[header] ?? null })),
    unmapped: unmappedHeaders(plan.table.headers, plan.mapping),
    counts: plan.counts,
    rows: plan.rows
      .slice(0, PREVIEW_ROW_LIMIT)
      .map(({ line, name, city, action, reason }) => ({ line, name, city, action, reason })),
    notes: plan.table.notes,
  };
}

export async function previewImport(ctx: {
  db: Db;
  actor: SessionUser;
  table: ImportTable;
  fileName: string;
  mapping?: ImportMapping;
}): Promise<ImportPreview> {
  assertCan(ctx.actor, 'manage:business:any');
  return previewOf(await planImport(ctx.db, ctx));
}

interface RunCtx {
  db: Db;
  logger: Logger;
  actorUserId: string | null;
  source: 'web' | 'cli';
  meta?: RequestMeta;
  /** Called every PROGRESS_EVERY rows and at the end. */
  onProgress?: (done: number, total: number) => void | Promise<void>;
  /** Checked between rows: a cancelled run stops after the row in hand. */
  signal?: AbortSignal;
}

const PROGRESS_EVERY = 100;

/**
 * Applies a plan's rows one transaction each. A row the database refuses (a business
 * created meanwhile with the same name and city, a value a constraint rejects)
 * becomes an error row; the others go on.
 */
export async function runImport(ctx: RunCtx, plan: ImportPlan): Promise<ImportResult> {
  const { db } = ctx;
  if (plan.counts.create + plan.counts.update === 0)
    throw new AppError('validation', importMessages.noValidData);
  await ensureCategories(db);
  const takenSlugs = new Set(await listAllSlugs(db));
  const batch = await insertBatch(db, {
    actorUserId: ctx.actorUserId,
    source: ctx.source,
    fileName: plan.fileName,
  });
  const counts = emptyCounts();
  const errors: string[] = [];
  const unrecorded: Parameters<typeof insertImportRows>[1] = [];
  const total = plan.rows.length;
  let done = 0;
  for (const planned of plan.rows) {
    if (ctx.signal?.aborted) break;
    let action = planned.action;
    let reason = planned.reason;
    if ((action === 'create' || action === 'update') && planned.row) {
      try {
        await db.transaction(async (tx) => {
          if (action === 'create') await createRow(tx, batch.id, planned, takenSlugs);
          else await updateRow(tx, batch.id, planned);
        });
      } catch (error) {
        action = 'error';
        reason = error instanceof AppError ? error.message : 'The database refused this row.';
        if (!(error instanceof AppError))
          ctx.logger.warn('import row failed', { line: planned.line, error: String(error) });
      }
    }
    counts[action] += 1;
    if (action === 'error')
      errors.push(importMessages.failedRow(planned.name ?? `line ${planned.line}`, reason ?? ''));
    if (action === 'skip' || action === 'error')
      unrecorded.push({
        batchId: batch.id,
        line: planned.line,
        name: planned.name,
        action,
        reason,
      });
    done += 1;
    if (done % PROGRESS_EVERY === 0) {
      if (unrecorded.length) await insertImportRows(db, unrecorded.splice(0));
      await ctx.onProgress?.(done, total);
    }
  }
  if (unrecorded.length) await insertImportRows(db, unrecorded.splice(0));
  await finishBatch(db, batch.id, counts);
  if (ctx.signal?.aborted) {
    // A stopped run takes back what it wrote: the directory is as it was.
    await rollBackBatch(db, {
      batchId: batch.id,
      actorUserId: ctx.actorUserId,
      meta: ctx.meta,
      reason: 'cancelled',
    });
    throw new AppError('conflict', importMessages.cancelled);
  }
  await logSecurityEvent(db, {
    action: 'admin_businesses_imported',
    success: true,
    resourceType: 'import_batch',
    resourceId: batch.id,
    actorUserId: ctx.actorUserId,
    ipAddress: ctx.meta?.ip ?? null,
    userAgent: ctx.meta?.userAgent ?? null,
    metadata: {
      fileName: plan.fileName,
      source: ctx.source,
      counts,
      rows: total,
      stoppedAt: done < total ? done : undefined,
    },
  });
  await ctx.onProgress?.(done, total);
  return { batchId: batch.id, counts, imported: counts.create + counts.update, errors };
}

/**
 * A new business with a free slug. The run knows every slug taken (read once at its
 * start), so a row costs two statements; one taken meanwhile by someone else is a
 * unique violation, reported as that row's error.
 */
async function createRow(tx: Db, batchId: string, planned: PlannedRow, takenSlugs: Set<string>) {
  const row = planned.row as ImportRow;
  const fields = businessFieldsOf(row, planned.present, 'create');
  const slug = uniqueSlug(row.name as string, takenSlugs);
  let business: { id: string };
  try {
    business = await insertImportedBusiness(tx, { ...fields, name: row.name as string, slug });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError('conflict', 'A business with this name already exists in this city.');
    throw error;
  }
  await insertImportRows(tx, [
    {
      batchId,
      line: planned.line,
      name: planned.name,
      action: 'create',
      businessId: business.id,
      after: fields,
    },
  ]);
}

async function updateRow(tx: Db, batchId: string, planned: PlannedRow) {
  const row = planned.row as ImportRow;
  const fields = businessFieldsOf(row, planned.present, 'update');
  const before = await lockBusinessFields(tx, planned.businessId as string, Object.keys(fields));
  if (!before) throw new AppError('conflict', 'The business was deleted during the import.');
  await updateBusinessFields(tx, planned.businessId as string, fields);
  await insertImportRows(tx, [
    {
      batchId,
      line: planned.line,
      name: planned.name,
      action: 'update',
      businessId: planned.businessId,
      before,
      after: fields,
    },
  ]);
}

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
    for (const row of rows) {
      const after = (row.after ?? {}) as BusinessFields;
      const current = row.businessId
        ? await lockBusinessFields(tx, row.businessId, [...Object.keys(after), 'updatedAt'])
        : null;
      if (!current) {
        // A created business deleted since is already gone; an updated one cannot be restored.
        if (row.action === 'update') changed.push(row.name ?? `line ${row.line}`);
        continue;
      }
      // Written since (by anyone, in any column), or not what this import wrote.
      const updatedAt = current.updatedAt as unknown as Date;
      const same =
        (!batch.finishedAt || updatedAt <= batch.finishedAt) &&
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
    await logSecurityEvent(tx, {
      action: input.reason === 'undo' ? 'admin_import_undone' : 'admin_import_cancelled',
      success: true,
      resourceType: 'import_batch',
      resourceId: batch.id,
      actorUserId: input.actorUserId,
      ipAddress: input.meta?.ip ?? null,
      userAgent: input.meta?.userAgent ?? null,
      metadata: { removed: toDelete.length, restored: toRestore.length },
    });
  });
}

export async function findImportBatches(ctx: {
  db: Db;
  actor: SessionUser;
}): Promise<{ items: ImportBatchView[] }> {
  assertCan(ctx.actor, 'manage:business:any');
  return { items: await listBatches(ctx.db, 20) };
}
