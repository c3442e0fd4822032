import { join } from 'node:path';
import { ROOT_DIR } from '../platform/root-dir.js';

/**
 * Where test runs keep the demo seed's drawn pictures (SEED_IMAGE_CACHE_DIR, see
 * db/seed/images/render.ts): the browser tests' server and the PGlite API flows copy
 * them from here instead of drawing all 254 again (about 11 s of CPU per seed). The
 * first start on an empty data directory (db/embedded-start.pglite.test.ts) leaves it
 * unset and draws every picture, as a newcomer's first `npm start` does.
 */
export const SEED_IMAGE_CACHE_DIR = join(ROOT_DIR, '.tmp/seed-images');
