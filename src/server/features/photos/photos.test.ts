/**
 * Issue 9 through the HTTP API: owner uploads within the plan's limit, admin
 * moderation and uploads, primary photos, plan changes, and every bad input of
 * the issue refused with no file left without its row or row without its file.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { BusinessCard, BusinessProfile } from '#domain/businesses.js';
import type { Page } from '#domain/paging.js';
import {
  type AdminPhoto,
  type Photo,
  type PhotoUploaded,
  type PortalPhotos,
  photoLimitMessage,
  photoMessages,
} from '#domain/photos.js';
import { loadConfig } from '../../config.js';
import { businessPhotos, securityEvents } from '../../db/schema/index.js';
import { createStorage } from '../../platform/storage/create-storage.js';
import type { StorageArea } from '../../platform/storage/storage.js';
import { Device, errorOf, ownerWithBusiness, signedInAdmin } from '../../test/accounts.js';
import { createBusiness, createPhoto } from '../../test/factories.js';
import {
  PHP_AS_JPEG,
  phoneJpegWithGps,
  pictureOf,
  pngDeclaring,
  SVG_WITH_SCRIPT,
} from '../../test/images.js';
import { createTestContext } from '../../test/test-app.js';
import { privatizeUnapprovedPhotos } from './photo-files.service.js';

const ctx = await createTestContext();
const { app, database, dataDir } = ctx;
const { db } = database;
const admin = await signedInAdmin(app, ctx);

function photoForm(
  files: { bytes: Buffer; name?: string; type?: string }[],
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    form.append(
      'photo',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/jpeg' }),
      file.name ?? 'photo.jpg',
    );
  }
  return form;
}

const uploadOwn = (device: Device, bytes: Buffer, name = 'storefront.jpg') =>
  device.upload('/api/portal/photos', photoForm([{ bytes, name }]));

const uploadAsAdmin = (businessId: string, bytes: Buffer) =>
  admin.device.upload('/api/admin/photos', photoForm([{ bytes }], { businessId }));

async function uploadedPhoto(res: Response) {
  expect(res.status).toBe(201);
  return ((await res.json()) as PhotoUploaded).photo;
}

async function portalPhotos(device: Device): Promise<PortalPhotos> {
  const res = await device.request('/api/portal/photos');
  expect(res.status).toBe(200);
  return res.json();
}

async function publicPhotoIds(businessId: string): Promise<string[]> {
  const res = await new Device(app).request(`/api/businesses/${businessId}`);
  const business = (await res.json()) as BusinessProfile;
  return business.photos.map((p) => p.id);
}

/** The stored files of a business in one area, display copies and thumbnails. */
function storedFilesIn(area: StorageArea, businessId: string): string[] {
  const folder = join(dataDir, area === 'public' ? 'uploads' : 'private', businessId);
  return existsSync(folder) ? readdirSync(folder).sort() : [];
}

/** The stored files of a business in both areas. */
function storedFiles(businessId: string): string[] {
  return [...storedFilesIn('public', businessId), ...storedFilesIn('private', businessId)];
}

async function photoRows(businessId: string) {
  return db.select().from(businessPhotos).where(eq(businessPhotos.businessId, businessId));
}

/**
 * Every uploaded row's two files exist in the area the row names, and no file in
 * either area lacks its row (factory rows have no files).
 */
async function expectFilesMatchRows(businessId: string) {
  const rows = (await photoRows(businessId)).filter((r) => r.storagePath.startsWith(businessId));
  for (const area of ['public', 'private'] as const) {
    const expected = rows
      .filter((r) => r.storageArea === area)
      .flatMap((r) => [r.storagePath, r.thumbnailStoragePath ?? '']);
    expect({
      area,
      files: storedFilesIn(area, businessId).map((f) => `${businessId}/${f}`),
    }).toEqual({ area, files: expected.sort() });
  }
}

async function auditActions(resourceId: string) {
  const rows = await db
    .select({ action: securityEvents.action, actor: securityEvents.actorUserId })
    .from(securityEvents)
    .where(eq(securityEvents.resourceId, resourceId));
  return rows.map((r) => r.action).sort();
}

