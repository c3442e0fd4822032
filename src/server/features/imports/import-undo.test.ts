/**
 * The business import through the HTTP API: undoing a batch.
 */
import { ilike } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ImportBatchView } from '#domain/imports.js';
import { businesses } from '../../db/schema/index.js';
import { errorOf } from '../../test/accounts.js';
import { createBusiness } from '../../test/factories.js';
import { importsTestSetup } from './imports.test-setup.js';

const { db, admin, tag, importViaApi, businessNamed } = await importsTestSetup();

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
