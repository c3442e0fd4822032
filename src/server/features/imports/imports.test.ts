/**
 * Issue 12 through the API: preview (a dry run), import with streamed progress,
 * duplicates, undo, the spec's messages, and who may import.
 */
import { and, eq, ilike } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  type ImportBatchView,
  type ImportPreview,
  type ImportProgressLine,
  importMessages,
} from '#domain/imports.js';
import { withAdvisoryLock } from '../../db/advisory-lock.js';
import { openPostgres } from '../../db/client.js';
import { businesses, importBatches, importRows, securityEvents } from '../../db/schema/index.js';
import { createLogger } from '../../platform/logger.js';
import { Device, errorOf, signedInAdmin, signedInOwner } from '../../test/accounts.js';
import { createBusiness, linkOwnerToBusiness } from '../../test/factories.js';
import { createTestContext } from '../../test/test-app.js';
import { recoverInterruptedImports } from './import-batches.service.js';
import { planImport } from './import-plan.service.js';
import { runImport } from './imports.service.js';
import { readTable } from './read-table.js';

const ctx = await createTestContext();
const { app, database } = ctx;
const { db } = database;
const admin = await signedInAdmin(app, ctx);
const tag = () => Math.random().toString(36).slice(2, 7);

function formOf(input: { text?: string; file?: File; mapping?: object }) {
  const form = new FormData();
  if (input.text !== undefined) form.set('text', input.text);
  if (input.file) form.set('file', input.file);
  if (input.mapping) form.set('mapping', JSON.stringify(input.mapping));
  return form;
}

async function preview(input: Parameters<typeof formOf>[0], device = admin.device) {
  return device.upload('/api/admin/imports/preview', formOf(input));
}

/** Runs an import and reads its NDJSON stream: the progress lines and the last line. */
async function importViaApi(input: Parameters<typeof formOf>[0]) {
  const res = await admin.device.upload('/api/admin/imports', formOf(input));
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('application/x-ndjson');
  const lines = (await res.text())
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as ImportProgressLine);
  const last = lines.at(-1);
  if (last?.type !== 'result') throw new Error(`import ended with ${JSON.stringify(last)}`);
  return { progress: lines.filter((l) => l.type === 'progress'), result: last.result };
}

async function businessNamed(name: string) {
  const [row] = await db.select().from(businesses).where(eq(businesses.name, name));
  return row;
}

