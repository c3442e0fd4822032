#!/usr/bin/env node
// `npm start` (and the CLIs: `npm run import`, `npm run admin:create`): runs a
// TypeScript entry point, src/server/main.ts unless another is named, as one file.
// esbuild bundles our own modules (a quarter of a second) into .tmp/bundles/, leaving
// the packages in node_modules, unless none of them changed since the last bundle; the
// process then starts in about half the CPU time of loading each module through tsx's
// loader (docs/decisions/027-bundled-start.md).
// `npm run dev` keeps tsx, which reloads on change.
//
//   node scripts/start.mjs [entry.ts] [arguments...]
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = resolve(import.meta.dirname, '..');
const BUNDLES = join(ROOT, '.tmp/bundles');
/** A bundle no start has written for this long belongs to code that changed since. */
const STALE_MS = 24 * 60 * 60 * 1000;
/** Besides the modules themselves, what decides how their imports resolve. */
const RESOLUTION_FILES = ['package.json', 'tsconfig.json', 'node_modules/esbuild/package.json'];

const named = process.argv[2]?.endsWith('.ts') ? process.argv[2] : undefined;
const entry = resolve(ROOT, named ?? 'src/server/main.ts');
const name = basename(entry, '.ts');
/** The last bundle of this entry, and each file it was made from as it was then. */
const inputsFile = join(BUNDLES, `${name}.inputs.json`);

/** A file's size and modification time, or null when it is gone. */
function stamp(path) {
  const stat = statSync(join(ROOT, path), { throwIfNoEntry: false });
  return stat ? [stat.size, stat.mtimeMs] : null;
}

/**
 * The last bundle, when none of the files it was made from has changed since: the
 * tests start a server or a CLI about 30 times a run, and esbuild's process cost
 * 0.2 s of CPU at each start (5.4 s a run) to write the same bundle again. Any
 * module of ours edited, added to an import or removed, or a change to how imports
 * resolve, and it is rebuilt as before.
 */
function unchangedBundle() {
  try {
    const last = JSON.parse(readFileSync(inputsFile, 'utf8'));
    if (!existsSync(last.file)) return undefined;
    for (const [path, was] of Object.entries(last.inputs)) {
      if (JSON.stringify(stamp(path)) !== JSON.stringify(was)) return undefined;
    }
    return last.file;
  } catch {
    return undefined;
  }
}

/** Bundles the entry (see above) and returns the bundle's file. */
async function bundle() {
  const { build } = await import('esbuild');
  const { outputFiles, metafile } = await build({
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
    metafile: true,
    logLevel: 'warning',
  });
  const code = outputFiles[0].contents;

  // Named by its content, written whole and then renamed: starts running side by side
  // (several servers, a CLI beside the server) share one file and never read half of one.
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
  const file = join(BUNDLES, `${name}-${hash}.mjs`);
  mkdirSync(BUNDLES, { recursive: true });
  if (!existsSync(file)) writeWhole(file, code);
  const inputs = Object.fromEntries(
    [...Object.keys(metafile.inputs), ...RESOLUTION_FILES].map((path) => [path, stamp(path)]),
  );
  writeWhole(inputsFile, JSON.stringify({ file, inputs }));
  return file;
}

function writeWhole(file, contents) {
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, contents);
  renameSync(partial, file);
}

const file = unchangedBundle() ?? (await bundle());
const now = new Date();
utimesSync(file, now, now);
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
