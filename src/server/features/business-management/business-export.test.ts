import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { AdminBusiness } from '#domain/business-management.js';
import { IMPORT_COLUMNS, restoreCell } from '#domain/imports.js';
import type { Page } from '#domain/paging.js';
import { queryRows } from '../../db/client.js';
import { businesses } from '../../db/schema/index.js';
import { adminTestContext, signedInOwner, statusAndMessageOf } from '../../test/accounts.js';
import { createBusiness, createBusinesses, ensureCategories } from '../../test/factories.js';
import { EXPORT_PAGE_SIZE, sheetEntryStream } from './business-export.js';

const ctx = await adminTestContext();
const { app, database, admin } = ctx;
const BASE = '/api/admin/businesses';
const tag = () => `x${randomBytes(3).toString('hex')}`;

async function exportCsv(query: string) {
  const res = await admin.device.request(`${BASE}/export.csv?${query}`);
  expect(res.status).toBe(200);
  const bytes = new Uint8Array(await res.arrayBuffer());
  // The byte order mark is kept, to check it is there.
  return { res, bytes, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
}

/** The data rows of a CSV export, each cell as the spreadsheet shows it. */
function csvRows(text: string): string[][] {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  expect(parsed.data[0]).toEqual([...IMPORT_COLUMNS]);
  return parsed.data.slice(1);
}

async function auditOf(search: string) {
  return queryRows<{ metadata: Record<string, unknown> }>(
    database.db,
    sql`select metadata from security_events
        where action = 'admin_businesses_exported' and metadata->'filters'->>'search' = ${search}
        order by id`,
  );
}

/** A business whose cells need quoting, escaping and formula neutralizing. */
async function trickyBusiness(t: string) {
  return createBusiness(database.db, {
    name: `=HYPERLINK("x") ${t}`,
    category: 'Restaurants',
    address: '12 Main St, Suite 3',
    city: 'Bryan',
    zipCode: '77801',
    phone: '+1 979 555 0100',
    website: 'https://tricky.example',
    email: null,
    description: 'Café crème, "the best"\nin town',
    reviews: 12,
    rating: 4.5,
    yearsInBusiness: null,
    hours: 'Mon-Fri: 9AM-5PM',
    gbpSetUp: true,
    latitude: 30.6744,
    longitude: -96.37,
  });
}

describe('exporting the directory as CSV', () => {
  it('writes the import columns, quotes and neutralizes cells, and is a dated, uncached UTF-8 download', async () => {
    const t = tag();
    await trickyBusiness(t);
    const { res, bytes, text } = await exportCsv(`search=${t}`);

    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="bcs-local-businesses-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text).toBe(
      `\uFEFF${IMPORT_COLUMNS.join(',')}\r\n` +
        `"'=HYPERLINK(""x"") ${t}",Restaurants,"12 Main St, Suite 3",Bryan,TX,77801,'+1 979 555 0100,https://tricky.example,,` +
        `"Café crème, ""the best""\nin town",12,4.5,,Mon-Fri: 9AM-5PM,true,30.6744,-96.37\r\n`,
    );

    // Read back as the importer reads it, the cells are the business's values.
    const [row] = csvRows(text).map((cells) => cells.map(restoreCell));
    expect(row.slice(0, 3)).toEqual([`=HYPERLINK("x") ${t}`, 'Restaurants', '12 Main St, Suite 3']);
    expect(row[6]).toBe('+1 979 555 0100');
    expect(row[9]).toBe('Café crème, "the best"\nin town');
  });

  it('applies the search, category and plan filters as the list does', async () => {
    const t = tag();
    await createBusinesses(database.db, [
      { name: `beta ${t} Pipes`, category: 'Plumbers', plan: 'silver' },
      { name: `Alpha ${t} Plumbing`, category: 'Plumbers', plan: 'free' },
      { name: `Gamma ${t} Gym`, category: 'Gyms', plan: 'silver' },
    ]);

    const names = async (query: string) =>
      csvRows((await exportCsv(query)).text).map((cells) => cells[0]);
    // Ordered by lower(name): 'Alpha' before 'beta' before 'Gamma'.
    expect(await names(`search=${t}`)).toEqual([
      `Alpha ${t} Plumbing`,
      `beta ${t} Pipes`,
      `Gamma ${t} Gym`,
    ]);
    expect(await names(`search=${t}&category=Plumbers`)).toEqual([
      `Alpha ${t} Plumbing`,
      `beta ${t} Pipes`,
    ]);
    expect(await names(`search=${t}&plan=silver`)).toEqual([`beta ${t} Pipes`, `Gamma ${t} Gym`]);
    expect(await names(`search=${t}&category=Plumbers&plan=silver`)).toEqual([`beta ${t} Pipes`]);

    // The same businesses as the Businesses tab shows for these filters.
    const list = await admin.device.request(`${BASE}?search=${t}&plan=silver`);
    const page = (await list.json()) as Page<AdminBusiness>;
    expect(page.items.map((i) => i.name).sort()).toEqual(
      (await names(`search=${t}&plan=silver`)).sort(),
    );

    expect(
      await statusAndMessageOf(await admin.device.request(`${BASE}/export.csv?plan=platinum`)),
    ).toEqual({ status: 400, message: 'Plan must be free, silver or texas_gold.' });
    // Paging is not part of an export.
    expect(await names(`search=${t}&limit=1&offset=2`)).toHaveLength(3);
  });

  it('pages through more than one query, every business once, even when all names are equal', async () => {
    const t = tag();
    await ensureCategories(database.db);
    const count = EXPORT_PAGE_SIZE + 50;
    await database.db.insert(businesses).values(
      Array.from({ length: count }, (_, i) => ({
        slug: `same-${t}-${i}`,
        // One lower(name) for all: only the id orders them.
        name: i % 2 ? `Same ${t}` : `SAME ${t}`,
        city: `Town ${i}`,
      })),
    );
    const rows = csvRows((await exportCsv(`search=${t}`)).text);
    expect(rows).toHaveLength(count);
    expect(new Set(rows.map((cells) => cells[3])).size).toBe(count);
    expect((await auditOf(t)).map((row) => row.metadata)).toMatchObject([
      { rows: count, completed: true },
    ]);
  });

  it('writes one audit row per export with the format, the filters and the row count', async () => {
    const t = tag();
    await createBusiness(database.db, { name: `Audit ${t} Cafe`, category: 'Restaurants' });
    await createBusiness(database.db, { name: `Audit ${t} Gym`, category: 'Gyms' });
    await exportCsv(`search=${t}&category=Restaurants`);
    await admin.device.request(`${BASE}/export.xlsx?search=${t}`).then((res) => res.arrayBuffer());

    expect((await auditOf(t)).map((row) => row.metadata)).toEqual([
      {
        format: 'csv',
        filters: { search: t, category: 'Restaurants', plan: null },
        rows: 1,
        completed: true,
        before: null,
        after: null,
      },
      {
        format: 'xlsx',
        filters: { search: t, category: null, plan: null },
        rows: 2,
        completed: true,
        before: null,
        after: null,
      },
    ]);
    const [who] = await queryRows<{ email: string }>(
      database.db,
      sql`select u.email from security_events e join users u on u.id = e.actor_user_id
          where e.action = 'admin_businesses_exported' and e.metadata->'filters'->>'search' = ${t}
          limit 1`,
    );
    expect(who.email).toBe(admin.account.email);
  });
});

