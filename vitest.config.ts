import { relative } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { compiledCatalogues } from './src/locales/vite-catalogues.js';
import { TEST_PROCESS_NODE_FLAGS } from './src/server/test/process-flags.js';

// bench/'s and scripts/' pure helpers (the distinct-request generator, the CLIs' arguments)
// are tested with the unit files.
const UNIT = [
  'src/domain/**/*.test.ts',
  'src/**/*.unit.test.ts',
  'bench/**/*.unit.test.ts',
  'scripts/**/*.unit.test.ts',
];
const PGLITE = ['src/**/*.pglite.test.ts'];

/**
 * Vitest queues projects one after the other (api, then pglite, then unit, then web),
 * so the PGlite files, each a minute of starting servers and CLIs on one core, used
 * to run last while the second core idled. This orders the queue longest first (by
 * the last run's times; a file never run is guessed from its kind and size, where
 * Vitest would run every new file first, long or short) and puts a PGlite file in
 * every PGLITE_SPACING places from the start, so all of them start in the first
 * minute or so, beside API files rather than beside each other, and the run ends on
 * short files instead of waiting for one PGlite file that started late.
 */
const PGLITE_SPACING = 2;
/** Test files run at once (see `maxWorkers` below). */
const WORKERS = 3;

class LongestFirstSequencer extends BaseSequencer {
  /** A file's expected time in ms: its last run's, or a guess (only the order matters). */
  private expected(file: TestSpecification): number {
    const key = `${file.project.name}:${relative(this.ctx.config.root, file.moduleId)}`;
    const last = this.ctx.cache.getFileTestResults(key)?.duration;
    if (last) return last;
    if (file.project.name === 'pglite') return 60_000;
    return (this.ctx.cache.getFileStats(key)?.size ?? 0) / 4;
  }

  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const longestFirst = [...files].sort(
      (a, b) => a.project.name.localeCompare(b.project.name) || this.expected(b) - this.expected(a),
    );
    const pglite = longestFirst.filter((file) => file.project.name === 'pglite');
    const rest = longestFirst.filter((file) => file.project.name !== 'pglite');
    // The API files' first wait for their PostgreSQL server (global setup: 15-20 s), so
    // the queue opens with a PGlite file per worker: they run through that wait.
    const queue: TestSpecification[] = pglite.splice(0, WORKERS);
    while (pglite.length || rest.length) {
      const next = pglite.shift();
      if (next) queue.push(next);
      queue.push(...rest.splice(0, PGLITE_SPACING - 1));
    }
    return queue;
  }
}

export default defineConfig({
  test: {
    // The API files mostly wait on PostgreSQL and password hashing, so three at a
    // time keep two cores busy: 174 s instead of 455 s for them here. (Vitest's
    // default is one worker per core minus one: a single worker on 2 cores.) Vitest
    // wants one worker count for projects that run side by side, so it is set here.
    maxWorkers: WORKERS,
    // Vite's transform of each module (TypeScript, the web's catalogues) kept on disk
    // between runs, keyed by the file's content and the config: six API and web files
    // took 34.5 s of CPU transformed afresh, 31.1 s from the cache.
    experimental: { fsModuleCache: true, fsModuleCachePath: '.tmp/vitest-module-cache' },
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          include: UNIT,
          environment: 'node',
          isolate: false,
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
          // The files open PGlite themselves too: the same baseline-only WebAssembly as
          // the processes they start (test/process-flags.ts), about 4 s of these workers' 29.
          execArgv: TEST_PROCESS_NODE_FLAGS,
          // Files share their worker's modules, as the API files do: each imported the
          // server's modules afresh (several seconds of CPU apiece on a busy machine).
          // Each file still makes its own data directory, database and processes.
          isolate: false,
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
        plugins: [compiledCatalogues()],
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
