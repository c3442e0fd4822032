import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type {
  AdminDashboardStats,
  AdminSubscription,
  AdminSubscriptionsOverview,
} from '#domain/admin.js';
import type { PlanId } from '#domain/plans.js';
import { subscriptionChanges, subscriptions } from '../../db/schema/index.js';
import { adminTestContext, Device, errorOf, signedInOwner } from '../../test/accounts.js';
import { createBusiness } from '../../test/factories.js';

const { app, database, admin } = await adminTestContext();
const DAY = 24 * 60 * 60 * 1000;

async function overview(): Promise<AdminSubscriptionsOverview> {
  const res = await admin.device.request('/api/admin/subscriptions');
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return (await res.json()) as AdminSubscriptionsOverview;
}

async function dashboard(): Promise<AdminDashboardStats> {
  const res = await admin.device.request('/api/admin/dashboard');
  expect(res.status).toBe(200);
  return (await res.json()) as AdminDashboardStats;
}

type SubscriptionInsert = typeof subscriptions.$inferInsert;

/** A business with the plan and payment method its subscriptions left it, and those rows (oldest first). */
async function subscribedBusiness(
  name: string,
  business: { plan: PlanId; paymentMethod: 'manual' | 'check' | 'promotional' | 'stripe' },
  rows: Omit<SubscriptionInsert, 'businessId'>[],
) {
  const row = await createBusiness(database.db, {
    name: `${name} ${randomBytes(3).toString('hex')}`,
    ...business,
  });
  const now = Date.now();
  await database.db.insert(subscriptions).values(
    // The last row is the newest: the business's current subscription.
    rows.map((values, i) => ({
      createdAt: new Date(now - (rows.length - i) * DAY),
      ...values,
      businessId: row.id,
    })),
  );
  return row;
}