describe('preview and import', () => {
  it('previews creates, an update, a skip and an error without writing, then imports exactly those rows', async () => {
    const t = tag();
    const existing = await createBusiness(db, {
      name: `Brazos Pizza ${t}`,
      city: 'Bryan',
      category: 'Restaurants',
      phone: '(979) 555-0100',
      hours: 'Daily 11-9',
      plan: 'silver',
    });
    const owner = await signedInOwner(app);
    await linkOwnerToBusiness(db, { email: owner.email, businessId: existing.id });
    const csv = [
      'Business Name,Category,City,Phone Number,Rating,Favorite Color,GBP Setup',
      `"Aggieland Tacos ${t}, LLC",restaurant,College Station,(979) 555-0111,4.5,blue,yes`,
      `Northgate Gym ${t},Gyms,College Station,,,green,no`,
      `brazos pizza ${t},Restaurants,bryan,(979) 555-0199,4.8,red,`,
      `Moon Base ${t},Spaceships,Bryan,,,,`,
      ',Plumbers,Bryan,,,,',
    ].join('\n');

    const res = await preview({ text: csv });
    expect(res.status).toBe(200);
    const shown = (await res.json()) as ImportPreview;
    expect(shown.counts).toEqual({ create: 2, update: 1, skip: 1, error: 1 });
    expect(shown.unmapped).toEqual(['Favorite Color']);
    expect(shown.rows).toEqual([
      expect.objectContaining({ line: 2, action: 'create', name: `Aggieland Tacos ${t}, LLC` }),
      expect.objectContaining({ line: 3, action: 'create' }),
      expect.objectContaining({ line: 4, action: 'update', name: `brazos pizza ${t}` }),
      expect.objectContaining({
        line: 5,
        action: 'error',
        reason: "Unknown category 'Spaceships'",
      }),
      expect.objectContaining({ line: 6, action: 'skip', reason: 'No name' }),
    ]);
    expect(await businessNamed(`Northgate Gym ${t}`)).toBeUndefined();

    const { progress, result } = await importViaApi({ text: csv });
    expect(progress.at(-1)).toEqual({ type: 'progress', done: 5, total: 5 });
    expect(result).toMatchObject({
      counts: { create: 2, update: 1, skip: 1, error: 1 },
      imported: 3,
      errors: [`Failed to import Moon Base ${t}: Unknown category 'Spaceships'`],
    });

    const tacos = await businessNamed(`Aggieland Tacos ${t}, LLC`);
    expect(tacos).toMatchObject({
      category: 'Restaurants',
      city: 'College Station',
      rating: 4.5,
      gbpSetUp: true,
      plan: 'free',
      paymentMethod: 'admin_import',
      state: 'TX',
    });
    expect(tacos.slug).toBe(`aggieland-tacos-${t}-llc`);
    // The update wrote the file's columns only: name, owner, plan and hours stay.
    const [updated] = await db.select().from(businesses).where(eq(businesses.id, existing.id));
    expect(updated).toMatchObject({
      name: `Brazos Pizza ${t}`,
      phone: '(979) 555-0199',
      rating: 4.8,
      hours: 'Daily 11-9',
      plan: 'silver',
      gbpSetUp: false,
    });
    const [batch] = await db
      .select()
      .from(importBatches)
      .where(eq(importBatches.id, result.batchId));
    expect(batch).toMatchObject({
      fileName: 'Pasted CSV',
      source: 'web',
      status: 'done',
      createdCount: 2,
      updatedCount: 1,
      skippedCount: 1,
      errorCount: 1,
    });
    const rows = await db.select().from(importRows).where(eq(importRows.batchId, result.batchId));
    expect(rows.map((r) => [r.line, r.action]).sort()).toEqual([
      [2, 'create'],
      [3, 'create'],
      [4, 'update'],
      [5, 'error'],
      [6, 'skip'],
    ]);
    const audit = await db
      .select()
      .from(securityEvents)
      .where(
        and(
          eq(securityEvents.action, 'admin_businesses_imported'),
          eq(securityEvents.resourceId, result.batchId),
        ),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0].metadata).toMatchObject({ counts: { create: 2, update: 1 } });

    // New businesses are searchable at once.
    const search = await new Device(app).request(
      `/api/businesses/search?q=${encodeURIComponent(`Northgate Gym ${t}`)}`,
    );
    expect(JSON.stringify(await search.json())).toContain(`Northgate Gym ${t}`);
  });

  it('maps a column by hand, skips a second copy of a row, and keeps HTML, SQL and formulas as text', async () => {
    const t = tag();
    const csv = [
      'Company,Town,Notes',
      `<b>Bold ${t}</b>,Bryan,"'; DROP TABLE businesses; --"`,
      `<b>Bold ${t}</b>,Bryan,again`,
      `"'=HYPERLINK(""x"") ${t}",Bryan,`,
    ].join('\n');
    const unmapped = (await (await preview({ text: csv })).json()) as ImportPreview;
    expect(unmapped.unmapped).toEqual(['Company', 'Town', 'Notes']);
    const mapping = { Company: 'name', Town: 'city', Notes: 'description' };
    const mapped = (await (await preview({ text: csv, mapping })).json()) as ImportPreview;
    expect(mapped.counts).toEqual({ create: 2, update: 0, skip: 1, error: 0 });
    expect(mapped.rows[1]).toMatchObject({
      action: 'skip',
      reason: 'Same name and city as line 2',
    });

    await importViaApi({ text: csv, mapping });
    expect(await businessNamed(`<b>Bold ${t}</b>`)).toMatchObject({
      description: "'; DROP TABLE businesses; --",
    });
    expect(await businessNamed(`=HYPERLINK("x") ${t}`)).toBeDefined();
    expect((await preview({ text: csv, mapping: { Company: 'rank' } })).status).toBe(400);
  });

  it("answers the spec's messages for empty, header-only and unreadable input", async () => {
    const cases: [Parameters<typeof formOf>[0], string][] = [
      [{ text: '   \n ' }, 'Please paste your CSV data first.'],
      [{ text: 'name,city\n' }, 'No valid business data found in CSV.'],
      [{ text: 'name,city\n,Bryan\n' }, 'No valid business data found in CSV.'],
      [
        { file: new File([new Uint8Array([0, 159, 146, 150, 0, 1, 2, 3, 255, 254])], 'junk.csv') },
        'This file is not a CSV or Excel file that can be read.',
      ],
      [{ file: new File(['name\nA'], 'listing.pdf') }, 'Please select a valid CSV or Excel file.'],
    ];
    for (const [input, message] of cases) {
      expect(await errorOf(await preview(input))).toMatchObject({ status: 400, message });
      expect(
        await errorOf(await admin.device.upload('/api/admin/imports', formOf(input))),
      ).toMatchObject({ status: 400, message });
    }
  });
});

