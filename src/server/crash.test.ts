/**
 * Issue 32 on PostgreSQL: a real server killed with SIGKILL during an import and a
 * burst of job applications, then started again on the same database and data
 * directory (test/crash-scenario.ts says what must hold). PostgreSQL lets the dead
 * server's connections and advisory locks go; the new server finds the import dead by
 * its free lock.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, inject, it } from 'vitest';
import { openPostgres } from './db/client.js';
import { expectNothingHalfDone } from './test/crash-expectations.js';
import { type CrashSite, crashDuringWork } from './test/crash-scenario.js';

const dataDir = mkdtempSync(join(tmpdir(), 'bcs-crash-'));
const name = `crash_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: `${inject('postgresUrl')}/postgres` });
await admin.connect();
await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDb')}`);
await admin.end();
const databaseUrl = `${inject('postgresUrl')}/${name}`;
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const site: CrashSite = {
  kind: 'postgres',
  dataDir,
  env: { DATABASE_URL: databaseUrl, DATABASE_POOL_SIZE: '4' },
  async open() {
    const database = openPostgres(databaseUrl, { max: 2 });
    return { db: database.db, close: () => database.close() };
  },
};

describe('a server killed mid-work on PostgreSQL', () => {
  it('after a SIGKILL during an import and applications, and a restart, leaves nothing half-done', async () => {
    const report = await crashDuringWork(site);

    expectNothingHalfDone(report);
  }, 120_000);
});
