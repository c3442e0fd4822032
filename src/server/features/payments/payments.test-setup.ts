import { randomBytes } from 'node:crypto';
import { loadConfig } from '../../config.js';
import { signWebhook } from '../../platform/payments/webhook-signature.js';
import { Device } from '../../test/accounts.js';
import { planOfBusiness } from '../../test/factories.js';
import { createTestContext } from '../../test/test-app.js';
import { webhookSecretOf } from './payment-config.js';

/**
 * What the payment API test files share: their own database and app (call once per file,
 * at module level), the webhook secret, and helpers that read a plan and deliver signed
 * webhook events.
 */
export async function paymentsTestSetup() {
  const ctx = await createTestContext();
  const { app, database, dataDir } = ctx;
  const { db } = database;
  const config = loadConfig({ DATA_DIR: dataDir });
  const secret = webhookSecretOf(config) as string;
  const id = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

  const planOf = (businessId: string) => planOfBusiness(db, businessId);

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
  return {
    ...ctx,
    ctx,
    db,
    config,
    secret,
    id,
    planOf,
    deliver,
    subscriptionEvent,
  };
}
