import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscriptionChanges, subscriptions } from '../../db/schema/index.js';
import { createLogger } from '../../platform/logger.js';
import { signWebhook } from '../../platform/payments/webhook-signature.js';
import { Device } from '../../test/accounts.js';
import { createBusiness } from '../../test/factories.js';
import { paymentsTestSetup } from './payments.test-setup.js';
import { runPaymentMaintenance } from './webhooks.service.js';

const { app, db, config, secret, id, planOf, deliver, subscriptionEvent } =
  await paymentsTestSetup();

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
