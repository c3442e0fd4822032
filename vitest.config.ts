import { defineConfig } from 'vitest/config';

const UNIT = ['src/domain/**/*.test.ts', 'src/**/*.unit.test.ts'];
const PGLITE = ['src/**/*.pglite.test.ts'];

export default defineConfig({
  test: {
    // The API files mostly wait on PostgreSQL and password hashing, so three at a
    // time keep two cores busy: 174 s instead of 455 s for them here. (Vitest's
    // default is one worker per core minus one: a single worker on 2 cores.) Vitest
    // wants one worker count for projects that run side by side, so it is set here.
    maxWorkers: 3,
    projects: [
      {
        test: { name: 'unit', include: UNIT, environment: 'node' },
      },
      {
        test: {
          name: 'api',
          include: ['src/server/**/*.test.ts'],
          exclude: [...UNIT, ...PGLITE],
          globalSetup: ['src/server/test/postgres-global-setup.ts'],
          setupFiles: ['src/server/test/fail-on-console-error.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'pglite',
          include: PGLITE,
          setupFiles: ['src/server/test/fail-on-console-error.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // PGlite instances are heavy (initdb each); keep them one file at a time.
          fileParallelism: false,
        },
      },
    ],
  },
});
