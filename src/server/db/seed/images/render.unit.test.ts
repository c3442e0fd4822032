/**
 * The demo seed's drawing, itself: an SVG rendered to WebP at its size with smaller
 * copies, and the test runs' cache giving the same files back without drawing. (The
 * seeds the tests run start from the cache, so this is where drawing afresh is tested.)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSharp } from '#server/platform/images.js';
import { tempDirs } from '#server/test/temp-dirs.js';
import { logoSvg } from './business-art.js';
import { writeWebp } from './render.js';
import { stripSceneSvg } from './strip.js';

const dirs = tempDirs('bcs-render-');

async function sizeOf(file: string) {
  const { default: sharp } = await loadSharp();
  const { format, width, height } = await sharp(readFileSync(file)).metadata();
  return { format, width, height };
}

describe('drawing the demo pictures', () => {
  it('renders a drawing to WebP at its own size, with each copy at the size asked', async () => {
    const dir = dirs.make();
    const svg = stripSceneSvg(0);
    const copy = { filePath: join(dir, 'copy-320.webp'), width: 320, height: 180 };
    await writeWebp(svg, join(dir, 'full.webp'), [copy]);
    const drawn = await sizeOf(join(dir, 'full.webp'));
    expect(drawn.format).toBe('webp');
    const { default: sharp } = await loadSharp();
    const own = await sharp(Buffer.from(svg)).metadata();
    expect({ width: drawn.width, height: drawn.height }).toEqual({
      width: own.width,
      height: own.height,
    });
    expect(await sizeOf(join(dir, 'copy-320.webp'))).toEqual({
      format: 'webp',
      width: 320,
      height: 180,
    });
  });

  it('draws once into the cache, then copies the same bytes from it', async () => {
    const cacheDir = dirs.make();
    const first = dirs.make();
    const second = dirs.make();
    const svg = logoSvg('Aggieland Plumbing', 'Plumbers');
    const copies = (dir: string) => [{ filePath: join(dir, 'small.webp'), width: 64, height: 64 }];

    const bytes = await writeWebp(svg, join(first, 'logo.webp'), copies(first), cacheDir);
    expect(readdirSync(cacheDir)).toHaveLength(1);
    expect(await writeWebp(svg, join(second, 'logo.webp'), copies(second), cacheDir)).toBe(bytes);
    for (const name of ['logo.webp', 'small.webp']) {
      expect(readFileSync(join(second, name)).equals(readFileSync(join(first, name)))).toBe(true);
    }
    expect(await sizeOf(join(second, 'small.webp'))).toEqual({
      format: 'webp',
      width: 64,
      height: 64,
    });

    // Another drawing is not taken for the cached one.
    const other = logoSvg('Brazos Bakery', 'Restaurants');
    await writeWebp(other, join(second, 'other.webp'), [], cacheDir);
    expect(readdirSync(cacheDir)).toHaveLength(2);
    expect(
      readFileSync(join(second, 'other.webp')).equals(readFileSync(join(first, 'logo.webp'))),
    ).toBe(false);
  });
});
