/**
 * Caches on disk kept by use (the e2e web builds, the demo pictures of the test runs,
 * the PGlite templates): an entry's modification time is when it was last used, and
 * entries unused for long belong to code that has changed since. (scripts/start.mjs
 * keeps its bundles the same way in plain JavaScript: it runs before TypeScript can.)
 */
import { readdirSync, rmSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';

/** Marks `path` used now; a failure is not worth failing for (at worst it is made again). */
export function markUsed(path: string): void {
  const now = new Date();
  try {
    utimesSync(path, now, now);
  } catch {}
}

/** When `path` was last used (now if it is gone). */
export function lastUsed(path: string): number {
  return statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
}

/**
 * Removes the entries of `dir` (those `only` accepts) unused for `maxAgeMs`, never
 * `keep`, the one in use now. A missing folder has nothing to remove.
 */
export function removeUnused(
  dir: string,
  maxAgeMs: number,
  { keep, only = () => true }: { keep?: string; only?: (name: string) => boolean } = {},
): void {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const path = join(dir, name);
    if (path === keep || !only(name)) continue;
    if (Date.now() - lastUsed(path) > maxAgeMs) rmSync(path, { recursive: true, force: true });
  }
}
