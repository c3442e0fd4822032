import { describe, expect, it } from 'vitest';
import type { BusinessProfile } from '#domain/businesses.js';
import { type Photo, photoMessages } from '#domain/photos.js';
import { loadConfig } from '../../config.js';
import { createStorage } from '../../platform/storage/create-storage.js';
import { Device, errorOf, ownerWithBusiness } from '../../test/accounts.js';
import { createBusiness, createPhoto } from '../../test/factories.js';
import { pictureOf } from '../../test/images.js';
import { privatizeUnapprovedPhotos } from './photo-files.service.js';
import { photosTestSetup } from './photos.test-setup.js';

const { ctx, app, dataDir, db, admin, ...photos } = await photosTestSetup();

describe('unapproved photos are private (issue 31)', () => {
  it('shows a pending photo to its owner and admins only; approval publishes it, rejection keeps it private', async () => {
    const owner = await ownerWithBusiness(app, db, { plan: 'silver' });
    const stranger = await ownerWithBusiness(app, db, { plan: 'silver' });
    const first = await photos.uploadOwnPhoto(owner.device, await pictureOf('jpeg'));
    const second = await photos.uploadOwnPhoto(owner.device, await pictureOf('png'));
    const [firstRow] = (await photos.photoRows(owner.business.id)).filter((r) => r.id === first.id);

    for (const url of [first.url, first.thumbnailUrl]) {
      expect((await owner.device.request(url)).status).toBe(200);
      expect((await admin.device.request(url)).status).toBe(200);
      expect((await new Device(app).request(url)).status).toBe(401);
      // Another owner is told it does not exist, as for a photo that never did.
      expect(await errorOf(await stranger.device.request(url))).toEqual({
        status: 404,
        code: 'not_found',
        message: photoMessages.notFound,
      });
    }
    const never = await stranger.device.request(`/api/photos/${crypto.randomUUID()}/file`);
    expect((await errorOf(never)).status).toBe(404);
    expect((await new Device(app).request(`/uploads/${firstRow.storagePath}`)).status).toBe(404);

    const approved = await admin.device.post(`/api/admin/photos/${first.id}/approve`, {});
    const published = ((await approved.json()) as { photo: Photo }).photo;
    expect(published.url).toBe(`/uploads/${firstRow.storagePath}`);
    const served = await new Device(app).request(published.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await new Device(app).request(published.thumbnailUrl)).status).toBe(200);

    await admin.device.post(`/api/admin/photos/${second.id}/reject`, { notes: 'Too dark.' });
    const mine = await photos.portalPhotos(owner.device);
    const rejected = mine.items.find((p) => p.id === second.id);
    expect(rejected?.url).toBe(`/api/photos/${second.id}/file`);
    expect((await owner.device.request(rejected?.url ?? '')).status).toBe(200);
    expect((await new Device(app).request(rejected?.url ?? '')).status).toBe(401);

    // Each row's files are in its area and nowhere else.
    const rows = await photos.photoRows(owner.business.id);
    expect(rows.map((r) => [r.id, r.storageArea]).sort()).toEqual(
      [
        [first.id, 'public'],
        [second.id, 'private'],
      ].sort(),
    );
    await photos.expectFilesMatchRows(owner.business.id);

    // Deleting the rejected photo removes its private files.
    await owner.device.request(`/api/portal/photos/${second.id}`, { method: 'DELETE' });
    await photos.expectFilesMatchRows(owner.business.id);
    expect(photos.storedFilesIn('private', owner.business.id)).toEqual([]);
  });

  it('publishes every photo a bulk approval approves', async () => {
    const owner = await ownerWithBusiness(app, db, { plan: 'texas_gold' });
    const a = await photos.uploadOwnPhoto(owner.device, await pictureOf('jpeg'));
    const b = await photos.uploadOwnPhoto(owner.device, await pictureOf('gif'));
    const res = await admin.device.post('/api/admin/photos/bulk-approve', { ids: [a.id, b.id] });
    expect(await res.json()).toEqual({ approved: 2 });
    const profile = await new Device(app).request(`/api/businesses/${owner.business.id}`);
    const shown = ((await profile.json()) as BusinessProfile).photos;
    expect(shown.map((p) => p.id).sort()).toEqual([a.id, b.id].sort());
    for (const photo of shown) {
      expect((await new Device(app).request(photo.url)).status).toBe(200);
    }
    expect(photos.storedFilesIn('private', owner.business.id)).toEqual([]);
    await photos.expectFilesMatchRows(owner.business.id);
  });

  it('moves the files of unapproved photos stored in the public area to the private one', async () => {
    const business = await createBusiness(db);
    const storage = createStorage(loadConfig({ DATA_DIR: dataDir }));
    const stored = async (approvalStatus: 'pending' | 'rejected' | 'approved') => {
      const key = `${business.id}/${approvalStatus}.webp`;
      const thumb = `${business.id}/${approvalStatus}_thumb.webp`;
      await storage.put('public', key, await pictureOf('webp'), 'image/webp');
      await storage.put('public', thumb, await pictureOf('webp'), 'image/webp');
      return createPhoto(db, business.id, {
        approvalStatus,
        storageArea: 'public',
        storagePath: key,
        filePath: `/uploads/${key}`,
        thumbnailStoragePath: thumb,
        thumbnailPath: `/uploads/${thumb}`,
      });
    };
    const pending = await stored('pending');
    const rejected = await stored('rejected');
    const approved = await stored('approved');

    const moved = await privatizeUnapprovedPhotos({ db, storage, logger: ctx.logger });
    expect(moved).toBeGreaterThanOrEqual(2);
    const rows = await photos.photoRows(business.id);
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(pending.id)).toMatchObject({
      storageArea: 'private',
      filePath: `/api/photos/${pending.id}/file`,
      thumbnailPath: `/api/photos/${pending.id}/thumbnail`,
    });
    expect(byId.get(rejected.id)?.storageArea).toBe('private');
    expect(byId.get(approved.id)).toMatchObject({
      storageArea: 'public',
      filePath: approved.filePath,
    });
    expect((await new Device(app).request(pending.filePath)).status).toBe(404);
    expect((await new Device(app).request(approved.filePath)).status).toBe(200);
    expect((await admin.device.request(`/api/photos/${pending.id}/file`)).status).toBe(200);
    await photos.expectFilesMatchRows(business.id);
    // Nothing is left to move.
    expect(await privatizeUnapprovedPhotos({ db, storage, logger: ctx.logger })).toBe(0);
  });
});
