/**
 * The business import through the HTTP API: a row the database refuses, an export
 * imported back unchanged, and the limits on size and rows.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ImportPreview } from '#domain/imports.js';
import { businesses } from '../../db/schema/index.js';
import { createLogger } from '../../platform/logger.js';
import { errorOf } from '../../test/accounts.js';
import { createBusiness } from '../../test/factories.js';
import { planImport } from './import-plan.service.js';
import { runImport } from './imports.service.js';
import { importsTestSetup } from './imports.test-setup.js';
import { readTable } from './read-table.js';

const { db, admin, tag, preview, importViaApi, businessNamed, rowActions } =
  await importsTestSetup();

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
    expect(await rowActions(result.batchId)).toEqual([
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
