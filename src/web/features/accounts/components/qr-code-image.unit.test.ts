import jsQR from 'jsqr';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { QrCodeImage } from './qr-code-image';

const URI =
  'otpauth://totp/BCS%20Local:someone%40example.com?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&issuer=BCS%20Local&digits=6&period=30';

/** What a phone's camera reads: the rendered SVG as pixels, decoded by a QR reader. */
async function scan(svg: string): Promise<string | undefined> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 600 })
    .resize(400, 400, { kernel: 'nearest' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

describe('QrCodeImage', () => {
  it('draws the otpauth URI as a code a QR reader decodes back to the same URI', async () => {
    const svg = renderToStaticMarkup(createElement(QrCodeImage, { value: URI }));
    // Rendered standalone, the SVG needs its namespace; in the page HTML provides it.
    const standalone = svg.replace('<svg', '<svg xmlns="http://www.w3.org/2000/svg"');
    expect(await scan(standalone)).toBe(URI);
  });

  it('is an image with a name for screen readers', () => {
    const svg = renderToStaticMarkup(createElement(QrCodeImage, { value: URI }));
    expect(svg).toContain('role="img"');
    expect(svg).toContain('aria-label="QR code for your authenticator app"');
  });
});
