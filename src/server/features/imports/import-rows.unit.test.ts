import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  HEADER_ALIASES,
  IMPORT_COLUMNS,
  type ImportColumn,
  normalizeHeader,
} from '#domain/imports.js';
import { mappingOf, readRow, unmappedHeaders } from './import-rows.js';
import { readTable } from './read-table.js';

const fixture = (fileName: string) => ({
  fileName,
  bytes: new Uint8Array(readFileSync(new URL(`./fixtures/${fileName}`, import.meta.url))),
});

/** One row read with headers named after the columns themselves. */
function readCells(cells: Partial<Record<ImportColumn, string>>) {
  const headers = Object.keys(cells);
  return readRow(Object.values(cells) as string[], headers, mappingOf(headers));
}

/** Every row of a fixture file, read with the mapping its own headers give. */
async function readFixtureRows(fileName: string) {
  const table = await readTable(fixture(fileName));
  const mapping = mappingOf(table.headers);
  return table.rows.map((cells) => readRow(cells, table.headers, mapping));
}

function reasonOf(cells: Partial<Record<ImportColumn, string>>): string | null {
  const read = readCells(cells);
  return read.ok ? null : read.reason;
}

describe('mappingOf', () => {
  it('maps every alias of every column, in any case and spacing', async () => {
    const { headers } = await readTable(fixture('aliases.csv'));
    const spelled = new Map<ImportColumn, string[]>();
    for (const header of headers) {
      const [column] = Object.entries(mappingOf([header])).map(([, c]) => c);
      expect(column, header).not.toBeNull();
      spelled.set(column!, [...(spelled.get(column!) ?? []), normalizeHeader(header)]);
    }
    for (const column of IMPORT_COLUMNS) {
      expect(spelled.get(column), column).toEqual(HEADER_ALIASES[column]);
    }
  });

  it('fills each column from the first header naming it', async () => {
    const { headers } = await readTable(fixture('aliases.csv'));
    const mapping = mappingOf(headers);
    expect(Object.entries(mapping).filter(([, column]) => column !== null)).toEqual([
      ['Name', 'name'],
      ['CATEGORY', 'category'],
      ['Address', 'address'],
      ['City', 'city'],
      ['State', 'state'],
      ['ZIP Code', 'zip_code'],
      ['Phone', 'phone'],
      ['Website', 'website'],
      ['Email', 'email'],
      ['Description', 'description'],
      ['Reviews', 'reviews'],
      ['Rating', 'rating'],
      ['Years In Business', 'years_in_business'],
      ['Hours', 'hours'],
      ['GBP Set Up', 'gbp_set_up'],
      ['Latitude', 'latitude'],
      ['Longitude', 'longitude'],
    ]);
    expect(mapping['Business Name']).toBeNull();
    expect(mapping.lon).toBeNull();
  });

  it("lets the admin's choices win, and ignore a header", () => {
    const headers = ['Name', 'Company', 'Town', 'Notes'];
    const mapping = mappingOf(headers, { Company: 'name', Town: 'city', Notes: null });
    expect(mapping).toEqual({ Name: null, Company: 'name', Town: 'city', Notes: null });
    expect(unmappedHeaders(headers, mapping)).toEqual(['Name', 'Notes']);
  });

  it('lists the headers nothing matched, once each and without blanks', () => {
    const headers = ['Name', 'Owner', '', 'Owner', 'constructor'];
    const mapping = mappingOf(headers);
    expect(unmappedHeaders(headers, mapping)).toEqual(['Owner', 'constructor']);
  });
});

