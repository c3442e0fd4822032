import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, importMessages } from '#domain/imports.js';
import { AppError } from '../../platform/app-error.js';
import { LISTINGS_HEADERS } from './fixtures/listings-headers.js';
import { readTable } from './read-table.js';

const fixture = (fileName: string) => ({
  fileName,
  bytes: new Uint8Array(readFileSync(new URL(`./fixtures/${fileName}`, import.meta.url))),
});

async function refusal(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  const { code, message } = error as AppError;
  return { code, message };
}

describe('readTable: pasted text', () => {
  it('asks for data when the paste is blank', async () => {
    expect(await refusal(readTable({ text: '' }))).toEqual({
      code: 'validation',
      message: importMessages.pasteFirst,
    });
    expect((await refusal(readTable({ text: ' \n\t\n ' }))).message).toBe(
      importMessages.pasteFirst,
    );
  });

  it('reads the first row as headers and trims every cell', async () => {
    const table = await readTable({ text: ' Name , City \n Aggieland Tacos ,  Bryan \n' });
    expect(table).toEqual({
      headers: ['Name', 'City'],
      rows: [['Aggieland Tacos', 'Bryan']],
      notes: [],
    });
  });

  it('reads tab-separated text as copied out of a spreadsheet', async () => {
    const table = await readTable({ text: 'Name\tCity\r\nSmith, Jones & Co\tBryan\r\n' });
    expect(table.rows).toEqual([['Smith, Jones & Co', 'Bryan']]);
  });

  it('refuses a header without rows', async () => {
    expect((await refusal(readTable({ text: 'name,city\n\n,\n' }))).message).toBe(
      importMessages.noValidData,
    );
  });

  it('says so when a quote is never closed', async () => {
    const table = await readTable({ text: 'name,city\nA,Bryan\n"B,Bryan\nC,Bryan\n' });
    expect(table.notes).toEqual([
      'A quote opened in row 3 is never closed, so the rest of the file was read as one cell.',
    ]);
  });
});

describe('readTable: CSV files', () => {
  it('reads quoted commas, doubled quotes, line breaks in a field and a BOM', async () => {
    const table = await readTable(fixture('quoted.csv'));
    expect(table.headers).toEqual(['name', 'city', 'description', 'phone']);
    expect(table.rows).toEqual([
      ['Kyle\'s "Best" BBQ', 'Bryan', 'Brisket, ribs, and sides', '(979) 555-0102'],
      ['Aggieland Tacos', 'College Station', 'Line one\nLine two', '979-555-0103'],
      ['Formula Text', 'Bryan', "'=cmd|' /C calc'!A0", "'+1 979 555 0104"],
      ['<script>alert(1)</script>', 'Bryan', "Robert'); DROP TABLE businesses;--"],
      ['Long Row', 'Bryan', 'Too many cells', '555', 'extra', 'more'],
    ]);
  });

  it('detects semicolons and tabs as the delimiter', async () => {
    expect(await readTable(fixture('semicolon.csv'))).toEqual({
      headers: ['Name', 'City', 'Rating', 'Description'],
      rows: [
        ['Bäckerei Müller', 'Bryan', '4.5', 'Brot, Brezeln und Kuchen'],
        ['Café Olé', 'College Station', '3', ''],
      ],
      notes: [],
    });
    expect((await readTable(fixture('tab.csv'))).rows).toEqual([
      ['Smith, Jones & Co', 'Bryan', 'Taxes, payroll; audits'],
      ['Northgate Gym', 'College Station', ''],
    ]);
  });

  it('reads a .txt file and a Windows-1252 file as Excel saves them', async () => {
    const bytes = new Uint8Array([
      ...new TextEncoder().encode('Name,City\nCaf'),
      0xe9, // é in Windows-1252, invalid on its own in UTF-8
      ...new TextEncoder().encode(' Ol'),
      0xe9,
      ...new TextEncoder().encode(',Bryan\n'),
    ]);
    expect((await readTable({ fileName: 'listings.TXT', bytes })).rows).toEqual([
      ['Café Olé', 'Bryan'],
    ]);
  });

  it("reads Excel's Unicode text: UTF-16 with a BOM, tab-separated", async () => {
    const text = new Uint8Array(Buffer.from('\uFEFFName\tCity\r\nCafé Olé\tBryan\r\n', 'utf16le'));
    expect((await readTable({ fileName: 'listings.txt', bytes: text })).rows).toEqual([
      ['Café Olé', 'Bryan'],
    ]);
  });

  it('refuses a file with only a header row, and an empty file', async () => {
    expect(await refusal(readTable(fixture('header-only.csv')))).toEqual({
      code: 'validation',
      message: importMessages.noValidData,
    });
    const empty = { fileName: 'empty.csv', bytes: new Uint8Array() };
    expect((await refusal(readTable(empty))).message).toBe(importMessages.noValidData);
  });

  it('refuses binary bytes named .csv', async () => {
    expect(await refusal(readTable(fixture('junk.csv')))).toEqual({
      code: 'validation',
      message: importMessages.notATable,
    });
  });

  it('refuses a name that is not a CSV, text or Excel file', async () => {
    const bytes = new TextEncoder().encode('name\nA\n');
    for (const fileName of ['listings.pdf', 'listings.csv.exe', 'listings']) {
      expect((await refusal(readTable({ fileName, bytes }))).message).toBe(
        importMessages.invalidFile,
      );
    }
  });

  it('refuses a file over the size limit', async () => {
    const bytes = new Uint8Array(IMPORT_MAX_BYTES + 1).fill(0x61);
    expect(await refusal(readTable({ fileName: 'big.csv', bytes }))).toEqual({
      code: 'too_large',
      message: importMessages.tooLarge,
    });
  });
});

