import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPostgres, queryRows } from '../db/client.js';
import { createTestContext } from '../test/test-app.js';
import { createLogger } from './logger.js';
import { startMaintenance } from './maintenance.js';
import { consumeRateLimit, TOO_MANY_ATTEMPTS } from './rate-limit.js';

const { database } = await createTestContext();
const { db } = database;
const rule = { name: 'test', max: 3, windowMs: 60_000 };

describe('consumeRateLimit', () => {
  it('allows max attempts per key, refuses the next, and counts keys separately', async () => {
    for (let i = 0; i < 3; i++)
      await consumeRateLimit({ db }, rule, ['ip:1.2.3.4', 'email:a@b.co']);
    await expect(consumeRateLimit({ db }, rule, ['ip:1.2.3.4'])).rejects.toMatchObject({
      code: 'rate_limited',
      message: TOO_MANY_ATTEMPTS,
    });
    // Another address is still limited by the shared e-mail key.
    await expect(
      consumeRateLimit({ db }, rule, ['ip:5.6.7.8', 'email:a@b.co']),
    ).rejects.toMatchObject({
      code: 'rate_limited',
    });
    await expect(
      consumeRateLimit({ db }, rule, ['ip:9.9.9.9', 'email:c@d.co']),
    ).resolves.toBeUndefined();
  });

  it('starts a new window once the old one has passed', async () => {
    const keys = ['ip:10.0.0.1'];
    for (let i = 0; i < 3; i++) await consumeRateLimit({ db }, rule, keys);
    await db.execute(
      sql`update rate_limit_buckets set reset_at = now() - interval '1 second' where key = 'test:ip:10.0.0.1'`,
    );
    await expect(consumeRateLimit({ db }, rule, keys)).resolves.toBeUndefined();
  });

  it('refuses the attempt when the limiter itself fails', async () => {
    const broken = openPostgres('postgres://nobody:wrong@127.0.0.1:1/none', { max: 1 });
    await expect(consumeRateLimit({ db: broken.db }, rule, ['ip:1.1.1.1'])).rejects.toMatchObject({
      code: 'rate_limited',
      message: TOO_MANY_ATTEMPTS,
    });
    await broken.close();
  });
});

describe('the maintenance tick', () => {
  it('removes expired rate-limit buckets and keeps live ones', async () => {
    await consumeRateLimit({ db }, rule, ['ip:10.0.0.2', 'ip:10.0.0.3']);
    await db.execute(
      sql`update rate_limit_buckets set reset_at = now() - interval '1 second' where key = 'test:ip:10.0.0.2'`,
    );
    const maintenance = startMaintenance({
      db,
      logger: createLogger('silent'),
      intervalMs: 60_000,
    });
    await maintenance.stop();
    const rows = await queryRows<{ key: string }>(
      db,
      sql`select key from rate_limit_buckets where key in ('test:ip:10.0.0.2', 'test:ip:10.0.0.3')`,
    );
    expect(rows).toEqual([{ key: 'test:ip:10.0.0.3' }]);
  });

  it('logs a failed pass instead of throwing', async () => {
    const broken = openPostgres('postgres://nobody:wrong@127.0.0.1:1/none', { max: 1 });
    const lines: string[] = [];
    const logger = createLogger('debug', (line) => lines.push(line));
    const maintenance = startMaintenance({ db: broken.db, logger, intervalMs: 60_000 });
    await maintenance.stop();
    await broken.close();
    expect(lines.map((line) => JSON.parse(line).msg)).toContain('maintenance pass failed');
  });
});
