import { parseArgs } from 'node:util';
import ExcelJS from 'exceljs';
import { IMPORT_COLUMNS } from '#domain/imports.js';
import type { Database } from '#server/db/client.js';
import { planImport } from '#server/features/imports/import-plan.service.js';
import { runImport } from '#server/features/imports/imports.service.js';
import { readTable } from '#server/features/imports/read-table.js';
import { createLogger } from '#server/platform/logger.js';
import { onPglite, onPostgres } from './bench-databases.js';

const { values } = parseArgs({ options: { rows: { type: 'string', default: '10000' } } });
const rowCount = Number(values.rows);
const CATEGORIES = ['Restaurants', 'Plumbers', 'Gyms', 'Roofers', 'Insurance'];
const CITIES = ['Bryan', 'College Station', 'Navasota'];

function rowsOf(prefix: string, note = ''): (string | number)[][] {
  return Array.from({ length: rowCount }, (_, i) => [
    `${prefix} Business ${i}`,
    CATEGORIES[i % 5],
    `${i} Main St`,
    CITIES[i % 3],
    'TX',
    '77801',
    `(979) 555-${String(i % 10000).padStart(4, '0')}`,
    `https://b${i}.example`,
    `b${i}@example.com`,
    `A business, number ${i}${note}`,
    i % 100,
    (i % 50) / 10,
    i % 30,
    'Mon-Fri 9-5',
    i % 2 ? 'yes' : 'no',
    30.6 + (i % 100) / 1000,
    -96.3 - (i % 100) / 1000,
  ]);
}

function csvOf(rows: (string | number)[][]): Uint8Array {
  const cell = (v: string | number) => {
    const text = String(v);
    return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const text = [IMPORT_COLUMNS.join(','), ...rows.map((r) => r.map(cell).join(','))].join('\n');
  return new TextEncoder().encode(text);
}

async function xlsxOf(rows: (string | number)[][]): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Listings');
  sheet.addRow([...IMPORT_COLUMNS]);
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

const seconds = (start: number) => ((performance.now() - start) / 1000).toFixed(2);

async function measure(database: Database, label: string) {
  const lines: string[] = [];
  // New businesses from each format, then the CSV again with one changed column: updates.
  const runs = [
    { file: 'csv', format: 'csv', rows: rowsOf('CSV') },
    { file: 'xlsx', format: 'xlsx', rows: rowsOf('XLSX') },
    { file: 'csv again (updates)', format: 'csv', rows: rowsOf('CSV', ', renovated') },
  ] as const;
  for (const { file, format, rows } of runs) {
    const bytes = format === 'csv' ? csvOf(rows) : await xlsxOf(rows);
    let t = performance.now();
    const table = await readTable({ fileName: `bench.${format}`, bytes });
    const read = seconds(t);
    t = performance.now();
    const plan = await planImport(database.db, { table, fileName: `bench.${format}` });
    const planned = seconds(t);
    t = performance.now();
    const result = await runImport(
      { db: database.db, logger: createLogger('silent'), actorUserId: null, source: 'cli' },
      plan,
    );
    const imported = seconds(t);
    lines.push(
      `| ${label} | ${file} | ${(bytes.length / 1024 / 1024).toFixed(1)} MB | ${read} | ${planned} | ${imported} | ${result.imported} |`,
    );
    console.error(`  ${label} ${file}: read ${read} s, preview ${planned} s, import ${imported} s`);
  }
  return lines;
}

async function main() {
  console.error(`Import: ${rowCount} rows per file`);
  const postgres = await onPostgres('import', { max: 4 }, (database) =>
    measure(database, 'PostgreSQL'),
  );
  const pglite = await onPglite('import', (database) => measure(database, 'PGlite'));
  console.log(
    [
      `### Import of ${rowCount.toLocaleString('en-US')} rows per file (Node ${process.version})`,
      '',
      '| database | file | size | read s | preview s | import s | imported |',
      '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
      ...postgres,
      ...pglite,
    ].join('\n'),
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
