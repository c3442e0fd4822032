/**
 * Scheduled tasks and advisory locks with several "servers": each pool below is one
 * process's own connections to the same database, as separate server processes have.
 * several-servers.test.ts shows the same with real processes over HTTP.
 */
import { setTimeout as wait } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { tryWithAdvisoryLock, withAdvisoryLock } from '../db/advisory-lock.js';
import { type Database, openPostgres, queryRows } from '../db/client.js';
import { createTestContext } from '../test/test-app.js';
import { runIfDue } from './scheduled-task.js';

const { database, databaseUrl } = await createTestContext();
const { db } = database;
const servers: Database[] = [1, 2, 3].map(() => openPostgres(databaseUrl, { max: 3 }));
afterAll(() => Promise.all(servers.map((server) => server.close())));

const HOUR = 60 * 60_000;
let taskNumber = 0;
/** A task name of its own for each test: they share one scheduled_task_runs table. */
const newTask = () => `test-task-${++taskNumber}`;

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** As if the task's last run started long ago: it is due again. */
async function makeDue(name: string) {
  await db.execute(
    sql`update scheduled_task_runs set last_run_at = now() - interval '1 day' where name = ${name}`,
  );
}

async function advisoryLocksHeld(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from pg_locks
        where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`,
  );
  return row.n;
}

describe('runIfDue', () => {
  it('runs a due task, then not again within its interval', async () => {
    const name = newTask();
    let runs = 0;
    const run = async () => {
      runs += 1;
    };
    const first = await runIfDue({ db, name, intervalMs: HOUR, run });
    expect(first).toBeInstanceOf(Date);
    expect(await runIfDue({ db, name, intervalMs: HOUR, run })).toBeNull();
    expect(await runIfDue({ db: servers[1].db, name, intervalMs: HOUR, run })).toBeNull();
    expect(runs).toBe(1);
    expect(await advisoryLocksHeld()).toBe(0);
  });

  it('runs it once when three servers check at the same moment', async () => {
    const name = newTask();
    let runs = 0;
    const run = async () => {
      runs += 1;
      await wait(20);
    };
    for (let round = 1; round <= 5; round++) {
      await makeDue(name);
      const results = await Promise.all(
        servers.map((server) => runIfDue({ db: server.db, name, intervalMs: HOUR, run })),
      );
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(runs).toBe(round);
    }
  });

  it('runs it again once the interval has passed by the database clock', async () => {
    const name = newTask();
    let runs = 0;
    const run = async () => {
      runs += 1;
    };
    const first = await runIfDue({ db, name, intervalMs: 1000, run });
    expect(await runIfDue({ db: servers[0].db, name, intervalMs: 1000, run })).toBeNull();
    await wait(1050);
    const second = await runIfDue({ db: servers[0].db, name, intervalMs: 1000, run });
    expect(runs).toBe(2);
    // Dates keep whole milliseconds of the database's microseconds.
    expect((second?.getTime() ?? 0) - (first?.getTime() ?? 0)).toBeGreaterThanOrEqual(999);
  });

  it('keeps other servers out while a pass outlasts the interval', async () => {
    const name = newTask();
    const slow = deferred();
    let runs = 0;
    const running = runIfDue({
      db: servers[0].db,
      name,
      intervalMs: HOUR,
      run: async () => {
        runs += 1;
        await slow.promise;
      },
    });
    await expect.poll(() => runs).toBe(1);
    // The interval has passed, but the first pass still holds the task's lock.
    await makeDue(name);
    const run = async () => {
      runs += 1;
    };
    expect(await runIfDue({ db: servers[1].db, name, intervalMs: HOUR, run })).toBeNull();
    slow.resolve();
    expect(await running).toBeInstanceOf(Date);
    expect(await runIfDue({ db: servers[1].db, name, intervalMs: HOUR, run })).toBeInstanceOf(Date);
    expect(runs).toBe(2);
  });

  it('counts a failed pass as the interval’s run and lets go of the lock', async () => {
    const name = newTask();
    await expect(
      runIfDue({
        db: servers[0].db,
        name,
        intervalMs: HOUR,
        run: async () => {
          throw new Error('the task broke');
        },
      }),
    ).rejects.toThrow('the task broke');
    expect(await advisoryLocksHeld()).toBe(0);
    let runs = 0;
    const run = async () => {
      runs += 1;
    };
    // No retry from the next server to look: the next try is an interval later.
    expect(await runIfDue({ db: servers[1].db, name, intervalMs: HOUR, run })).toBeNull();
    await makeDue(name);
    expect(await runIfDue({ db: servers[1].db, name, intervalMs: HOUR, run })).toBeInstanceOf(Date);
    expect(runs).toBe(1);
  });

  it('frees the task when the server running it dies', async () => {
    const name = newTask();
    const hang = deferred();
    let started = false;
    const dying = runIfDue({
      db: servers[2].db,
      name,
      intervalMs: HOUR,
      run: async () => {
        started = true;
        await hang.promise;
      },
    });
    await expect.poll(() => started).toBe(true);
    // The process's connection goes away (a crash, a network cut): so does its lock.
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(
      `select pg_terminate_backend(pid) from pg_locks
       where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`,
    );
    await admin.end();
    // PostgreSQL lets go of the lock once the backend has exited, a moment later.
    await expect.poll(advisoryLocksHeld).toBe(0);
    await makeDue(name);
    let runs = 0;
    const run = async () => {
      runs += 1;
    };
    expect(await runIfDue({ db: servers[0].db, name, intervalMs: HOUR, run })).toBeInstanceOf(Date);
    expect(runs).toBe(1);
    hang.resolve();
    // The dead connection cannot unlock; the pass reports it.
    await expect(dying).rejects.toThrow();
  });
});

describe('withAdvisoryLock', () => {
  it('makes a second server wait until the first is done', async () => {
    const order: string[] = [];
    const first = deferred();
    const holding = withAdvisoryLock(servers[0].db, 'test-start-up', async () => {
      order.push('first starts');
      await first.promise;
      order.push('first ends');
    });
    await expect.poll(() => order).toEqual(['first starts']);
    let waited = 0;
    const waiting = withAdvisoryLock(
      servers[1].db,
      'test-start-up',
      async () => {
        order.push('second runs');
        return 'done';
      },
      { onWait: () => (waited += 1) },
    );
    await expect.poll(() => waited).toBe(1);
    expect(
      await tryWithAdvisoryLock(servers[2].db, 'test-start-up', async () => {
        order.push('third runs');
      }),
    ).toBe(false);
    first.resolve();
    expect(await waiting).toBe('done');
    await holding;
    expect(order).toEqual(['first starts', 'first ends', 'second runs']);
    expect(waited).toBe(1);
    expect(await advisoryLocksHeld()).toBe(0);
  });
});
