/**
 * An import file as a table of text (issue 12): pasted text, a CSV or an .xlsx
 * workbook, told apart by their bytes rather than their name. Every cell comes out
 * as the text the admin saw in the spreadsheet; what the cells mean is read later,
 * row by row (import-rows.ts).
 */
import type { CellValue, Worksheet } from 'exceljs';
import Papa from 'papaparse';
import { IMPORT_MAX_BYTES, type ImportTable, importMessages } from '#domain/imports.js';
import { AppError } from '../../platform/app-error.js';

export type TableInput = { text: string } | { fileName: string; bytes: Uint8Array };

export interface ReadTableOptions {
  /** The most data rows accepted (the import page's limit); none for the command line. */
  maxRows?: number;
}

const refuse = (message: string) => new AppError('validation', message);

const ALLOWED_NAME = /\.(csv|txt|xls|xlsx)$/i;
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** Above this share of control characters the "text" is binary junk, not a table. */
const MAX_CONTROL_SHARE = 0.01;

export async function readTable(
  input: TableInput,
  options: ReadTableOptions = {},
): Promise<ImportTable> {
  const table = 'text' in input ? tableOfPaste(input.text) : await tableOfFile(input);
  if (table.headers.length === 0 || table.rows.length === 0) {
    throw refuse(importMessages.noValidData);
  }
  if (options.maxRows !== undefined && table.rows.length > options.maxRows) {
    throw refuse(importMessages.tooManyRows(table.rows.length));
  }
  return table;
}

function tableOfPaste(text: string): ImportTable {
  if (!text.trim()) throw refuse(importMessages.pasteFirst);
  return tableOfCsv(text);
}

async function tableOfFile(file: { fileName: string; bytes: Uint8Array }): Promise<ImportTable> {
  if (!ALLOWED_NAME.test(file.fileName.trim())) throw refuse(importMessages.invalidFile);
  if (file.bytes.byteLength > IMPORT_MAX_BYTES) {
    throw new AppError('too_large', importMessages.tooLarge);
  }
  // The bytes decide, not the name: an .xlsx saved as "listings.csv" still reads.
  if (startsWith(file.bytes, ZIP_MAGIC)) return tableOfXlsx(file.bytes);
  if (startsWith(file.bytes, OLE_MAGIC)) throw refuse(importMessages.legacyXls);
  return tableOfCsv(textOf(file.bytes));
}

function startsWith(bytes: Uint8Array, magic: number[]): boolean {
  return magic.every((byte, i) => bytes[i] === byte);
}

/**
 * A CSV file's text. UTF-8 first; Excel's "CSV (Comma delimited)" on Windows writes
 * Windows-1252, so a file that is not valid UTF-8 is read as that rather than shown
 * with replacement characters. Excel's "Unicode Text" is UTF-16 with a BOM.
 */
function textOf(bytes: Uint8Array): string {
  let text: string;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) text = new TextDecoder('utf-16le').decode(bytes);
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) text = new TextDecoder('utf-16be').decode(bytes);
  else {
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      text = new TextDecoder('windows-1252').decode(bytes);
    }
  }
  if (controlShare(text) > MAX_CONTROL_SHARE) throw refuse(importMessages.notATable);
  return text;
}

/** The share of characters no table has: NUL and other controls but tab and line ends. */
function controlShare(text: string): number {
  if (!text) return 0;
  let controls = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0xfffd) {
      controls++;
    }
  }
  return controls / text.length;
}

function tableOfCsv(text: string): ImportTable {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    delimitersToGuess: [',', ';', '\t'],
    skipEmptyLines: 'greedy',
  });
  const notes: string[] = [];
  const unclosed = parsed.errors.find((e) => e.code === 'MissingQuotes');
  if (unclosed) {
    notes.push(
      `A quote opened in row ${(unclosed.row ?? 0) + 1} is never closed, so the rest of the file was read as one cell.`,
    );
  }
  const [header = [], ...rows] = parsed.data;
  for (const row of rows) {
    for (let i = 0; i < row.length; i++) row[i] = row[i].trim();
  }
  return { headers: headersOf(header), rows, notes };
}

/** Header cells trimmed, without the empty cells a spreadsheet leaves at the end. */
function headersOf(cells: string[]): string[] {
  const headers = cells.map((cell) => cell.trim());
  while (headers.length > 0 && headers[headers.length - 1] === '') headers.pop();
  return headers;
}

async function tableOfXlsx(bytes: Uint8Array): Promise<ImportTable> {
  // Loaded on first use: it is a third of the server's start-up CPU, and most starts
  // never read a spreadsheet.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs (through JSZip) takes an ArrayBuffer; a whole one is not copied.
    const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
    await workbook.xlsx.load((whole ? bytes.buffer : bytes.slice().buffer) as ArrayBuffer);
  } catch {
    throw refuse(importMessages.notATable);
  }
  const sheets = workbook.worksheets;
  if (sheets.length === 0) throw refuse(importMessages.notATable);
  // Hidden sheets hold lookups and scratch work, not the listings.
  const candidates = [
    ...sheets.filter((s) => s.state === 'visible' || !s.state),
    ...sheets.filter((s) => s.state && s.state !== 'visible'),
  ];
  for (const sheet of candidates) {
    const rows = rowsOfSheet(sheet);
    if (rows.length === 0) continue;
    const notes: string[] = [];
    if (sheets.length > 1) {
      notes.push(
        sheet === sheets[0]
          ? `Only the first sheet, "${sheet.name}", was read; the file has ${sheets.length} sheets.`
          : `Only the sheet "${sheet.name}", the first with data, was read; the file has ${sheets.length} sheets.`,
      );
    }
    const [header, ...data] = rows;
    return { headers: headersOf(header), rows: data, notes };
  }
  return { headers: [], rows: [], notes: [] };
}

/** The sheet's non-empty rows as text; a merged area's value only in its top-left cell. */
function rowsOfSheet(sheet: Worksheet): string[][] {
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    let filled = false;
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      if (cell.isMerged && cell.master !== cell) return;
      const text = textOfValue(cell.value).trim();
      if (!text) return;
      while (cells.length < column - 1) cells.push('');
      cells[column - 1] = text;
      filled = true;
    });
    if (filled) rows.push(cells);
  });
  return rows;
}

/** A cell's value as the spreadsheet shows it. */
function textOfValue(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return textOfNumber(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return textOfDate(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  // A formula gives the result Excel saved with it; never the formula itself.
  if ('formula' in value || 'sharedFormula' in value) return textOfValue(value.result ?? null);
  if ('hyperlink' in value) return textOfValue(value.text as CellValue);
  if ('error' in value) return value.error;
  return '';
}

/** As Excel shows it: 15 significant digits, so 0.1 + 0.2 reads 0.3. */
function textOfNumber(n: number): string {
  return Number.isFinite(n) ? String(Number(n.toPrecision(15))) : '';
}

/** Excel's day zero: a cell holding only a time of day is a date on it. */
const EXCEL_DAY_ZERO = '1899-12-30';

/** Excel dates have no time zone; exceljs reads them as UTC. */
function textOfDate(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  const iso = date.toISOString();
  const day = iso.slice(0, 10);
  const time = iso.slice(11, 16);
  if (day === EXCEL_DAY_ZERO) return time;
  return time === '00:00' ? day : `${day} ${time}`;
}
