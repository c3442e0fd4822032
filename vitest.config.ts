import { defineConfig } from 'vitest/config';

const UNIT = ['src/domain/**/*.test.ts', 'src/**/*.unit.test.ts'];
const PGLITE = ['src/**/*.pglite.test.ts'];

export default defineConfig({
  test: {
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
