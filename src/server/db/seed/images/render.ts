import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import sharp from 'sharp';

/** A smaller copy of a picture, for srcset (a card's thumbnail, a narrower strip photo). */
export interface WebpCopy {
  filePath: string;
  width: number;
  height: number;
}

/**
 * Renders an SVG to WebP at its own pixel size and writes it, with each of `copies`
 * resized from the same drawing; returns the full-size file's size in bytes.
 */
export async function writeWebp(
  svg: string,
  filePath: string,
  copies: WebpCopy[] = [],
): Promise<number> {
  const image = sharp(Buffer.from(svg));
  const webp = await image.clone().webp({ quality: 82, effort: 2 }).toBuffer();
  await mkdir(dirname(filePath), { recursive: true });
  await writeFile(filePath, webp);
  for (const copy of copies) {
    const bytes = await image
      .clone()
      .resize(copy.width, copy.height)
      .webp({ quality: 78, effort: 2 })
      .toBuffer();
    await mkdir(dirname(copy.filePath), { recursive: true });
    await writeFile(copy.filePath, bytes);
  }
  return webp.byteLength;
}

/** Runs `tasks` with at most `limit` in flight; results keep the tasks' order. */
export async function runLimited<T>(tasks: Array<() => Promise<T>>, limit: number): Promise<T[]> {
  const results = new Array<T>(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}
