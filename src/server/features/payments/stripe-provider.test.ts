/**
 * Issue 11 with STRIPE_SECRET_KEY set: the official `stripe` package talks to a
 * local fake of Stripe's API, and Stripe's own test signatures reach our webhook.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { paymentMessages, type SubscriptionCheck } from '#domain/payments.js';
import { checkoutSessions } from '../../db/schema/index.js';
import { Device, errorOf, ownerWithBusiness, signedInAdmin } from '../../test/accounts.js';
import { planOfBusiness } from '../../test/factories.js';
import { startStripeFake } from '../../test/stripe-fake.js';
import { createTestContext } from '../../test/test-app.js';

const stripeApi = await startStripeFake();
const WEBHOOK_SECRET = 'whsec_fake_for_tests';
const PUBLIC_URL = 'https://bcslocal.example';
const ctx = await createTestContext({
  STRIPE_SECRET_KEY: 'sk_test_fake',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_URL: stripeApi.url,
  STRIPE_PRICE_SILVER_MONTHLY: 'price_silver_m',
  STRIPE_PRICE_SILVER_YEARLY: 'price_silver_y',
  STRIPE_PRICE_GOLD_MONTHLY: 'price_gold_m',
  STRIPE_PRICE_GOLD_YEARLY: 'price_gold_y',
  PUBLIC_URL,
});
const { app, database } = ctx;
const { db } = database;
const id = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

/** Delivers an event signed by the `stripe` package itself, as Stripe would. */
function deliverFromStripe(type: string, object: object) {
  const payload = JSON.stringify({
    id: id('evt'),
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
  return new Device(app).request('/api/webhooks/stripe', {
    method: 'POST',
    rawJson: payload,
    headers: {
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: WEBHOOK_SECRET,
      }),
    },
  });
}

const planOf = (businessId: string) => planOfBusiness(db, businessId);

