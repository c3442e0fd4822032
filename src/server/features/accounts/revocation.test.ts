/**
 * Issue 31 point 5: a session ended anywhere is refused on its very next request to
 * any private route, with no cache window. Each case first reads a private route
 * from the device that will lose its session (so a cached session would be warm),
 * then ends the session, then reads again.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import {
  Device,
  ownerWithBusiness,
  STRONG_PASSWORD,
  signedInAdmin,
  signInAs,
} from '../../test/accounts.js';
import { solveCaptcha } from '../../test/captcha.js';
import { createTestContext } from '../../test/test-app.js';

const { app, database, dataDir } = await createTestContext();
const NEW_PASSWORD = 'N3w&Better';

/** Private routes of the owner's portal, read through the same guards as every other. */
const OWNER_ROUTES = ['/api/portal/photos', '/api/portal/jobs'];

async function statuses(device: Device, paths: string[]): Promise<number[]> {
  return Promise.all(paths.map(async (path) => (await device.request(path)).status));
}

/** An owner with a business, signed in on a laptop and a phone; the phone has read the portal. */
async function ownerOnTwoDevices() {
  const owner = await ownerWithBusiness(app, database.db, { plan: 'silver' });
  const phone = new Device(app, undefined, 'Phone');
  expect((await signInAs(app, phone, owner)).status).toBe(200);
  expect(await statuses(phone, OWNER_ROUTES)).toEqual([200, 200]);
  return { owner, laptop: owner.device, phone };
}

async function expectRefusedEverywhere(device: Device) {
  expect(await statuses(device, OWNER_ROUTES)).toEqual([401, 401]);
  expect(await (await device.request('/api/account/session')).json()).toEqual({ user: null });
}

describe('an ended session is refused on its next request', () => {
  it('after "sign out everywhere else"', async () => {
    const { laptop, phone } = await ownerOnTwoDevices();
    expect((await laptop.post('/api/account/sessions/sign-out-others')).status).toBe(200);
    await expectRefusedEverywhere(phone);
    expect(await statuses(laptop, OWNER_ROUTES)).toEqual([200, 200]);
  });

  it('after one device is signed out from the sessions list', async () => {
    const { laptop, phone } = await ownerOnTwoDevices();
    const list = (await (await laptop.request('/api/account/sessions')).json()) as {
      items: { id: string; current: boolean }[];
    };
    const other = list.items.find((s) => !s.current);
    const res = await laptop.request(`/api/account/sessions/${other?.id}`, { method: 'DELETE' });
    expect(res.status).toBe(204);
    await expectRefusedEverywhere(phone);
  });

  it('after a password change', async () => {
    const { laptop, phone } = await ownerOnTwoDevices();
    const res = await laptop.post('/api/account/password/change', {
      currentPassword: STRONG_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(200);
    await expectRefusedEverywhere(phone);
  });

  it('after a password reset, on every device', async () => {
    const { owner, laptop, phone } = await ownerOnTwoDevices();
    const stranger = new Device(app);
    await stranger.post('/api/account/password/forgot', {
      email: owner.email,
      captcha: await solveCaptcha(app),
    });
    const [mail] = await queryRows<{ text_body: string }>(
      database.db,
      sql`select text_body from email_outbox
          where to_address = ${owner.email} and kind = 'password_reset' order by id desc limit 1`,
    );
    const token = new URL(mail.text_body.match(/https?:\/\/\S+/)?.[0] ?? '').searchParams.get(
      'token',
    );
    const reset = await stranger.post('/api/account/password/reset', {
      token,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(reset.status).toBe(200);
    await expectRefusedEverywhere(phone);
    await expectRefusedEverywhere(laptop);
  });

  it('after an operator erases the session row', async () => {
    const admin = await signedInAdmin(app, { database, dataDir });
    expect((await admin.device.request('/api/admin/dashboard')).status).toBe(200);
    const { owner, phone } = await ownerOnTwoDevices();

    await database.db.execute(
      sql`delete from sessions where user_id in (select id from users where email in (${owner.email}, ${admin.account.email}))`,
    );
    await expectRefusedEverywhere(phone);
    expect((await admin.device.request('/api/admin/dashboard')).status).toBe(401);
  });
});
