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
  type ImportResult,
  type ImportRow,
  importMessages,
} from '#domain/imports.js';
import { uniqueSlug } from '#domain/slug.js';
import { withAdvisoryLock } from '../../db/advisory-lock.js';
import { ensureCategories } from '../../db/categories.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/app-error.js';
import { isUniqueViolation } from '../../platform/auth/users.js';
import type { Logger } from '../../platform/logger.js';
import type { RequestMeta } from '../../platform/request-context.js';
import { batchLock, liveBatches, logBatchEvent } from './import-batches.service.js';
import { emptyCounts, type ImportPlan, type PlannedRow } from './import-plan.service.js';
import { rollBackBatch } from './import-undo.service.js';
import {
  type BusinessUpdate,
  businessFieldsOf,
  finishBatch,
  insertBatch,
  insertImportedBusinesses,
  insertImportRows,
  listAllSlugs,
  type NewBusiness,
  updateImportedBusinesses,
} from './imports.queries.js';

interface RunCtx {
  db: Db;
  logger: Logger;
  actorUserId: string | null;
  source: 'web' | 'cli';
  meta?: RequestMeta;
  /** Called every PROGRESS_EVERY rows and at the end. */
  onProgress?: (_done: number, _total: number) => void | Promise<void>;
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
  await logBatchEvent(db, {
    action: 'admin_businesses_imported',
    batchId: batch.id,
    actorUserId: ctx.actorUserId,
    meta: ctx.meta,
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
