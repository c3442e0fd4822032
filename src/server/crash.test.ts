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
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openPostgres } from './db/client.js';
import { type CrashSite, crashDuringWork, crashProblems } from './test/crash-scenario.js';

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

    expect(report.importFinishedBeforeKill).toBe(false);
    expect(report.batch).toMatchObject({ status: 'interrupted', totalRows: 6000, undoneAt: null });
    expect(report.batch?.counts.create).toBe(report.businessesListed);
    expect(report.businessesListed).toBeGreaterThanOrEqual(report.importDoneAtKill);
    expect(report.undo).toEqual({
      status: 409,
      message: expect.stringMatching(
        /^Cannot undo: Crash .+, Crash .+ changed since this import\.$/,
      ),
    });
    expect(report.businessesAfterUndo).toBe(report.businessesListed);
    expect(report.answered.length).toBeGreaterThanOrEqual(2);
    expect(report.applications).toMatchObject({
      answeredButMissing: [],
      withoutApplicantMail: [],
      withoutEmployerMail: [],
      resumeFileMissing: [],
    });
    expect(report.applications.saved).toBeGreaterThanOrEqual(report.answered.length);
    expect(report.resumesWithoutApplication).toEqual([]);
    expect(report.photos.answered.length).toBeGreaterThanOrEqual(1);
    expect(report.photos).toMatchObject({
      answeredButMissing: [],
      fileMissing: [],
      withoutRow: [],
    });
    expect(crashProblems(report)).toEqual([]);
  }, 120_000);
});
