/**
 * What a crash test asserts of a server killed mid-work and started again, on either
 * database (crash.test.ts, crash.pglite.test.ts): nothing half-done, nothing lost.
 */
import { expect } from 'vitest';
import { IMPORT_ROWS } from './crash-imports.js';
import { type CrashReport, crashProblems } from './crash-scenario.js';

export function expectNothingHalfDone(report: CrashReport) {
  expect(report.importFinishedBeforeKill).toBe(false);
  expect(report.batch).toMatchObject({
    status: 'interrupted',
    totalRows: IMPORT_ROWS,
    undoneAt: null,
  });
  expect(report.batch?.counts.create).toBe(report.businessesListed);
  expect(report.businessesListed).toBeGreaterThanOrEqual(report.importDoneAtKill);
  expect(report.undo).toEqual({
    status: 409,
    message: expect.stringMatching(/^Cannot undo: Crash .+, Crash .+ changed since this import\.$/),
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
}
