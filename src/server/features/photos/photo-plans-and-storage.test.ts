/**
 * Issue 9 through the HTTP API: photos over a lower plan's limit hidden and shown
 * again, and no stored file left behind when the database step fails.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ownerWithBusiness } from '../../test/accounts.js';
import { createPhoto } from '../../test/factories.js';
import { pictureOf } from '../../test/images.js';
import { createTestContext } from '../../test/test-app.js';
import { photosTestSetup } from './photos.test-setup.js';

const { app, db, admin, photoForm, portalPhotos, publicPhotoIds, photoRows } =
  await photosTestSetup();

describe('plan changes', () => {
  it('hides photos over a lower limit (primary and newest kept) and shows them again on upgrade', async () => {
    const owner = await ownerWithBusiness(app, db, { plan: 'texas_gold' });
    const id = owner.business.id;
    const primary = await createPhoto(db, id, {
      isPrimary: true,
      createdAt: new Date('2026-01-01'),
    });
    const newest = await createPhoto(db, id, { createdAt: new Date('2026-05-01') });
    await createPhoto(db, id, { createdAt: new Date('2026-03-01') });
    await createPhoto(db, id, { createdAt: new Date('2026-02-01') });
    expect(await publicPhotoIds(id)).toHaveLength(4);

    const setPlan = (plan: string) =>
      admin.device.post(`/api/admin/businesses/${id}/plan`, { plan, paymentMethod: 'manual' });
    expect((await setPlan('silver')).status).toBe(200);
    expect(await publicPhotoIds(id)).toEqual([primary.id, newest.id, expect.any(String)]);
    expect((await setPlan('free')).status).toBe(200);
    expect(await publicPhotoIds(id)).toEqual([primary.id]);
    const mine = await portalPhotos(owner.device);
    expect(mine.items.filter((p) => p.isPublic).map((p) => p.id)).toEqual([primary.id]);
    expect(mine).toMatchObject({ limit: 1, used: 4 });
    expect(await photoRows(id)).toHaveLength(4);

    expect((await setPlan('texas_gold')).status).toBe(200);
    expect(await publicPhotoIds(id)).toHaveLength(4);
  });
});

describe('storage failures', () => {
  it('removes the stored files when the database step fails', async () => {
    const broken = await createTestContext();
    const owner = await ownerWithBusiness(broken.app, broken.database.db, { plan: 'silver' });
    await broken.database.db.execute(sql`
      create function refuse_photo() returns trigger language plpgsql as
        $$ begin raise exception 'disk full'; end $$;
      create trigger refuse_photo before insert on business_photos
        for each row execute function refuse_photo();`);

    const res = await owner.device.upload(
      '/api/portal/photos',
      photoForm([{ bytes: await pictureOf('jpeg') }]),
    );
    expect(res.status).toBe(500);
    expect(existsSync(join(broken.dataDir, 'private', owner.business.id))).toBe(true);
    expect(readdirSync(join(broken.dataDir, 'private', owner.business.id))).toEqual([]);
  });
});
