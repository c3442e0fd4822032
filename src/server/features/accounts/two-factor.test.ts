import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import {
  claimedOwner,
  createAdminAccount,
  Device,
  enrolTwoFactor,
  STRONG_PASSWORD,
  secretFromUri,
  signInAs,
  statusAndMessageOf,
  totp,
} from '../../test/accounts.js';
import { createTestContext } from '../../test/test-app.js';

const { app, database, dataDir } = await createTestContext();

async function actionsOf(email: string) {
  return queryRows<{ action: string; success: boolean; metadata: Record<string, unknown> }>(
    database.db,
    sql`select e.action, e.success, e.metadata from security_events e
        join users u on u.id = e.actor_user_id where u.email = ${email} order by e.id`,
  );
}

describe('setting up two-factor authentication (TOTP)', () => {
  it('checks the password, gives a QR code URI and 10 backup codes, and turns on with a valid code', async () => {
    const { device, email } = await claimedOwner(app);
    await signInAs(app, device, { email, password: STRONG_PASSWORD });

    const wrong = await device.post('/api/account/two-factor/setup', { password: 'Wr0ng&Pass' });
    expect(await statusAndMessageOf(wrong)).toEqual({
      status: 400,
      message: 'The password is not correct.',
    });

    const setup = await device.post('/api/account/two-factor/setup', { password: STRONG_PASSWORD });
    expect(setup.status).toBe(200);
    const body = (await setup.json()) as { totpURI: string; secret: string; backupCodes: string[] };
    expect(body.totpURI).toMatch(/^otpauth:\/\/totp\/BCS%20Local:/);
    expect(body.totpURI).toContain(encodeURIComponent(email));
    expect(body.secret).toBe(secretFromUri(body.totpURI));
    expect(body.secret).toMatch(/^[A-Z2-7]{32,}$/);
    expect(body.backupCodes).toHaveLength(10);
    for (const code of body.backupCodes) expect(code).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/);

    // Not on until a code proves the app has the secret.
    expect(await (await device.request('/api/account/session')).json()).toMatchObject({
      user: { twoFactorEnabled: false },
    });
    const badCode = await device.post('/api/account/two-factor/confirm', { code: '000000' });
    expect(await statusAndMessageOf(badCode)).toEqual({
      status: 400,
      message: 'That code is not valid. Please try again.',
    });
    const notDigits = await device.post('/api/account/two-factor/confirm', { code: 'abcdef' });
    expect(await statusAndMessageOf(notDigits)).toEqual({
      status: 400,
      message: 'Please enter the 6-digit code from your authenticator app',
    });

    const confirm = await device.post('/api/account/two-factor/confirm', {
      code: totp(body.secret),
    });
    expect(confirm.status).toBe(200);
    expect(await confirm.json()).toMatchObject({ user: { email, twoFactorEnabled: true } });
    // The device stays signed in, with the new state.
    expect(await (await device.request('/api/account/session')).json()).toMatchObject({
      user: { twoFactorEnabled: true },
    });

    const actions = (await actionsOf(email)).map((e) => [e.action, e.success]);
    expect(actions).toContainEqual(['auth_two_factor_failed', false]);
    expect(actions).toContainEqual(['auth_two_factor_enrolled', true]);
    const dump = JSON.stringify(await actionsOf(email));
    expect(dump).not.toContain(body.secret);
    for (const code of body.backupCodes) expect(dump).not.toContain(code);
  });

  it('answers 401 signed out', async () => {
    const res = await new Device(app).post('/api/account/two-factor/setup', {
      password: STRONG_PASSWORD,
    });
    expect(res.status).toBe(401);
  });
});

describe('signing in with two-factor on', () => {
  it('accepts a code computed from the secret; a wrong code is logged as a failure', async () => {
    const account = await claimedOwner(app);
    const { secret } = await enrolTwoFactor(app, account.device, account);
    const device = new Device(app);
    const first = await signInAs(app, device, account);
    expect(await first.json()).toEqual({ status: 'two_factor_required' });

    expect((await device.post('/api/account/sign-in/two-factor', { code: '123456' })).status).toBe(
      401,
    );
    const ok = await device.post('/api/account/sign-in/two-factor', { code: totp(secret) });
    expect(await ok.json()).toMatchObject({ status: 'signed_in', user: { email: account.email } });
    expect((await device.request('/api/portal/me')).status).toBe(200);

    const actions = (await actionsOf(account.email)).map((e) => e.action);
    expect(actions.slice(-1)).toEqual(['auth_login_success']);
    const failures = await queryRows<{ metadata: Record<string, unknown> }>(
      database.db,
      sql`select metadata from security_events where ip_address = ${device.ip} and action = 'auth_two_factor_failed'`,
    );
    expect(failures).toEqual([
      { metadata: { stage: 'sign_in', method: 'totp', reason: 'INVALID_CODE' } },
    ]);
  });

  it('recovers with a backup code, which then works no more', async () => {
    const account = await claimedOwner(app);
    const { backupCodes } = await enrolTwoFactor(app, account.device, account);

    const device = new Device(app);
    await signInAs(app, device, account);
    const recovered = await device.post('/api/account/sign-in/two-factor', {
      method: 'backup',
      code: backupCodes[0].replace('-', ''),
    });
    expect(await recovered.json()).toMatchObject({ status: 'signed_in' });

    const again = new Device(app);
    await signInAs(app, again, account);
    const reused = await again.post('/api/account/sign-in/two-factor', {
      method: 'backup',
      code: backupCodes[0],
    });
    expect(await statusAndMessageOf(reused)).toEqual({
      status: 401,
      message: 'That code is not valid. Please try again.',
    });
  });

  it('needs a sign-in first: a code alone signs no one in', async () => {
    const res = await new Device(app).post('/api/account/sign-in/two-factor', { code: '123456' });
    expect(await statusAndMessageOf(res)).toEqual({
      status: 401,
      message: 'Your sign-in has expired. Please sign in again.',
    });
  });
});

describe('turning two-factor off', () => {
  it('lets an owner turn it off with the password', async () => {
    const account = await claimedOwner(app);
    await enrolTwoFactor(app, account.device, account);
    const wrong = await account.device.post('/api/account/two-factor/disable', {
      password: 'Wr0ng&Pass',
    });
    expect(wrong.status).toBe(400);
    const res = await account.device.post('/api/account/two-factor/disable', {
      password: STRONG_PASSWORD,
    });
    expect(await res.json()).toMatchObject({ user: { twoFactorEnabled: false } });
    const next = await signInAs(app, new Device(app), account);
    expect(await next.json()).toMatchObject({ status: 'signed_in' });
    expect((await actionsOf(account.email)).map((e) => e.action)).toContain(
      'auth_two_factor_disabled',
    );
  });

  it('refuses for an admin: two-factor is required for administrators', async () => {
    const admin = await createAdminAccount({ database, dataDir });
    const device = new Device(app);
    await enrolTwoFactor(app, device, { ...admin, portal: 'admin' });
    const res = await device.post('/api/account/two-factor/disable', { password: admin.password });
    expect(await statusAndMessageOf(res)).toEqual({
      status: 403,
      message: 'Two-factor authentication is required for administrators.',
    });
  });
});
