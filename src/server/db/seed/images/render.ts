import { createHash, randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { loadSharp } from '#server/platform/images.js';
import { markUsed, removeUnused } from '#server/platform/kept-by-use.js';

/** A smaller copy of a picture, for srcset (a card's thumbnail, a narrower strip photo). */
export interface WebpCopy {
  filePath: string;
  width: number;
  height: number;
}

const FULL = { quality: 82, effort: 2 } as const;
const COPY = { quality: 78, effort: 2 } as const;

/**
 * Renders an SVG to WebP at its own pixel size and writes it, with each of `copies`
 * resized from the same drawing; returns the full-size file's size in bytes.
 *
 * With `cacheDir` (test runs only: SEED_IMAGE_CACHE_DIR), a drawing rendered before
 * is copied from there instead. Each seed draws the same 254 pictures from the same
 * SVG, about 11 s of CPU; `npm test` seeded three times (the browser tests' server, a
 * first PGlite start, the PGlite API flows). The cache is keyed by the SVG, the sizes,
 * the encoder settings and sharp's libraries, so a changed drawing is rendered anew.
 */
export async function writeWebp(
  svg: string,
  filePath: string,
  copies: WebpCopy[] = [],
  cacheDir?: string,
): Promise<number> {
  const entry = cacheDir ? join(cacheDir, await cacheKey(svg, copies)) : undefined;
  if (entry && (await copyFromCache(entry, filePath, copies))) {
    return (await stat(filePath)).size;
  }
  const { default: sharp } = await loadSharp();
  const image = sharp(Buffer.from(svg));
  const webp = await image.clone().webp(FULL).toBuffer();
  const copyBytes: Buffer[] = [];
  for (const copy of copies) {
    copyBytes.push(await image.clone().resize(copy.width, copy.height).webp(COPY).toBuffer());
  }
  await writeFileIn(filePath, webp);
  for (const [i, copy] of copies.entries()) await writeFileIn(copy.filePath, copyBytes[i]);
  if (entry) await saveToCache(entry, webp, copyBytes);
  return webp.byteLength;
}

async function writeFileIn(filePath: string, bytes: Buffer) {
  await mkdir(dirname(filePath), { recursive: true });
  await writeFile(filePath, bytes);
}

async function cacheKey(svg: string, copies: WebpCopy[]): Promise<string> {
  const { default: sharp } = await loadSharp();
  return createHash('sha256')
    .update(JSON.stringify({ versions: sharp.versions, FULL, COPY }))
    .update(JSON.stringify(copies.map(({ width, height }) => [width, height])))
    .update(svg)
    .digest('hex')
    .slice(0, 32);
}

/** False when `entry` is not cached (yet): the caller renders. */
async function copyFromCache(entry: string, filePath: string, copies: WebpCopy[]) {
  const files = [filePath, ...copies.map((copy) => copy.filePath)];
  try {
    for (const [i, file] of files.entries()) {
      await mkdir(dirname(file), { recursive: true });
      await copyFile(join(entry, `${i}.webp`), file, constants.COPYFILE_FICLONE);
    }
    // Its date of last use: pruneImageCache keeps what the seed still draws.
    markUsed(entry);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/** Written beside the entry and renamed into place: seeds running side by side read whole ones. */
async function saveToCache(entry: string, webp: Buffer, copies: Buffer[]) {
  const partial = `${entry}.${randomBytes(4).toString('hex')}.partial`;
  await mkdir(partial, { recursive: true });
  try {
    for (const [i, bytes] of [webp, ...copies].entries()) {
      await writeFile(join(partial, `${i}.webp`), bytes);
    }
    await rename(partial, entry);
  } catch (error) {
    // Another seed cached the same drawing first: theirs is as good as ours.
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
  } finally {
    await rm(partial, { recursive: true, force: true });
  }
}

/** A cached drawing no seed has used for this long belongs to art that has changed since. */
const UNUSED_CACHE_MS = 7 * 24 * 60 * 60 * 1000;

/** Removes from `cacheDir` the drawings (and half-written ones) unused for a week. */
export function pruneImageCache(cacheDir: string): void {
  removeUnused(cacheDir, UNUSED_CACHE_MS);
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
