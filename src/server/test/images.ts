/**
 * Test pictures made on the fly: real encoded images, and the bad inputs the
 * upload rules must refuse (issue 9, "Bad input").
 */
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A solid-colour picture in `format`, `width` x `height`. */
export async function pictureOf(
  format: 'jpeg' | 'png' | 'gif' | 'webp',
  { width = 640, height = 480, colour = '#2a6f97' } = {},
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();
}

/** A JPEG taken "on a phone": GPS position, camera make and orientation 6 (turned 90°). */
export async function phoneJpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 200, channels: 3, background: '#c05621' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'TestPhone' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '30/1 37/1 4/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '96/1 20/1 3/1',
      },
    })
    .toBuffer();
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small, valid-looking PNG that declares `size` x `size` pixels: a decompression bomb. */
export function pngDeclaring(size: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  // One row of zeros compresses to almost nothing; the decoder would need size² bytes.
  const rows = deflateSync(Buffer.alloc(size + 1));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PHP script wearing a .jpg name. */
export const PHP_AS_JPEG = Buffer.from('<?php system($_GET["cmd"]); ?>\n');

/** An SVG with a script in it. */
export const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
);

/** A web page: refused as a photo whatever its name (an .html, or renamed .jpg). */
export const HTML_PAGE = Buffer.from(
  '<!DOCTYPE html><html><body><script>fetch("/api/portal/business")</script></body></html>\n',
);
