import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { photoLimitMessage, photoMessages } from '#domain/photos.js';
import { Device, errorOf, ownerWithBusiness } from '../../test/accounts.js';
import { createBusiness, createPhoto } from '../../test/factories.js';
import {
  HTML_PAGE,
  PHP_AS_JPEG,
  phoneJpegWithGps,
  pictureOf,
  pngDeclaring,
  SVG_WITH_SCRIPT,
} from '../../test/images.js';
import { photosTestSetup } from './photos.test-setup.js';

const { app, db, admin, ...photos } = await photosTestSetup();

describe('owner uploads', () => {
  it('stores a clean WebP, pending and private, without EXIF or GPS', async () => {
    const owner = await ownerWithBusiness(app, db);
    const photo = await photos.uploadOwnPhoto(owner.device, await phoneJpegWithGps());

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
    const [row] = await photos.photoRows(owner.business.id);
    expect(row.storagePath).toMatch(new RegExp(`^${owner.business.id}/\\d+-[0-9a-f]{12}\\.webp$`));
    expect(row.storageArea).toBe('private');
    expect(photos.storedFilesIn('public', owner.business.id)).toEqual([]);
    await photos.expectFilesMatchRows(owner.business.id);

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

    expect(await photos.portalPhotos(owner.device)).toMatchObject({
      plan: 'free',
      limit: 1,
      used: 1,
      items: [{ id: photo.id, status: 'pending', isPublic: false }],
    });
    // Pending photos are not public.
    expect(await photos.publicPhotoIds(owner.business.id)).toEqual([]);
    expect(await photos.auditActions(photo.id)).toEqual(['photo_uploaded']);
  });

  it('holds the plan limit, counting pending and approved photos but not rejected ones', async () => {
    const owner = await ownerWithBusiness(app, db);
    await createPhoto(db, owner.business.id, { approvalStatus: 'rejected' });
    await photos.uploadOwnPhoto(owner.device, await pictureOf('png'));

    const refused = await photos.uploadOwn(owner.device, await pictureOf('png'));
    expect(await errorOf(refused)).toEqual({
      status: 409,
      code: 'conflict',
      message: photoLimitMessage('free'),
    });
    expect(photoLimitMessage('free')).toBe(
      'Your Texas Basic plan allows 1 photo. Delete a photo or upgrade your plan to add more.',
    );
    await photos.expectFilesMatchRows(owner.business.id);
  });

  it('lets only one of several uploads racing for the last slot win', async () => {
    const owner = await ownerWithBusiness(app, db, { plan: 'silver' });
    await createPhoto(db, owner.business.id);
    await createPhoto(db, owner.business.id, { approvalStatus: 'pending' });
    const picture = await pictureOf('jpeg');

    const answers = await Promise.all(
      Array.from({ length: 5 }, () => photos.uploadOwn(owner.device, picture)),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const rows = await photos.photoRows(owner.business.id);
    expect(rows).toHaveLength(3);
    // The two rows made by the factory have no files; the winner has both of its own.
    const winner = rows.find((r) => r.thumbnailStoragePath);
    expect(photos.storedFilesIn('private', owner.business.id)).toHaveLength(2);
    expect(winner).toBeDefined();
  });

  it('refuses every bad file with a clear message and stores nothing', async () => {
    const owner = await ownerWithBusiness(app, db, { plan: 'texas_gold' });
    const jpeg = await pictureOf('jpeg');
    const cases: [string, FormData | undefined, number, string][] = [
      [
        'PHP named x.jpg',
        photos.photoForm([{ bytes: PHP_AS_JPEG, name: 'x.jpg' }]),
        400,
        photoMessages.fileNotImage,
      ],
      [
        'SVG with a script',
        photos.photoForm([{ bytes: SVG_WITH_SCRIPT, name: 'logo.svg', type: 'image/svg+xml' }]),
        400,
        photoMessages.fileNotImage,
      ],
      [
        'HTML page',
        photos.photoForm([{ bytes: HTML_PAGE, name: 'page.html', type: 'text/html' }]),
        400,
        photoMessages.fileNotImage,
      ],
      [
        'HTML page renamed .jpg',
        photos.photoForm([{ bytes: HTML_PAGE, name: 'photo.jpg', type: 'image/jpeg' }]),
        400,
        photoMessages.fileNotImage,
      ],
      [
        // A few KB that would decode to 400 MB: refused from the header alone.
        '20000x20000 PNG of a few KB',
        photos.photoForm([{ bytes: pngDeclaring(20_000), name: 'bomb.png' }]),
        400,
        photoMessages.fileTooManyPixels,
      ],
      [
        '50000x50000 PNG',
        photos.photoForm([{ bytes: pngDeclaring(50_000), name: 'bomb.png' }]),
        400,
        photoMessages.fileTooManyPixels,
      ],
      [
        'truncated JPEG',
        photos.photoForm([{ bytes: jpeg.subarray(0, jpeg.length / 2) }]),
        400,
        photoMessages.fileNotImage,
      ],
      [
        '0-byte file',
        photos.photoForm([{ bytes: Buffer.alloc(0) }]),
        400,
        photoMessages.fileNotImage,
      ],
      [
        '11 MB file',
        photos.photoForm([{ bytes: Buffer.alloc(11 * 1024 * 1024, 0xff) }]),
        413,
        photoMessages.fileTooLarge,
      ],
      [
        '20 files in one request',
        photos.photoForm(Array.from({ length: 20 }, () => ({ bytes: jpeg }))),
        400,
        photoMessages.oneFilePerRequest,
      ],
      ['no file', photos.photoForm([]), 400, photoMessages.selectValid],
    ];
    for (const [label, form, status, message] of cases) {
      const res = await owner.device.upload('/api/portal/photos', form as FormData);
      expect({ label, ...(await errorOf(res)) }).toMatchObject({ label, status, message });
    }
    const json = await owner.device.post('/api/portal/photos', { photo: 'x' });
    expect(json.status).toBe(415);

    expect(await photos.photoRows(owner.business.id)).toEqual([]);
    expect(photos.storedFiles(owner.business.id)).toEqual([]);
  });

  it('deletes its own photo and its files; another business’s photo is not found', async () => {
    const owner = await ownerWithBusiness(app, db, { plan: 'silver' });
    const photo = await photos.uploadOwnPhoto(owner.device, await pictureOf('gif'));
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
    expect(await photos.photoRows(other.id)).toHaveLength(1);

    const res = await owner.device.request(`/api/portal/photos/${photo.id}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Photo deleted successfully' });
    expect(await photos.photoRows(owner.business.id)).toEqual([]);
    expect(photos.storedFiles(owner.business.id)).toEqual([]);
    expect(await photos.auditActions(photo.id)).toEqual(['photo_deleted', 'photo_uploaded']);
  });

  it('is for owners only', async () => {
    const signedOut = await new Device(app).request('/api/portal/photos');
    expect(signedOut.status).toBe(401);
    const asAdmin = await admin.device.request('/api/portal/photos');
    expect(asAdmin.status).toBe(403);
  });
});
