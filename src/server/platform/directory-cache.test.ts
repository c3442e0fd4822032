import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { queryRows } from '../db/client.js';
import { analyticsEvents, businesses, categories, jobs } from '../db/schema/index.js';
import { recordJobView } from '../features/jobs/jobs.queries.js';
import { createBusiness, createJob, createPhoto } from '../test/factories.js';
import { createTestContext } from '../test/test-app.js';
import {
  pruneDirectoryChanges,
  readDirectoryVersion,
  readIdsThroughDirectory,
  readThroughDirectory,
} from './directory-cache.js';

const { database } = await createTestContext();
const db = database.db;

describe('the directory version', () => {
  it('changes with every write to businesses, their photos and categories', async () => {
    const business = await createBusiness(db);
    const writes: [string, () => Promise<unknown>][] = [
      ['a business added', () => createBusiness(db)],
      [
        'a business edited in raw SQL',
        () => db.execute(sql`update businesses set rating = 4.4 where id = ${business.id}`),
      ],
      ['a photo added', () => createPhoto(db, business.id)],
      [
        'a category renamed',
        () =>
          db.update(categories).set({ sortOrder: 99 }).where(eq(categories.name, 'Restaurants')),
      ],
      ['a business deleted', () => db.delete(businesses).where(eq(businesses.id, business.id))],
    ];
    for (const [what, write] of writes) {
      const before = await readDirectoryVersion(db);
      await write();
      expect(await readDirectoryVersion(db), what).not.toBe(before);
    }
  });

  it('reads the same inside a transaction (the query builder) as on the pool (the driver)', async () => {
    await createBusiness(db);
    const onPool = await readDirectoryVersion(db);
    expect(onPool).toMatch(/^\d+:\d+:\d+$/);
    expect(await db.transaction((tx) => readDirectoryVersion(tx))).toBe(onPool);
  });

  it("changes when a job is written, but not when a visitor's view is counted", async () => {
    const business = await createBusiness(db);
    const job = await createJob(db, business.id);
    let before = await readDirectoryVersion(db);
    expect(await recordJobView(db, job.id, 'a visitor', '2026-11-24')).toBe(true);
    expect(await readDirectoryVersion(db), 'a view counted').toBe(before);
    await db.update(jobs).set({ status: 'filled' }).where(eq(jobs.id, job.id));
    expect(await readDirectoryVersion(db), 'a job filled').not.toBe(before);
    before = await readDirectoryVersion(db);
    await db.delete(jobs).where(eq(jobs.id, job.id));
    expect(await readDirectoryVersion(db), 'a job deleted').not.toBe(before);
  });

  it('the jobs trigger names every column of jobs but the view count and updated_at', async () => {
    // A column added to jobs later must move the version too (migration 0012's list).
    const [trigger] = await queryRows<{ columns: string[] }>(
      db,
      sql`select array(select a.attname::text from unnest(t.tgattr) as n(attnum)
                       join pg_attribute a on a.attrelid = t.tgrelid and a.attnum = n.attnum
                       order by 1) as columns
          from pg_trigger t where t.tgname = 'jobs_note_change'`,
    );
    const all = await queryRows<{ name: string }>(
      db,
      sql`select column_name::text as name from information_schema.columns
          where table_schema = current_schema() and table_name = 'jobs' order by 1`,
    );
    expect(trigger.columns).toEqual(
      all.map((c) => c.name).filter((c) => c !== 'view_count' && c !== 'updated_at'),
    );
  });

  it('stays the same for writes elsewhere and for reads', async () => {
    const before = await readDirectoryVersion(db);
    await db.insert(analyticsEvents).values({ eventType: 'page_view', page: '/' });
    await db.select().from(businesses).limit(1);
    expect(await readDirectoryVersion(db)).toBe(before);
  });

  it('changes when a transaction that began earlier commits later (a smaller id, counted)', async () => {
    const before = await readDirectoryVersion(db);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = db.transaction(async (tx) => {
      await tx.execute(sql`update businesses set reviews = reviews where false`);
      await held;
    });
    // A second writer commits first, with the larger id.
    await createBusiness(db);
    const between = await readDirectoryVersion(db);
    expect(between).not.toBe(before);
    release();
    await slow;
    expect(await readDirectoryVersion(db)).not.toBe(between);
  });

  it('stays as it was when old rows are pruned, and changes with the next change', async () => {
    await createBusiness(db);
    await db.execute(sql`update directory_changes set changed_at = now() - interval '2 hours'`);
    const before = await readDirectoryVersion(db);
    const kept = await readThroughDirectory(db, 'pruning', async () => ({ loaded: Date.now() }));
    await pruneDirectoryChanges(db);
    const [{ left }] = await queryRows<{ left: number }>(
      db,
      sql`select count(*)::int as left from directory_changes`,
    );
    expect(left).toBe(1);
    // Pruning changed nothing in the directory: what was derived from it is still current.
    expect(await readDirectoryVersion(db)).toBe(before);
    expect(await readThroughDirectory(db, 'pruning', async () => ({ loaded: -1 }))).toBe(kept);
    await pruneDirectoryChanges(db);
    expect(await readDirectoryVersion(db)).toBe(before);
    await createBusiness(db);
    expect(await readDirectoryVersion(db)).not.toBe(before);
  });
});

/**
 * A handle of the same database that counts the statements sent through it (the
 * version read falls back to `execute` for a handle db/client.ts did not open).
 */
function countingStatements() {
  let statements = 0;
  const counted = new Proxy(db, {
    get(target, key, receiver) {
      if (key !== 'execute') return Reflect.get(target, key, receiver);
      return (query: Parameters<typeof db.execute>[0]) => {
        statements++;
        return target.execute(query);
      };
    },
  });
  return { counted, statements: () => statements };
}

