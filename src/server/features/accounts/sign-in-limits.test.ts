/**
 * Sign-in rate limits (DESIGN decision 9): failures only, per account and per
 * address. Apart from the other sign-in tests because these make many attempts.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import {
  claimAs,
  Device,
  errorOf,
  randomIp,
  STRONG_PASSWORD,
  signInAs,
  uniqueEmail,
} from '../../test/accounts.js';
import { solveCaptcha } from '../../test/captcha.js';
import { createTestContext } from '../../test/test-app.js';

const { app, database } = await createTestContext();
const proxied = await createTestContext({ TRUST_PROXY: 'true' });

describe('rate limits (failures only: 5 per account, 30 per address, per 15 minutes)', () => {
  const TOO_MANY = {
    status: 429,
    code: 'rate_limited',
    message: 'Too many attempts. Please wait before trying again.',
  };

  it('lets 10 owners sign in from one address in a row', async () => {
    const owners = [];
    for (let i = 0; i < 10; i++) owners.push(await claimAs(app, new Device(app)));
    const office = new Device(app);
    for (const owner of owners) {
      const res = await signInAs(app, office, {
        email: owner.ownerEmail,
        password: STRONG_PASSWORD,
      });
      expect(res.status).toBe(200);
    }
  }, 60_000);

  it('refuses the 6th wrong password for one account, even from a new address', async () => {
    const claim = await claimAs(app, new Device(app));
    const device = new Device(app);
    for (let i = 0; i < 5; i++) {
      const res = await signInAs(app, device, { email: claim.ownerEmail, password: 'Wr0ng&Pass' });
      expect(res.status).toBe(401);
    }
    // The right password, from another address and with a forged X-Forwarded-For.
    const sixth = await new Device(app).post(
      '/api/account/sign-in',
      { email: claim.ownerEmail, password: STRONG_PASSWORD, captcha: await solveCaptcha(app) },
      { 'x-forwarded-for': randomIp() },
    );
    expect(await errorOf(sixth)).toEqual(TOO_MANY);
    expect(sixth.headers.getSetCookie()).toEqual([]);

    const refused = await queryRows<{ metadata: Record<string, unknown> }>(
      database.db,
      sql`select metadata from security_events where action = 'auth_rate_limited'
          and metadata->>'email' = ${claim.ownerEmail}`,
    );
    expect(refused.map((e) => e.metadata)).toEqual([
      { attemptType: 'login', email: claim.ownerEmail },
    ]);
  }, 60_000);

  it("a successful sign-in starts the account's count afresh", async () => {
    const claim = await claimAs(app, new Device(app));
    const device = new Device(app);
    const attempt = (password: string) =>
      signInAs(app, device, { email: claim.ownerEmail, password });
    for (let i = 0; i < 4; i++) expect((await attempt('Wr0ng&Pass')).status).toBe(401);
    expect((await attempt(STRONG_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await attempt('Wr0ng&Pass')).status).toBe(401);
    expect(await errorOf(await attempt(STRONG_PASSWORD))).toEqual(TOO_MANY);
  }, 60_000);

  it('limits one address to 30 failures across many e-mails, whatever X-Forwarded-For claims', async () => {
    // 31 at once: each is counted before it is tried, so exactly one is refused.
    const device = new Device(app);
    const captchas = await Promise.all(Array.from({ length: 31 }, () => solveCaptcha(app)));
    const statuses = await Promise.all(
      captchas.map(async (captcha) => {
        const res = await device.post(
          '/api/account/sign-in',
          { email: uniqueEmail(), password: 'Wr0ng&Pass', captcha },
          { 'x-forwarded-for': randomIp() },
        );
        return res.status;
      }),
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
  }, 60_000);

  it('refuses the attempt when the limiter itself fails', async () => {
    const broken = await createTestContext();
    await broken.database.db.execute(sql`drop table rate_limit_buckets`);
    const res = await new Device(broken.app).post('/api/account/sign-in', {
      email: uniqueEmail(),
      password: STRONG_PASSWORD,
      captcha: await solveCaptcha(broken.app),
    });
    expect(res.status).toBe(429);
  });
});

describe('behind a trusted proxy (TRUST_PROXY)', () => {
  it('keys the limit on the address the proxy reports', async () => {
    const device = new Device(proxied.app, '127.0.0.1');
    const client = randomIp();
    const fail = async (address: string) =>
      device.post(
        '/api/account/sign-in',
        { email: uniqueEmail(), password: 'Wr0ng&Pass', captcha: await solveCaptcha(proxied.app) },
        { 'x-forwarded-for': address },
      );
    await Promise.all(Array.from({ length: 30 }, () => fail(client)));
    expect((await fail(client)).status).toBe(429);
    expect((await fail(randomIp())).status).toBe(401);
  }, 60_000);
});
