/**
 * The directory as a file (issue 12 point 6): every business the Businesses tab's
 * filters match, as CSV or .xlsx, in the import's columns (IMPORT_COLUMNS), so an
 * exported file imports unchanged. Rows are read a page at a time by keyset
 * (lower(name), id) and written as they come; the writer waits whenever the zip
 * or the client is behind, so memory stays flat however many businesses match
 * (bench/export-bench.ts measures it).
 */
import type { EventEmitter } from 'node:events';
import { PassThrough } from 'node:stream';
import { and, asc, sql } from 'drizzle-orm';
import type { Worksheet } from 'exceljs';
import type { ExportFormat } from '#domain/business-export.js';
import { IMPORT_COLUMNS, neutralizeCell } from '#domain/imports.js';
import { TIME_ZONE } from '#domain/time.js';
import type { Db } from '../../db/client.js';
import { importColumnsOfBusinesses } from '../../db/import-columns.js';
import { businesses } from '../../db/schema/index.js';
import { assertCan, type SessionUser } from '../../platform/auth/guards.js';
import { type Logger, serializeError } from '../../platform/logger.js';
import type { RequestMeta } from '../../platform/request-context.js';
import { logAdminAction } from '../../platform/security-log.js';
import {
  type BusinessListFilter,
  businessFilterConditions,
} from './business-management.queries.js';

export const EXPORT_PAGE_SIZE = 1000;
/** How much written output may wait for the client: about a page of CSV. */
const OUTPUT_BUFFER_BYTES = 256 * 1024;

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const sortKey = sql<string>`lower(${businesses.name})`;

type Cell = string | number | boolean | null;
interface Cursor {
  sortKey: string;
  id: string;
}

/** The page of matching businesses after `cursor`, in (lower(name), id) order. */
export async function readExportPage(
  db: Db,
  filter: BusinessListFilter,
  cursor: Cursor | null,
  limit: number,
) {
  const conditions = businessFilterConditions(filter);
  if (cursor) {
    // The first comparison, redundant with the second, lets the planner start
    // from the cursor in the lower(name) index instead of reading from the top.
    conditions.push(
      sql`${sortKey} >= ${cursor.sortKey}`,
      sql`(${sortKey}, ${businesses.id}) > (${cursor.sortKey}, ${cursor.id}::uuid)`,
    );
  }
  return db
    .select({ id: businesses.id, sortKey, ...importColumnsOfBusinesses })
    .from(businesses)
    .where(and(...conditions))
    .orderBy(asc(sortKey), asc(businesses.id))
    .limit(limit);
}

type ExportRow = Awaited<ReturnType<typeof readExportPage>>[number];

/** A row's cells in IMPORT_COLUMNS order; text a spreadsheet could run as a formula is quoted. */
function cellsOf(row: ExportRow): Cell[] {
  return IMPORT_COLUMNS.map((column) => {
    const value = row[column];
    return typeof value === 'string' ? neutralizeCell(value) : value;
  });
}

/**
 * Every matching business's cells, a page per query. The pages are separate
 * reads, not one long transaction (which would hold PGlite's only connection for
 * the whole download): a business renamed during an export may be missed or
 * listed twice, everything else appears once.
 */
async function* pagesOf(db: Db, filter: BusinessListFilter): AsyncGenerator<Cell[][]> {
  let cursor: Cursor | null = null;
  for (;;) {
    const rows = await readExportPage(db, filter, cursor, EXPORT_PAGE_SIZE);
    if (rows.length > 0) yield rows.map(cellsOf);
    if (rows.length < EXPORT_PAGE_SIZE) return;
    const last = rows[rows.length - 1];
    cursor = { sortKey: last.sortKey, id: last.id };
  }
}

/** The client closed the connection: nothing more is read or written. */
class ClientGone extends Error {}

/** Resolves at the first of these events. */
function firstOf(...events: [EventEmitter, string][]): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      for (const [emitter, name] of events) emitter.off(name, done);
      resolve();
    };
    for (const [emitter, name] of events) emitter.on(name, done);
  });
}

/** Resolves when the client has taken what waits for it; throws once it has gone. */
async function clientReady(out: PassThrough): Promise<void> {
  if (out.writableNeedDrain && !out.destroyed) await firstOf([out, 'drain'], [out, 'close']);
  if (out.destroyed) throw new ClientGone();
}

type EntryStream = EventEmitter & { _writableState?: { needDrain?: boolean } };

/**
 * The stream through which exceljs 4.4 hands a sheet's XML to the zip (its
 * WorksheetWriter's StreamBuf, piped into archiver's PassThrough). exceljs never
 * waits on it, so rows made faster than they are compressed pile up there: the
 * whole sheet's XML (about 90 MB for 100,000 rows) when nothing waits for it.
 */
export function sheetEntryStream(sheet: Worksheet): EntryStream | undefined {
  return (sheet as unknown as { stream?: { pipes?: EntryStream[] } }).stream?.pipes?.[0];
}

/** Resolves when the zip has taken the sheet's XML so far and the client its bytes. */
async function zipReady(sheet: Worksheet, out: PassThrough): Promise<void> {
  const entry = sheetEntryStream(sheet);
  if (entry?._writableState?.needDrain && !out.destroyed) {
    await firstOf([entry, 'drain'], [out, 'close']);
  }
  await clientReady(out);
}

