/**
 * The embedded default: migrations and seed on PGlite, and the data directory lock.
 * embedded-start.pglite.test.ts starts the real server process on it.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '#domain/categories.js';
import { loadConfig } from '../config.js';
import { migratedDataDir } from '../test/pglite-template.js';
import { tempDirs } from '../test/temp-dirs.js';
import { queryRows } from './client.js';
import { openDatabase } from './open.js';
import { seedDatabase } from './seed/seed.js';

const dirs = tempDirs('bcs-pglite-');
const tempDir = dirs.make;

describe('embedded database', () => {
  it('migrates, seeds the demo directory once, and keeps it across a reopen', async () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });

    const first = await openDatabase(config);
    const seeded = await seedDatabase({ db: first.database.db, uploadsDir: config.uploadsDir });
    expect(seeded.seeded).toBe(true);

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

    const second = await openDatabase(config);
    const again = await seedDatabase({ db: second.database.db, uploadsDir: config.uploadsDir });
    expect(again.seeded).toBe(false);
    const count = await queryRows<{ n: number }>(
      second.database.db,
      sql`select count(*)::int as n from businesses`,
    );
    expect(count[0].n).toBe(byPlan.free + byPlan.silver + byPlan.texas_gold);
    await second.close();
  });

  it('refuses a second opener of the same data directory with a clear message', async () => {
    // Migrated already: the lock, not the first start, is under test here.
    const dataDir = await migratedDataDir('bcs-pglite-');
    dirs.removeLater(dataDir);
    const config = loadConfig({ DATA_DIR: dataDir });
    const first = await openDatabase(config);
    await expect(openDatabase(config)).rejects.toThrow(
      /Another BCS Local server \(pid \d+\) is already using the data directory/,
    );
    await first.close();
    const reopened = await openDatabase(config);
    await reopened.close();
  });
});
