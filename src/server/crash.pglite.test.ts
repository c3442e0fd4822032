/**
 * Issue 32 on the embedded database: a real server killed with SIGKILL during an
 * import and a burst of job applications, then started again on the same data
 * directory (test/crash-scenario.ts says what must hold). Before the crash, the same
 * server shows the import's progress streaming: Stop takes effect mid-import.
 */
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { ImportProgressLine } from '../domain/imports.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/open.js';
import type { Device } from './test/accounts.js';
import {
  type CrashSite,
  crashDuringWork,
  crashProblems,
  stopMidImport,
} from './test/crash-scenario.js';
import { migratedDataDir } from './test/pglite-template.js';

const dataDir = await migratedDataDir('bcs-crash-');
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const site: CrashSite = {
  kind: 'pglite',
  dataDir,
  env: {},
  async open() {
    const opened = await openDatabase(loadConfig({ DATA_DIR: dataDir }));
    return { db: opened.database.db, close: opened.close };
  },
};

describe('a server killed mid-work on PGlite', () => {
  it('streams an import’s progress (Stop works), and after a SIGKILL and a restart leaves nothing half-done', async () => {
    let stopped: Awaited<ReturnType<typeof stopMidImport>> | undefined;
    const report = await crashDuringWork(site, {
      first: async (admin: Device) => {
        stopped = await stopMidImport(admin);
      },
    });

    // Stop after the first progress line: the run had not finished, and took its rows back.
    expect(stopped?.seen.map((line: ImportProgressLine) => line.type)).toEqual(['progress']);
    expect(stopped?.batch).toMatchObject({ status: 'undone' });
    expect(stopped?.listed).toBe(0);

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
  });
});
