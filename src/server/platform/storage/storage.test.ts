/**
 * The storage contract, run against both drivers: the local directory and an
 * S3-compatible bucket (s3rver, started here). Then a whole photo upload with
 * the app configured for the bucket: the browser reads the photo from it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { PhotoUploaded } from '../../../domain/photos.js';
import { loadConfig } from '../../config.js';
import { businessPhotos } from '../../db/schema/index.js';
import { Device, ownerWithBusiness, signedInAdmin } from '../../test/accounts.js';
import { pictureOf } from '../../test/images.js';
import { createTestContext } from '../../test/test-app.js';
import { createStorage } from './create-storage.js';
import { newObjectKey, type Storage } from './storage.js';

const BUCKET = 'bcs-test';
const s3Dir = mkdtempSync(join(tmpdir(), 'bcs-s3-'));
const s3rver = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: s3Dir,
  configureBuckets: [{ name: BUCKET, configs: [] }],
});
const { port } = await s3rver.run();
const s3Env = {
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: `http://127.0.0.1:${port}`,
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
};
const localDir = mkdtempSync(join(tmpdir(), 'bcs-local-'));
afterAll(async () => {
  await s3rver.close();
  rmSync(s3Dir, { recursive: true, force: true });
  rmSync(localDir, { recursive: true, force: true });
});

const drivers: [string, Storage][] = [
  ['local', createStorage(loadConfig({ DATA_DIR: localDir }))],
  ['s3', createStorage(loadConfig({ DATA_DIR: localDir, ...s3Env }))],
];

describe.each(drivers)('the %s driver', (driver, storage) => {
  it('stores, reads and removes objects in both areas, and never overwrites a key', async () => {
    expect(storage.driver).toBe(driver);
    const key = newObjectKey('a1b2c3d4-0000-4000-8000-000000000000', 'webp');
    expect(key).toMatch(/^a1b2c3d4-0000-4000-8000-000000000000\/\d+-[0-9a-f]{12}\.webp$/);
    expect(newObjectKey('x', 'webp')).not.toBe(newObjectKey('x', 'webp'));

    await storage.put('public', key, Buffer.from('public bytes'), 'image/webp');
    await storage.put('private', key, Buffer.from('private bytes'), 'image/webp');
    expect((await storage.get('public', key))?.body.toString()).toBe('public bytes');
    expect((await storage.get('private', key))?.body.toString()).toBe('private bytes');

    await storage.remove('public', key);
    expect(await storage.get('public', key)).toBeNull();
    expect((await storage.get('private', key))?.body.toString()).toBe('private bytes');
    await storage.remove('private', key);
    await storage.remove('private', key); // removing twice is fine
  });

  it('refuses keys that would leave their area', async () => {
    for (const key of ['../etc/passwd', 'a/../../b', '/abs', 'a//b', '']) {
      await expect(storage.put('public', key, Buffer.from('x'), 'text/plain')).rejects.toThrow(
        /unsafe storage key/,
      );
    }
  });
});

describe('the local driver', () => {
  it('never overwrites a key', async () => {
    const [, local] = drivers[0];
    await local.put('public', 'fixed/name.webp', Buffer.from('first'), 'image/webp');
    await expect(
      local.put('public', 'fixed/name.webp', Buffer.from('second'), 'image/webp'),
    ).rejects.toThrow();
    expect((await local.get('public', 'fixed/name.webp'))?.body.toString()).toBe('first');
  });

  it('serves the public area only', async () => {
    const ctx = await createTestContext();
    const storage = createStorage(loadConfig({ DATA_DIR: ctx.dataDir }));
    await storage.put('public', 'p/photo.webp', await pictureOf('webp'), 'image/webp');
    await storage.put('private', 'resumes/cv.pdf', Buffer.from('%PDF-1.7'), 'application/pdf');
    const device = new Device(ctx.app);
    expect((await device.request('/uploads/p/photo.webp')).status).toBe(200);
    for (const path of [
      '/uploads/resumes/cv.pdf',
      '/uploads/../private/resumes/cv.pdf',
      '/uploads/%2e%2e/private/resumes/cv.pdf',
      '/private/resumes/cv.pdf',
    ]) {
      expect({ path, status: (await device.request(path)).status }).toEqual({ path, status: 404 });
    }
  });
});

describe('photos in an S3 bucket', () => {
  it('uploads to the bucket’s private area; once approved the photo is read from its public address', async () => {
    const ctx = await createTestContext(s3Env);
    const owner = await ownerWithBusiness(ctx.app, ctx.database.db);
    const admin = await signedInAdmin(ctx.app, ctx);
    const bucket = createStorage(loadConfig({ DATA_DIR: localDir, ...s3Env }));
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(await pictureOf('png'))]), 'sign.png');
    const res = await owner.device.upload('/api/portal/photos', form);
    expect(res.status).toBe(201);
    const pending = ((await res.json()) as PhotoUploaded).photo;
    const [row] = await ctx.database.db
      .select()
      .from(businessPhotos)
      .where(eq(businessPhotos.id, pending.id));
    // Pending: in the bucket's private area, shown to its owner through the app only.
    expect(await bucket.get('private', row.storagePath)).not.toBeNull();
    expect(await bucket.get('public', row.storagePath)).toBeNull();
    expect((await fetch(bucket.publicUrl(row.storagePath))).status).toBe(404);
    const shown = await owner.device.request(pending.url);
    expect(shown.status).toBe(200);
    expect((await sharp(Buffer.from(await shown.arrayBuffer())).metadata()).format).toBe('webp');

    const approved = await admin.device.post(`/api/admin/photos/${pending.id}/approve`, {});
    const { photo } = (await approved.json()) as PhotoUploaded;
    expect(await bucket.get('private', row.storagePath)).toBeNull();
    expect(photo.url).toMatch(
      new RegExp(
        `^http://127\\.0\\.0\\.1:${port}/${BUCKET}/public/${owner.business.id}/.+\\.webp$`,
      ),
    );

    const fromBucket = await fetch(photo.url);
    expect(fromBucket.status).toBe(200);
    expect(fromBucket.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(Buffer.from(await fromBucket.arrayBuffer())).metadata();
    expect(metadata.format).toBe('webp');
    // Nothing of it is on the local disk.
    expect((await new Device(ctx.app).request(new URL(photo.url).pathname)).status).toBe(404);

    const deleted = await owner.device.request(`/api/portal/photos/${photo.id}`, {
      method: 'DELETE',
    });
    expect(deleted.status).toBe(200);
    expect((await fetch(photo.url)).status).toBe(404);
    expect((await fetch(photo.thumbnailUrl)).status).toBe(404);
  });

  it('lets pages load images from the bucket under the content security policy', async () => {
    const ctx = await createTestContext(s3Env);
    const res = await new Device(ctx.app).request('/robots.txt');
    expect(res.headers.get('content-security-policy')).toContain(
      `img-src 'self' data: blob: http://127.0.0.1:${port}`,
    );
  });
});
