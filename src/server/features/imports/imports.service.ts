/**
 * Loading listings from a spreadsheet (issue 12; DESIGN decision 11). Two steps:
 * planImport reads every row and says what it would do (create, update the
 * business with the same name and city, skip, or refuse with a reason) without
 * writing; runImport then applies exactly those rows, each in its own transaction
 * with its outcome recorded, so a failed or stopped run leaves no half-written row
 * and a batch can be undone from its record.
 */
import { randomUUID } from 'node:crypto';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
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
import { tryWithAdvisoryLock, withAdvisoryLock } from '../../db/advisory-lock.js';
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
  type BusinessUpdate,
  businessesWithDependents,
  businessFieldsOf,
  deleteBusinesses,
  findBatch,
  findBusinessesByNameAndCity,
  finishBatch,
  insertBatch,
  insertImportedBusinesses,
  insertImportRows,
  listAllSlugs,
  listBatches,
  listRunningBatchIds,
  lockBusinessesFields,
  markBatchInterrupted,
  markBatchUndone,
  type NewBusiness,
  rowsOfBatch,
  rowsWrittenOverSince,
  updateBusinessFields,
  updateImportedBusinesses,
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
 * Rows written by one statement (bench/import-bench.ts: a statement per row spends
 * most of its time on the round trip and the commit).
 */
const ROWS_PER_STATEMENT = 50;
/** Statements on their way at once; PGlite runs them one after the other anyway. */
const STATEMENTS_IN_FLIGHT = 3;

const writes = (row: PlannedRow) => (row.action === 'create' || row.action === 'update') && row.row;

/**
 * The rows in the order they are written: consecutive creates together, consecutive
 * updates together, every other row on its own.
 */
function unitsOf(rows: PlannedRow[]): PlannedRow[][] {
  const units: PlannedRow[][] = [];
  let unit: PlannedRow[] = [];
  for (const row of rows) {
    if (unit.length && (unit[0].action !== row.action || unit.length === ROWS_PER_STATEMENT)) {
      units.push(unit);
      unit = [];
    }
    if (writes(row)) unit.push(row);
    else units.push([row]);
  }
  if (unit.length) units.push(unit);
  return units;
}

/**
 * The batches this process is running. Their advisory locks tell other processes they
 * are alive, but not this one: on PGlite every lock is this process's own.
 */
const liveBatches = new Set<string>();

const batchLock = (id: string) => `import-batch:${id}`;

/**
 * Applies a plan's rows. Every row is atomic: a business and the import's record of
 * it are written by one statement or not at all. Rows go ROWS_PER_STATEMENT to a
 * statement; when the database refuses one (a business created meanwhile with the
 * same name and city, a value a constraint rejects), its rows are tried one at a time,
 * so only the refused row becomes an error and the others go on.
 *
 * The batch's advisory lock is held from before its row exists until it is finished:
 * a batch marked running whose lock is free was left by a process that died
 * (recoverInterruptedImports).
 */
export async function runImport(ctx: RunCtx, plan: ImportPlan): Promise<ImportResult> {
  const { db } = ctx;
  if (plan.counts.create + plan.counts.update === 0)
    throw new AppError('validation', importMessages.noValidData);
  await ensureCategories(db);
  const batchId = randomUUID();
  liveBatches.add(batchId);
  try {
    return await withAdvisoryLock(db, batchLock(batchId), () => applyPlan(ctx, plan, batchId));
  } finally {
    liveBatches.delete(batchId);
  }
}

