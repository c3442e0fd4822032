/**
 * `npm start` on the embedded default, as a process and as a newcomer runs it: on an
 * empty data directory it creates, migrates and seeds the demo directory, holds the
 * lock against a second start, writes the archive `npm run backup` asks it for, stops cleanly on Ctrl-C and SIGTERM, and a restart
 * finds the same data without seeding again. (One first start for all of it: making a
 * PGlite database is most of a start's cost, and the data directory lock on a migrated
 * copy is embedded.pglite.test.ts's.) Its pictures come from the test runs' cache of
 * drawings (SEED_IMAGE_CACHE_DIR, as the other seeds in npm test): drawing all 254 afresh
 * was 22 of this start's 33 s of CPU; drawing itself is tested in render.unit.test.ts.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from '#domain/categories.js';
import { type Config, loadConfig } from '../config.js';
import { verifyArchive } from '../platform/backup/archive.js';
import { freePort } from '../test/free-port.js';
import { TEST_PROCESS_NODE_FLAGS } from '../test/process-flags.js';
import { SEED_IMAGE_CACHE_DIR } from '../test/seed-images.js';
import { tempDirs } from '../test/temp-dirs.js';
import { queryRows } from './client.js';
import { openDatabase } from './open.js';
import { seedDatabase } from './seed/seed.js';

const dirs = tempDirs('bcs-pglite-');
const tempDir = dirs.make;

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, [...TEST_PROCESS_NODE_FLAGS, 'scripts/start.mjs'], {
    env: {
      ...process.env,
      BUILD_WEB: 'never',
      LOG_LEVEL: 'info',
      SEED_IMAGE_CACHE_DIR,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number, server: { exited: Promise<unknown> }) {
  let stopped = false;
  void server.exited.then(() => {
    stopped = true;
  });
  // A first start creates and migrates the database: a minute and more on a busy
  // machine. Only a server that exits or hangs fails here (the test's limit is 300 s).
  const deadline = Date.now() + 240_000;
  while (!stopped && Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return res.json();
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become healthy');
}

/** The demo directory a first start seeds, read from its data directory (server stopped). */
async function expectDemoDirectory(config: Config) {
  const first = await openDatabase(config);

  const categories = await queryRows<{ name: string }>(
    first.database.db,
    sql`select name from categories order by sort_order`,
  );
  expect(categories.map((c) => c.name)).toEqual([...CATEGORIES]);

  const plans = await queryRows<{ plan: string; n: number }>(
    first.database.db,
    sql`select plan, count(*)::int as n from businesses group by plan`,
  );
  const byPlan = Object.fromEntries(plans.map((p) => [p.plan, p.n]));
  expect(byPlan.free).toBeGreaterThan(0);
  expect(byPlan.silver).toBeGreaterThan(0);
  expect(byPlan.texas_gold).toBeGreaterThan(0);
  expect(byPlan.free + byPlan.silver + byPlan.texas_gold).toBeGreaterThanOrEqual(66);

  const demo = await queryRows<{ slug: string; plan: string }>(
    first.database.db,
    sql`select slug, plan from businesses where is_demo`,
  );
  expect(demo).toHaveLength(6);
  expect(demo.every((d) => d.plan === 'texas_gold' && d.slug.length > 0)).toBe(true);

  const uncovered = await queryRows<Record<string, unknown>>(
    first.database.db,
    sql`select c.name from categories c where not exists (select 1 from businesses b where b.category = c.name)`,
  );
  expect(uncovered).toEqual([]);

  const jobs = await queryRows<{ job_type: string }>(
    first.database.db,
    sql`select distinct job_type from jobs where status = 'approved'`,
  );
  expect(jobs.length).toBeGreaterThanOrEqual(3);

  // Paid demo listings were set by hand: each has an active subscription saying so.
  const paidWithout = await queryRows<Record<string, unknown>>(
    first.database.db,
    sql`select b.name from businesses b where b.plan <> 'free' and (b.payment_method <> 'manual'
        or not exists (select 1 from subscriptions s where s.business_id = b.id
                       and s.status = 'active' and s.plan_type = b.plan))`,
  );
  expect(paidWithout).toEqual([]);

  // Every business image the seed points at exists on disk.
  const images = await queryRows<{ image: string }>(
    first.database.db,
    sql`select image from businesses`,
  );
  for (const { image } of images) {
    expect(existsSync(join(config.uploadsDir, image.replace(/^\/uploads\//, '')))).toBe(true);
  }

  // A typo still finds a business through the trigram index.
  const typo = await queryRows<{ name: string }>(
    first.database.db,
    sql`select name from businesses where category = 'Plumbers' and similarity(name, 'plumbr') > 0.1`,
  );
  expect(typo.length).toBeGreaterThan(0);
  await first.close();

  // Seeding again (as every start asks) adds nothing.
  const second = await openDatabase(config);
  const again = await seedDatabase({ db: second.database.db, uploadsDir: config.uploadsDir });
  expect(again.seeded).toBe(false);
  const count = await queryRows<{ n: number }>(
    second.database.db,
    sql`select count(*)::int as n from businesses`,
  );
  expect(count[0].n).toBe(byPlan.free + byPlan.silver + byPlan.texas_gold);
  await second.close();
}

describe('npm start on the embedded database', () => {
  let running: ChildProcess | undefined;
  afterAll(() => {
    running?.kill('SIGKILL');
  });

  it('seeds an empty data directory, refuses a second start, stops on Ctrl-C and SIGTERM, and restarts on the same data', async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const env = { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' };

    const first = startServer(env);
    running = first.child;
    expect(await waitForHealth(port, first)).toEqual({ status: 'ok', database: 'pglite' });

    const second = startServer({ ...env, PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('is already using the data directory');

    // `npm run backup` while it runs: the server writes the archive (issue 30 point 4),
    // one snapshot of the demo directory with its images, and goes on answering.
    const archive = join(tempDir(), 'while-running.tar.gz');
    const backup = spawnSync(
      process.execPath,
      [...TEST_PROCESS_NODE_FLAGS, 'scripts/start.mjs', 'scripts/backup.ts', archive],
      {
        env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
        encoding: 'utf8',
      },
    );
    expect(backup.stderr).toBe('');
    expect(backup.stdout).toMatch(/^Backup written: /);
    expect(backup.status).toBe(0);
    const manifest = await verifyArchive(archive);
    expect(manifest.source).toBe('pglite');
    expect(manifest.tables.find((t) => t.name === 'businesses')?.rows).toBeGreaterThanOrEqual(66);
    expect(manifest.files.storage === 'local' && manifest.files.items.length).toBeGreaterThan(0);
    expect(await waitForHealth(port, first)).toEqual({ status: 'ok', database: 'pglite' });

    // Ctrl-C stops it cleanly and releases the lock.
    first.child.kill('SIGINT');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('"msg":"stopped"');
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);

    const config = loadConfig({ DATA_DIR: dataDir });
    await expectDemoDirectory(config);

    // Write a row while it is stopped, then restart and find it again.
    const direct = await openDatabase(config);
    await direct.database.db.execute(
      sql`insert into categories (name, slug, sort_order) values ('Restart Check', 'restart-check', 99)`,
    );
    await direct.close();

    const restarted = startServer(env);
    running = restarted.child;
    await waitForHealth(port, restarted);
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);

    const after = await openDatabase(config);
    const rows = await queryRows<{ name: string }>(
      after.database.db,
      sql`select name from categories where slug = 'restart-check'`,
    );
    expect(rows).toEqual([{ name: 'Restart Check' }]);
    await after.close();
  });
});
