import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import {
  claimAs,
  claimedOwner,
  createAdminAccount,
  Device,
  enrolTwoFactor,
  errorOf,
  STRONG_PASSWORD,
  sessionCount,
  signedInOwner,
  signInAs,
  totp,
  uniqueEmail,
} from '../../test/accounts.js';
import { solveCaptcha } from '../../test/captcha.js';
import { createTestContext } from '../../test/test-app.js';

const { app, database, dataDir } = await createTestContext();

/** A refused sign-in: this error, no cookie set, and no session for `email`. */
async function expectRefused(
  res: Response,
  email: string,
  error: { status: number; code: string; message: string },
) {
  expect(await errorOf(res)).toEqual(error);
  expect(res.headers.getSetCookie()).toEqual([]);
  expect(await sessionCount(database.db, email)).toBe(0);
}

async function eventsOf(filter: { ip: string }) {
  return queryRows<{
    action: string;
    success: boolean;
    ip_address: string;
    user_agent: string;
    metadata: Record<string, unknown>;
    actor_user_id: string | null;
  }>(
    database.db,
    sql`select action, success, ip_address, user_agent, metadata, actor_user_id
        from security_events where ip_address = ${filter.ip} order by id`,
  );
}

describe('POST /api/account/sign-in: the validator messages (spec 000 section 5, 001 section 5)', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['no e-mail', { password: STRONG_PASSWORD }, 'Email is required'],
    ['a blank e-mail', { email: '   ', password: STRONG_PASSWORD }, 'Email is required'],
    [
      'a malformed e-mail',
      { email: 'pat-at-example', password: STRONG_PASSWORD },
      'Please enter a valid email address',
    ],
    // 'а' below is Cyrillic: a look-alike address is refused, not normalised.
    [
      'a look-alike e-mail',
      { email: 'pаt@example.com', password: STRONG_PASSWORD },
      'Please enter a valid email address',
    ],
    ['no password', { email: 'pat@example.com' }, 'Password is required'],
    [
      'a short password',
      { email: 'pat@example.com', password: 'Sh0rt!' },
      'Password must be at least 8 characters long',
    ],
    [
      'a 10 KB password',
      { email: 'pat@example.com', password: `Aa1!${'x'.repeat(10_240)}` },
      'Password must be no more than 128 characters long',
    ],
  ];
  for (const [name, body, message] of cases) {
    it(`answers 400 '${message}' for ${name}`, async () => {
      const device = new Device(app);
      const res = await device.post('/api/account/sign-in', body);
      expect(await errorOf(res)).toEqual({ status: 400, code: 'validation', message });
      expect(res.headers.getSetCookie()).toEqual([]);
    });
  }

  it("answers 'Please complete the verification.' without the human check, and never signs in", async () => {
    const device = new Device(app);
    const claim = await claimAs(app, device);
    const res = await device.post('/api/account/sign-in', {
      email: claim.ownerEmail,
      password: STRONG_PASSWORD,
    });
    await expectRefused(res, claim.ownerEmail, {
      status: 400,
      code: 'validation',
      message: 'Please complete the verification.',
    });
  });

  it('refuses a replayed human check', async () => {
    const device = new Device(app);
    const claim = await claimAs(app, device);
    const captcha = await solveCaptcha(app);
    const body = { email: claim.ownerEmail, password: STRONG_PASSWORD, captcha };
    expect((await device.post('/api/account/sign-in', body)).status).toBe(200);
    const replay = await new Device(app).post('/api/account/sign-in', body);
    expect(await errorOf(replay)).toEqual({
      status: 400,
      code: 'validation',
      message: 'This verification has already been used. Please verify again.',
    });
    expect(replay.headers.getSetCookie()).toEqual([]);
  });

  it('answers 400, not 500, for a body that is not JSON', async () => {
    const res = await new Device(app).request('/api/account/sign-in', { rawJson: '{"email": ' });
    expect(res.status).toBe(400);
  });
});

