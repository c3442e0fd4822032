import {
  type ImportAction,
  type ImportColumn,
  type ImportMapping,
  type ImportPreview,
  type ImportRow,
  type ImportRowPreview,
  type ImportTable,
  importMessages,
  PREVIEW_ROW_LIMIT,
} from '#domain/imports.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/app-error.js';
import { assertCan, type SessionUser } from '../../platform/auth/guards.js';
import { mappingOf, readRow, unmappedHeaders } from './import-rows.js';
import { findBusinessesByNameAndCity } from './imports.queries.js';

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

export const emptyCounts = (): Record<ImportAction, number> => ({
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