describe('readTable: Excel files', () => {
  it('reads cells as the spreadsheet shows them', async () => {
    const table = await readTable(fixture('listings.xlsx'));
    expect(table.headers).toEqual(LISTINGS_HEADERS);
    expect(table.rows).toEqual([
      // A formula's saved result, a link's text, rich text as plain text, a date.
      [
        'Aggieland Tacos',
        'restaurant',
        'Bryan',
        '4.5',
        '12',
        '12',
        'aggielandtacos.com',
        'true',
        'Tacos al pastor',
        '2024-03-15',
      ],
      // Merged cells: the city (C2:C3) and description (I3:J3) once, top-left only.
      ['Kyle Field Plumbing', 'Plumbers', '', '0.3', '', '3', '', 'false', 'Leaks fixed fast'],
      // The empty row is skipped; a formula's text result and error are what Excel shows.
      [
        'Brazos Valley Roofing',
        'Roofers',
        'College Station',
        '#DIV/0!',
        '1,234',
        '',
        '',
        '',
        '',
        '2023-11-02 14:30',
      ],
    ]);
    expect(table.notes).toEqual([
      'Only the first sheet, "Listings", was read; the file has 2 sheets.',
    ]);
  });

  it('reads the first sheet with data, past empty and hidden ones', async () => {
    expect(await readTable(fixture('later-sheet.xlsx'))).toEqual({
      headers: ['Name', 'City'],
      rows: [['Northgate Gym', 'College Station']],
      notes: ['Only the sheet "Data", the first with data, was read; the file has 3 sheets.'],
    });
  });

  it('goes by the bytes, not the name', async () => {
    const { bytes } = fixture('listings.xlsx');
    const table = await readTable({ fileName: 'listings.csv', bytes });
    expect(table.rows[0][0]).toBe('Aggieland Tacos');
  });

  it('refuses an old .xls workbook and a corrupt .xlsx', async () => {
    expect(await refusal(readTable(fixture('legacy.xls')))).toEqual({
      code: 'validation',
      message: importMessages.legacyXls,
    });
    const corrupt = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new Array(200).fill(0x2a)]);
    expect((await refusal(readTable({ fileName: 'listings.xlsx', bytes: corrupt }))).message).toBe(
      importMessages.notATable,
    );
  });
});

describe('readTable: large files', () => {
  const header = 'name,category,city,state,phone,rating,reviews,description';
  const lines = [header];
  for (let i = 1; i <= 200_000; i++) {
    lines.push(
      `Business ${i},Restaurants,Bryan,TX,(979) 555-${String(i % 10_000).padStart(4, '0')},4.5,${i},"Tacos, tortas and more"`,
    );
  }
  const text = lines.join('\n');

  it('reads 200,000 rows', { timeout: 60_000 }, async () => {
    const table = await readTable({ text });
    expect(table.rows).toHaveLength(200_000);
    expect(table.rows[199_999]).toEqual([
      'Business 200000',
      'Restaurants',
      'Bryan',
      'TX',
      '(979) 555-0000',
      '4.5',
      '200000',
      'Tacos, tortas and more',
    ]);
  });

  it('refuses them when the page limit is given', { timeout: 60_000 }, async () => {
    expect(await refusal(readTable({ text }, { maxRows: IMPORT_MAX_ROWS }))).toEqual({
      code: 'validation',
      message:
        'The file has 200,000 rows; the import page takes at most 50,000. Split it, or use npm run import.',
    });
  });
});
