import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { claimAs, Device, STRONG_PASSWORD, signInAs, uniqueEmail } from '../../test/accounts.js';
import { createTestContext } from '../../test/test-app.js';

const { app, database } = await createTestContext();

async function userCount() {
  const [row] = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from users`,
  );
  return row.n;
}

describe("the auth library's endpoints at /api/auth", () => {
  it('has no public sign-up: a claim is the only way in, and no role can be chosen', async () => {
    const before = await userCount();
    for (const body of [
      { email: uniqueEmail(), password: STRONG_PASSWORD, name: 'Mallory' },
      {
        email: uniqueEmail(),
        password: STRONG_PASSWORD,
        name: 'Mallory',
        userType: 'admin',
        role: 'admin',
      },
    ]) {
      const res = await app.request('/api/auth/sign-up/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(404);
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    expect(await userCount()).toBe(before);
  });

  it('does not let a client sign in around the human check and the rate limits', async () => {
    const device = new Device(app);
    const claim = await claimAs(app, device);
    for (const path of [
      '/api/auth/sign-in/email',
      '/api/auth/request-password-reset',
      '/api/auth/reset-password',
      '/api/auth/two-factor/verify-totp',
      '/api/auth/change-password',
      '/api/auth/revoke-other-sessions',
    ]) {
      const res = await app.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
        body: JSON.stringify({ email: claim.ownerEmail, password: STRONG_PASSWORD }),
      });
      expect(res.status, path).toBe(404);
      expect(res.headers.getSetCookie(), path).toEqual([]);
    }
  });

  it('exposes no role-changing endpoint', async () => {
    const device = new Device(app);
    const claim = await claimAs(app, device);
    await signInAs(app, device, { email: claim.ownerEmail, password: STRONG_PASSWORD });
    for (const path of [
      '/api/auth/admin/set-role',
      '/api/auth/update-user',
      '/api/auth/admin/create-user',
    ]) {
      const res = await device.post(path, { role: 'admin', userType: 'admin', userId: 'x' });
      expect(res.status, path).toBe(404);
    }
    const [row] = await queryRows<{ user_type: string }>(
      database.db,
      sql`select user_type from users where email = ${claim.ownerEmail}`,
    );
    expect(row.user_type).toBe('business_owner');
  });

  it('reads the session for a signed-in browser', async () => {
    const device = new Device(app);
    const claim = await claimAs(app, device);
    await signInAs(app, device, { email: claim.ownerEmail, password: STRONG_PASSWORD });
    const res = await device.request('/api/auth/get-session');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      user: { email: claim.ownerEmail, userType: 'business_owner' },
    });
  });
});