describe('readRow', () => {
  it('reads every column of a file with every alias', async () => {
    const [first, second] = await readFixtureRows('aliases.csv');
    expect(first).toEqual({
      ok: true,
      row: {
        name: 'Aggieland Tacos',
        category: 'Restaurants',
        address: '123 Main St',
        city: 'Bryan',
        state: 'TX',
        zip_code: '77801',
        phone: '(979) 555-0101',
        website: 'https://aggielandtacos.com',
        email: 'hola@aggielandtacos.com',
        description: 'Tacos al pastor',
        reviews: 1234,
        rating: 4.5,
        years_in_business: 12,
        hours: 'Mon-Sat 7-3',
        gbp_set_up: true,
        latitude: 30.6744,
        longitude: -96.3698,
      },
      present: new Set(IMPORT_COLUMNS),
    });
    expect(second.ok && second.row).toMatchObject({
      name: 'Bryan Massage',
      category: 'Massage Parlors',
      reviews: null,
      rating: null,
      latitude: null,
      gbp_set_up: false,
    });
  });

  it('reads a spreadsheet row and leaves out the columns the file lacks', async () => {
    const read = (await readFixtureRows('listings.xlsx'))[1];
    expect(read).toEqual({
      ok: true,
      row: {
        name: 'Kyle Field Plumbing',
        category: 'Plumbers',
        address: null,
        city: null,
        state: null,
        zip_code: null,
        phone: null,
        website: null,
        email: null,
        description: 'Leaks fixed fast',
        reviews: null,
        rating: 0.3,
        years_in_business: 3,
        hours: null,
        gbp_set_up: false,
        latitude: null,
        longitude: null,
      },
      present: new Set([
        'name',
        'category',
        'city',
        'rating',
        'reviews',
        'years_in_business',
        'website',
        'gbp_set_up',
        'description',
      ]),
    });
  });

  it('spells categories as the directory does', () => {
    const category = (value: string) => {
      const read = readCells({ name: 'A', category: value });
      return read.ok ? read.row.category : read.reason;
    };
    expect(category('restaurant')).toBe('Restaurants');
    expect(category('massage')).toBe('Massage Parlors');
    expect(category('  PLUMBERS ')).toBe('Plumbers');
    expect(category('')).toBeNull();
    expect(category('Spaceships')).toBe("Unknown category 'Spaceships'");
  });

  it('gives the first problem as the reason, with the name when there is one', () => {
    expect(readCells({ name: 'Bad Mail', email: 'not-an-email' })).toEqual({
      ok: false,
      name: 'Bad Mail',
      reason: 'Please enter a valid email address',
    });
    expect(reasonOf({ name: 'A', rating: '7' })).toBe('Rating must be a number from 0 to 5');
    expect(reasonOf({ name: 'A', reviews: '-3' })).toBe(
      'Reviews must be a number from 0 to 10000000',
    );
    expect(reasonOf({ name: 'A', latitude: 'north' })).toBe(
      'Latitude must be a number from -90 to 90',
    );
    expect(readCells({ name: '', category: 'Spaceships', rating: '9' })).toEqual({
      ok: false,
      name: null,
      reason: "Unknown category 'Spaceships'",
    });
  });

  it('reads empty numbers as null and yes/no as true/false', () => {
    const read = readCells({
      name: 'A',
      rating: '',
      reviews: ' ',
      years_in_business: '',
      gbp_set_up: 'Yes',
    });
    expect(read.ok && read.row).toMatchObject({
      rating: null,
      reviews: null,
      years_in_business: null,
      gbp_set_up: true,
    });
    const no = readCells({ name: 'A', gbp_set_up: 'no' });
    expect(no.ok && no.row.gbp_set_up).toBe(false);
    const absent = readCells({ name: 'A' });
    expect(absent.ok && absent.row.gbp_set_up).toBeNull();
  });

  it('returns ok with no name: the caller decides to skip it', () => {
    const read = readCells({ name: '  ', city: 'Bryan' });
    expect(read.ok && read.row).toMatchObject({ name: null, city: 'Bryan' });
  });

  it('restores neutralized formulas and keeps HTML and SQL as plain text', async () => {
    const rows = await readFixtureRows('quoted.csv');
    expect(rows.map((r) => r.ok && [r.row.name, r.row.description, r.row.phone])).toEqual([
      ['Kyle\'s "Best" BBQ', 'Brisket, ribs, and sides', '(979) 555-0102'],
      ['Aggieland Tacos', 'Line one\nLine two', '979-555-0103'],
      ['Formula Text', "=cmd|' /C calc'!A0", '+1 979 555 0104'],
      ['<script>alert(1)</script>', "Robert'); DROP TABLE businesses;--", null],
      ['Long Row', 'Too many cells', '555'],
    ]);
  });

  it('fills a column once when two headers have the same text', () => {
    const headers = ['Name', 'City', 'Name'];
    const read = readRow(['First', 'Bryan', 'Second'], headers, mappingOf(headers));
    expect(read.ok && read.row.name).toBe('First');
  });
});