describe('a row the database refuses', () => {
  it('fails alone: a business added or deleted between preview and import is an error, the rows written with it go in', async () => {
    const t = tag();
    const gone = await createBusiness(db, { name: `Gone Soon ${t}`, city: 'Bryan' });
    const names = [`Early Bird ${t}`, `Taken Meanwhile ${t}`, `Late Owl ${t}`, `Gone Soon ${t}`];
    const table = await readTable({
      fileName: 'four.csv',
      bytes: new TextEncoder().encode(['name,city', ...names.map((n) => `${n},Bryan`)].join('\n')),
    });
    const plan = await planImport(db, { table, fileName: 'four.csv' });
    expect(plan.counts).toMatchObject({ create: 3, update: 1 });
    await createBusiness(db, { name: `taken meanwhile ${t}`, city: 'Bryan' });
    await db.delete(businesses).where(eq(businesses.id, gone.id));

    const result = await runImport(
      { db, logger: createLogger('silent'), actorUserId: null, source: 'cli' },
      plan,
    );
    expect(result).toMatchObject({
      counts: { create: 2, update: 0, skip: 0, error: 2 },
      errors: [
        `Failed to import Taken Meanwhile ${t}: A business with this name already exists in this city.`,
        `Failed to import Gone Soon ${t}: The business was deleted during the import.`,
      ],
    });
    expect(await businessNamed(`Early Bird ${t}`)).toBeDefined();
    expect(await businessNamed(`Late Owl ${t}`)).toBeDefined();
    expect(await businessNamed(`Taken Meanwhile ${t}`)).toBeUndefined();
    const rows = await db.select().from(importRows).where(eq(importRows.batchId, result.batchId));
    expect(rows.map((r) => [r.line, r.action]).sort()).toEqual([
      [2, 'create'],
      [3, 'error'],
      [4, 'create'],
      [5, 'error'],
    ]);
  });
});