describe('readThroughDirectory', () => {
  it('reuses a value while the directory is unchanged and loads again after a change', async () => {
    let loads = 0;
    const read = () => readThroughDirectory(db, 'test:loads', async () => ++loads);
    expect(await read()).toBe(1);
    expect(await read()).toBe(1);
    await createBusiness(db);
    expect(await read()).toBe(2);
  });

  it('a value read inside another load is kept under the version its caller read, without reading it again', async () => {
    const { counted, statements } = countingStatements();
    let inner = 0;
    const readInner = () => readThroughDirectory(counted, 'test:inner', async () => ++inner);
    expect(await readThroughDirectory(counted, 'test:outer', () => readInner())).toBe(1);
    expect(statements()).toBe(1);
    // On its own the inner value is current (reused, not loaded) and reads the version.
    expect(await readInner()).toBe(1);
    expect(statements()).toBe(2);
    await createBusiness(db);
    expect(await readInner()).toBe(2);
  });

  it('reads the version once for requests that arrive together, and afresh for one that comes after', async () => {
    const { counted, statements } = countingStatements();
    const together = ['a', 'b', 'c'].map((key) =>
      readThroughDirectory(counted, `test:together:${key}`, async () => key),
    );
    expect(await Promise.all(together)).toEqual(['a', 'b', 'c']);
    expect(statements()).toBe(1);
    // A change committed before a request arrives is seen by it: its read is sent after.
    await createBusiness(db);
    let loads = 0;
    const read = () => readThroughDirectory(counted, 'test:together:a', async () => ++loads);
    expect(await read()).toBe(1);
    expect(statements()).toBe(2);
  });

  it('reads a long list in blocks of 1,000 ids, once per block while the directory is unchanged', async () => {
    const list = Array.from({ length: 2_500 }, (_, i) => `id-${i}`);
    const reads: number[] = [];
    const page = (offset: number, limit = 20) =>
      readIdsThroughDirectory(db, 'test:list', { limit, offset }, async (size, from) => {
        reads.push(from);
        return list.slice(from, from + size);
      });
    expect(await page(0)).toEqual(list.slice(0, 20));
    expect(await page(990)).toEqual(list.slice(990, 1_010));
    expect(await page(2_490)).toEqual(list.slice(2_490, 2_500));
    expect(await page(500, 100)).toEqual(list.slice(500, 600));
    expect(reads).toEqual([0, 1_000, 2_000]);
    await createBusiness(db);
    expect(await page(1_500)).toEqual(list.slice(1_500, 1_520));
    expect(reads).toEqual([0, 1_000, 2_000, 1_000]);
  });

  it('shares a load still in flight with later readers', async () => {
    let loads = 0;
    let release = (_value: string) => {};
    const gate = new Promise<string>((resolve) => {
      release = resolve;
    });
    const read = () =>
      readThroughDirectory(db, 'test:shared', () => {
        loads++;
        return gate;
      });
    const first = read();
    await expect.poll(() => loads).toBe(1);
    const later = [read(), read()];
    release('value');
    expect(await Promise.all([first, ...later])).toEqual(['value', 'value', 'value']);
    expect(loads).toBe(1);
  });

  it('keeps a page read once only when it is read again, or while it loads', async () => {
    let loads = 0;
    const read = (key: string) =>
      readThroughDirectory(db, `test:repeated:${key}`, async () => ++loads, {
        keepWhenRepeated: true,
      });
    // Read once: loaded, not kept. Read again: loaded again, and kept from then on.
    expect(await read('a')).toBe(1);
    expect(await read('a')).toBe(2);
    expect(await read('a')).toBe(2);
    // A reader that comes while the first load runs shares it, and the value is kept.
    const first = read('b');
    const second = read('b');
    expect([await first, await second]).toEqual([3, 3]);
    expect(await read('b')).toBe(3);
    // Kept, then out of date: loaded again and kept at once (it was read more than once).
    await createBusiness(db);
    expect(await read('a')).toBe(4);
    expect(await read('a')).toBe(4);
  });

  it('forgets a failed load, so the next reader tries again', async () => {
    let loads = 0;
    const failing = () =>
      readThroughDirectory(db, 'test:failing', async () => {
        loads++;
        throw new Error('database gone');
      });
    await expect(failing()).rejects.toThrow('database gone');
    await expect(failing()).rejects.toThrow('database gone');
    expect(loads).toBe(2);
  });

  it('loads again once the value is older than its maximum age', async () => {
    let loads = 0;
    const read = (maxAgeMs: number) =>
      readThroughDirectory(db, 'test:age', async () => ++loads, { maxAgeMs });
    expect(await read(60_000)).toBe(1);
    expect(await read(60_000)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await read(1)).toBe(2);
  });

  it('loads again once the time the value gives for itself has passed', async () => {
    // The clock the cache reads stands still unless moved here: on a loaded machine two
    // reads were once more than the value's 10 ms apart, and the second loaded again.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      let loads = 0;
      const read = (staleInMs: number) =>
        readThroughDirectory(db, 'test:stale-at', async () => ({ load: ++loads, staleInMs }), {
          staleAt: (value) => Date.now() + value.staleInMs,
        });
      expect((await read(10)).load).toBe(1);
      expect((await read(10)).load).toBe(1);
      vi.setSystemTime(Date.now() + 20);
      expect((await read(60_000)).load).toBe(2);
      vi.setSystemTime(Date.now() + 20);
      expect((await read(60_000)).load).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
