import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import {
  Device,
  STRONG_PASSWORD,
  signedInOwner,
  signInAs,
  statusAndMessageOf,
  uniqueEmail,
} from '../../test/accounts.js';
import { solveCaptcha } from '../../test/captcha.js';
import { createTestContext } from '../../test/test-app.js';

const { app, database } = await createTestContext();
const NEW_PASSWORD = 'N3w&Better';

const RESET_LINK_INVALID = {
  status: 400,
  message: 'This reset link is invalid or has expired. Please request a new one.',
};

/** The status of a sign-in from a fresh device. */
async function signInStatus(email: string, password: string) {
  return (await signInAs(app, new Device(app), { email, password })).status;
}

async function forgot(device: Device, email: string) {
  return device.post('/api/account/password/forgot', { email, captcha: await solveCaptcha(app) });
}

/** The reset link of the newest password e-mail to `email`, as the owner would click it. */
async function resetLinkFor(email: string): Promise<URL> {
  const [mail] = await queryRows<{ text_body: string; html_body: string }>(
    database.db,
    sql`select text_body, html_body from email_outbox
        where to_address = ${email} and kind = 'password_reset' order by id desc limit 1`,
  );
  const match = mail.text_body.match(/https?:\/\/\S+/);
  if (!match) throw new Error('no link in the reset e-mail');
  expect(mail.html_body).toContain('href="');
  return new URL(match[0]);
}

describe('forgot password', () => {
  it('answers the same for a known and an unknown e-mail; only the known one gets a link', async () => {
    const { email } = await signedInOwner(app);
    const unknownEmail = uniqueEmail('nobody');
    const known = await forgot(new Device(app), email);
    const unknown = await forgot(new Device(app), unknownEmail);
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const knownBody = await known.json();
    expect(knownBody).toEqual({
      message: 'Password reset instructions have been sent to your email',
    });
    expect(await unknown.json()).toEqual(knownBody);

    const link = await resetLinkFor(email);
    expect(link.origin).toBe('http://localhost:3000');
    expect(link.pathname).toBe('/business/reset-password');
    expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9]{32}$/);
    const unknownMail = await queryRows(
      database.db,
      sql`select 1 from email_outbox where to_address = ${unknownEmail}`,
    );
    expect(unknownMail).toEqual([]);

    const events = await queryRows<{ action: string; metadata: Record<string, unknown> }>(
      database.db,
      sql`select action, metadata from security_events
          where action = 'auth_password_reset_requested' and metadata->>'email' in (${email}, ${unknownEmail})
          order by id`,
    );
    expect(events.map((e) => e.metadata.accountFound)).toEqual([true, false]);
    expect(JSON.stringify(events)).not.toContain(link.searchParams.get('token'));
  });

  it('needs the human check and a valid e-mail', async () => {
    const device = new Device(app);
    expect(
      await statusAndMessageOf(
        await device.post('/api/account/password/forgot', { email: 'a@b.co' }),
      ),
    ).toEqual({ status: 400, message: 'Please complete the verification.' });
    expect(
      await statusAndMessageOf(
        await device.post('/api/account/password/forgot', { email: 'nope' }),
      ),
    ).toEqual({ status: 400, message: 'Please enter a valid email address' });
  });

  it('limits requests per e-mail: the 4th inside the window gets 429', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 3; i++) expect((await forgot(new Device(app), email)).status).toBe(200);
    expect(await statusAndMessageOf(await forgot(new Device(app), email))).toEqual({
      status: 429,
      message: 'Too many attempts. Please wait before trying again.',
    });
  });
});

