/**
 * The business import through the HTTP API: a batch whose process died mid-import is
 * found and finished or rolled back.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type ImportBatchView, importMessages } from '#domain/imports.js';
import { withAdvisoryLock } from '../../db/advisory-lock.js';
import { openPostgres } from '../../db/client.js';
import { importBatches, importRows } from '../../db/schema/index.js';
import { createLogger } from '../../platform/logger.js';
import { errorOf } from '../../test/accounts.js';
import { createBusiness } from '../../test/factories.js';
import { recoverInterruptedImports } from './import-batches.service.js';
import { planImport } from './import-plan.service.js';
import { runImport } from './imports.service.js';
import { importsTestSetup } from './imports.test-setup.js';
import { readTable } from './read-table.js';

const { ctx, db, admin, tag, importViaApi, businessNamed } = await importsTestSetup();

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
