/**
 * Issue 11, server side: a checkout through the built-in test provider, and the
 * webhook rules: signatures, replays, duplicates, order, prices that are not ours,
 * past-due grace. Only signed events change a plan.
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SubscriptionCheck } from '#domain/payments.js';
import { loadConfig } from '../../config.js';
import {
  businesses,
  checkoutSessions,
  emailOutbox,
  subscriptionChanges,
  subscriptions,
} from '../../db/schema/index.js';
import { createLogger } from '../../platform/logger.js';
import { signWebhook } from '../../platform/payments/webhook-signature.js';
import { Device, errorOf, ownerWithBusiness, signedInAdmin } from '../../test/accounts.js';
import { createBusiness } from '../../test/factories.js';
import { createTestContext } from '../../test/test-app.js';
import { webhookSecretOf } from './payment-config.js';
import { runPaymentMaintenance } from './webhooks.service.js';

const ctx = await createTestContext();
const { app, database, dataDir } = ctx;
const { db } = database;
const config = loadConfig({ DATA_DIR: dataDir });
const secret = webhookSecretOf(config) as string;
const id = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

async function planOf(businessId: string) {
  const [row] = await db
    .select({ plan: businesses.plan })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row.plan;
}

function deliver(event: object, { signature, now }: { signature?: string; now?: Date } = {}) {
  const payload = JSON.stringify(event);
  return new Device(app).request('/api/webhooks/stripe', {
    method: 'POST',
    rawJson: payload,
    headers: { 'stripe-signature': signature ?? signWebhook(secret, payload, now) },
  });
}

function subscriptionEvent(
  type: string,
  sub: { id: string; businessId: string; status?: string; price?: string; created?: number },
) {
  return {
    id: id('evt'),
    type,
    created: sub.created ?? Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: sub.id,
        customer: 'cus_1',
        status: sub.status ?? 'active',
        cancel_at_period_end: false,
        current_period_end: Math.floor(Date.now() / 1000) + 30 * 86400,
        metadata: { businessId: sub.businessId },
        items: {
          data: [
            {
              price: {
                id: sub.price ?? 'test_price_silver_monthly',
                recurring: { interval: 'month' },
              },
            },
          ],
        },
      },
    },
  };
}

describe('a checkout through the built-in test provider', () => {
  it('pays by signed events: the plan, the subscription, the change row and the e-mail follow', async () => {
    const owner = await ownerWithBusiness(app, db, { plan: 'free' });
    const started = await owner.device.post('/api/payments/checkout', {
      plan: 'silver',
      billingCycle: 'yearly',
    });
    expect(started.status).toBe(201);
    const { url, sessionId } = (await started.json()) as { url: string; sessionId: string };
    expect(url).toBe(`/api/payments/test-checkout/${sessionId}`);

    const result = () => owner.device.request(`/api/payments/checkout/${sessionId}`);
    expect(await (await result()).json()).toEqual({
      sessionId,
      status: 'open',
      plan: 'silver',
      billingCycle: 'yearly',
    });
    const page = await new Device(app).request(url);
    expect(await page.text()).toContain('TEST MODE');
    // Nothing changes before payment.
    expect(await planOf(owner.business.id)).toBe('free');

    const paid = await new Device(app).request(`${url}/pay`, { method: 'POST' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`/pricing/success?session_id=${sessionId}`);
    expect(await planOf(owner.business.id)).toBe('silver');
    expect(await (await result()).json()).toMatchObject({ status: 'completed' });
    // Another owner's session id finds nothing, like an unknown one.
    const stranger = await ownerWithBusiness(app, db, { plan: 'free' });
    for (const path of [`/api/payments/checkout/${sessionId}`, '/api/payments/checkout/cs_x']) {
      expect(await errorOf(await stranger.device.request(path))).toMatchObject({
        status: 404,
        message: 'Checkout session not found',
      });
    }

    const check = (await (
      await owner.device.request('/api/payments/subscription')
    ).json()) as SubscriptionCheck;
    expect(check).toMatchObject({
      subscribed: true,
      subscriptionTier: 'Silver',
      planType: 'silver',
      status: 'active',
      billingCycle: 'yearly',
      paymentMethod: 'stripe',
      recentChanges: [
        { oldPlan: 'free', newPlan: 'silver', changeType: 'upgrade', status: 'approved' },
      ],
    });
    expect(new Date(check.subscriptionEnd ?? 0).getTime()).toBeGreaterThan(
      Date.now() + 300 * 86400_000,
    );
    const [change] = await db
      .select()
      .from(subscriptionChanges)
      .where(eq(subscriptionChanges.businessId, owner.business.id));
    expect(change).toMatchObject({ oldPlan: 'free', newPlan: 'silver', changeType: 'upgrade' });
    expect(change.processedAt).toBeInstanceOf(Date);
    const [mail] = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'plan_changed'), eq(emailOutbox.toAddress, owner.email)));
    expect(mail.subject).toBe('Your BCS Local listing is now on Silver');

    // A session is paid once.
    expect(
      (await errorOf(await new Device(app).request(`${url}/pay`, { method: 'POST' }))).status,
    ).toBe(409);
  });

  it('cancels without charging, and refuses plans that are not for sale', async () => {
    const owner = await ownerWithBusiness(app, db, { plan: 'free' });
    const { url } = await (
      await owner.device.post('/api/payments/checkout', {
        plan: 'texas_gold',
        billingCycle: 'monthly',
      })
    ).json();
    const cancelled = await new Device(app).request(`${url}/cancel`, { method: 'POST' });
    expect(cancelled.headers.get('location')).toBe('/pricing/cancel');
    expect(await planOf(owner.business.id)).toBe('free');
    expect((await new Device(app).request(`${url}/pay`, { method: 'POST' })).status).toBe(409);

    for (const plan of ['free', 'platinum']) {
      const res = await owner.device.post('/api/payments/checkout', { plan });
      expect(await errorOf(res)).toMatchObject({
        status: 400,
        message: 'Choose the Silver or Texas Gold plan.',
      });
    }
    expect((await new Device(app).post('/api/payments/checkout', { plan: 'silver' })).status).toBe(
      401,
    );
    expect(
      (await new Device(app).request('/api/payments/test-checkout/cs_test_guess')).status,
    ).toBe(404);
  });
});

describe('who may buy', () => {
  it('refuses checkout and the subscription check to signed-out callers and admins', async () => {
    const admin = await signedInAdmin(app, ctx);
    const routes: [string, string, unknown?][] = [
      ['POST', '/api/payments/checkout', { plan: 'silver', billingCycle: 'monthly' }],
      ['GET', '/api/payments/subscription'],
    ];
    for (const [method, path, json] of routes) {
      const signedOut = await new Device(app).request(path, { method, json });
      expect({ path, status: signedOut.status }).toEqual({ path, status: 401 });
      const asAdmin = await admin.device.request(path, { method, json });
      expect({ path, status: asAdmin.status }).toEqual({ path, status: 403 });
    }
  });

  it("starts a checkout for the owner's own business, whatever business the body names", async () => {
    const owner = await ownerWithBusiness(app, db, { plan: 'free' });
    const other = await ownerWithBusiness(app, db, { plan: 'free' });
    const started = await owner.device.post('/api/payments/checkout', {
      plan: 'silver',
      billingCycle: 'monthly',
      businessId: other.business.id,
    });
    expect(started.status).toBe(201);
    const { sessionId } = (await started.json()) as { sessionId: string };
    const [session] = await db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, sessionId));
    expect(session).toMatchObject({ businessId: owner.business.id, plan: 'silver' });
  });
});

/** An owner on free who paid a test checkout for `plan`, signed in on their device. */
async function paidOwner(plan: 'silver' | 'texas_gold', billingCycle: 'monthly' | 'yearly') {
  const owner = await ownerWithBusiness(app, db, { plan: 'free' });
  const { url } = await (
    await owner.device.post('/api/payments/checkout', { plan, billingCycle })
  ).json();
  await new Device(app).request(`${url}/pay`, { method: 'POST' });
  return owner;
}

