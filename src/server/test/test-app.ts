import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, expect, inject, onTestFinished } from 'vitest';
import { createApp } from '../app.js';
import { loadConfig } from '../config.js';
import { type Database, openPostgres } from '../db/client.js';
import { createLogger, type Logger } from '../platform/logger.js';

export interface TestContext {
  app: ReturnType<typeof createApp>;
  database: Database;
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
  const database = openPostgres(`${baseUrl}/${name}`, { max: 4 });
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'debug', ...env });
  const logs: Record<string, unknown>[] = [];
  const logger: Logger = createLogger('debug', (line) => logs.push(JSON.parse(line)));
  const app = createApp({ config, database, logger });

  const cleanUp = async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  // A context made inside a test (a one-off, e.g. with a broken table) ends with that
  // test; afterAll registers nothing there and would leave its pool and folder behind.
  if (expect.getState().currentTestName) onTestFinished(cleanUp);
  else afterAll(cleanUp);
  return { app, database, logs, dataDir };
}