describe('GET /api/admin/subscriptions', () => {
  it('adds up monthly recurring revenue and lists the paid businesses by name', async () => {
    const before = await overview();
    const renews = new Date(Date.now() + 20 * DAY);
    const ends = new Date(Date.now() + 200 * DAY);

    const monthly = await subscribedBusiness(
      'Sub A Monthly Stripe',
      { plan: 'silver', paymentMethod: 'stripe' },
      [
        {
          planType: 'silver',
          status: 'active',
          billingCycle: 'monthly',
          currentPeriodEnd: renews,
          stripeSubscriptionId: `sub_${randomBytes(6).toString('hex')}`,
        },
      ],
    );
    const yearly = await subscribedBusiness(
      'Sub B Yearly Stripe',
      { plan: 'texas_gold', paymentMethod: 'stripe' },
      [
        {
          planType: 'texas_gold',
          status: 'active',
          billingCycle: 'yearly',
          currentPeriodEnd: ends,
          cancelAtPeriodEnd: true,
        },
      ],
    );
    const yearlySilver = await subscribedBusiness(
      'Sub C Yearly Silver',
      { plan: 'silver', paymentMethod: 'stripe' },
      [{ planType: 'silver', status: 'trialing', billingCycle: 'yearly' }],
    );
    const manual = await subscribedBusiness(
      'Sub D Manual',
      { plan: 'silver', paymentMethod: 'check' },
      [{ planType: 'silver', status: 'active' }],
    );
    const promotional = await subscribedBusiness(
      'Sub E Promotional',
      { plan: 'texas_gold', paymentMethod: 'promotional' },
      [{ planType: 'texas_gold', status: 'active' }],
    );
    const pastDue = await subscribedBusiness(
      'Sub F Past Due',
      { plan: 'silver', paymentMethod: 'stripe' },
      [{ planType: 'silver', status: 'past_due', billingCycle: 'monthly' }],
    );
    // Only the newest row counts: an older Texas Gold row is history.
    const downgraded = await subscribedBusiness(
      'Sub G Downgraded',
      { plan: 'silver', paymentMethod: 'stripe' },
      [
        { planType: 'texas_gold', status: 'active', billingCycle: 'monthly' },
        { planType: 'silver', status: 'active', billingCycle: 'monthly' },
      ],
    );
    // Cancelled after an active year: the listing is free and nothing is counted.
    const cancelled = await subscribedBusiness(
      'Sub H Cancelled',
      { plan: 'free', paymentMethod: 'stripe' },
      [
        { planType: 'texas_gold', status: 'active', billingCycle: 'yearly' },
        { planType: 'texas_gold', status: 'canceled', billingCycle: 'yearly' },
      ],
    );
    const free = await subscribedBusiness('Sub I Free', { plan: 'free', paymentMethod: 'manual' }, [
      { planType: 'free', status: 'active' },
    ]);

    const after = await overview();
    // 15 (monthly Silver) + 240 / 12 (yearly Texas Gold) + 99 / 12 (yearly Silver, trialing)
    // + 15 (Silver by check) + 15 (the downgraded business's current Silver); the
    // promotional, past-due, cancelled and free ones add nothing.
    expect(after.monthlyRecurringRevenue).toBe(
      Math.round((before.monthlyRecurringRevenue + 15 + 20 + 8.25 + 15 + 15) * 100) / 100,
    );
    expect((await dashboard()).monthlyRevenue).toBe(after.monthlyRecurringRevenue);

    expect(after.plans).toEqual({
      free: before.plans.free + 2,
      silver: before.plans.silver + 5,
      texas_gold: before.plans.texas_gold + 2,
    });

    const mine = new Set(
      [
        monthly,
        yearly,
        yearlySilver,
        manual,
        promotional,
        pastDue,
        downgraded,
        cancelled,
        free,
      ].map((b) => b.id),
    );
    const listed = after.subscriptions.items.filter((item) => mine.has(item.businessId));
    const row = (
      business: { id: string; name: string; slug: string },
      fields: Partial<AdminSubscription>,
    ): AdminSubscription => ({
      businessId: business.id,
      businessName: business.name,
      slug: business.slug,
      plan: 'silver',
      status: 'active',
      billingCycle: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      paymentMethod: 'stripe',
      monthlyValueUsd: 15,
      countsTowardRevenue: true,
      ...fields,
    });
    expect(listed).toEqual([
      row(monthly, { billingCycle: 'monthly', currentPeriodEnd: renews.toISOString() }),
      row(yearly, {
        plan: 'texas_gold',
        billingCycle: 'yearly',
        currentPeriodEnd: ends.toISOString(),
        cancelAtPeriodEnd: true,
        monthlyValueUsd: 20,
      }),
      row(yearlySilver, { status: 'trialing', billingCycle: 'yearly', monthlyValueUsd: 8.25 }),
      row(manual, { paymentMethod: 'check' }),
      row(promotional, { plan: 'texas_gold', paymentMethod: 'promotional', monthlyValueUsd: 0 }),
      row(pastDue, { status: 'past_due', billingCycle: 'monthly', countsTowardRevenue: false }),
      row(downgraded, { billingCycle: 'monthly' }),
    ]);
    expect(after.subscriptions.total).toBe(before.subscriptions.total + 7);
  });

  it('lists at most 100 subscriptions with the count of all of them', async () => {
    const created = await Promise.all(
      Array.from({ length: 101 }, () =>
        createBusiness(database.db, { plan: 'silver', paymentMethod: 'manual' }),
      ),
    );
    await database.db.insert(subscriptions).values(
      created.map((b) => ({
        businessId: b.id,
        planType: 'silver' as const,
        status: 'active' as const,
      })),
    );
    const { subscriptions: page } = await overview();
    expect(page.items).toHaveLength(100);
    expect(page.total).toBeGreaterThanOrEqual(101);
  });

  it('shows the 10 newest plan changes, approved once processed, with the business name', async () => {
    const business = await createBusiness(database.db, { plan: 'silver' });
    const later = Date.now() + 60_000;
    await database.db.insert(subscriptionChanges).values([
      ...Array.from({ length: 9 }, (_, i) => ({
        businessId: business.id,
        oldPlan: 'free' as const,
        newPlan: 'silver' as const,
        changeType: 'upgrade' as const,
        processedAt: new Date(later + i),
        createdAt: new Date(later + i),
      })),
      {
        businessId: business.id,
        oldPlan: 'silver',
        newPlan: 'texas_gold',
        changeType: 'upgrade',
        createdAt: new Date(later + 100),
      },
      // Its business was deleted since.
      {
        oldPlan: 'texas_gold',
        newPlan: 'free',
        changeType: 'downgrade',
        createdAt: new Date(later + 200),
      },
    ]);

    const { recentChanges } = await overview();
    expect(recentChanges).toHaveLength(10);
    expect(recentChanges[0]).toMatchObject({
      businessId: null,
      businessName: null,
      businessSlug: null,
      oldPlan: 'texas_gold',
      newPlan: 'free',
      changeType: 'downgrade',
      status: 'pending',
      createdAt: new Date(later + 200).toISOString(),
    });
    expect(recentChanges[1]).toMatchObject({
      businessId: business.id,
      businessName: business.name,
      businessSlug: business.slug,
      oldPlan: 'silver',
      newPlan: 'texas_gold',
      status: 'pending',
    });
    expect(recentChanges.slice(2).map((c) => [c.newPlan, c.status, c.createdAt])).toEqual(
      Array.from({ length: 8 }, (_, i) => [
        'silver',
        'approved',
        new Date(later + 8 - i).toISOString(),
      ]),
    );
  });

  it('answers 401 signed out and 403 to a business owner', async () => {
    expect((await errorOf(await app.request('/api/admin/subscriptions'))).status).toBe(401);
    const owner = await signedInOwner(app, new Device(app));
    const res = await owner.device.request('/api/admin/subscriptions');
    expect((await errorOf(res)).code).toBe('forbidden');
  });
});
