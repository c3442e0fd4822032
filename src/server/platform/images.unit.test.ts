import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  PHP_AS_JPEG,
  phoneJpegWithGps,
  pictureOf,
  pngDeclaring,
  SVG_WITH_SCRIPT,
} from '../test/images.js';
import {
  ImageRejectedError,
  photoSrcSet,
  processImage,
  sniffImageFormat,
  thumbnailName,
} from './images.js';

async function refusal(bytes: Buffer) {
  const error = await processImage(bytes).then(
    () => null,
    (e: unknown) => e,
  );
  return error instanceof ImageRejectedError ? error.reason : error;
}

describe('sniffImageFormat', () => {
  it('reads JPG, PNG, GIF and WebP from their bytes, and nothing else', async () => {
    for (const format of ['jpeg', 'png', 'gif', 'webp'] as const) {
      expect(sniffImageFormat(await pictureOf(format))).toBe(format);
    }
    expect(sniffImageFormat(PHP_AS_JPEG)).toBeNull();
    expect(sniffImageFormat(SVG_WITH_SCRIPT)).toBeNull();
    expect(sniffImageFormat(Buffer.alloc(0))).toBeNull();
    expect(sniffImageFormat(Buffer.from('%PDF-1.7'))).toBeNull();
  });
});

// Decoding and encoding 2400 x 1600 pictures is CPU work: well under a second each on a
// quiet machine, several on a loaded one.
describe('processImage', { timeout: 30_000 }, () => {
  it('re-encodes each accepted format as WebP with a display copy and a thumbnail', async () => {
    for (const format of ['jpeg', 'png', 'gif', 'webp'] as const) {
      const result = await processImage(await pictureOf(format, { width: 2400, height: 1600 }));
      expect(await sharp(result.display).metadata()).toMatchObject({
        format: 'webp',
        width: 1600,
        height: 1067,
      });
      expect(await sharp(result.thumbnail).metadata()).toMatchObject({
        format: 'webp',
        width: 400,
        height: 300,
      });
      expect([result.width, result.height]).toEqual([1600, 1067]);
    }
  });

  it('strips EXIF and GPS and applies the orientation', async () => {
    const original = await phoneJpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const { display, width, height } = await processImage(original);
    const stored = await sharp(display).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect(display.includes(Buffer.from('TestPhone'))).toBe(false);
    // Orientation 6 turns the 400x200 picture upright: 200 wide, 400 high.
    expect([width, height]).toEqual([200, 400]);
  });

  it('refuses what is not a whole image, whatever it is called', async () => {
    const jpeg = await pictureOf('jpeg');
    expect(await refusal(PHP_AS_JPEG)).toBe('not_an_image');
    expect(await refusal(SVG_WITH_SCRIPT)).toBe('not_an_image');
    expect(await refusal(Buffer.alloc(0))).toBe('not_an_image');
    expect(await refusal(jpeg.subarray(0, Math.floor(jpeg.length / 2)))).toBe('not_an_image');
  });

  it('refuses a decompression bomb from its declared size, without decoding it', async () => {
    const bomb = pngDeclaring(50_000);
    expect(bomb.length).toBeLessThan(100_000);
    expect(await refusal(bomb)).toBe('too_many_pixels');
  });
});

describe('photoSrcSet', () => {
  it('names the thumbnail and the display copy with their widths', () => {
    const photo = { filePath: '/uploads/b/p.webp', thumbnailPath: '/uploads/b/p-thumb.webp' };
    expect(photoSrcSet({ ...photo, width: 1600 })).toBe(
      '/uploads/b/p-thumb.webp 400w, /uploads/b/p.webp 1600w',
    );
    // A photo stored without its width is at most the display size.
    expect(photoSrcSet({ ...photo, width: null })).toBe(
      '/uploads/b/p-thumb.webp 400w, /uploads/b/p.webp 1600w',
    );
  });

  it('has none for a photo without a thumbnail or no wider than one', () => {
    expect(photoSrcSet({ filePath: '/p.webp', thumbnailPath: null, width: 1600 })).toBeUndefined();
    expect(
      photoSrcSet({ filePath: '/p.webp', thumbnailPath: '/t.webp', width: 400 }),
    ).toBeUndefined();
  });

  it('names a thumbnail beside its photo', () => {
    expect(thumbnailName('businesses/b/cover.webp')).toBe('businesses/b/cover-thumb.webp');
  });
});