async function subscriptionOf(device: Device) {
  return (await (await device.request('/api/payments/subscription')).json()) as SubscriptionCheck;
}

describe('the test customer portal', () => {
  it('switches plan, cancels at period end and resumes, each by a signed event', async () => {
    const owner = await paidOwner('silver', 'monthly');
    const opened = await owner.device.post('/api/payments/portal', {});
    expect(opened.status).toBe(201);
    const { url } = (await opened.json()) as { url: string };
    expect(url).toMatch(new RegExp(`^/api/payments/test-portal/${owner.business.id}\\?token=`));
    const page = await (await new Device(app).request(url)).text();
    expect(page).toContain('TEST MODE');
    expect(page).toContain('Cancel at period end');
    const act = (verb: string, fields: Record<string, string> = {}) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      return new Device(app).request(url.replace('?', `/${verb}?`), { method: 'POST', form });
    };

    const cancelled = await act('cancel');
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(url);
    const ending = await subscriptionOf(owner.device);
    expect(ending).toMatchObject({ planType: 'silver', cancelAtPeriodEnd: true, status: 'active' });
    expect(await (await new Device(app).request(url)).text()).toContain('Resume subscription');

    await act('resume');
    expect(await subscriptionOf(owner.device)).toMatchObject({ cancelAtPeriodEnd: false });

    await act('switch', { choice: 'texas_gold:yearly' });
    expect(await planOf(owner.business.id)).toBe('texas_gold');
    const switched = await subscriptionOf(owner.device);
    expect(switched).toMatchObject({ planType: 'texas_gold', billingCycle: 'yearly' });
    expect(switched.recentChanges[0]).toMatchObject({
      oldPlan: 'silver',
      newPlan: 'texas_gold',
      changeType: 'upgrade',
    });
    expect(await errorOf(await act('switch', { choice: 'platinum:monthly' }))).toMatchObject({
      status: 400,
      message: 'Choose the Silver or Texas Gold plan.',
    });
  });

  it('opens only with a signed link for that business', async () => {
    const owner = await paidOwner('silver', 'yearly');
    const other = await paidOwner('silver', 'yearly');
    const { url } = (await (await owner.device.post('/api/payments/portal', {})).json()) as {
      url: string;
    };
    const token = new URL(url, 'http://x').searchParams.get('token') as string;
    for (const path of [
      `/api/payments/test-portal/${owner.business.id}`,
      `/api/payments/test-portal/${owner.business.id}?token=${token.slice(0, -2)}xx`,
      `/api/payments/test-portal/${other.business.id}?token=${encodeURIComponent(token)}`,
    ]) {
      expect(await errorOf(await new Device(app).request(path))).toMatchObject({
        status: 404,
        message: 'This link has expired. Open Manage Subscription from your portal again.',
      });
    }
    const cancel = await new Device(app).request(
      `/api/payments/test-portal/${other.business.id}/cancel?token=${encodeURIComponent(token)}`,
      { method: 'POST' },
    );
    expect(cancel.status).toBe(404);
    expect(await subscriptionOf(other.device)).toMatchObject({ cancelAtPeriodEnd: false });
  });

  it('is not offered for a plan set by hand', async () => {
    const owner = await ownerWithBusiness(app, db, { plan: 'silver', paymentMethod: 'cash' });
    expect(await subscriptionOf(owner.device)).toMatchObject({ manageable: false });
    expect(await errorOf(await owner.device.post('/api/payments/portal', {}))).toMatchObject({
      status: 409,
      message: 'There is no online subscription to manage for this business.',
    });
  });
});

