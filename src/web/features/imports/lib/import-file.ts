import { FILE_PREVIEW_LINES } from '#domain/imports.js';

/** What the file picker offers; the server tells the files apart by their bytes. */
export const IMPORT_FILE_ACCEPT = '.csv,.xls,.xlsx,text/csv';

const WORKBOOK_NAME = /\.xlsx?$/i;
/** Enough of a file to hold its first lines without reading a large one whole. */
const PREVIEW_BYTES = 64 * 1024;

/** An Excel workbook is binary: its lines cannot be shown before the server reads it. */
export const isWorkbook = (file: File) => WORKBOOK_NAME.test(file.name);

/** The first lines of a text file (spec: a preview of the first 5 lines). */
export async function firstLinesOf(file: File, count = FILE_PREVIEW_LINES): Promise<string[]> {
  const text = await file.slice(0, PREVIEW_BYTES).text();
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .slice(0, count);
}

/** '12.3 KB', '1.2 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
