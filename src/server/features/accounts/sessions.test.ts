import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { Device, sessionCount, signedInOwner, signInAs } from '../../test/accounts.js';
import { createTestContext } from '../../test/test-app.js';

const { app, database } = await createTestContext();

interface SessionItem {
  id: string;
  current: boolean;
  ipAddress: string | null;
  userAgent: string | null;
}

async function ownerOnDevices(count: number) {
  const owner = await signedInOwner(app);
  const others = Array.from(
    { length: count - 1 },
    (_, i) => new Device(app, undefined, `Device ${i + 2}`),
  );
  for (const device of others) {
    expect((await signInAs(app, device, owner)).status).toBe(200);
  }
  return { email: owner.email, devices: [owner.device, ...others] };
}

describe('sessions', () => {
  it('lists the signed-in devices, marks this one, and shows no tokens', async () => {
    const { devices } = await ownerOnDevices(2);
    const res = await devices[0].request('/api/account/sessions');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { items: SessionItem[]; total: number };
    expect(body.total).toBe(2);
    expect(body.items.filter((s) => s.current)).toHaveLength(1);
    expect(body.items.map((s) => s.ipAddress).sort()).toEqual(devices.map((d) => d.ip).sort());
    const token = devices[0].cookies.get('better-auth.session_token')?.split('.')[0] ?? '';
    expect(JSON.stringify(body)).not.toContain(token);
    expect(Object.keys(body.items[0]).sort()).toEqual(
      ['createdAt', 'current', 'expiresAt', 'id', 'ipAddress', 'updatedAt', 'userAgent'].sort(),
    );
  });

  it("signs out the other devices (scope 'others') and keeps this one", async () => {
    const { devices, email } = await ownerOnDevices(3);
    const [laptop, phone, tablet] = devices;
    const res = await laptop.post('/api/account/sessions/sign-out-others');
    expect(await res.json()).toEqual({ revoked: 2 });
    expect(await (await laptop.request('/api/account/session')).json()).toMatchObject({
      user: { email },
    });
    for (const other of [phone, tablet]) {
      expect(await (await other.request('/api/account/session')).json()).toEqual({ user: null });
      expect((await other.request('/api/account/sessions')).status).toBe(401);
    }
    expect(await sessionCount(database.db, email)).toBe(1);
    const [event] = await queryRows<{ action: string; metadata: Record<string, unknown> }>(
      database.db,
      sql`select action, metadata from security_events where ip_address = ${laptop.ip} and action = 'auth_logout_others'`,
    );
    expect(event.metadata).toEqual({ scope: 'others', revoked: 2 });
  });

  it('signs out one chosen device, but not this one and not another user’s', async () => {
    const { devices } = await ownerOnDevices(2);
    const [laptop, phone] = devices;
    const list = (await (await laptop.request('/api/account/sessions')).json()) as {
      items: SessionItem[];
    };
    const current = list.items.find((s) => s.current);
    const other = list.items.find((s) => !s.current);
    expect(
      (await laptop.request(`/api/account/sessions/${current?.id}`, { method: 'DELETE' })).status,
    ).toBe(400);

    const stranger = (await ownerOnDevices(1)).devices[0];
    expect(
      (await stranger.request(`/api/account/sessions/${other?.id}`, { method: 'DELETE' })).status,
    ).toBe(404);

    expect(
      (await laptop.request(`/api/account/sessions/${other?.id}`, { method: 'DELETE' })).status,
    ).toBe(204);
    expect(await (await phone.request('/api/account/session')).json()).toEqual({ user: null });
  });

  it("signs this device out: 'Logged out successfully', the cookie cleared and the session gone", async () => {
    const { devices, email } = await ownerOnDevices(2);
    const [laptop, phone] = devices;
    const res = await laptop.post('/api/account/sign-out');
    expect(await res.json()).toEqual({ message: 'Logged out successfully' });
    expect(res.headers.getSetCookie().some((c) => /session_token=;.*Max-Age=0/.test(c))).toBe(true);
    expect(await (await laptop.request('/api/account/session')).json()).toEqual({ user: null });
    expect(await (await phone.request('/api/account/session')).json()).toMatchObject({
      user: { email },
    });
    const [event] = await queryRows<{ action: string }>(
      database.db,
      sql`select action from security_events where ip_address = ${laptop.ip} and action = 'auth_logout'`,
    );
    expect(event).toEqual({ action: 'auth_logout' });
  });

  it('answers 401 to a signed-out visitor', async () => {
    const visitor = new Device(app);
    expect((await visitor.request('/api/account/sessions')).status).toBe(401);
    expect((await visitor.post('/api/account/sessions/sign-out-others')).status).toBe(401);
    expect(await (await visitor.post('/api/account/sign-out')).json()).toEqual({
      message: 'Logged out successfully',
    });
  });

  it('refuses a state-changing request from another site', async () => {
    const { devices } = await ownerOnDevices(1);
    const res = await devices[0].post(
      '/api/account/sessions/sign-out-others',
      {},
      {
        origin: 'https://evil.example',
      },
    );
    expect(res.status).toBe(403);
  });
});
