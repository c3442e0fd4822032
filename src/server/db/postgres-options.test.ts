/**
 * The PostgreSQL pool as configured (issue 13 point 8): its size, a statement timeout,
 * and slow statements logged with what they were.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createLogger } from '../platform/logger.js';
import { createTestContext } from '../test/test-app.js';
import { queryRows } from './client.js';
import { openDatabase } from './open.js';

const ctx = await createTestContext();

async function openConfigured(env: Record<string, string>) {
  const lines: Record<string, unknown>[] = [];
  const config = loadConfig({
    DATA_DIR: ctx.dataDir,
    DATABASE_URL: ctx.databaseUrl,
    ...env,
  });
  const logger = createLogger('debug', (line) => lines.push(JSON.parse(line)));
  return { opened: await openDatabase(config, logger), lines };
}

describe('the configured PostgreSQL pool', () => {
  it('logs a statement slower than SLOW_QUERY_MS with its text, and not a fast one', async () => {
    const { opened, lines } = await openConfigured({ SLOW_QUERY_MS: '150' });
    try {
      await opened.database.db.execute(sql`select 1`);
      await opened.database.db.execute(sql`select pg_sleep(0.3) as slept`);
      await expect.poll(() => lines.filter((l) => l.msg === 'slow query')).toHaveLength(1);
      const [slow] = lines.filter((l) => l.msg === 'slow query');
      expect(slow).toMatchObject({ level: 'warn', statement: 'select pg_sleep(0.3) as slept' });
      expect(slow.ms).toBeGreaterThanOrEqual(300);
    } finally {
      await opened.close();
    }
  });

  it('cancels a statement running past DATABASE_STATEMENT_TIMEOUT_MS', async () => {
    const { opened } = await openConfigured({ DATABASE_STATEMENT_TIMEOUT_MS: '200' });
    try {
      await expect(opened.database.db.execute(sql`select pg_sleep(2)`)).rejects.toThrow();
      const [{ timeout }] = await queryRows<{ timeout: string }>(
        opened.database.db,
        sql`select current_setting('statement_timeout') as timeout`,
      );
      expect(timeout).toBe('200ms');
    } finally {
      await opened.close();
    }
  });

  it('opens at most DATABASE_POOL_SIZE connections', async () => {
    const { opened } = await openConfigured({ DATABASE_POOL_SIZE: '2' });
    try {
      // Drizzle's queries start when awaited: Promise.all sets all five going.
      const running = Promise.all(
        Array.from({ length: 5 }, () => opened.database.db.execute(sql`select pg_sleep(0.5)`)),
      );
      const sleeping = async () => {
        const [{ connections }] = await queryRows<{ connections: number }>(
          ctx.database.db,
          sql`select count(*)::int as connections from pg_stat_activity
              where datname = current_database() and query = 'select pg_sleep(0.5)'`,
        );
        return connections;
      };
      await expect.poll(sleeping).toBe(2);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await sleeping()).toBe(2);
      await running;
    } finally {
      await opened.close();
    }
  });
});
