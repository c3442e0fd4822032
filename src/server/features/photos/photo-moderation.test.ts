import { describe, expect, it } from 'vitest';
import type { BusinessCard } from '#domain/businesses.js';
import type { Page } from '#domain/paging.js';
import { type AdminPhoto, photoMessages } from '#domain/photos.js';
import { Device, errorOf, ownerWithBusiness } from '../../test/accounts.js';
import { createBusiness, createPhoto } from '../../test/factories.js';
import { pictureOf } from '../../test/images.js';
import { photosTestSetup } from './photos.test-setup.js';

const { app, db, admin, ...photos } = await photosTestSetup();

describe('admin moderation', () => {
  it('approves one and rejects one with a note: the profile shows exactly the approved one', async () => {
    const owner = await ownerWithBusiness(app, db, { plan: 'silver' });
    const first = await photos.uploadOwnPhoto(owner.device, await pictureOf('jpeg'));
    const second = await photos.uploadOwnPhoto(owner.device, await pictureOf('png'));

    const queue = await admin.device.request('/api/admin/photos?status=pending&limit=100');
    const pending = (await queue.json()) as Page<AdminPhoto>;
    expect(pending.items.filter((p) => p.businessId === owner.business.id)).toMatchObject([
      { id: first.id, businessName: owner.business.name, plan: 'silver' },
      { id: second.id },
    ]);

    const approved = await admin.device.post(`/api/admin/photos/${first.id}/approve`, {});
    expect(approved.status).toBe(200);
    expect(await approved.json()).toMatchObject({
      message: 'Photo approved',
      photo: { status: 'approved' },
    });
    const rejected = await admin.device.post(`/api/admin/photos/${second.id}/reject`, {
      notes: 'Blurry, please retake in daylight.',
    });
    expect(rejected.status).toBe(200);

    const again = await admin.device.post(`/api/admin/photos/${second.id}/approve`, {});
    expect(await errorOf(again)).toEqual({
      status: 409,
      code: 'conflict',
      message: photoMessages.alreadyReviewed,
    });

    expect(await photos.publicPhotoIds(owner.business.id)).toEqual([first.id]);
    const mine = await photos.portalPhotos(owner.device);
    expect(mine.used).toBe(1);
    expect(mine.items.find((p) => p.id === second.id)).toMatchObject({
      status: 'rejected',
      adminNotes: 'Blurry, please retake in daylight.',
      isPublic: false,
    });
    expect(await photos.auditActions(first.id)).toEqual(['admin_photo_approved', 'photo_uploaded']);
    expect(await photos.auditActions(second.id)).toEqual([
      'admin_photo_rejected',
      'photo_uploaded',
    ]);
  });

  it('approves in bulk, skipping photos already decided, and counts pending photos on the dashboard', async () => {
    const business = await createBusiness(db, { plan: 'texas_gold' });
    const a = await createPhoto(db, business.id, { approvalStatus: 'pending' });
    const b = await createPhoto(db, business.id, { approvalStatus: 'pending' });
    const c = await createPhoto(db, business.id, { approvalStatus: 'rejected' });

    const before = await (await admin.device.request('/api/admin/dashboard')).json();
    const res = await admin.device.post('/api/admin/photos/bulk-approve', {
      ids: [a.id, b.id, c.id],
    });
    expect(await res.json()).toEqual({ approved: 2 });
    const after = await (await admin.device.request('/api/admin/dashboard')).json();
    expect(after.notifications.photos).toBe(before.notifications.photos - 2);

    const statuses = (await photos.photoRows(business.id)).map((r) => r.approvalStatus).sort();
    expect(statuses).toEqual(['approved', 'approved', 'rejected']);

    const empty = await admin.device.post('/api/admin/photos/bulk-approve', { ids: [] });
    expect((await errorOf(empty)).status).toBe(400);
  });

  it('uploads approved photos, sets one primary: the home card and the profile show it first', async () => {
    const business = await createBusiness(db, {
      plan: 'texas_gold',
      name: `Primary Test ${Date.now()}`,
    });
    const older = await createPhoto(db, business.id, { isPrimary: true });
    const photo = await photos.uploadAdminPhoto(business.id, await pictureOf('webp'));
    expect(photo.status).toBe('approved');
    expect(await photos.auditActions(photo.id)).toEqual(['admin_photo_uploaded']);

    const primary = await admin.device.post(`/api/admin/photos/${photo.id}/primary`, {});
    expect(await primary.json()).toEqual({ message: photoMessages.primarySet });
    expect((await photos.publicPhotoIds(business.id))[0]).toBe(photo.id);
    expect((await photos.photoRows(business.id)).find((r) => r.id === older.id)?.isPrimary).toBe(
      false,
    );

    const search = await new Device(app).request(
      `/api/businesses/search?${new URLSearchParams({ q: business.name })}`,
    );
    const cards = (await search.json()) as Page<BusinessCard>;
    expect(cards.items.find((card) => card.id === business.id)?.image).toBe(photo.url);
  });

  it('lists photos by business name, then newest, and refuses a business that does not exist', async () => {
    const zed = await createBusiness(db, { name: `Zed Photos ${Date.now()}` });
    const abe = await createBusiness(db, { name: `Abe Photos ${Date.now()}` });
    await photos.uploadAdminPhoto(zed.id, await pictureOf('jpeg'));
    await photos.uploadAdminPhoto(abe.id, await pictureOf('jpeg'));
    const res = await admin.device.request('/api/admin/photos?limit=100');
    const names = ((await res.json()) as Page<AdminPhoto>).items.map((p) => p.businessName);
    expect(names.indexOf(abe.name)).toBeLessThan(names.indexOf(zed.name));

    const missing = await photos.uploadAsAdmin(
      '00000000-0000-4000-8000-000000000000',
      await pictureOf('jpeg'),
    );
    expect(await errorOf(missing)).toMatchObject({
      status: 404,
      message: photoMessages.businessNotFound,
    });
    const badId = await admin.device.upload(
      '/api/admin/photos',
      photos.photoForm([{ bytes: await pictureOf('jpeg') }], { businessId: 'x' }),
    );
    expect(await errorOf(badId)).toMatchObject({
      status: 400,
      message: photoMessages.businessIdInvalid,
    });
  });

  it('sets the earliest approved photo primary wherever none is', async () => {
    const business = await createBusiness(db);
    const earliest = await createPhoto(db, business.id, { createdAt: new Date('2026-01-01') });
    await createPhoto(db, business.id, { createdAt: new Date('2026-02-01') });
    const res = await admin.device.post('/api/admin/photos/set-primary-photos', {});
    const body = await res.json();
    expect(body.message).toBe('Primary photos have been set for all businesses');
    expect(body.updated).toBeGreaterThanOrEqual(1);
    const primaries = (await photos.photoRows(business.id))
      .filter((r) => r.isPrimary)
      .map((r) => r.id);
    expect(primaries).toEqual([earliest.id]);
  });

  it('deletes a photo and its files, and a deleted business takes its files along', async () => {
    const business = await createBusiness(db, { plan: 'silver' });
    const one = await photos.uploadAdminPhoto(business.id, await pictureOf('jpeg'));
    await photos.uploadAdminPhoto(business.id, await pictureOf('png'));
    expect(photos.storedFiles(business.id)).toHaveLength(4);

    const res = await admin.device.request(`/api/admin/photos/${one.id}`, { method: 'DELETE' });
    expect(await res.json()).toEqual({ message: photoMessages.deleted });
    await photos.expectFilesMatchRows(business.id);
    expect(photos.storedFiles(business.id)).toHaveLength(2);
    expect(await photos.auditActions(one.id)).toEqual([
      'admin_photo_deleted',
      'admin_photo_uploaded',
    ]);

    const gone = await admin.device.request(`/api/admin/businesses/${business.id}`, {
      method: 'DELETE',
    });
    expect(gone.status).toBe(200);
    expect(photos.storedFiles(business.id)).toEqual([]);
  });
});