describe('owner uploads', () => {
  it('stores a clean WebP, pending and private, without EXIF or GPS', async () => {
    const owner = await ownerWithBusiness(app, db);
    const photo = await uploadedPhoto(await uploadOwn(owner.device, await phoneJpegWithGps()));

    expect(photo).toMatchObject({
      businessId: owner.business.id,
      status: 'pending',
      isPrimary: false,
      fileName: 'storefront.jpg',
      width: 200,
      height: 400,
    });
    expect(photo.url).toBe(`/api/photos/${photo.id}/file`);
    expect(photo.thumbnailUrl).toBe(`/api/photos/${photo.id}/thumbnail`);
    const [row] = await photoRows(owner.business.id);
    expect(row.storagePath).toMatch(new RegExp(`^${owner.business.id}/\\d+-[0-9a-f]{12}\\.webp$`));
    expect(row.storageArea).toBe('private');
    expect(storedFilesIn('public', owner.business.id)).toEqual([]);
    await expectFilesMatchRows(owner.business.id);

    // Its owner sees it, never cached; nobody reads the file itself.
    const served = await owner.device.request(photo.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('private, no-store');
    const bytes = Buffer.from(await served.arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('TestPhone'))).toBe(false);
    expect((await owner.device.request(photo.thumbnailUrl)).status).toBe(200);
    expect((await new Device(app).request(`/uploads/${row.storagePath}`)).status).toBe(404);

    expect(await portalPhotos(owner.device)).toMatchObject({
      plan: 'free',
      limit: 1,
      used: 1,
      items: [{ id: photo.id, status: 'pending', isPublic: false }],
    });
    // Pending photos are not public.
    expect(await publicPhotoIds(owner.business.id)).toEqual([]);
    expect(await auditActions(photo.id)).toEqual(['photo_uploaded']);
  });

  it('holds the plan limit, counting pending and approved photos but not rejected ones', async () => {
    const owner = await ownerWithBusiness(app, db);
    await createPhoto(db, owner.business.id, { approvalStatus: 'rejected' });
    await uploadedPhoto(await uploadOwn(owner.device, await pictureOf('png')));

    const refused = await uploadOwn(owner.device, await pictureOf('png'));
    expect(await errorOf(refused)).toEqual({
      status: 409,
      code: 'conflict',
      message: photoLimitMessage('free'),
    });
    expect(photoLimitMessage('free')).toBe(
      'Your Texas Basic plan allows 1 photo. Delete a photo or upgrade your plan to add more.',
    );
    await expectFilesMatchRows(owner.business.id);
  });

  it('lets only one of several uploads racing for the last slot win', async () => {
    const owner = await ownerWithBusiness(app, db, { plan: 'silver' });
    await createPhoto(db, owner.business.id);
    await createPhoto(db, owner.business.id, { approvalStatus: 'pending' });
    const picture = await pictureOf('jpeg');

    const answers = await Promise.all(
      Array.from({ length: 5 }, () => uploadOwn(owner.device, picture)),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const rows = await photoRows(owner.business.id);
    expect(rows).toHaveLength(3);
    // The two rows made by the factory have no files; the winner has both of its own.
    const winner = rows.find((r) => r.thumbnailStoragePath);
    expect(storedFilesIn('private', owner.business.id)).toHaveLength(2);
    expect(winner).toBeDefined();
  });

  it('refuses every bad file with a clear message and stores nothing', async () => {
    const owner = await ownerWithBusiness(app, db, { plan: 'texas_gold' });
    const jpeg = await pictureOf('jpeg');
    const cases: [string, FormData | undefined, number, string][] = [
      [
        'PHP named x.jpg',
        photoForm([{ bytes: PHP_AS_JPEG, name: 'x.jpg' }]),
        400,
        photoMessages.fileNotImage,
      ],
      [
        'SVG with a script',
        photoForm([{ bytes: SVG_WITH_SCRIPT, name: 'logo.svg', type: 'image/svg+xml' }]),
        400,
        photoMessages.fileNotImage,
      ],
      [
        '50000x50000 PNG',
        photoForm([{ bytes: pngDeclaring(50_000), name: 'bomb.png' }]),
        400,
        photoMessages.fileTooManyPixels,
      ],
      [
        'truncated JPEG',
        photoForm([{ bytes: jpeg.subarray(0, jpeg.length / 2) }]),
        400,
        photoMessages.fileNotImage,
      ],
      ['0-byte file', photoForm([{ bytes: Buffer.alloc(0) }]), 400, photoMessages.fileNotImage],
      [
        '11 MB file',
        photoForm([{ bytes: Buffer.alloc(11 * 1024 * 1024, 0xff) }]),
        413,
        photoMessages.fileTooLarge,
      ],
      [
        '20 files in one request',
        photoForm(Array.from({ length: 20 }, () => ({ bytes: jpeg }))),
        400,
        photoMessages.oneFilePerRequest,
      ],
      ['no file', photoForm([]), 400, photoMessages.selectValid],
    ];
    for (const [label, form, status, message] of cases) {
      const res = await owner.device.upload('/api/portal/photos', form as FormData);
      expect({ label, ...(await errorOf(res)) }).toMatchObject({ label, status, message });
    }
    const json = await owner.device.post('/api/portal/photos', { photo: 'x' });
    expect(json.status).toBe(415);

    expect(await photoRows(owner.business.id)).toEqual([]);
    expect(storedFiles(owner.business.id)).toEqual([]);
  });

  it('deletes its own photo and its files; another business’s photo is not found', async () => {
    const owner = await ownerWithBusiness(app, db, { plan: 'silver' });
    const photo = await uploadedPhoto(await uploadOwn(owner.device, await pictureOf('gif')));
    const other = await createBusiness(db);
    const theirs = await createPhoto(db, other.id);

    const notYours = await owner.device.request(`/api/portal/photos/${theirs.id}`, {
      method: 'DELETE',
    });
    expect(await errorOf(notYours)).toEqual({
      status: 404,
      code: 'not_found',
      message: photoMessages.notFound,
    });
    expect(await photoRows(other.id)).toHaveLength(1);

    const res = await owner.device.request(`/api/portal/photos/${photo.id}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Photo deleted successfully' });
    expect(await photoRows(owner.business.id)).toEqual([]);
    expect(storedFiles(owner.business.id)).toEqual([]);
    expect(await auditActions(photo.id)).toEqual(['photo_deleted', 'photo_uploaded']);
  });

  it('is for owners only', async () => {
    const signedOut = await new Device(app).request('/api/portal/photos');
    expect(signedOut.status).toBe(401);
    const asAdmin = await admin.device.request('/api/portal/photos');
    expect(asAdmin.status).toBe(403);
  });
});

describe('admin moderation', () => {
  it('approves one and rejects one with a note: the profile shows exactly the approved one', async () => {
    const owner = await ownerWithBusiness(app, db, { plan: 'silver' });
    const first = await uploadedPhoto(await uploadOwn(owner.device, await pictureOf('jpeg')));
    const second = await uploadedPhoto(await uploadOwn(owner.device, await pictureOf('png')));

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

    expect(await publicPhotoIds(owner.business.id)).toEqual([first.id]);
    const mine = await portalPhotos(owner.device);
    expect(mine.used).toBe(1);
    expect(mine.items.find((p) => p.id === second.id)).toMatchObject({
      status: 'rejected',
      adminNotes: 'Blurry, please retake in daylight.',
      isPublic: false,
    });
    expect(await auditActions(first.id)).toEqual(['admin_photo_approved', 'photo_uploaded']);
    expect(await auditActions(second.id)).toEqual(['admin_photo_rejected', 'photo_uploaded']);
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

    const statuses = (await photoRows(business.id)).map((r) => r.approvalStatus).sort();
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
    const photo = await uploadedPhoto(await uploadAsAdmin(business.id, await pictureOf('webp')));
    expect(photo.status).toBe('approved');
    expect(await auditActions(photo.id)).toEqual(['admin_photo_uploaded']);

    const primary = await admin.device.post(`/api/admin/photos/${photo.id}/primary`, {});
    expect(await primary.json()).toEqual({ message: photoMessages.primarySet });
    expect((await publicPhotoIds(business.id))[0]).toBe(photo.id);
    expect((await photoRows(business.id)).find((r) => r.id === older.id)?.isPrimary).toBe(false);

    const search = await new Device(app).request(
      `/api/businesses/search?${new URLSearchParams({ q: business.name })}`,
    );
    const cards = (await search.json()) as Page<BusinessCard>;
    expect(cards.items.find((card) => card.id === business.id)?.image).toBe(photo.url);
  });

  it('lists photos by business name, then newest, and refuses a business that does not exist', async () => {
    const zed = await createBusiness(db, { name: `Zed Photos ${Date.now()}` });
    const abe = await createBusiness(db, { name: `Abe Photos ${Date.now()}` });
    await uploadedPhoto(await uploadAsAdmin(zed.id, await pictureOf('jpeg')));
    await uploadedPhoto(await uploadAsAdmin(abe.id, await pictureOf('jpeg')));
    const res = await admin.device.request('/api/admin/photos?limit=100');
    const names = ((await res.json()) as Page<AdminPhoto>).items.map((p) => p.businessName);
    expect(names.indexOf(abe.name)).toBeLessThan(names.indexOf(zed.name));

    const missing = await uploadAsAdmin(
      '00000000-0000-4000-8000-000000000000',
      await pictureOf('jpeg'),
    );
    expect(await errorOf(missing)).toMatchObject({
      status: 404,
      message: photoMessages.businessNotFound,
    });
    const badId = await admin.device.upload(
      '/api/admin/photos',
      photoForm([{ bytes: await pictureOf('jpeg') }], { businessId: 'x' }),
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
    const primaries = (await photoRows(business.id)).filter((r) => r.isPrimary).map((r) => r.id);
    expect(primaries).toEqual([earliest.id]);
  });

  it('deletes a photo and its files, and a deleted business takes its files along', async () => {
    const business = await createBusiness(db, { plan: 'silver' });
    const one = await uploadedPhoto(await uploadAsAdmin(business.id, await pictureOf('jpeg')));
    await uploadedPhoto(await uploadAsAdmin(business.id, await pictureOf('png')));
    expect(storedFiles(business.id)).toHaveLength(4);

    const res = await admin.device.request(`/api/admin/photos/${one.id}`, { method: 'DELETE' });
    expect(await res.json()).toEqual({ message: photoMessages.deleted });
    await expectFilesMatchRows(business.id);
    expect(storedFiles(business.id)).toHaveLength(2);
    expect(await auditActions(one.id)).toEqual(['admin_photo_deleted', 'admin_photo_uploaded']);

    const gone = await admin.device.request(`/api/admin/businesses/${business.id}`, {
      method: 'DELETE',
    });
    expect(gone.status).toBe(200);
    expect(storedFiles(business.id)).toEqual([]);
  });
});

describe('unapproved photos are private (issue 31)', () => {
  it('shows a pending photo to its owner and admins only; approval publishes it, rejection keeps it private', async () => {
    const owner = await ownerWithBusiness(app, db, { plan: 'silver' });
    const stranger = await ownerWithBusiness(app, db, { plan: 'silver' });
    const first = await uploadedPhoto(await uploadOwn(owner.device, await pictureOf('jpeg')));
    const second = await uploadedPhoto(await uploadOwn(owner.device, await pictureOf('png')));
    const [firstRow] = (await photoRows(owner.business.id)).filter((r) => r.id === first.id);

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
    const mine = await portalPhotos(owner.device);
    const rejected = mine.items.find((p) => p.id === second.id);
    expect(rejected?.url).toBe(`/api/photos/${second.id}/file`);
    expect((await owner.device.request(rejected?.url ?? '')).status).toBe(200);
    expect((await new Device(app).request(rejected?.url ?? '')).status).toBe(401);

    // Each row's files are in its area and nowhere else.
    const rows = await photoRows(owner.business.id);
    expect(rows.map((r) => [r.id, r.storageArea]).sort()).toEqual(
      [
        [first.id, 'public'],
        [second.id, 'private'],
      ].sort(),
    );
    await expectFilesMatchRows(owner.business.id);

    // Deleting the rejected photo removes its private files.
    await owner.device.request(`/api/portal/photos/${second.id}`, { method: 'DELETE' });
    await expectFilesMatchRows(owner.business.id);
    expect(storedFilesIn('private', owner.business.id)).toEqual([]);
  });

  it('publishes every photo a bulk approval approves', async () => {
    const owner = await ownerWithBusiness(app, db, { plan: 'texas_gold' });
    const a = await uploadedPhoto(await uploadOwn(owner.device, await pictureOf('jpeg')));
    const b = await uploadedPhoto(await uploadOwn(owner.device, await pictureOf('gif')));
    const res = await admin.device.post('/api/admin/photos/bulk-approve', { ids: [a.id, b.id] });
    expect(await res.json()).toEqual({ approved: 2 });
    const profile = await new Device(app).request(`/api/businesses/${owner.business.id}`);
    const photos = ((await profile.json()) as BusinessProfile).photos;
    expect(photos.map((p) => p.id).sort()).toEqual([a.id, b.id].sort());
    for (const photo of photos) {
      expect((await new Device(app).request(photo.url)).status).toBe(200);
    }
    expect(storedFilesIn('private', owner.business.id)).toEqual([]);
    await expectFilesMatchRows(owner.business.id);
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
    const rows = await photoRows(business.id);
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
    await expectFilesMatchRows(business.id);
    // Nothing is left to move.
    expect(await privatizeUnapprovedPhotos({ db, storage, logger: ctx.logger })).toBe(0);
  });
});

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