/** The response body, pulled from `out` only as fast as the client reads. */
function bodyOf(out: PassThrough): ReadableStream<Uint8Array> {
  const chunks = out[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { value, done } = await chunks.next();
        if (done) controller.close();
        else controller.enqueue(value);
      },
      async cancel() {
        // Ends the iteration, which destroys `out`: the writer sees ClientGone.
        await chunks.return?.();
      },
    },
    { highWaterMark: 0 },
  );
}

const csvField = (cell: Cell) => {
  const text = cell === null ? '' : String(cell);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};
const csvLine = (cells: readonly Cell[]) => `${cells.map(csvField).join(',')}\r\n`;

type Writer = (
  out: PassThrough,
  pages: AsyncIterable<Cell[][]>,
  beforeEnd: () => Promise<void>,
) => Promise<void>;

/** RFC 4180, UTF-8 with a byte order mark (Excel reads accents right), CRLF line ends. */
const writeCsv: Writer = async (out, pages, beforeEnd) => {
  out.write(`\uFEFF${csvLine(IMPORT_COLUMNS)}`);
  await clientReady(out);
  for await (const page of pages) {
    out.write(page.map(csvLine).join(''));
    await clientReady(out);
  }
  await beforeEnd();
  out.end();
};

/**
 * The style of every data cell, one object: exceljs remembers a style's id by
 * object, so the cells skip working theirs out (about 60% of the time otherwise).
 */
const PLAIN_STYLE = {};

/**
 * One sheet, written by exceljs's streaming writer: rows are committed as they
 * come, with inline strings (shared strings would keep every text in memory).
 */
const writeXlsx: Writer = async (out, pages, beforeEnd) => {
  // Loaded on first use, as in imports/read-table.ts.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Businesses', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = IMPORT_COLUMNS.map((column) => ({
    key: column,
    width: column === 'description' ? 60 : column === 'name' ? 32 : 16,
  }));
  const header = sheet.addRow([...IMPORT_COLUMNS]);
  header.font = { bold: true };
  header.commit();
  for await (const page of pages) {
    for (const cells of page) {
      const row = sheet.addRow(cells);
      row.eachCell({ includeEmpty: true }, (cell) => {
        cell.style = PLAIN_STYLE;
      });
      row.commit();
    }
    await zipReady(sheet, out);
  }
  sheet.commit();
  await beforeEnd();
  await workbook.commit();
};

const WRITERS: Record<ExportFormat, Writer> = { csv: writeCsv, xlsx: writeXlsx };

/** bcs-local-businesses-2025-06-01.csv, dated in the directory's time zone. */
export function exportFileName(format: ExportFormat, now = new Date()): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(now);
  return `bcs-local-businesses-${day}.${format}`;
}

interface ExportContext {
  db: Db;
  meta: RequestMeta;
  logger: Logger;
  actor: SessionUser;
  filter: BusinessListFilter;
  format: ExportFormat;
}

/**
 * Writes the file into `out` and its audit row: one per export, written before
 * the file's last bytes so no complete download goes unrecorded, and also when the
 * client leaves or the export fails part way (completed: false). A failure
 * destroys the stream, so the client sees a broken download, not a short file.
 */
async function writeExport(ctx: ExportContext, out: PassThrough): Promise<void> {
  let rows = 0;
  let audited = false;
  const audit = async (completed: boolean) => {
    audited = true;
    await logAdminAction(ctx.db, ctx.meta, {
      action: 'admin_businesses_exported',
      actorUserId: ctx.actor.id,
      resourceType: 'business',
      resourceId: 'all',
      metadata: {
        format: ctx.format,
        filters: {
          search: ctx.filter.search,
          category: ctx.filter.category ?? null,
          plan: ctx.filter.plan ?? null,
        },
        rows,
        completed,
      },
    });
  };
  async function* counted() {
    for await (const page of pagesOf(ctx.db, ctx.filter)) {
      rows += page.length;
      yield page;
    }
  }
  try {
    await WRITERS[ctx.format](out, counted(), () => audit(true));
  } catch (error) {
    const gone = error instanceof ClientGone;
    if (!gone) ctx.logger.error('business export failed', { error: serializeError(error) });
    if (!audited) {
      await audit(false).catch((auditError) =>
        ctx.logger.error('business export audit failed', { error: serializeError(auditError) }),
      );
    }
    out.destroy(gone ? undefined : (error as Error));
  }
}

/**
 * Starts an export and answers at once with the file's stream and names; the rows
 * follow as the client reads them.
 */
export function exportBusinesses(ctx: ExportContext): {
  body: ReadableStream<Uint8Array>;
  fileName: string;
  contentType: string;
} {
  assertCan(ctx.actor, 'manage:business:any');
  const out = new PassThrough({ highWaterMark: OUTPUT_BUFFER_BYTES });
  // A failure reaches the client through the body; before the body is read, an
  // 'error' event with no listener would stop the process.
  out.on('error', () => {});
  void writeExport(ctx, out);
  return {
    body: bodyOf(out),
    fileName: exportFileName(ctx.format),
    contentType: CONTENT_TYPES[ctx.format],
  };
}
