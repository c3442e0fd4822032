import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { BusinessProfile } from '#domain/businesses.js';
import type { PhotoUploaded, PortalPhotos } from '#domain/photos.js';
import { businessPhotos, securityEvents } from '../../db/schema/index.js';
import type { StorageArea } from '../../platform/storage/storage.js';
import { adminTestContext, Device } from '../../test/accounts.js';

/**
 * What the photo API test files share: their own database and app (call once per file,
 * at module level), a signed-in admin, and helpers that upload, list and look at the
 * stored files and rows.
 */
export async function photosTestSetup() {
  const ctx = await adminTestContext();
  const { app, database, dataDir, admin } = ctx;
  const { db } = database;

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

  /** Uploads as the owner on `device` and returns the stored photo. */
  const uploadOwnPhoto = async (device: Device, bytes: Buffer) =>
    uploadedPhoto(await uploadOwn(device, bytes));

  /** Uploads as the admin for `businessId` and returns the stored photo. */
  const uploadAdminPhoto = async (businessId: string, bytes: Buffer) =>
    uploadedPhoto(await uploadAsAdmin(businessId, bytes));

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
  return {
    ...ctx,
    ctx,
    db,
    photoForm,
    uploadOwn,
    uploadAsAdmin,
    uploadOwnPhoto,
    uploadAdminPhoto,
    portalPhotos,
    publicPhotoIds,
    storedFilesIn,
    storedFiles,
    photoRows,
    expectFilesMatchRows,
    auditActions,
  };
}
