import { describe, expect, it } from 'vitest';
import type { AdminDashboardStats } from '#domain/admin.js';
import type { Page } from '#domain/paging.js';
import { analyticsEvents, changeRequests } from '../../db/schema/index.js';
import {
  adminTestContext,
  claimAs,
  Device,
  errorOf,
  STRONG_PASSWORD,
  signInAs,
} from '../../test/accounts.js';
import { createEventRow } from '../../test/events.js';
import { createBusiness, createJob, createPhoto, processClaim } from '../../test/factories.js';

const { app, database, admin } = await adminTestContext();

async function dashboard(): Promise<AdminDashboardStats> {
  const res = await admin.device.request('/api/admin/dashboard');
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return (await res.json()) as AdminDashboardStats;
}

describe('GET /api/admin/dashboard', () => {
  it('counts businesses per plan, approvals, what waits for an admin, and page views', async () => {
    const before = await dashboard();

    await createBusiness(database.db, { plan: 'free' });
    for (let i = 0; i < 2; i++) await createBusiness(database.db, { plan: 'silver' });
    for (let i = 0; i < 3; i++) await createBusiness(database.db, { plan: 'texas_gold' });
    const business = await createBusiness(database.db);

    // Two pending claims, one rejected and one approved claim, one pending profile change,
    // and one approved profile change.
    await claimAs(app, new Device(app));
    await claimAs(app, new Device(app));
    for (const status of ['rejected', 'approved'] as const) {
      const claim = await claimAs(app, new Device(app));
      await processClaim(database.db, { ownerEmail: claim.ownerEmail, status });
    }
    await database.db.insert(changeRequests).values([
      { businessId: business.id, changeType: 'profile_update', newData: { name: 'New Name' } },
      {
        businessId: business.id,
        changeType: 'profile_update',
        newData: { phone: '(979) 555-0111' },
        status: 'approved',
        processedAt: new Date(),
      },
    ]);

    await createPhoto(database.db, business.id, { approvalStatus: 'pending' });
    await createPhoto(database.db, business.id, { approvalStatus: 'rejected' });
    await createJob(database.db, business.id, { status: 'pending' });
    await createJob(database.db, business.id, { status: 'approved' });
    await createEventRow(database.db, { businessId: business.id, status: 'pending' });
    await createEventRow(database.db, { businessId: business.id, status: 'approved' });

    const visitor = new Device(app);
    for (const page of ['/', '/listings', '/about']) {
      expect((await visitor.post('/api/analytics/page-view', { page })).status).toBe(204);
    }
    await database.db.insert(analyticsEvents).values([
      { businessId: business.id, eventType: 'profile_view' },
      // Alike views of one flush are one row with their number; each counts.
      { eventType: 'page_view', page: '/', eventCount: 4 },
    ]);

    const after = await dashboard();
    expect(after).toEqual({
      totalBusinesses: before.totalBusinesses + 7,
      plans: {
        free: before.plans.free + 2,
        silver: before.plans.silver + 2,
        texas_gold: before.plans.texas_gold + 3,
      },
      pendingApprovals: before.pendingApprovals + 3,
      processedApprovals: before.processedApprovals + 3,
      notifications: {
        claims: before.notifications.claims + 2,
        profileChanges: before.notifications.profileChanges + 1,
        photos: before.notifications.photos + 1,
        jobs: before.notifications.jobs + 1,
        events: before.notifications.events + 1,
        // Problem reports are counted in listing-upkeep.test.ts.
        reports: before.notifications.reports,
      },
      totalViews: before.totalViews + 7,
      // Plans without a subscription row bring no revenue (see admin-subscriptions.test.ts).
      monthlyRevenue: before.monthlyRevenue,
      // No geocoder here (geocoding.test.ts counts its problems).
      geocodeProblems: { noMatch: 0, failed: 0 },
    });
  });
});

type Event = {
  action: string;
  success: boolean;
  ipAddress: string;
  userAgent: string;
  actorEmail: string | null;
  metadata: Record<string, unknown>;
  createdAt: string;
};

async function securityEvents(query = ''): Promise<Page<Event>> {
  const res = await admin.device.request(`/api/admin/security-events${query}`);
  expect(res.status, query).toBe(200);
  return (await res.json()) as Page<Event>;
}