describe('signing in to the business portal', () => {
  it("answers 'Logged in successfully' with an httpOnly, SameSite=Lax session cookie kept in the database", async () => {
    const device = new Device(app);
    const claim = await claimAs(app, device);
    const res = await signInAs(app, device, { email: claim.ownerEmail, password: STRONG_PASSWORD });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'signed_in',
      message: 'Logged in successfully',
      user: {
        id: expect.any(String),
        email: claim.ownerEmail,
        name: 'Pat Owner',
        userType: 'business_owner',
        twoFactorEnabled: false,
      },
    });
    const cookie = res.headers
      .getSetCookie()
      .find((c) => c.startsWith('better-auth.session_token='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    // Plain http here: Secure comes with an https PUBLIC_URL (tested below).
    expect(cookie).not.toMatch(/Secure/);
    expect(await sessionCount(database.db, claim.ownerEmail)).toBe(1);

    const session = await device.request('/api/account/session');
    expect(await session.json()).toEqual({
      user: expect.objectContaining({ email: claim.ownerEmail, userType: 'business_owner' }),
    });
    const [row] = await queryRows<{ ip_address: string; user_agent: string }>(
      database.db,
      sql`select s.ip_address, s.user_agent from sessions s join users u on u.id = s.user_id where u.email = ${claim.ownerEmail}`,
    );
    expect(row).toEqual({ ip_address: device.ip, user_agent: 'Vitest Device' });
  });

  it("answers 'Invalid credentials' the same way for a wrong password and an unknown e-mail", async () => {
    const owner = new Device(app);
    const claim = await claimAs(app, owner);
    const wrong = await signInAs(app, new Device(app), {
      email: claim.ownerEmail,
      password: 'Wr0ng&Pass',
    });
    const unknown = await signInAs(app, new Device(app), {
      email: uniqueEmail('nobody'),
      password: 'Wr0ng&Pass',
    });
    const invalid = { status: 401, code: 'unauthenticated', message: 'Invalid credentials' };
    expect(await errorOf(wrong)).toEqual(invalid);
    expect(await errorOf(unknown)).toEqual(invalid);
    expect(wrong.headers.getSetCookie()).toEqual([]);
    expect(unknown.headers.getSetCookie()).toEqual([]);
    expect(await sessionCount(database.db, claim.ownerEmail)).toBe(0);
  });

  it('logs success and failure with actor, address and user agent, never the password', async () => {
    const device = new Device(app);
    const claim = await claimAs(app, device);
    await signInAs(app, device, { email: claim.ownerEmail, password: 'Wr0ng&Pass' });
    await signInAs(app, device, { email: claim.ownerEmail, password: STRONG_PASSWORD });
    const events = await eventsOf({ ip: device.ip });
    expect(events.map((e) => [e.action, e.success])).toEqual([
      ['auth_claim_submitted', true],
      ['auth_login_failed', false],
      ['auth_login_success', true],
    ]);
    for (const event of events) {
      expect(event.user_agent).toBe('Vitest Device');
      expect(JSON.stringify(event)).not.toContain(STRONG_PASSWORD);
      expect(JSON.stringify(event)).not.toContain('Wr0ng&Pass');
    }
    expect(events[1].metadata).toMatchObject({ email: claim.ownerEmail, reason: 'credentials' });
    expect(events[2].actor_user_id).toEqual(expect.any(String));
  });

  it('lets in no admin: the business login is for business owners', async () => {
    const admin = await createAdminAccount({ database, dataDir });
    const device = new Device(app);
    const res = await signInAs(app, device, { ...admin, portal: 'business' });
    await expectRefused(res, admin.email, {
      status: 403,
      code: 'forbidden',
      message: 'This page is for business owners. Please use the admin login.',
    });
  });
});

describe('signing in to the admin dashboard', () => {
  it("refuses a business owner with 'Access denied. Admin authentication required.' and no session", async () => {
    const owner = await claimedOwner(app);
    const res = await signInAs(app, owner.device, { ...owner, portal: 'admin' });
    await expectRefused(res, owner.email, {
      status: 403,
      code: 'forbidden',
      message: 'Access denied. Admin authentication required.',
    });
  });

  it('lets an admin in; until two-factor is set up, admin routes answer 403', async () => {
    const admin = await createAdminAccount({ database, dataDir });
    const device = new Device(app);
    const res = await signInAs(app, device, { ...admin, portal: 'admin' });
    expect(await res.json()).toMatchObject({
      status: 'signed_in',
      user: { userType: 'admin', twoFactorEnabled: false },
    });
    expect(await errorOf(await device.request('/api/admin/security-events'))).toEqual({
      status: 403,
      code: 'forbidden',
      message: 'Two-factor authentication is required for administrators.',
    });
  });

  it('asks an enrolled admin for a code: no session until it is verified, then one', async () => {
    const admin = await createAdminAccount({ database, dataDir });
    const { secret } = await enrolTwoFactor(app, new Device(app), { ...admin, portal: 'admin' });

    const laptop = new Device(app);
    const first = await signInAs(app, laptop, { ...admin, portal: 'admin' });
    expect(await first.json()).toEqual({ status: 'two_factor_required' });
    expect(laptop.cookies.has('better-auth.session_token')).toBe(false);
    expect(await (await laptop.request('/api/account/session')).json()).toEqual({ user: null });

    const bad = await laptop.post('/api/account/sign-in/two-factor', { code: '000000' });
    expect(await errorOf(bad)).toEqual({
      status: 401,
      code: 'unauthenticated',
      message: 'That code is not valid. Please try again.',
    });

    const good = await laptop.post('/api/account/sign-in/two-factor', { code: totp(secret) });
    expect(await good.json()).toMatchObject({
      status: 'signed_in',
      message: 'Logged in successfully',
      user: { userType: 'admin', twoFactorEnabled: true },
    });
    expect((await laptop.request('/api/admin/security-events')).status).toBe(200);
  });
});

const secure = await createTestContext({ PUBLIC_URL: 'https://bcslocal.example' });

describe('cookies under https', () => {
  it('marks the session cookie Secure when PUBLIC_URL is https', async () => {
    const device = new Device(secure.app);
    const claim = await claimAs(secure.app, device);
    const res = await signInAs(secure.app, device, {
      email: claim.ownerEmail,
      password: STRONG_PASSWORD,
    });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token='));
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });
});

describe('tampered cookies', () => {
  it('treat a forged or altered session cookie as signed out, never as a 500', async () => {
    const { device } = await signedInOwner(app);
    const token = device.cookies.get('better-auth.session_token') ?? '';
    const tampered = `${token.slice(0, -4)}AAAA`;
    for (const cookie of [
      `better-auth.session_token=${tampered}`,
      'better-auth.session_token=not-a-token',
      `better-auth.session_data=${'x'.repeat(500)}`,
    ]) {
      const session = await app.request('/api/account/session', { headers: { cookie } });
      expect(session.status).toBe(200);
      expect(await session.json()).toEqual({ user: null });
      const portal = await app.request('/api/portal/me', { headers: { cookie } });
      expect(portal.status).toBe(401);
    }
  });

  it('refuses a forged two-factor cookie', async () => {
    const res = await app.request('/api/account/sign-in/two-factor', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'better-auth.two_factor=forged' },
      body: JSON.stringify({ code: '123456' }),
    });
    expect(await errorOf(res)).toEqual({
      status: 401,
      code: 'unauthenticated',
      message: 'Your sign-in has expired. Please sign in again.',
    });
  });
});
