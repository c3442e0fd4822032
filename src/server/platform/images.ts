/**
 * Uploaded images (DESIGN decision 15): typed by their bytes, decoded and
 * re-encoded with sharp, so what we store is a clean WebP whatever was sent:
 * no EXIF or GPS, orientation applied, a display size and a thumbnail.
 */
import type { Metadata } from 'sharp';

export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp';

/** Larger images are refused before decoding (a decompression bomb declares huge sizes). */
export const MAX_IMAGE_PIXELS = 64_000_000;
const DISPLAY_SIZE = { width: 1600, height: 1200 };
export const THUMBNAIL_SIZE = { width: 400, height: 300 };

/** The thumbnail's name beside its photo's: photo.webp -> photo-thumb.webp. */
export function thumbnailName(name: string): string {
  return name.replace(/\.webp$/, '-thumb.webp');
}

/**
 * A stored photo's srcset: its thumbnail and its display copy, each with its width,
 * so a small picture (a card on a desktop, a row thumbnail) takes the thumbnail.
 * Undefined for photos stored without one (before thumbnails) or no wider than it.
 */
export function photoSrcSet(photo: {
  filePath: string;
  thumbnailPath: string | null;
  width: number | null;
}): string | undefined {
  const width = photo.width ?? DISPLAY_SIZE.width;
  if (!photo.thumbnailPath || width <= THUMBNAIL_SIZE.width) return undefined;
  return `${photo.thumbnailPath} ${THUMBNAIL_SIZE.width}w, ${photo.filePath} ${width}w`;
}

/** The format the first bytes announce, or null for anything else (PHP, SVG, PDF, ...). */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | null {
  const startsWith = (signature: number[], at = 0) =>
    bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);
  const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));
  if (startsWith([0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(ascii('GIF87a')) || startsWith(ascii('GIF89a'))) return 'gif';
  if (startsWith(ascii('RIFF')) && startsWith(ascii('WEBP'), 8)) return 'webp';
  return null;
}

export type ImageRefusal = 'not_an_image' | 'too_many_pixels';

export class ImageRejectedError extends Error {
  constructor(readonly reason: ImageRefusal) {
    super(reason);
    this.name = 'ImageRejectedError';
  }
}

export interface ProcessedImage {
  display: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

/**
 * Decodes `bytes` (refusing anything that is not a whole JPG, PNG, GIF or WebP of
 * at most MAX_IMAGE_PIXELS) and returns WebP copies at display and thumbnail size.
 * sharp drops all metadata unless asked to keep it, so EXIF and GPS never survive.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  if (!sniffImageFormat(bytes)) throw new ImageRejectedError('not_an_image');
  const { default: sharp } = await loadSharp();
  // failOn 'warning' refuses truncated and corrupt files instead of decoding a part.
  const input = () => sharp(bytes, { failOn: 'warning', limitInputPixels: MAX_IMAGE_PIXELS });

  let metadata: Metadata;
  try {
    metadata = await input().metadata();
  } catch (error) {
    const tooLarge = error instanceof Error && /pixel limit/i.test(error.message);
    throw new ImageRejectedError(tooLarge ? 'too_many_pixels' : 'not_an_image');
  }
  if (!metadata.width || !metadata.height) throw new ImageRejectedError('not_an_image');
  if (metadata.width * metadata.height > MAX_IMAGE_PIXELS) {
    throw new ImageRejectedError('too_many_pixels');
  }

  try {
    const [display, thumbnail] = await Promise.all([
      input()
        .rotate()
        .resize({ ...DISPLAY_SIZE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true }),
      input()
        .rotate()
        .resize({ ...THUMBNAIL_SIZE, fit: 'cover' })
        .webp({ quality: 75 })
        .toBuffer(),
    ]);
    return {
      display: display.data,
      thumbnail,
      width: display.info.width,
      height: display.info.height,
    };
  } catch {
    throw new ImageRejectedError('not_an_image');
  }
}

/**
 * sharp (libvips) is loaded by the first picture, not with this module: every server
 * and CLI start loads this one, and sharp took 0.14 s of CPU to load at each, though
 * most starts (a CLI, a restart on seeded data) never touch a picture.
 */
export function loadSharp() {
  return import('sharp');
}
