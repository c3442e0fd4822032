/**
 * The embedded default runs the same scheduled-task code: on PGlite (one process,
 * one connection) the advisory lock is always free and the table still spaces runs.
 */
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { withAdvisoryLock } from '../db/advisory-lock.js';
import { openPglite, queryRows } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { migratedDataDir } from '../test/pglite-template.js';
import { createLogger } from './logger.js';
import { startMaintenance } from './maintenance.js';
import { runIfDue } from './scheduled-task.js';

// A copy of a migrated data directory: creating a database costs seconds, opening one less.
const dataDir = await migratedDataDir('bcs-scheduled-');
const database = await openPglite(dataDir);
await migrateDatabase(database);
const { db } = database;
afterAll(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('scheduled tasks on PGlite', () => {
  it('runs a due task once per interval', async () => {
    let runs = 0;
    const run = async () => {
      runs += 1;
    };
    const task = { db, name: 'pglite-task', intervalMs: 60_000, run };
    expect(await runIfDue(task)).toBeInstanceOf(Date);
    expect(await runIfDue(task)).toBeNull();
    await db.execute(sql`update scheduled_task_runs set last_run_at = now() - interval '1 hour'`);
    expect(await runIfDue(task)).toBeInstanceOf(Date);
    expect(runs).toBe(2);
  });

  it('holds a start-up lock while the work queries the database', async () => {
    const answer = await withAdvisoryLock(db, 'start-up', async () => {
      const [row] = await queryRows<{ n: number }>(db, sql`select 1 as n`);
      return row.n;
    });
    expect(answer).toBe(1);
  });

  it('runs the maintenance pass, which deletes expired sessions', async () => {
    await db.execute(sql`insert into users (id, name, email, email_verified, created_at, updated_at)
                         values ('u1', 'Pat', 'pat@example.com', true, now(), now())`);
    await db.execute(sql`insert into sessions (id, token, user_id, expires_at, created_at, updated_at) values
                         ('gone', 'token-gone', 'u1', now() - interval '1 minute', now(), now()),
                         ('live', 'token-live', 'u1', now() + interval '1 day', now(), now())`);
    const lines: Record<string, unknown>[] = [];
    const maintenance = startMaintenance({
      db,
      logger: createLogger('info', (line) => lines.push(JSON.parse(line))),
      intervalMs: 60_000,
    });
    await expect.poll(() => lines.map((line) => line.msg)).toContain('scheduled task ran');
    await maintenance.stop();
    const sessions = await queryRows<{ id: string }>(db, sql`select id from sessions`);
    expect(sessions).toEqual([{ id: 'live' }]);
  });
});
