import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './e2e/browser.js';
import { TEST_CAPTCHA_COST } from './src/server/test/captcha.js';
import { freePort } from './src/server/test/free-port.js';
import { SEED_IMAGE_CACHE_DIR } from './src/server/test/seed-images.js';

// Chosen once by the runner and inherited by its workers through the environment.
process.env.E2E_PORT ??= String(await freePort());
if (!process.env.E2E_DATA_DIR) {
  // Each run gets its own throwaway data directory; runs older than two hours are removed
  // (never a directory a parallel run may still be using).
  const root = resolve('.tmp/e2e');
  mkdirSync(root, { recursive: true });
  for (const entry of readdirSync(root)) {
    const dir = join(root, entry);
    if (Date.now() - statSync(dir).mtimeMs > 2 * 60 * 60 * 1000) {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  process.env.E2E_DATA_DIR = mkdtempSync(join(root, 'run-'));
}
// Where scripts/e2e-server.ts writes its database's address; the tests make admins there.
process.env.E2E_DATABASE_URL_FILE ??= join(process.env.E2E_DATA_DIR, 'database-url');
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Two workers, the server, PostgreSQL and Chromium share two cores, on machines
  // whose speed varies by the minute: a wait is generous so that only a wrong page
  // fails, never a slow one (speed is measured in bench/, not here).
  timeout: 60_000,
  expect: { timeout: 12_000 },
  reporter: [['list'], ['json', { outputFile: '.tmp/reports/e2e.json' }]],
  use: {
    baseURL,
    // A failed test keeps a screenshot and Playwright's error context (the page's
    // accessibility snapshot). Its trace (actions, DOM snapshots, network, console) is
    // recorded only with E2E_TRACE=1: recording every test to keep the failed ones cost
    // 17 s of the suite's 252 s of CPU (7%), and npm test is bound by CPU. Re-run a
    // failure with `E2E_TRACE=1 npx playwright test e2e/<file>` to get its trace. The
    // film strip of screenshots stays out either way (half of Chromium's CPU time).
    trace:
      process.env.E2E_TRACE === '1' ? { mode: 'retain-on-failure', screenshots: false } : 'off',
    screenshot: 'only-on-failure',
    // As a visitor who asked for less motion: the app then stops its pulses, spinners'
    // turns, fades and the home page's photo rotation (styles.css, photo-strip.tsx), so
    // Chromium draws frames only when a page changes: the browser stage's CPU 237 -> 211 s
    // (its GPU process 31 -> 20 s). The tests of motion itself ask for it (search.spec.ts).
    reducedMotion: 'reduce',
    launchOptions: { executablePath: await chromiumExecutable(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // The built app on a throwaway PostgreSQL, with uploads in a throwaway data directory.
    // The embedded database (PGlite) is proven by the *.pglite.test.ts suite.
    command: 'node --import tsx scripts/e2e-server.ts',
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    // SIGTERM, not SIGKILL, so the script stops the server and then its PostgreSQL.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      // Where the server reads the built app: scripts/e2e-server.ts links it to the build
      // of these sources, made at the first run that needs it (webBuild there).
      WEB_DIST_DIR: join(process.env.E2E_DATA_DIR, 'web'),
      BUILD_WEB: 'never',
      // Each test sends its own X-Forwarded-For (e2e/fixtures.ts), so the per-address
      // rate limits of sign-in, claim and reset count every test apart.
      TRUST_PROXY: 'true',
      // The journeys sign in and claim dozens of times: scrypt at a trivial cost, as the
      // API tests use (src/server/platform/auth/password-hash.test.ts runs the real one).
      INSECURE_FAST_PASSWORD_HASH: 'true',
      // The human check's proof of work at the API tests' cost: the widget and the API
      // helpers still solve a real challenge, in milliseconds instead of about a second
      // of CPU each (captcha.test.ts checks the production cost).
      CAPTCHA_COST: TEST_CAPTCHA_COST,
      // The demo pictures a seed drew before, copied instead of drawn again (11 s of CPU).
      SEED_IMAGE_CACHE_DIR,
    },
  },
});
