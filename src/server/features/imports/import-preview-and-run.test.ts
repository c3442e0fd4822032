/**
 * The business import through the HTTP API: the preview, the import itself, and who may
 * run either.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ImportPreview } from '#domain/imports.js';
import { businesses } from '../../db/schema/index.js';
import { Device, errorOf, signedInOwner } from '../../test/accounts.js';
import { auditRowsOf, createBusiness, linkOwnerToBusiness } from '../../test/factories.js';
import { importsTestSetup } from './imports.test-setup.js';

const { app, db, admin, tag, formOf, preview, importViaApi, businessNamed, batchRow, rowActions } =
  await importsTestSetup();

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
    expect(await batchRow(result.batchId)).toMatchObject({
      fileName: 'Pasted CSV',
      source: 'web',
      status: 'done',
      createdCount: 2,
      updatedCount: 1,
      skippedCount: 1,
      errorCount: 1,
    });
    expect(await rowActions(result.batchId)).toEqual([
      [2, 'create'],
      [3, 'create'],
      [4, 'update'],
      [5, 'error'],
      [6, 'skip'],
    ]);
    const audit = await auditRowsOf(db, 'admin_businesses_imported', result.batchId);
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