describe('checkout and the customer portal through Stripe', () => {
  it('opens a subscription Checkout Session for one customer per business, and the Billing Portal once paid', async () => {
    const owner = await ownerWithBusiness(app, db, { plan: 'free', name: 'Aggieland Plumbing' });
    const started = await owner.device.post('/api/payments/checkout', {
      plan: 'silver',
      billingCycle: 'yearly',
    });
    expect(started.status).toBe(201);
    const { url, sessionId } = (await started.json()) as { url: string; sessionId: string };
    expect(url).toBe(`https://checkout.stripe.com/c/pay/${sessionId}`);

    const [customerCall] = stripeApi.requestsTo('/v1/customers');
    expect(customerCall).toMatchObject({
      authorization: 'Bearer sk_test_fake',
      idempotencyKey: `customer-for-business-${owner.business.id}`,
      form: {
        email: owner.email,
        name: 'Aggieland Plumbing',
        'metadata[businessId]': owner.business.id,
      },
    });
    const sessionCall = stripeApi.requestsTo('/v1/checkout/sessions').at(-1);
    expect(sessionCall?.form).toMatchObject({
      mode: 'subscription',
      customer: expect.stringMatching(/^cus_fake/),
      'line_items[0][price]': 'price_silver_y',
      'line_items[0][quantity]': '1',
      client_reference_id: owner.business.id,
      locale: 'en',
      success_url: `${PUBLIC_URL}/pricing/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${PUBLIC_URL}/pricing/cancel`,
      'metadata[businessId]': owner.business.id,
      'metadata[plan]': 'silver',
      'subscription_data[metadata][businessId]': owner.business.id,
    });
    const customer = sessionCall?.form.customer as string;
    const [session] = await db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, sessionId));
    expect(session).toMatchObject({
      provider: 'stripe',
      businessId: owner.business.id,
      stripeCustomerId: customer,
    });

    // Starting again (the first tab was closed; annual is the default) reuses the customer.
    await owner.device.post('/api/payments/checkout', { plan: 'texas_gold' });
    expect(stripeApi.requestsTo('/v1/customers')).toHaveLength(1);
    expect(stripeApi.requestsTo('/v1/checkout/sessions').at(-1)?.form).toMatchObject({
      customer,
      'line_items[0][price]': 'price_gold_y',
    });
    expect(await planOf(owner.business.id)).toBe('free');

    // Stripe's own signature is accepted; the plan comes from our session and the price.
    const subscriptionId = id('sub');
    const completed = await deliverFromStripe('checkout.session.completed', {
      id: sessionId,
      object: 'checkout.session',
      customer,
      subscription: subscriptionId,
      metadata: { businessId: owner.business.id },
    });
    expect(await completed.json()).toEqual({ received: true, outcome: 'processed' });
    await deliverFromStripe('customer.subscription.updated', {
      id: subscriptionId,
      object: 'subscription',
      customer,
      status: 'active',
      cancel_at_period_end: true,
      metadata: { businessId: owner.business.id },
      items: {
        data: [
          {
            price: { id: 'price_silver_y', recurring: { interval: 'year' } },
            current_period_end: Math.floor(Date.now() / 1000) + 200 * 86400,
          },
        ],
      },
    });
    expect(await planOf(owner.business.id)).toBe('silver');
    const check = (await (
      await owner.device.request('/api/payments/subscription')
    ).json()) as SubscriptionCheck;
    expect(check).toMatchObject({
      planType: 'silver',
      billingCycle: 'yearly',
      cancelAtPeriodEnd: true,
      manageable: true,
    });

    // Paid: a second checkout would bill twice; Manage Subscription opens Stripe's portal.
    expect(
      await errorOf(await owner.device.post('/api/payments/checkout', { plan: 'texas_gold' })),
    ).toMatchObject({ status: 409, message: paymentMessages.alreadySubscribed });
    const portal = await owner.device.post('/api/payments/portal', {});
    expect(portal.status).toBe(201);
    expect(((await portal.json()) as { url: string }).url).toMatch(
      /^https:\/\/billing\.stripe\.com\/p\/session\/bps_fake/,
    );
    expect(stripeApi.requestsTo('/v1/billing_portal/sessions').at(-1)?.form).toEqual({
      customer,
      locale: 'en',
      return_url: `${PUBLIC_URL}/business/portal?tab=subscription`,
    });
  });

  it("opens Stripe's pages in Spanish from a Spanish page, and comes back to the Spanish pages", async () => {
    const owner = await ownerWithBusiness(app, db, { plan: 'free' });
    const spanish = { 'accept-language': 'es' };
    const started = await owner.device.post('/api/payments/checkout', { plan: 'silver' }, spanish);
    expect(started.status).toBe(201);
    expect(stripeApi.requestsTo('/v1/checkout/sessions').at(-1)?.form).toMatchObject({
      locale: 'es',
      success_url: `${PUBLIC_URL}/es/pricing/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${PUBLIC_URL}/es/pricing/cancel`,
    });
  });

  it("answers Stripe's failures with the spec's messages and records nothing", async () => {
    const owner = await ownerWithBusiness(app, db, { plan: 'free' });
    stripeApi.failNext(400, 'No such price');
    const failed = await owner.device.post('/api/payments/checkout', { plan: 'silver' });
    expect(await errorOf(failed)).toMatchObject({
      status: 503,
      message: paymentMessages.checkoutFailed,
    });
    const rows = await db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.businessId, owner.business.id));
    expect(rows).toHaveLength(0);
    expect(ctx.logs).toContainEqual(
      expect.objectContaining({ msg: 'checkout could not start', provider: 'stripe' }),
    );

    // Nothing paid online: there is no portal to open.
    expect(await errorOf(await owner.device.post('/api/payments/portal', {}))).toMatchObject({
      status: 409,
      message: paymentMessages.noOnlineSubscription,
    });
  });

  it('refuses the customer portal to signed-out callers and admins', async () => {
    const admin = await signedInAdmin(app, ctx);
    expect((await new Device(app).post('/api/payments/portal', {})).status).toBe(401);
    expect((await admin.device.post('/api/payments/portal', {})).status).toBe(403);
  });

  it('has no test checkout or test portal while Stripe is configured', async () => {
    const owner = await ownerWithBusiness(app, db, { plan: 'free' });
    const { sessionId } = await (
      await owner.device.post('/api/payments/checkout', { plan: 'silver' })
    ).json();
    for (const path of [
      `/api/payments/test-checkout/${sessionId}`,
      `/api/payments/test-portal/${owner.business.id}?token=1.x`,
    ]) {
      expect((await new Device(app).request(path)).status).toBe(404);
    }
    expect(
      (
        await new Device(app).request(`/api/payments/test-checkout/${sessionId}/pay`, {
          method: 'POST',
        })
      ).status,
    ).toBe(404);
  });
});