describe('round trip and limits', () => {
  it('imports its own export without changing a thing', async () => {
    const t = tag();
    const made = [
      await createBusiness(db, { name: `=SUM(A1) Roundtrip ${t}`, city: 'Bryan', rating: 4.5 }),
      await createBusiness(db, {
        name: `"Quoted", Roundtrip ${t}`,
        city: 'College Station',
        description: 'Line one\nline two, with a comma',
        gbpSetUp: true,
        rating: null,
        latitude: 30.628,
        longitude: -96.334,
      }),
    ];
    const exported = await admin.device.request(
      `/api/admin/businesses/export.csv?search=${encodeURIComponent(`Roundtrip ${t}`)}`,
    );
    expect(exported.status).toBe(200);
    const file = new File([await exported.arrayBuffer()], 'export.csv', { type: 'text/csv' });
    const shown = (await (await preview({ file })).json()) as ImportPreview;
    expect(shown.counts).toEqual({ create: 0, update: 2, skip: 0, error: 0 });
    expect(shown.unmapped).toEqual([]);

    await importViaApi({ file });
    const columns = (row: typeof businesses.$inferSelect) => {
      const { updatedAt: _u, searchVector: _s, ...rest } = row;
      return rest;
    };
    for (const before of made) {
      const [after] = await db.select().from(businesses).where(eq(businesses.id, before.id));
      expect(columns(after)).toEqual(columns(before));
    }
  });

  it('refuses a file over the size limit and a paste over the row limit, with what to do instead', async () => {
    const big = new File([new Uint8Array(21 * 1024 * 1024).fill(65)], 'huge.csv');
    expect(await errorOf(await preview({ file: big }))).toMatchObject({
      status: 413,
      message: 'The file is larger than 20 MB. Split it, or use npm run import.',
    });
    const rows = Array.from({ length: 50_001 }, (_, i) => `Row ${i},Bryan`);
    const tooMany = await preview({ text: ['name,city', ...rows].join('\n') });
    expect(await errorOf(tooMany)).toMatchObject({
      status: 400,
      message:
        'The file has 50,001 rows; the import page takes at most 50,000. Split it, or use npm run import.',
    });
  });
});

describe('undo', () => {
  it('removes created rows and restores updated ones, once, and refuses after a later change', async () => {
    const t = tag();
    await createBusiness(db, {
      name: `Kyle Field Cafe ${t}`,
      city: 'Bryan',
      phone: '(979) 555-0101',
    });
    const csv = `name,city,phone\nKyle Field Cafe ${t},Bryan,(979) 555-0202\nNew Spot ${t},Bryan,\n`;
    const { result } = await importViaApi({ text: csv });
    expect((await businessNamed(`Kyle Field Cafe ${t}`)).phone).toBe('(979) 555-0202');

    const undo = await admin.device.post(`/api/admin/imports/${result.batchId}/undo`);
    expect(undo.status).toBe(200);
    expect(await undo.json()).toEqual({ message: 'Import undone.' });
    expect((await businessNamed(`Kyle Field Cafe ${t}`)).phone).toBe('(979) 555-0101');
    expect(await businessNamed(`New Spot ${t}`)).toBeUndefined();
    expect(
      await errorOf(await admin.device.post(`/api/admin/imports/${result.batchId}/undo`)),
    ).toMatchObject({ status: 409, message: 'This import was already undone.' });

    const again = await importViaApi({ text: csv });
    await db
      .update(businesses)
      .set({ phone: '(979) 555-0303' })
      .where(ilike(businesses.name, `New Spot ${t}`));
    expect(
      await errorOf(await admin.device.post(`/api/admin/imports/${again.result.batchId}/undo`)),
    ).toMatchObject({
      status: 409,
      message: `Cannot undo: New Spot ${t} changed since this import.`,
    });
    expect(await businessNamed(`New Spot ${t}`)).toBeDefined();

    const history = (await (await admin.device.request('/api/admin/imports')).json()) as {
      items: ImportBatchView[];
    };
    expect(history.items.find((b) => b.id === result.batchId)).toMatchObject({
      counts: { create: 1, update: 1, skip: 0, error: 0 },
      actorEmail: admin.account.email,
    });
    expect(history.items.find((b) => b.id === result.batchId)?.undoneAt).not.toBeNull();
  });
});

/** What a process killed mid-import leaves: the rows it wrote, its batch still running. */
async function leaveRunning(batchId: string) {
  await db
    .update(importBatches)
    .set({
      status: 'running',
      finishedAt: null,
      createdCount: 0,
      updatedCount: 0,
      skippedCount: 0,
      errorCount: 0,
    })
    .where(eq(importBatches.id, batchId));
}

async function batchShown(batchId: string) {
  const res = await admin.device.request('/api/admin/imports');
  const { items } = (await res.json()) as { items: ImportBatchView[] };
  return items.find((batch) => batch.id === batchId);
}