describe('a plan an admin sets by hand', () => {
  it('supersedes an online subscription: its later events no longer move the listing', async () => {
    const admin = await signedInAdmin(app, ctx);
    const owner = await paidOwner('silver', 'monthly');
    const { url } = (await (await owner.device.post('/api/payments/portal', {})).json()) as {
      url: string;
    };
    const changed = await admin.device.post(`/api/admin/businesses/${owner.business.id}/plan`, {
      plan: 'texas_gold',
      paymentMethod: 'promotional',
      notes: 'Chamber of Commerce raffle',
    });
    expect(changed.status).toBe(200);
    expect(await subscriptionOf(owner.device)).toMatchObject({
      planType: 'texas_gold',
      paymentMethod: 'promotional',
      manageable: false,
    });
    // The Stripe-side subscription still exists; a late event about it changes nothing.
    const [online] = await db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.businessId, owner.business.id)))
      .orderBy(subscriptions.createdAt)
      .limit(1);
    await deliver(
      subscriptionEvent('customer.subscription.deleted', {
        id: online.stripeSubscriptionId as string,
        businessId: owner.business.id,
      }),
    );
    expect(await planOf(owner.business.id)).toBe('texas_gold');
    expect((await new Device(app).request(url)).status).toBe(404);
  });
});

