import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const UNIT = ['src/domain/**/*.test.ts', 'src/**/*.unit.test.ts'];
const PGLITE = ['src/**/*.pglite.test.ts'];

/**
 * Vitest queues projects one after the other (api, then pglite, then unit), so the
 * PGlite files, each a minute of starting servers and CLIs on one core, used to run
 * last while the second core idled. This spreads them through the queue instead:
 * the longest first (by the last run's times; in a fresh clone, the largest), one in
 * every PGLITE_SPACING files, so they overlap the API files without crowding each
 * other, and all of them start in the first third of the queue: the last to start
 * ends the run.
 */
const PGLITE_SPACING = 3;

class SpreadPgliteSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const pglite = sorted.filter((file) => file.project.name === 'pglite');
    const rest = sorted.filter((file) => file.project.name !== 'pglite');
    const spread: TestSpecification[] = [];
    while (pglite.length || rest.length) {
      const next = pglite.shift();
      if (next) spread.push(next);
      spread.push(...rest.splice(0, PGLITE_SPACING - 1));
    }
    return spread;
  }
}

export default defineConfig({
  test: {
    // The API files mostly wait on PostgreSQL and password hashing, so three at a
    // time keep two cores busy: 174 s instead of 455 s for them here. (Vitest's
    // default is one worker per core minus one: a single worker on 2 cores.) Vitest
    // wants one worker count for projects that run side by side, so it is set here.
    maxWorkers: 3,
    sequence: { sequencer: SpreadPgliteSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          include: UNIT,
          environment: 'node',
          // A few load a large library on first use (exceljs: a second alone, more
          // than five beside the browser tests on a busy machine).
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['src/server/**/*.test.ts'],
          exclude: [...UNIT, ...PGLITE],
          globalSetup: ['src/server/test/postgres-global-setup.ts'],
          setupFiles: ['src/server/test/fail-on-console-error.ts'],
          // Files share their worker's modules: loading the app took about 5 s of the
          // CPU per file, more than most files' tests. Each file still has its own
          // database, app and data directory (createTestContext), and nothing mocks.
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'pglite',
          include: PGLITE,
          setupFiles: ['src/server/test/fail-on-console-error.ts'],
          // These start real processes (the server, the CLIs). Most start on a copy of
          // one migrated data directory (test/pglite-template.ts), but the first starts
          // on an empty one still create, migrate and seed a PGlite database: 20-45 s on
          // a quiet two-core machine, 150 s beside the browser tests (npm test runs them
          // together) on one whose other work left a third of it. Only a hung process
          // should fail them, never a slow one.
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
      {
        // Component tests (docs/decisions/018-component-tests.md): screens in happy-dom,
        // the server faked at fetch by src/web/test/serve-api.ts.
        test: {
          name: 'web',
          include: ['src/web/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['src/web/test/setup.ts'],
          // Files share their worker's modules (React, the router, the icons): half the CPU
          // time. Nothing a test needs lives in a module: each render makes its own query
          // client and router, and the setup file resets fetch, storage and toasts.
          isolate: false,
          // Above the 5 s findBy* wait (src/web/test/setup.ts), so a missing element says so.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