describe('an import whose process died', () => {
  it('is marked interrupted with the counts of what it wrote; its undo refuses when a business was written since, and takes back nothing', async () => {
    const t = tag();
    await createBusiness(db, { name: `Old Mill ${t}`, city: 'Bryan', phone: '(979) 555-0110' });
    await createBusiness(db, { name: `Old Barn ${t}`, city: 'Bryan', phone: '(979) 555-0111' });
    const csv = [
      'name,city,phone',
      `Old Mill ${t},Bryan,(979) 555-0120`,
      `Old Barn ${t},Bryan,(979) 555-0121`,
      `New Kiln ${t},Bryan,(979) 555-0122`,
      `New Loom ${t},Bryan,(979) 555-0123`,
      `,Bryan,`,
    ].join('\n');
    const { result } = await importViaApi({ text: csv });
    await leaveRunning(result.batchId);
    expect(await batchShown(result.batchId)).toMatchObject({ status: 'running' });

    const logger = createLogger('silent');
    expect(await recoverInterruptedImports({ db, logger })).toEqual({ interrupted: 1 });
    expect(await batchShown(result.batchId)).toMatchObject({
      status: 'interrupted',
      totalRows: 5,
      counts: { create: 2, update: 2, skip: 1, error: 0 },
      undoneAt: null,
    });
    // Once is enough: the next pass finds nothing to do.
    expect(await recoverInterruptedImports({ db, logger })).toEqual({ interrupted: 0 });

    // An admin's note touches no column the import wrote: only the write itself tells.
    for (const name of [`New Kiln ${t}`, `Old Barn ${t}`]) {
      const business = await businessNamed(name);
      const edit = await admin.device.request(`/api/admin/businesses/${business.id}`, {
        method: 'PATCH',
        json: { adminNotes: 'Called them: hours confirmed.' },
      });
      expect(edit.status).toBe(200);
    }
    expect(
      await errorOf(await admin.device.post(`/api/admin/imports/${result.batchId}/undo`)),
    ).toMatchObject({
      status: 409,
      message: `Cannot undo: Old Barn ${t}, New Kiln ${t} changed since this import.`,
    });
    // All or nothing: the rows nobody touched are not taken back either.
    expect((await businessNamed(`Old Mill ${t}`)).phone).toBe('(979) 555-0120');
    expect(await businessNamed(`New Loom ${t}`)).toBeDefined();
    expect((await businessNamed(`New Kiln ${t}`)).adminNotes).toBe('Called them: hours confirmed.');
    expect(await batchShown(result.batchId)).toMatchObject({ status: 'interrupted' });
  });

  it('is undone like any other when nothing was written since', async () => {
    const t = tag();
    await createBusiness(db, { name: `Quiet Mill ${t}`, city: 'Bryan', phone: '(979) 555-0130' });
    const csv = `name,city,phone\nQuiet Mill ${t},Bryan,(979) 555-0131\nQuiet Kiln ${t},Bryan,\n`;
    const { result } = await importViaApi({ text: csv });
    await leaveRunning(result.batchId);

    // Undone before any pass has marked it: the undo sees nobody runs it.
    const undo = await admin.device.post(`/api/admin/imports/${result.batchId}/undo`);
    expect(undo.status).toBe(200);
    expect((await businessNamed(`Quiet Mill ${t}`)).phone).toBe('(979) 555-0130');
    expect(await businessNamed(`Quiet Kiln ${t}`)).toBeUndefined();
    expect(await batchShown(result.batchId)).toMatchObject({
      status: 'undone',
      counts: { create: 1, update: 1 },
    });
  });

  it('from before each row kept its write time: a created row is checked by its own creation, an updated one cannot be vouched for', async () => {
    const t = tag();
    await createBusiness(db, { name: `Legacy Mill ${t}`, city: 'Bryan' });
    const forget = async (batchId: string) => {
      await leaveRunning(batchId);
      await db.update(importRows).set({ writtenAt: null }).where(eq(importRows.batchId, batchId));
    };
    const both = await importViaApi({
      text: `name,city,phone\nLegacy Mill ${t},Bryan,(979) 555-0140\nLegacy Kiln ${t},Bryan,\n`,
    });
    await forget(both.result.batchId);
    expect(
      await errorOf(await admin.device.post(`/api/admin/imports/${both.result.batchId}/undo`)),
    ).toMatchObject({
      status: 409,
      message: `Cannot undo: Legacy Mill ${t} changed since this import.`,
    });

    const created = await importViaApi({ text: `name,city\nLegacy Loom ${t},Bryan\n` });
    await forget(created.result.batchId);
    expect(
      (await admin.device.post(`/api/admin/imports/${created.result.batchId}/undo`)).status,
    ).toBe(200);
    expect(await businessNamed(`Legacy Loom ${t}`)).toBeUndefined();
  });

  it('stays running, and cannot be undone, while its process lives: here, or another holding its lock', async () => {
    const t = tag();
    const rows = Array.from({ length: 150 }, (_, i) => `Live Row ${t} ${i},Bryan`);
    const table = await readTable({ text: ['name,city', ...rows].join('\n') });
    const plan = await planImport(db, { table, fileName: 'live.csv' });
    const logger = createLogger('silent');
    let during: { undo: Awaited<ReturnType<typeof errorOf>>; recovered: unknown } | undefined;
    const result = await runImport(
      {
        db,
        logger,
        actorUserId: null,
        source: 'cli',
        onProgress: async (done) => {
          if (done !== 100) return;
          const [running] = await db
            .select()
            .from(importBatches)
            .where(
              and(eq(importBatches.fileName, 'live.csv'), eq(importBatches.status, 'running')),
            );
          during = {
            recovered: await recoverInterruptedImports({ db, logger }),
            undo: await errorOf(await admin.device.post(`/api/admin/imports/${running.id}/undo`)),
          };
        },
      },
      plan,
    );
    expect(during).toEqual({
      recovered: { interrupted: 0 },
      undo: expect.objectContaining({ status: 409, message: importMessages.stillRunning }),
    });
    expect(result.counts.create).toBe(150);

    // Another server (its own connections) holds the batch's lock: it is alive there.
    await leaveRunning(result.batchId);
    const other = openPostgres(ctx.databaseUrl, { max: 2 });
    try {
      await withAdvisoryLock(other.db, `import-batch:${result.batchId}`, async () => {
        expect(await recoverInterruptedImports({ db, logger })).toEqual({ interrupted: 0 });
        expect(
          await errorOf(await admin.device.post(`/api/admin/imports/${result.batchId}/undo`)),
        ).toMatchObject({ status: 409, message: importMessages.stillRunning });
      });
    } finally {
      await other.close();
    }
    // That server gone, the batch is found interrupted.
    expect(await recoverInterruptedImports({ db, logger })).toEqual({ interrupted: 1 });
    expect(await batchShown(result.batchId)).toMatchObject({
      status: 'interrupted',
      counts: { create: 150 },
    });
  });
});

describe('who may import', () => {
  it('refuses signed-out callers and business owners on every import route', async () => {
    const owner = await signedInOwner(app);
    const routes: [string, string][] = [
      ['GET', '/api/admin/imports'],
      ['POST', '/api/admin/imports/preview'],
      ['POST', '/api/admin/imports'],
      ['POST', '/api/admin/imports/00000000-0000-4000-8000-000000000000/undo'],
    ];
    for (const [method, path] of routes) {
      const form = method === 'POST' ? formOf({ text: 'name\nA' }) : undefined;
      const signedOut = await new Device(app).request(path, { method, form });
      expect({ path, status: signedOut.status }).toEqual({ path, status: 401 });
      const asOwner = await owner.device.request(path, { method, form });
      expect({ path, status: asOwner.status }).toEqual({ path, status: 403 });
    }
  });
});
