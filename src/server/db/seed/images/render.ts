import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import sharp from 'sharp';

/** Renders an SVG to WebP at its own pixel size, writes it, and returns its size in bytes. */
export async function writeWebp(svg: string, filePath: string): Promise<number> {
  const webp = await sharp(Buffer.from(svg)).webp({ quality: 82, effort: 2 }).toBuffer();
  await mkdir(dirname(filePath), { recursive: true });
  await writeFile(filePath, webp);
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