async function applyPlan(ctx: RunCtx, plan: ImportPlan, batchId: string): Promise<ImportResult> {
  const { db } = ctx;
  const takenSlugs = new Set(await listAllSlugs(db));
  const batch = await insertBatch(db, {
    id: batchId,
    actorUserId: ctx.actorUserId,
    source: ctx.source,
    fileName: plan.fileName,
    totalRows: plan.rows.length,
  });
  const counts = emptyCounts();
  const failures: { line: number; message: string }[] = [];
  const unrecorded: Parameters<typeof insertImportRows>[1] = [];
  const units = unitsOf(plan.rows);
  const total = plan.rows.length;
  let next = 0;
  let done = 0;
  const settle = (planned: PlannedRow, action: ImportAction, reason: string | null) => {
    counts[action] += 1;
    if (action === 'error')
      failures.push({
        line: planned.line,
        message: importMessages.failedRow(planned.name ?? `line ${planned.line}`, reason ?? ''),
      });
    if (action === 'skip' || action === 'error')
      unrecorded.push({
        batchId: batch.id,
        line: planned.line,
        name: planned.name,
        action,
        reason,
      });
  };
  /** Writes some of a unit's rows (by index) in one statement; answers those written. */
  const writerOf = (unit: PlannedRow[]) => {
    if (unit[0].action === 'create') {
      const created = unit.map((planned) => newBusinessOf(planned, takenSlugs));
      return async (rows: number[]) => {
        await insertNew(
          db,
          batch.id,
          rows.map((i) => created[i]),
        );
        return new Set(rows);
      };
    }
    const updates = unit.map(updateOf);
    return async (rows: number[]) => {
      const updated = await updateImportedBusinesses(
        db,
        batch.id,
        rows.map((i) => updates[i]),
      );
      return new Set(rows.filter((i) => updated.has(updates[i].id)));
    };
  };
  const settleWritten = (unit: PlannedRow[], rows: number[], written: Set<number>) => {
    for (const i of rows) {
      if (written.has(i)) settle(unit[i], unit[i].action, null);
      else settle(unit[i], 'error', importMessages.deletedMeanwhile);
    }
  };
  const applyUnit = async (unit: PlannedRow[]) => {
    if (!writes(unit[0])) return settle(unit[0], unit[0].action, unit[0].reason);
    const writeRows = writerOf(unit);
    const all = unit.map((_, i) => i);
    try {
      settleWritten(unit, all, await writeRows(all));
    } catch {
      // Refused as a whole: each row on its own, so only the bad one fails.
      for (const i of all) {
        try {
          settleWritten(unit, [i], await writeRows([i]));
        } catch (error) {
          if (!(error instanceof AppError))
            ctx.logger.warn('import row failed', { line: unit[i].line, error: String(error) });
          settle(unit[i], 'error', rowRefusal(error));
        }
      }
    }
  };
  const applyUnits = async () => {
    while (next < units.length && !ctx.signal?.aborted) {
      const unit = units[next++];
      await applyUnit(unit);
      // PGlite answers without a trip through the event loop, so without this a
      // whole import would run before the progress lines leave (Node sends a
      // response's writes on a later tick), a Stop is noticed, or any other request
      // is served.
      await yieldToEventLoop();
      const before = done;
      done += unit.length;
      if (Math.floor(done / PROGRESS_EVERY) > Math.floor(before / PROGRESS_EVERY)) {
        if (unrecorded.length) await insertImportRows(db, unrecorded.splice(0));
        await ctx.onProgress?.(done, total);
      }
    }
  };
  await Promise.all(Array.from({ length: STATEMENTS_IN_FLIGHT }, applyUnits));
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
  const errors = failures.sort((a, b) => a.line - b.line).map((f) => f.message);
  return { batchId: batch.id, counts, imported: counts.create + counts.update, errors };
}

/** A new business with a free slug: the run knows every slug taken, read once at its start. */
function newBusinessOf(planned: PlannedRow, takenSlugs: Set<string>): NewBusiness {
  const row = planned.row as ImportRow;
  const fields = businessFieldsOf(row, planned.present, 'create');
  const name = row.name as string;
  return { values: { ...fields, name, slug: uniqueSlug(name, takenSlugs) }, line: planned.line };
}

const updateOf = (planned: PlannedRow): BusinessUpdate => ({
  id: planned.businessId as string,
  fields: businessFieldsOf(planned.row as ImportRow, planned.present, 'update'),
  line: planned.line,
  name: planned.name,
});

/** A slug or a name and city taken meanwhile by someone else is a unique violation. */
async function insertNew(db: Db, batchId: string, rows: NewBusiness[]) {
  try {
    await insertImportedBusinesses(db, batchId, rows);
  } catch (error) {
    if (isUniqueViolation(error) && rows.length === 1)
      throw new AppError('conflict', importMessages.existsMeanwhile);
    throw error;
  }
}

/** What a refused row's error line says. */
const rowRefusal = (error: unknown) =>
  error instanceof AppError ? error.message : importMessages.refused;

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

/**
 * A running batch nobody is running any more becomes interrupted, with its real counts.
 * Answers 'live' when a process (this one, or one holding its lock) still runs it,
 * 'finished' when it turned out not to be running.
 */
async function settleIfDead(db: Db, id: string): Promise<'live' | 'interrupted' | 'finished'> {
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
