/**
 * From a table's rows to a business's fields (issue 12): which header fills which
 * column, and one row's cells checked by the contract's importRowSchema. Whether a
 * row creates, updates or is skipped is the service's business, not this file's.
 */
import {
  columnOfHeader,
  IMPORT_COLUMNS,
  type ImportColumn,
  type ImportMapping,
  type ImportRow,
  importRowSchema,
  restoreCell,
} from '#domain/imports.js';
import { keptIn } from '../../platform/kept-in.js';

export type ReadRowResult =
  | { ok: true; row: ImportRow; present: Set<ImportColumn> }
  | { ok: false; name: string | null; reason: string };

/** The mapping's column for a header; headers such as "constructor" are not inherited keys. */
function columnIn(mapping: ImportMapping, header: string): ImportColumn | null {
  return Object.hasOwn(mapping, header) ? (mapping[header] ?? null) : null;
}

/**
 * Each header's column: the admin's choice (a column, or null to leave it out), else
 * its alias. A column is filled once: the admin's choices claim theirs first, then
 * headers in file order, and a later header naming a taken column maps to null.
 */
export function mappingOf(headers: string[], overrides: ImportMapping = {}): ImportMapping {
  const chosen = new Map<string, ImportColumn | null>();
  const taken = new Set<ImportColumn>();
  const claim = (header: string, column: ImportColumn | null) => {
    if (chosen.has(header)) return;
    if (column && taken.has(column)) column = null;
    if (column) taken.add(column);
    chosen.set(header, column);
  };
  for (const header of headers) {
    if (Object.hasOwn(overrides, header)) claim(header, overrides[header] ?? null);
  }
  for (const header of headers) claim(header, columnOfHeader(header));
  // fromEntries defines own keys, so a header named "__proto__" stays a header.
  return Object.fromEntries(chosen);
}

/** Headers that fill no column, each once, without blank ones: the admin may map them. */
export function unmappedHeaders(headers: string[], mapping: ImportMapping): string[] {
  const unmapped = new Set<string>();
  for (const header of headers) {
    if (header.trim() && !columnIn(mapping, header)) unmapped.add(header);
  }
  return [...unmapped];
}

interface Layout {
  /** For each header's position, the column its cell fills, or null. */
  columns: (ImportColumn | null)[];
  present: Set<ImportColumn>;
}

/**
 * Every row of a table shares its headers and mapping, so the layout is worked out
 * once per pair: a large file then holds one `present` set, not one per row.
 */
const layouts = new WeakMap<ImportMapping, WeakMap<string[], Layout>>();

function layoutOf(headers: string[], mapping: ImportMapping): Layout {
  const byHeaders = keptIn(layouts, mapping, () => new WeakMap<string[], Layout>());
  return keptIn(byHeaders, headers, () => {
    const present = new Set<ImportColumn>();
    const columns = headers.map((header) => {
      const column = columnIn(mapping, header);
      // Two headers with the same text share a mapping key: the first one fills it.
      if (!column || present.has(column)) return null;
      present.add(column);
      return column;
    });
    return { columns, present };
  });
}

/**
 * One row's cells as a business's fields, or the first reason it cannot be. Columns
 * the file lacks are null and listed outside `present`, so an update leaves them be.
 * A row without a name is still ok (name null): the caller decides it is skipped.
 */
export function readRow(cells: string[], headers: string[], mapping: ImportMapping): ReadRowResult {
  const { columns, present } = layoutOf(headers, mapping);
  const record = Object.fromEntries(IMPORT_COLUMNS.map((column) => [column, null])) as Record<
    ImportColumn,
    string | null
  >;
  for (let i = 0; i < columns.length; i++) {
    const column = columns[i];
    if (column) record[column] = restoreCell(cells[i] ?? '');
  }
  const parsed = importRowSchema.safeParse(record);
  if (parsed.success) return { ok: true, row: parsed.data, present };
  return {
    ok: false,
    name: record.name?.trim() || null,
    reason: parsed.error.issues[0]?.message ?? 'Invalid row',
  };
}
