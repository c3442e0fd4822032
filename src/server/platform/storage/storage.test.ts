/**
 * The storage contract, run against both drivers: the local directory and an
 * S3-compatible bucket (s3rver, started here). Then a whole photo upload with
 * the app configured for the bucket: the browser reads the photo from it. Last, the
 * clean-up of stored files no row names (stored-files.ts), in both, through the
 * features' own uploads.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { PhotoUploaded } from '#domain/photos.js';
import { loadConfig } from '../../config.js';
import { businessPhotos, jobApplications } from '../../db/schema/index.js';
import { resumeFiles } from '../../features/jobs/job-applications.service.js';
import { photoFiles } from '../../features/photos/photo-files.service.js';
import { Device, ownerWithBusiness, signedInAdmin } from '../../test/accounts.js';
import { solveCaptcha } from '../../test/captcha.js';
import { createJob } from '../../test/factories.js';
import { pictureOf } from '../../test/images.js';
import { createTestContext } from '../../test/test-app.js';
import { removeOrphanFiles } from '../stored-files.js';
import { createStorage } from './create-storage.js';
import { newObjectKey, type Storage } from './storage.js';

const BUCKET = 'bcs-test';
const SWEPT_BUCKET = 'bcs-swept';
const s3Dir = mkdtempSync(join(tmpdir(), 'bcs-s3-'));
const s3rver = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: s3Dir,
  configureBuckets: [
    { name: BUCKET, configs: [] },
    // The clean-up's own: it lists whole areas, and must not meet the other tests' files.
    { name: SWEPT_BUCKET, configs: [] },
  ],
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

  it('lists an area’s objects under a prefix, with when each was written', async () => {
    const folder = `list-${randomBytes(4).toString('hex')}`;
    const before = Date.now();
    await storage.put('private', `${folder}/a.pdf`, Buffer.from('a'), 'application/pdf');
    await storage.put('private', `${folder}/deeper/b.pdf`, Buffer.from('b'), 'application/pdf');
    await storage.put('public', `${folder}/c.webp`, Buffer.from('c'), 'image/webp');
    await storage.put('private', `${folder}-other/d.pdf`, Buffer.from('d'), 'application/pdf');
    const listed = async (area: 'public' | 'private', prefix: string) => {
      const objects = [];
      for await (const object of storage.list(area, prefix)) objects.push(object);
      return objects.sort((x, y) => x.key.localeCompare(y.key));
    };

    const privates = await listed('private', `${folder}/`);
    expect(privates.map((o) => o.key)).toEqual([`${folder}/a.pdf`, `${folder}/deeper/b.pdf`]);
    for (const { lastModified } of privates) {
      // S3 keeps whole seconds.
      expect(lastModified.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(lastModified.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    }
    expect((await listed('public', `${folder}/`)).map((o) => o.key)).toEqual([`${folder}/c.webp`]);
    expect(await listed('private', `${folder}-none/`)).toEqual([]);
    expect((await listed('private', '')).map((o) => o.key)).toEqual(
      expect.arrayContaining([`${folder}/a.pdf`, `${folder}-other/d.pdf`]),
    );
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

const HOUR = 60 * 60_000;
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe.each([
  ['the local directory', {}],
  ['an S3 bucket', { ...s3Env, S3_BUCKET: SWEPT_BUCKET }],
] as [string, Record<string, string>][])('the clean-up of stored files in %s', (_, env) => {
  it('removes files an hour old that no row places in their area, and nothing else', async () => {
    const ctx = await createTestContext(env);
    const { db } = ctx.database;
    const storage = createStorage(loadConfig({ DATA_DIR: ctx.dataDir, ...env }));
    const admin = await signedInAdmin(ctx.app, ctx);
    const owner = await ownerWithBusiness(ctx.app, db, { plan: 'texas_gold' });
    const businessId = owner.business.id;
    const upload = async (device: Device, path: string) => {
      const form = new FormData();
      form.append('photo', new Blob([new Uint8Array(await pictureOf('png'))]), 'sign.png');
      form.append('businessId', businessId);
      const res = await device.upload(path, form);
      expect(res.status).toBe(201);
      const { photo } = (await res.json()) as PhotoUploaded;
      const [row] = await db.select().from(businessPhotos).where(eq(businessPhotos.id, photo.id));
      return row;
    };
    const pending = await upload(owner.device, '/api/portal/photos');
    const byAdmin = await upload(admin.device, '/api/admin/photos');
    const approved = await upload(owner.device, '/api/portal/photos');
    expect((await admin.device.post(`/api/admin/photos/${approved.id}/approve`, {})).status).toBe(
      200,
    );
    const job = await createJob(db, businessId);
    const form = new FormData();
    form.append(
      'application',
      JSON.stringify({
        fullName: 'Sam',
        email: 'sam@example.com',
        captcha: await solveCaptcha(ctx.app),
      }),
    );
    form.append('resume', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'cv.pdf');
    expect(
      (await new Device(ctx.app).upload(`/api/jobs/${job.id}/applications`, form)).status,
    ).toBe(201);
    const [application] = await db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.jobId, job.id));
    const resume = application.resumePath as string;

    // What crashes leave: a pending photo's public copy (an unmoderated image anyone
    // could load), an approved photo's private copy, an upload and a resume whose rows
    // never committed. And files that are nobody's rows: the seed's drawings.
    const orphans: ['public' | 'private', string][] = [
      ['public', pending.storagePath],
      ['private', byAdmin.storagePath],
      ['public', newObjectKey(businessId, 'webp')],
      ['private', newObjectKey(`resumes/${job.id}`, 'pdf')],
    ];
    const notOurs: ['public' | 'private', string][] = [
      ['public', 'strip/strip-1.webp'],
      ['public', `businesses/${businessId}/cover.webp`],
      ['private', 'notes/readme.txt'],
    ];
    for (const [area, key] of [...orphans, ...notOurs]) {
      await storage.put(area, key, Buffer.from('left behind'), 'application/octet-stream');
    }
    const live: ['public' | 'private', string][] = [
      ['private', pending.storagePath],
      ['private', pending.thumbnailStoragePath as string],
      ['public', byAdmin.storagePath],
      ['public', approved.storagePath],
      ['public', approved.thumbnailStoragePath as string],
      ['private', resume],
    ];
    const owners = [photoFiles({ db }), resumeFiles({ db })];
    const exists = async ([area, key]: ['public' | 'private', string]) =>
      (await storage.get(area, key)) !== null;

    // Young files may still be on their way to a row: nothing goes.
    expect(await removeOrphanFiles({ storage, logger: ctx.logger, owners })).toEqual({
      removed: 0,
    });
    const later = new Date(Date.now() + 2 * HOUR);
    expect(await removeOrphanFiles({ storage, logger: ctx.logger, owners, now: later })).toEqual({
      removed: orphans.length,
    });
    for (const file of orphans)
      expect({ file, exists: await exists(file) }).toEqual({ file, exists: false });
    for (const file of [...live, ...notOurs])
      expect({ file, exists: await exists(file) }).toEqual({ file, exists: true });
    expect(
      ctx.logs
        .filter((line) => line.msg === 'orphan files removed')
        .map(({ owner, area, removed }) => ({ owner, area, removed })),
    ).toEqual(
      expect.arrayContaining([
        { owner: 'photos', area: 'public', removed: 2 },
        { owner: 'photos', area: 'private', removed: 1 },
        { owner: 'resumes', area: 'private', removed: 1 },
      ]),
    );
    // What the owner and the public see is whole.
    expect((await owner.device.request(`/api/photos/${pending.id}/file`)).status).toBe(200);
    const { items } = (await (await owner.device.request('/api/portal/photos')).json()) as {
      items: { id: string; url: string }[];
    };
    for (const photo of items.filter((item) => item.id !== pending.id)) {
      const res = photo.url.startsWith('http')
        ? await fetch(photo.url)
        : await new Device(ctx.app).request(photo.url);
      expect({ url: photo.url, status: res.status }).toEqual({ url: photo.url, status: 200 });
    }

    // Most files without rows is a server on the wrong database, not a crash: all stay.
    const many = Array.from({ length: 12 }, () => newObjectKey(`resumes/${job.id}`, 'pdf'));
    for (const key of many) await storage.put('private', key, PDF, 'application/pdf');
    expect(await removeOrphanFiles({ storage, logger: ctx.logger, owners, now: later })).toEqual({
      removed: 0,
    });
    for (const key of many) expect(await exists(['private', key])).toBe(true);
    expect(
      ctx.logs.filter(
        (line) => line.msg === 'stored files without rows left alone: too many for a crash',
      ),
    ).toEqual([
      expect.objectContaining({ owner: 'resumes', area: 'private', orphans: 12, files: 13 }),
    ]);
  });
});
