#!/usr/bin/env node
// `npm start` (and the CLIs: `npm run import`, `npm run admin:create`): runs a
// TypeScript entry point, src/server/main.ts unless another is named, as one file.
// esbuild bundles our own modules (a quarter of a second) into .tmp/bundles/, leaving
// the packages in node_modules; the process then starts in about half the CPU time of
// loading each module through tsx's loader (docs/decisions/027-bundled-start.md).
// `npm run dev` keeps tsx, which reloads on change.
//
//   node scripts/start.mjs [entry.ts] [arguments...]
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const ROOT = resolve(import.meta.dirname, '..');
const BUNDLES = join(ROOT, '.tmp/bundles');
/** A bundle no start has written for this long belongs to code that changed since. */
const STALE_MS = 24 * 60 * 60 * 1000;

const named = process.argv[2]?.endsWith('.ts') ? process.argv[2] : undefined;
const entry = resolve(ROOT, named ?? 'src/server/main.ts');

const { outputFiles } = await build({
  absWorkingDir: ROOT,
  entryPoints: [entry],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: 'inline',
  // Where it goes, so the source map names the files from there.
  outdir: BUNDLES,
  write: false,
  logLevel: 'warning',
});
const code = outputFiles[0].contents;

// Named by its content, written whole and then renamed: starts running side by side
// (several servers, a CLI beside the server) share one file and never read half of one.
const name = basename(entry, '.ts');
const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
const file = join(BUNDLES, `${name}-${hash}.mjs`);
mkdirSync(BUNDLES, { recursive: true });
if (existsSync(file)) {
  const now = new Date();
  utimesSync(file, now, now);
} else {
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, code);
  renameSync(partial, file);
}
for (const other of readdirSync(BUNDLES)) {
  const path = join(BUNDLES, other);
  if (path !== file && Date.now() - statSync(path, { throwIfNoEntry: false })?.mtimeMs > STALE_MS) {
    rmSync(path, { force: true });
  }
}

// Stack traces name the TypeScript files and lines, and the entry reads its own
// arguments where it always did.
process.setSourceMapsEnabled(true);
process.argv.splice(1, named ? 2 : 1, file);
await import(pathToFileURL(file).href);