describe('reset password by the e-mailed link', () => {
  it('sets the new password, works once, and signs out every session', async () => {
    const { device: phone, email } = await signedInOwner(app);
    await forgot(new Device(app), email);
    const token = (await resetLinkFor(email)).searchParams.get('token');

    const browser = new Device(app);
    const reset = await browser.post('/api/account/password/reset', {
      token,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({
      message: 'Your password has been reset. Please sign in with your new password.',
      portal: 'business',
    });
    // The phone's session is gone (the cookie cache aside, the database says so).
    expect(await (await phone.request('/api/account/session')).json()).toEqual({ user: null });

    const again = await browser.post('/api/account/password/reset', {
      token,
      newPassword: 'Th1rd&Pass',
      confirmPassword: 'Th1rd&Pass',
    });
    expect(await statusAndMessageOf(again)).toEqual(RESET_LINK_INVALID);

    expect(await signInStatus(email, STRONG_PASSWORD)).toBe(401);
    expect(await signInStatus(email, NEW_PASSWORD)).toBe(200);

    const actions = await queryRows<{ action: string }>(
      database.db,
      sql`select e.action from security_events e join users u on u.id = e.actor_user_id
          where u.email = ${email} and e.action like 'auth_password_reset%' order by e.id`,
    );
    expect(actions.map((a) => a.action)).toEqual([
      'auth_password_reset_requested',
      'auth_password_reset_completed',
    ]);
    // The spent link no longer belongs to anyone: its failure is logged by address.
    const failed = await queryRows<{ action: string; success: boolean }>(
      database.db,
      sql`select action, success from security_events where ip_address = ${browser.ip} order by id`,
    );
    expect(failed).toEqual([
      { action: 'auth_password_reset_completed', success: true },
      { action: 'auth_password_reset_failed', success: false },
    ]);
  });

  it('refuses an expired link', async () => {
    const { email } = await signedInOwner(app);
    await forgot(new Device(app), email);
    const token = (await resetLinkFor(email)).searchParams.get('token');
    await database.db.execute(
      sql`update verifications set expires_at = now() - interval '1 second'
          where identifier = ${`reset-password:${token}`}`,
    );
    const res = await new Device(app).post('/api/account/password/reset', {
      token,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(await statusAndMessageOf(res)).toEqual(RESET_LINK_INVALID);
    expect(await signInStatus(email, STRONG_PASSWORD)).toBe(200);
  });

  it('keeps only the newest link working', async () => {
    const { email } = await signedInOwner(app);
    await forgot(new Device(app), email);
    const older = (await resetLinkFor(email)).searchParams.get('token');
    await forgot(new Device(app), email);
    const newer = (await resetLinkFor(email)).searchParams.get('token');
    expect(newer).not.toBe(older);
    const body = (token: string | null) => ({
      token,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect((await new Device(app).post('/api/account/password/reset', body(older))).status).toBe(
      400,
    );
    expect((await new Device(app).post('/api/account/password/reset', body(newer))).status).toBe(
      200,
    );
  });

  it('checks the new password with the spec messages', async () => {
    const device = new Device(app);
    const cases: [Record<string, unknown>, string][] = [
      [
        { token: 'abc', newPassword: 'weakpass1', confirmPassword: 'weakpass1' },
        'Password must contain at least one uppercase letter',
      ],
      [
        { token: 'abc', newPassword: NEW_PASSWORD, confirmPassword: 'N3w&Bettes' },
        'Passwords do not match.',
      ],
      [
        { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
        'This reset link is invalid or has expired. Please request a new one.',
      ],
      [
        { token: 'made-up', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
        'This reset link is invalid or has expired. Please request a new one.',
      ],
    ];
    for (const [body, message] of cases) {
      expect(
        await statusAndMessageOf(await device.post('/api/account/password/reset', body)),
      ).toEqual({
        status: 400,
        message,
      });
    }
  });
});

describe('change password', () => {
  it('needs the current password, then signs out the other devices and keeps this one', async () => {
    const { device: laptop, email } = await signedInOwner(app);
    const phone = new Device(app);
    await signInAs(app, phone, { email, password: STRONG_PASSWORD });

    const wrong = await laptop.post('/api/account/password/change', {
      currentPassword: 'Wr0ng&Pass',
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(await statusAndMessageOf(wrong)).toEqual({
      status: 400,
      message: 'Your current password is not correct.',
    });

    const res = await laptop.post('/api/account/password/change', {
      currentPassword: STRONG_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Password changed successfully' });
    expect(await (await laptop.request('/api/account/session')).json()).toMatchObject({
      user: { email },
    });
    expect(await (await phone.request('/api/account/session')).json()).toEqual({ user: null });
    expect(await signInStatus(email, NEW_PASSWORD)).toBe(200);

    const actions = await queryRows<{ action: string; success: boolean }>(
      database.db,
      sql`select e.action, e.success from security_events e join users u on u.id = e.actor_user_id
          where u.email = ${email} and e.action like 'auth_password_change%' order by e.id`,
    );
    expect(actions).toEqual([
      { action: 'auth_password_change_failed', success: false },
      { action: 'auth_password_changed', success: true },
    ]);
  });

  it('answers 401 signed out and checks the new password', async () => {
    const signedOut = await new Device(app).post('/api/account/password/change', {
      currentPassword: STRONG_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(signedOut.status).toBe(401);
    const { device } = await signedInOwner(app);
    const weak = await device.post('/api/account/password/change', {
      currentPassword: STRONG_PASSWORD,
      newPassword: 'short',
      confirmPassword: 'short',
    });
    expect(await statusAndMessageOf(weak)).toEqual({
      status: 400,
      message: 'Password must be at least 8 characters long',
    });
  });
});
