import { describe, expect, it } from 'vitest';
import type { Page } from '../../../domain/paging.js';
import {
  claimAs,
  createAdminAccount,
  Device,
  STRONG_PASSWORD,
  signedInAdmin,
  signedInOwner,
  signInAs,
} from '../../test/accounts.js';
import { processClaim } from '../../test/factories.js';
import { createTestContext } from '../../test/test-app.js';

const ctx = await createTestContext();
const { app, database } = ctx;
const admin = await signedInAdmin(app, ctx);

describe('admin routes: who may read them', () => {
  const paths = ['/api/admin/claims', '/api/admin/security-events'];

  it('answer 401 signed out, whatever the query', async () => {
    for (const path of [...paths, '/api/admin/security-events?limit=oops']) {
      expect((await app.request(path)).status, path).toBe(401);
    }
  });

  it('answer 403 to a business owner', async () => {
    const { device } = await signedInOwner(app);
    for (const path of paths) {
      const res = await device.request(path);
      expect(res.status, path).toBe(403);
      expect(await res.json()).toMatchObject({
        error: { message: 'Access denied. Admin authentication required.' },
      });
    }
  });

  it('answer 403 to an admin who has not set up two-factor yet', async () => {
    const fresh = await createAdminAccount(ctx);
    const device = new Device(app);
    await signInAs(app, device, { ...fresh, portal: 'admin' });
    for (const path of paths) expect((await device.request(path)).status, path).toBe(403);
  });

  it('answer 200 to an admin with two-factor', async () => {
    for (const path of paths) expect((await admin.device.request(path)).status, path).toBe(200);
  });
});

describe('GET /api/admin/claims', () => {
  it('lists pending business claims newest first, with paging, and no passwords', async () => {
    const before = (await (
      await admin.device.request('/api/admin/claims')
    ).json()) as Page<unknown>;
    const first = await claimAs(app, new Device(app), { businessName: 'First Claim Co' });
    const second = await claimAs(app, new Device(app), { businessName: 'Second Claim Co' });
    const processed = await claimAs(app, new Device(app), { businessName: 'Processed Claim Co' });
    await processClaim(database.db, { ownerEmail: processed.ownerEmail, status: 'rejected' });

    const res = await admin.device.request('/api/admin/claims?limit=2');
    const page = (await res.json()) as Page<{ newData: Record<string, unknown>; status: string }>;
    expect(page.total).toBe(before.total + 2);
    expect(page.items.map((c) => c.newData.business_name)).toEqual([
      'Second Claim Co',
      'First Claim Co',
    ]);
    expect(page.items[0]).toMatchObject({ status: 'pending', id: expect.any(String) });
    expect(page.items[0].newData.owner_email).toBe(second.ownerEmail);
    expect(JSON.stringify(page)).not.toContain(STRONG_PASSWORD);
    expect(JSON.stringify(page)).not.toContain('owner_password');

    const next = (await (
      await admin.device.request('/api/admin/claims?limit=1&offset=1')
    ).json()) as Page<{
      newData: Record<string, unknown>;
    }>;
    expect(next.items.map((c) => c.newData.owner_email)).toEqual([first.ownerEmail]);
  });

  it('answers 400 for a bad page', async () => {
    const res = await admin.device.request('/api/admin/claims?limit=1000');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: { message: 'Limit must be a whole number from 1 to 100.' },
    });
  });
});

describe('GET /api/admin/security-events', () => {
  it('lists every outcome newest first, filtered by action, success and dates, with paging', async () => {
    const device = new Device(app);
    const claim = await claimAs(app, device);
    await signInAs(app, device, { email: claim.ownerEmail, password: 'Wr0ng&Pass' });
    await signInAs(app, device, { email: claim.ownerEmail, password: STRONG_PASSWORD });

    type Event = {
      action: string;
      success: boolean;
      ipAddress: string;
      userAgent: string;
      actorEmail: string | null;
      metadata: Record<string, unknown>;
      createdAt: string;
    };
    const failed = (await (
      await admin.device.request(
        '/api/admin/security-events?action=auth_login_failed&success=false',
      )
    ).json()) as Page<Event>;
    expect(failed.items.every((e) => e.action === 'auth_login_failed' && !e.success)).toBe(true);
    expect(failed.items.find((e) => e.ipAddress === device.ip)).toMatchObject({
      userAgent: 'Vitest Device',
      metadata: { email: claim.ownerEmail, reason: 'credentials' },
    });

    const all = (await (
      await admin.device.request('/api/admin/security-events?limit=100')
    ).json()) as Page<Event>;
    const mine = all.items.filter((e) => e.ipAddress === device.ip).map((e) => e.action);
    expect(mine).toEqual(['auth_login_success', 'auth_login_failed', 'auth_claim_submitted']);
    const success = all.items.find(
      (e) => e.ipAddress === device.ip && e.action === 'auth_login_success',
    );
    expect(success?.actorEmail).toBe(claim.ownerEmail);
    expect(JSON.stringify(all)).not.toContain(STRONG_PASSWORD);
    expect(JSON.stringify(all)).not.toContain('Wr0ng&Pass');

    const paged = (await (
      await admin.device.request('/api/admin/security-events?limit=2&offset=1')
    ).json()) as Page<Event>;
    expect(paged.total).toBe(all.total);
    expect(paged.items).toEqual(all.items.slice(1, 3));

    const future = (await (
      await admin.device.request('/api/admin/security-events?from=2999-01-01')
    ).json()) as Page<Event>;
    expect(future).toEqual({ items: [], total: 0 });
    const past = (await (
      await admin.device.request('/api/admin/security-events?to=2000-01-01T00:00:00Z')
    ).json()) as Page<Event>;
    expect(past.total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    const since = (await (
      await admin.device.request(`/api/admin/security-events?from=${today}`)
    ).json()) as Page<Event>;
    expect(since.total).toBe(all.total);
  });

  it('answers 400 for bad filters', async () => {
    for (const [query, message] of [
      ['success=maybe', 'Success must be true or false.'],
      ['from=yesterday', 'From must be a date (YYYY-MM-DD) or an ISO 8601 date and time.'],
      ['to=2024-02-31', 'To is not a real date.'],
      ['action=DROP%20TABLE', 'Action format is invalid'],
    ]) {
      const res = await admin.device.request(`/api/admin/security-events?${query}`);
      expect(res.status, query).toBe(400);
      expect(await res.json()).toMatchObject({ error: { message } });
    }
  });
});
