import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The repository's folder: the nearest one above this module with a package.json. Found
 * rather than counted in levels, because the module also runs from the bundle that
 * `npm start` makes in .tmp/bundles/ (scripts/start.mjs).
 */
function findRoot(from: string): string {
  let dir = from;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No package.json in ${from} or above it`);
    dir = parent;
  }
  return dir;
}

export const ROOT_DIR = findRoot(import.meta.dirname);
