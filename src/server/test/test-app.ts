import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, inject, onTestFinished } from 'vitest';
import { createApp } from '../app.js';
import { loadConfig } from '../config.js';
import { type Database, openPostgres } from '../db/client.js';
import { flushAnalyticsEvents } from '../features/analytics/event-queue.js';
import { createLogger, type Logger } from '../platform/logger.js';

import { TEST_CAPTCHA_COST } from './captcha.js';

// Kept with the solver, so tests of server processes need not load the app to read it.
export { TEST_CAPTCHA_COST };

/**
 * Every API test's settings beside its own: the cheap human check above, and passwords
 * hashed by the same scrypt at a trivial cost (the files hash and check hundreds;
 * at the real cost they took a minute of CPU). password-hash.test.ts runs the real one.
 */
export const TEST_SETTINGS = {
  CAPTCHA_COST: TEST_CAPTCHA_COST,
  INSECURE_FAST_PASSWORD_HASH: 'true',
} as const;

export interface TestContext {
  app: ReturnType<typeof createApp>;
  database: Database;
  /** The address of this context's own database. */
  databaseUrl: string;
  logger: Logger;
  logs: Record<string, unknown>[];
  dataDir: string;
}

/**
 * A fresh database cloned from the migrated template, an app wired to it, and a
 * throwaway data directory. Call once per test file (at module level).
 */
export async function createTestContext(env: Record<string, string> = {}): Promise<TestContext> {
  const baseUrl = inject('postgresUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: `${baseUrl}/postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDb')}`);
  await admin.end();

  const dataDir = mkdtempSync(join(tmpdir(), 'bcs-test-'));
  const databaseUrl = `${baseUrl}/${name}`;
  const database = openPostgres(databaseUrl, { max: 4 });
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'debug',
    ...TEST_SETTINGS,
    ...env,
  });
  const logs: Record<string, unknown>[] = [];
  const logger: Logger = createLogger('debug', (line) => logs.push(JSON.parse(line)));
  const app = createApp({ config, database, logger });

  const cleanUp = async () => {
    await flushAnalyticsEvents(database.db);
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  // A context made inside a test (a one-off, e.g. with a broken table) ends with that
  // test; afterAll registers nothing there and would leave its pool and folder behind.
  // Outside a test onTestFinished throws. (expect's state cannot tell: files share a
  // worker, and it keeps the previous file's last test name.)
  try {
    onTestFinished(cleanUp);
  } catch {
    afterAll(cleanUp);
  }
  return { app, database, databaseUrl, logger, logs, dataDir };
}
