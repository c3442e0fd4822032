/**
 * Issue 32 on the embedded database: a real server killed with SIGKILL during an
 * import and a burst of job applications, then started again on the same data
 * directory (test/crash-scenario.ts says what must hold). Before the crash, the same
 * server shows the import's progress streaming: Stop takes effect mid-import.
 */
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { ImportProgressLine } from '#domain/imports.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/open.js';
import type { Device } from './test/accounts.js';
import { expectNothingHalfDone } from './test/crash-expectations.js';
import { stopMidImport } from './test/crash-imports.js';
import { type CrashSite, crashDuringWork } from './test/crash-scenario.js';
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

    expectNothingHalfDone(report);
  });
});
