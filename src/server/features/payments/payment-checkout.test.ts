import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SubscriptionCheck } from '#domain/payments.js';
import { checkoutSessions, emailOutbox, subscriptionChanges } from '../../db/schema/index.js';
import { Device, errorOf, ownerWithBusiness, signedInAdmin } from '../../test/accounts.js';
import { paymentsTestSetup } from './payments.test-setup.js';

const { ctx, app, db, planOf } = await paymentsTestSetup();

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
