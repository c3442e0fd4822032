/**
 * `npm start` on the embedded default, as a process: it migrates an empty data
 * directory, holds the lock against a second start, stops cleanly on Ctrl-C and
 * SIGTERM, and a restart finds the same data. Apart from embedded.pglite.test.ts so
 * the two, each a long run of PGlite starts, run side by side.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { freePort } from '../test/free-port.js';
import { tempDirs } from '../test/temp-dirs.js';
import { queryRows } from './client.js';
import { openDatabase } from './open.js';

const dirs = tempDirs('bcs-pglite-');
const tempDir = dirs.make;

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, BUILD_WEB: 'never', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number, server: { exited: Promise<unknown> }) {
  let stopped = false;
  void server.exited.then(() => {
    stopped = true;
  });
  // A first start creates and migrates the database: a minute and more on a busy
  // machine. Only a server that exits or hangs fails here (the test's limit is 300 s).
  const deadline = Date.now() + 240_000;
  while (!stopped && Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return res.json();
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become healthy');
}

describe('npm start on the embedded database', () => {
  let running: ChildProcess | undefined;
  afterAll(() => {
    running?.kill('SIGKILL');
  });

  it('serves, refuses a second start, shuts down on SIGTERM and restarts on the same data', async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const env = { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', SEED: 'none' };

    const first = startServer(env);
    running = first.child;
    expect(await waitForHealth(port, first)).toEqual({ status: 'ok', database: 'pglite' });

    const second = startServer({ ...env, PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('is already using the data directory');

    // Ctrl-C stops it cleanly and releases the lock.
    first.child.kill('SIGINT');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('"msg":"stopped"');
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);

    // Write a row while it is stopped, then restart and find it again.
    const config = loadConfig({ DATA_DIR: dataDir });
    const direct = await openDatabase(config);
    await direct.database.db.execute(
      sql`insert into categories (name, slug, sort_order) values ('Restart Check', 'restart-check', 99)`,
    );
    await direct.close();

    const restarted = startServer(env);
    running = restarted.child;
    await waitForHealth(port, restarted);
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);

    const after = await openDatabase(config);
    const rows = await queryRows<{ name: string }>(
      after.database.db,
      sql`select name from categories where slug = 'restart-check'`,
    );
    expect(rows).toEqual([{ name: 'Restart Check' }]);
    await after.close();
  });
});
