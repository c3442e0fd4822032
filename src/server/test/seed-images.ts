import { join } from 'node:path';
import { ROOT_DIR } from '../platform/root-dir.js';

/**
 * Where test runs keep the demo seed's drawn pictures (SEED_IMAGE_CACHE_DIR, see
 * db/seed/images/render.ts): the browser tests' server, the PGlite API flows and the
 * first start on an empty data directory (db/embedded-start.pglite.test.ts) copy them
 * from here instead of drawing all 254 again (11-22 s of CPU per seed). Drawing afresh,
 * as a newcomer's first `npm start` does, is tested in db/seed/images/render.unit.test.ts
 * (and a fresh checkout's first run draws every picture into the cache).
 */
export const SEED_IMAGE_CACHE_DIR = join(ROOT_DIR, '.tmp/seed-images');