describe('webhooks', () => {
  it('refuse forged, unsigned and stale deliveries: no plan without payment', async () => {
    const business = await createBusiness(db, { plan: 'free' });
    const event = subscriptionEvent('customer.subscription.created', {
      id: id('sub'),
      businessId: business.id,
    });
    const payload = JSON.stringify(event);
    const forged = signWebhook('whsec_wrong', payload);
    expect((await deliver(event, { signature: forged })).status).toBe(400);
    expect((await deliver(event, { signature: '' })).status).toBe(400);
    expect((await deliver(event, { now: new Date(Date.now() - 301_000) })).status).toBe(400);
    const tampered = await new Device(app).request('/api/webhooks/stripe', {
      method: 'POST',
      rawJson: payload.replace('test_price_silver_monthly', 'test_price_texas_gold_yearly'),
      headers: { 'stripe-signature': signWebhook(secret, payload) },
    });
    expect(tampered.status).toBe(400);
    expect(await planOf(business.id)).toBe('free');
    expect((await deliver(event)).status).toBe(200);
    expect(await planOf(business.id)).toBe('silver');
  });

  it('apply the same event once, however often it arrives', async () => {
    const business = await createBusiness(db, { plan: 'free' });
    const event = subscriptionEvent('customer.subscription.created', {
      id: id('sub'),
      businessId: business.id,
    });
    const outcomes = [];
    for (let i = 0; i < 10; i++) outcomes.push((await (await deliver(event)).json()).outcome);
    expect(outcomes).toEqual(['processed', ...Array(9).fill('duplicate')]);
    const changes = await db
      .select()
      .from(subscriptionChanges)
      .where(eq(subscriptionChanges.businessId, business.id));
    expect(changes).toHaveLength(1);
  });

  it('end in the same state whatever the order: deleted before created leaves the listing free', async () => {
    const business = await createBusiness(db, { plan: 'free' });
    const sub = id('sub');
    const t = Math.floor(Date.now() / 1000);
    await deliver(
      subscriptionEvent('customer.subscription.deleted', {
        id: sub,
        businessId: business.id,
        created: t + 10,
      }),
    );
    await deliver(
      subscriptionEvent('customer.subscription.created', {
        id: sub,
        businessId: business.id,
        created: t,
      }),
    );
    await deliver({
      id: id('evt'),
      type: 'invoice.paid',
      created: t + 5,
      data: { object: { id: id('in'), subscription: sub } },
    });
    expect(await planOf(business.id)).toBe('free');
    const [row] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.stripeSubscriptionId, sub));
    expect(row.status).toBe('canceled');
  });

  it('buy nothing with a price that is not ours, and ignore events we do not handle', async () => {
    const business = await createBusiness(db, { plan: 'free' });
    const foreign = subscriptionEvent('customer.subscription.created', {
      id: id('sub'),
      businessId: business.id,
      price: 'price_someone_else',
    });
    expect(await (await deliver(foreign)).json()).toEqual({ received: true, outcome: 'ignored' });
    expect(
      await (
        await deliver({ id: id('evt'), type: 'charge.refunded', created: 1, data: { object: {} } })
      ).json(),
    ).toMatchObject({ outcome: 'ignored' });
    expect(await planOf(business.id)).toBe('free');
  });

  it('keep a past-due plan for the grace period, then drop the listing to free', async () => {
    const business = await createBusiness(db, { plan: 'free' });
    const sub = id('sub');
    await deliver(
      subscriptionEvent('customer.subscription.created', {
        id: sub,
        businessId: business.id,
        price: 'test_price_texas_gold_monthly',
      }),
    );
    expect(await planOf(business.id)).toBe('texas_gold');
    await deliver({
      id: id('evt'),
      type: 'invoice.payment_failed',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: id('in'), subscription: sub } },
    });
    expect(await planOf(business.id)).toBe('texas_gold');

    const logger = createLogger('silent');
    await runPaymentMaintenance({ db, config, logger }, new Date(Date.now() + 6 * 86400_000));
    expect(await planOf(business.id)).toBe('texas_gold');
    await runPaymentMaintenance({ db, config, logger }, new Date(Date.now() + 8 * 86400_000));
    expect(await planOf(business.id)).toBe('free');
    const [last] = await db
      .select()
      .from(subscriptionChanges)
      .where(eq(subscriptionChanges.businessId, business.id))
      .orderBy(desc(subscriptionChanges.createdAt));
    expect(last).toMatchObject({ oldPlan: 'texas_gold', newPlan: 'free', changeType: 'downgrade' });
  });
});
