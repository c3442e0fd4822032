/**
 * A migrated PGlite data directory for tests, made once and copied per test.
 *
 * Creating a PGlite database (its initdb) costs 5-10 s of CPU on a quiet two-core
 * machine, the migrations a second more; opening a copy of a migrated one costs about
 * one. So the first test that asks builds a template under the OS temp folder, keyed
 * by everything that shapes it (the migrations, the PGlite and Drizzle versions), and
 * every test gets its own copy as DATA_DIR: a process started on it finds the schema
 * in place and nothing seeded, as on a data directory an earlier start migrated with
 * SEED=none. The first start on an EMPTY data directory (migrate, then seed) stays
 * covered by db/embedded.pglite.test.ts, which does not use this.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  constants,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as wait } from 'node:timers/promises';
import { openPglite } from '../db/client.js';
import { MIGRATIONS_DIR, migrateDatabase } from '../db/migrate.js';
import { lastUsed, markUsed, removeUnused } from '../platform/kept-by-use.js';
import { ROOT_DIR } from '../platform/root-dir.js';

/** Bump when the way the template is built changes. */
const RECIPE = 'openPglite + migrateDatabase, v1';
/** A builder that has held the lock this long has died: another may take over. */
const STALE_LOCK_MS = 5 * 60_000;
/** Templates of other migrations unused this long are removed when a new one is built. */
const UNUSED_TEMPLATE_MS = 7 * 24 * 60 * 60_000;
const TEMPLATE_PREFIX = 'bcs-local-pglite-template-';

/**
 * A fresh temporary directory (named after `prefix`) holding a copy of the migrated
 * template as its `pglite/` folder. The caller removes it.
 */
export async function migratedDataDir(prefix: string): Promise<string> {
  const template = await ensureTemplate();
  const dir = mkdtempSync(join(tmpdir(), prefix));
  // A copy-on-write clone where the file system has them, else a plain copy (~40 MB).
  cpSync(join(template, 'pglite'), join(dir, 'pglite'), {
    recursive: true,
    mode: constants.COPYFILE_FICLONE,
  });
  return dir;
}

let ensured: Promise<string> | undefined;

/** The template's folder, built by this process or found built by another one. */
function ensureTemplate(): Promise<string> {
  ensured ??= findOrBuildTemplate().catch((error: unknown) => {
    ensured = undefined;
    throw error;
  });
  return ensured;
}

async function findOrBuildTemplate(): Promise<string> {
  // Per user: a template made by root would not be readable by anyone else.
  const uid = process.getuid?.() ?? 'user';
  const prefix = `${TEMPLATE_PREFIX}${uid}-`;
  const final = join(tmpdir(), `${prefix}${templateKey()}`);
  const lock = `${final}.lock`;
  for (;;) {
    if (existsSync(final)) {
      markUsed(final);
      return final;
    }
    try {
      mkdirSync(lock);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // Another test file is building it: wait for it, unless it died doing so.
      if (Date.now() - lastUsed(lock) > STALE_LOCK_MS) {
        rmSync(lock, { recursive: true, force: true });
      }
      await wait(200);
      continue;
    }
    try {
      if (!existsSync(final)) {
        await buildTemplate(final);
        removeUnusedTemplates(prefix);
      }
      return final;
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

/** Each migration adds a template (~40 MB); the date of last use tells which are done with. */
function removeUnusedTemplates(prefix: string) {
  removeUnused(tmpdir(), UNUSED_TEMPLATE_MS, {
    only: (name) => name.startsWith(prefix) && !name.includes('.'),
  });
}

/** Built beside its final place and renamed there, so a template found is a whole one. */
async function buildTemplate(final: string) {
  const building = `${final}.building-${randomBytes(4).toString('hex')}`;
  try {
    const database = await openPglite(building);
    try {
      await migrateDatabase(database);
    } finally {
      await database.close();
    }
    writeFileSync(join(building, 'RECIPE'), `${RECIPE}\n`);
    renameSync(building, final);
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
}

/** A hash of the migrations (names and contents), the versions that read them, and the recipe. */
function templateKey(): string {
  const hash = createHash('sha256').update(RECIPE);
  for (const name of ['@electric-sql/pglite', 'drizzle-orm']) {
    // Read as a file: PGlite's exports do not include its package.json.
    const manifest = join(ROOT_DIR, 'node_modules', name, 'package.json');
    const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
    hash.update(`${name}@${version}\n`);
  }
  const files = readdirSync(MIGRATIONS_DIR, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files) {
    const path = join(MIGRATIONS_DIR, file);
    if (!statSync(path).isFile()) continue;
    hash.update(`${file}\n`).update(readFileSync(path)).update('\n');
  }
  return hash.digest('hex').slice(0, 16);
}