describe('exporting the directory as Excel', () => {
  it('writes one bold-headed sheet whose cells read back as the CSV values, numbers as numbers', async () => {
    const t = tag();
    await trickyBusiness(t);
    await createBusiness(database.db, { name: `Zeta ${t} Shop`, category: 'Shopping' });
    const res = await admin.device.request(`${BASE}/export.xlsx?search=${t}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="bcs-local-businesses-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Businesses']);
    const sheet = workbook.getWorksheet('Businesses') as ExcelJS.Worksheet;
    expect(sheet.rowCount).toBe(3);
    const cellsOf = (n: number) =>
      IMPORT_COLUMNS.map((_, i) => sheet.getRow(n).getCell(i + 1).value ?? null);
    expect(cellsOf(1)).toEqual([...IMPORT_COLUMNS]);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.getRow(2).getCell(1).font?.bold).toBeFalsy();

    const tricky = cellsOf(2);
    expect(tricky).toEqual([
      `'=HYPERLINK("x") ${t}`,
      'Restaurants',
      '12 Main St, Suite 3',
      'Bryan',
      'TX',
      '77801',
      "'+1 979 555 0100",
      'https://tricky.example',
      null,
      'Café crème, "the best"\nin town',
      12,
      4.5,
      null,
      'Mon-Fri: 9AM-5PM',
      true,
      30.6744,
      -96.37,
    ]);
    // The same values as the CSV export of the same filters.
    const csv = csvRows((await exportCsv(`search=${t}`)).text);
    for (const [i, row] of csv.entries()) {
      expect(cellsOf(i + 2).map((cell) => (cell === null ? '' : String(cell)))).toEqual(row);
    }
  });
});

describe('the memory an Excel export takes', () => {
  it('finds the stream exceljs writes a sheet through, which the export waits on', () => {
    // If an exceljs upgrade moves it, the export stops waiting and buffers the whole sheet.
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: new PassThrough() });
    const sheet = workbook.addWorksheet('Businesses');
    expect(sheetEntryStream(sheet)?._writableState).toHaveProperty('needDrain');
  });
});

describe('a client that leaves', () => {
  it.each(['csv', 'xlsx'])(
    'stops the %s export and records it as not completed',
    async (format) => {
      const t = tag();
      await ensureCategories(database.db);
      // Text that hardly compresses, more than the server buffers ahead of a client.
      await database.db.insert(businesses).values(
        Array.from({ length: 600 }, (_, i) => ({
          slug: `long-${t}-${i}`,
          name: `Long ${t} ${i}`,
          city: 'Bryan',
          description: randomBytes(1500).toString('hex'),
        })),
      );
      const res = await admin.device.request(`${BASE}/export.${format}?search=${t}`);
      const reader = (res.body as ReadableStream<Uint8Array>).getReader();
      await reader.read();
      await reader.cancel();

      await expect
        .poll(async () => (await auditOf(t)).map((row) => row.metadata))
        .toMatchObject([{ format, completed: false }]);
    },
  );
});

describe('who may export', () => {
  it('refuses signed-out callers and business owners', async () => {
    for (const path of [`${BASE}/export.csv`, `${BASE}/export.xlsx`]) {
      expect((await app.request(path)).status).toBe(401);
    }
    const owner = await signedInOwner(app);
    for (const path of [`${BASE}/export.csv`, `${BASE}/export.xlsx`]) {
      expect((await owner.device.request(path)).status).toBe(403);
    }
  });
});
