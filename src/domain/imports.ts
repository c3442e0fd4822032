/**
 * Importing and exporting listings (spec 001 sections 2, 5 and 7; DESIGN decisions
 * 3 and 11): the file's columns and their aliases, what a row may hold, and what the
 * preview, the import and the batch history answer. Export writes the same columns,
 * so a file exported and imported again changes nothing.
 */
import { z } from 'zod';
import { CATEGORIES, type Category } from './categories.js';
import { HOURS_TEXT_MAX } from './hours.js';
import { EMAIL_PATTERN, messages } from './validation.js';

/** The columns of an import file and of an export, in this order. */
export const IMPORT_COLUMNS = [
  'name',
  'category',
  'address',
  'city',
  'state',
  'zip_code',
  'phone',
  'website',
  'email',
  'description',
  'reviews',
  'rating',
  'years_in_business',
  'hours',
  'gbp_set_up',
  'latitude',
  'longitude',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** The spec's SQL Method template: the columns a staging table needs. */
export const SQL_TEMPLATE_COLUMNS: readonly ImportColumn[] = IMPORT_COLUMNS.slice(0, 15);

/** Every header the spec accepts for a column, already normalized (see normalizeHeader). */
export const HEADER_ALIASES: Record<ImportColumn, readonly string[]> = {
  name: ['name', 'business_name'],
  category: ['category', 'business_category'],
  address: ['address', 'street_address'],
  city: ['city'],
  state: ['state'],
  zip_code: ['zip_code', 'zip', 'postal_code'],
  phone: ['phone', 'phone_number'],
  website: ['website', 'web_site'],
  email: ['email', 'e_mail'],
  description: ['description'],
  reviews: ['reviews', 'review_count'],
  rating: ['rating'],
  years_in_business: ['years_in_business', 'years'],
  hours: ['hours', 'business_hours'],
  gbp_set_up: ['gbp_set_up', 'gbp_setup', 'google_business_profile'],
  latitude: ['latitude', 'lat'],
  longitude: ['longitude', 'lng', 'lon'],
};

/** A header as the spec compares it: trimmed, lower case, spaces (and dashes) as underscores. */
export function normalizeHeader(header: string): string {
  return header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/** The column a header names, by any alias, or null. */
export function columnOfHeader(header: string): ImportColumn | null {
  const normalized = normalizeHeader(header);
  return IMPORT_COLUMNS.find((column) => HEADER_ALIASES[column].includes(normalized)) ?? null;
}

/**
 * A category as a spreadsheet may spell it: any case, and obvious singulars or first
 * words ('Restaurant' -> Restaurants, 'massage' -> Massage Parlors). Null when unknown.
 */
export function categoryOf(value: string): Category | null {
  const wanted = value.trim().toLowerCase();
  if (!wanted) return null;
  return (
    CATEGORIES.find((c) => c.toLowerCase() === wanted) ??
    CATEGORIES.find((c) => c.toLowerCase() === `${wanted}s`) ??
    CATEGORIES.find((c) => c.toLowerCase().split(' ')[0] === wanted) ??
    null
  );
}

/** Characters that make a spreadsheet read a cell as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell value safe to open in a spreadsheet: a formula-like start gets a leading quote. */
export function neutralizeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** The inverse of neutralizeCell, applied on import so an export round-trips unchanged. */
export function restoreCell(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}

/** Limits of the import page (the command line has no row limit). */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 50_000;
/** Rows the preview lists one by one; the counts cover all of them. */
export const PREVIEW_ROW_LIMIT = 500;
/** Lines of a chosen file shown before it is sent (spec: preview of the first 5 lines). */
export const FILE_PREVIEW_LINES = 5;

export const importMessages = {
  pasteFirst: 'Please paste your CSV data first.',
  noValidData: 'No valid business data found in CSV.',
  invalidFile: 'Please select a valid CSV or Excel file.',
  legacyXls:
    'This is an old .xls workbook, which cannot be read. Save it as .xlsx or .csv and try again.',
  notATable: 'This file is not a CSV or Excel file that can be read.',
  tooLarge: `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB. Split it, or use npm run import.`,
  tooManyRows: (rows: number) =>
    `The file has ${rows.toLocaleString('en-US')} rows; the import page takes at most ${IMPORT_MAX_ROWS.toLocaleString('en-US')}. Split it, or use npm run import.`,
  completedTitle: 'Import Completed',
  completed: (n: number) => `Successfully imported ${n} businesses.`,
  failedRow: (name: string, reason: string) => `Failed to import ${name}: ${reason}`,
  batchNotFound: 'Import not found',
  cancelled: 'The import was stopped; nothing was changed.',
  existsMeanwhile: 'A business with this name already exists in this city.',
  deletedMeanwhile: 'The business was deleted during the import.',
  refused: 'The database refused this row.',
  missingInput: 'Paste CSV data or choose a file.',
  mapName: 'No column is mapped to name: choose which column holds the business name.',
  badMapping: 'The column mapping is not valid.',
  undone: 'Import undone.',
  alreadyUndone: 'This import was already undone.',
  stillRunning: 'This import is still running. Stop it, or wait for it to finish.',
  changedSince: (names: string[]) =>
    `Cannot undo: ${names.slice(0, 3).join(', ')}${names.length > 3 ? ` and ${names.length - 3} more` : ''} changed since this import.`,
} as const;

/** Pasted CSV, before it is previewed. */
export const pastedCsvSchema = z.object({
  text: z.string().refine((text) => text.trim() !== '', importMessages.pasteFirst),
});

const IMPORT_FILE_NAME = /\.(csv|txt|xls|xlsx)$/i;

/** Why a chosen file cannot be sent, by its name and size, or null (the server reads its bytes). */
export function importFileProblem(file: { name: string; size: number }): string | null {
  if (!IMPORT_FILE_NAME.test(file.name)) return importMessages.invalidFile;
  if (file.size > IMPORT_MAX_BYTES) return importMessages.tooLarge;
  return null;
}

/** A chosen file (a browser File; null until one is chosen), before it is previewed. */
export const importFileSchema = z.object({
  file: z
    .custom<{ name: string; size: number } | null>(
      (file) => typeof file === 'object' && file !== null && 'name' in file && 'size' in file,
      importMessages.missingInput,
    )
    .superRefine((file, ctx) => {
      const problem = file ? importFileProblem(file) : null;
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});

const text = (field: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, messages.maxLength(field, max))
    .transform((v) => v || null)
    .nullable();

const number = (field: string, parse: (v: string) => number, min: number, max: number) =>
  z
    .string()
    .trim()
    .nullable()
    .transform((v, ctx) => {
      if (!v) return null;
      const n = parse(v.replace(/,/g, ''));
      if (!Number.isFinite(n) || n < min || n > max) {
        ctx.addIssue({
          code: 'custom',
          message: `${field} must be a number from ${min} to ${max}`,
        });
        return z.NEVER;
      }
      return n;
    });

const wholeNumber = (v: string) => (/^\d+$/.test(v) ? Number(v) : Number.NaN);

/**
 * One row's cells (already un-neutralized, missing columns null) as a business's
 * fields. The first problem is the row's error reason.
 */
export const importRowSchema = z.object({
  name: z
    .string()
    .trim()
    .max(200, messages.maxLength('Name', 200))
    .nullable()
    .transform((v) => v || null),
  category: z
    .string()
    .nullable()
    .transform((v, ctx) => {
      if (!v?.trim()) return null;
      const category = categoryOf(v);
      if (!category) {
        ctx.addIssue({ code: 'custom', message: `Unknown category '${v.trim().slice(0, 60)}'` });
        return z.NEVER;
      }
      return category;
    }),
  address: text('Address', 200),
  city: text('City', 80),
  state: text('State', 40),
  zip_code: text('ZIP Code', 10),
  phone: text('Phone', 30),
  website: text('Website', 200),
  email: text('Email', 254).refine((v) => v === null || EMAIL_PATTERN.test(v), {
    message: messages.email,
  }),
  description: text('Description', 1000),
  reviews: number('Reviews', wholeNumber, 0, 10_000_000),
  rating: number('Rating', Number, 0, 5),
  years_in_business: number('Years in business', wholeNumber, 0, 500),
  hours: text('Hours', HOURS_TEXT_MAX),
  gbp_set_up: z
    .string()
    .nullable()
    .transform((v) => (v === null ? null : ['true', 'yes'].includes(v.trim().toLowerCase()))),
  latitude: number('Latitude', Number, -90, 90),
  longitude: number('Longitude', Number, -180, 180),
});
export type ImportRow = z.output<typeof importRowSchema>;

/** A file as parsed: the header row and the data rows, every cell as text. */
export interface ImportTable {
  headers: string[];
  rows: string[][];
  /** Things the admin should know about how the file was read (other sheets skipped...). */
  notes: string[];
}

export type ImportAction = 'create' | 'update' | 'skip' | 'error';

/** Which column each header of the file fills; null leaves a header out. */
export type ImportMapping = Record<string, ImportColumn | null>;

export interface ImportRowPreview {
  /** The row's line in the file (the header is line 1). */
  line: number;
  name: string | null;
  city: string | null;
  action: ImportAction;
  /** Why the row is skipped or refused. */
  reason: string | null;
}

export interface ImportPreview {
  fileName: string;
  totalRows: number;
  columns: { header: string; column: ImportColumn | null }[];
  /** Headers no column matched: the admin may map them by hand. */
  unmapped: string[];
  counts: Record<ImportAction, number>;
  /** The first PREVIEW_ROW_LIMIT rows. */
  rows: ImportRowPreview[];
  notes: string[];
}

export interface ImportResult {
  batchId: string;
  counts: Record<ImportAction, number>;
  /** Created plus updated. */
  imported: number;
  /** 'Failed to import {name}: {reason}', one per refused row. */
  errors: string[];
}

/** The import's streamed answer: progress lines, then the result (NDJSON). */
export type ImportProgressLine =
  | { type: 'progress'; done: number; total: number }
  | { type: 'result'; result: ImportResult }
  | { type: 'error'; message: string };

/**
 * running: a process is working on it. interrupted: its process died before the end
 * of the file (a crash, a kill); what it wrote stays, and can be undone.
 */
export type ImportBatchStatus = 'running' | 'done' | 'interrupted' | 'undone';

export interface ImportBatchView {
  id: string;
  fileName: string;
  source: 'web' | 'cli';
  actorEmail: string | null;
  status: ImportBatchStatus;
  /** The file's data rows; null for imports from before it was kept. */
  totalRows: number | null;
  createdAt: string;
  counts: Record<ImportAction, number>;
  undoneAt: string | null;
}
