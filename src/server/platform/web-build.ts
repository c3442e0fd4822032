import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from './logger.js';
import { ROOT_DIR } from './root-dir.js';

export const WEB_DIST_DIR = join(ROOT_DIR, 'dist/web');

const WEB_SOURCES = ['src/web', 'src/domain', 'vite.config.ts', 'package-lock.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function isWebBuildStale(outDir = WEB_DIST_DIR): boolean {
  const index = join(outDir, 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return WEB_SOURCES.some((source) => newestMtime(join(ROOT_DIR, source)) > built);
}

/** `npm start` builds the SPA when the build is missing or older than its sources. */
export async function ensureWebBuild(
  mode: 'auto' | 'always' | 'never',
  logger: Logger,
  outDir = WEB_DIST_DIR,
) {
  if (mode === 'never' || (mode === 'auto' && !isWebBuildStale(outDir))) return;
  const started = performance.now();
  logger.info('building the web app');
  const { build } = await import('vite');
  await build({
    configFile: join(ROOT_DIR, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  logger.info('web app built', { ms: Math.round(performance.now() - started) });
}