describe('GET /api/admin/security-events', () => {
  it('lists every outcome newest first, filtered by action, success and dates, with paging', async () => {
    const device = new Device(app);
    const claim = await claimAs(app, device);
    await signInAs(app, device, { email: claim.ownerEmail, password: 'Wr0ng&Pass' });
    await signInAs(app, device, { email: claim.ownerEmail, password: STRONG_PASSWORD });

    const failed = await securityEvents('?action=auth_login_failed&success=false');
    expect(failed.items.every((e) => e.action === 'auth_login_failed' && !e.success)).toBe(true);
    expect(failed.items.find((e) => e.ipAddress === device.ip)).toMatchObject({
      userAgent: 'Vitest Device',
      metadata: { email: claim.ownerEmail, reason: 'credentials' },
    });

    const all = await securityEvents('?limit=100');
    const mine = all.items.filter((e) => e.ipAddress === device.ip).map((e) => e.action);
    expect(mine).toEqual(['auth_login_success', 'auth_login_failed', 'auth_claim_submitted']);
    const success = all.items.find(
      (e) => e.ipAddress === device.ip && e.action === 'auth_login_success',
    );
    expect(success?.actorEmail).toBe(claim.ownerEmail);
    expect(JSON.stringify(all)).not.toContain(STRONG_PASSWORD);
    expect(JSON.stringify(all)).not.toContain('Wr0ng&Pass');

    const paged = await securityEvents('?limit=2&offset=1');
    expect(paged.total).toBe(all.total);
    expect(paged.items).toEqual(all.items.slice(1, 3));

    expect(await securityEvents('?from=2999-01-01')).toEqual({ items: [], total: 0 });
    expect((await securityEvents('?to=2000-01-01T00:00:00Z')).total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await securityEvents(`?from=${today}`)).total).toBe(all.total);
  });

  it("filters by part of the actor's e-mail, in any case, and with the other filters", async () => {
    const device = new Device(app);
    const claim = await claimAs(app, device);
    await signInAs(app, device, { email: claim.ownerEmail, password: STRONG_PASSWORD });
    const local = claim.ownerEmail.split('@')[0];

    const byActor = await securityEvents(`?actor=${encodeURIComponent(local.toUpperCase())}`);
    expect(byActor.total).toBeGreaterThan(0);
    expect(byActor.items.every((e) => e.actorEmail === claim.ownerEmail)).toBe(true);
    expect(byActor.items.map((e) => e.action)).toContain('auth_login_success');

    const narrowed = await securityEvents(`?actor=${local}&action=auth_login_success`);
    expect(narrowed.items.map((e) => [e.action, e.actorEmail])).toEqual([
      ['auth_login_success', claim.ownerEmail],
    ]);
    expect(narrowed.total).toBe(1);

    // LIKE's wildcards are matched as themselves, not as patterns.
    expect(await securityEvents('?actor=%25')).toEqual({ items: [], total: 0 });
    expect(await securityEvents('?actor=owner_')).toEqual({ items: [], total: 0 });
    // An empty filter is no filter.
    expect((await securityEvents('?actor=')).total).toBe((await securityEvents()).total);
  });

  it('answers 400 for bad filters', async () => {
    for (const [query, message] of [
      ['success=maybe', 'Success must be true or false.'],
      ['from=yesterday', 'From must be a date (YYYY-MM-DD) or an ISO 8601 date and time.'],
      ['to=2024-02-31', 'To is not a real date.'],
      ['action=DROP%20TABLE', 'Action format is invalid'],
      [`actor=${'a'.repeat(255)}`, 'Actor must be 254 characters or fewer.'],
      ['actor=admin%00', 'Actor must not contain control characters.'],
      ['limit=1000', 'Limit must be a whole number from 1 to 100.'],
    ]) {
      const res = await admin.device.request(`/api/admin/security-events?${query}`);
      expect(await errorOf(res), query).toMatchObject({ status: 400, message });
    }
  });
});

describe('GET /api/admin/security-events/actions', () => {
  it('lists each action the log holds, once', async () => {
    const device = new Device(app);
    const claim = await claimAs(app, device);
    await signInAs(app, device, { email: claim.ownerEmail, password: 'Wr0ng&Pass' });

    const res = await admin.device.request('/api/admin/security-events/actions');
    expect(res.status).toBe(200);
    const { actions } = (await res.json()) as { actions: string[] };
    expect(actions).toEqual([...new Set(actions)]);
    expect(actions).toEqual(
      expect.arrayContaining([
        'auth_claim_submitted',
        'auth_login_failed',
        'auth_two_factor_enrolled',
      ]),
    );
  });
});
