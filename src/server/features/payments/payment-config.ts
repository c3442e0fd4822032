/**
 * Which provider takes payments and what its price ids mean (DESIGN decision 16):
 * Stripe when STRIPE_SECRET_KEY is set, else the built-in test provider, whose
 * price ids and webhook secret are its own. A price id that is not ours buys nothing.
 */
import { createHmac } from 'node:crypto';
import { BILLING_CYCLES, type BillingCycle, PAID_PLANS, type PaidPlan } from '#domain/payments.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { resolveAuthSecret } from '../../platform/auth/auth.js';
import type { Logger } from '../../platform/logger.js';

/** What the payment services work with: the database, the settings and the log. */
export interface PaymentsContext {
  db: Db;
  config: Config;
  logger: Logger;
}

export type ProviderKind = 'stripe' | 'test';

export function providerOf(config: Config): ProviderKind {
  return config.stripe.secretKey ? 'stripe' : 'test';
}

const CONFIG_KEYS: Record<PaidPlan, Record<BillingCycle, keyof Config['stripe']['prices']>> = {
  silver: { monthly: 'silver_monthly', yearly: 'silver_yearly' },
  texas_gold: { monthly: 'gold_monthly', yearly: 'gold_yearly' },
};

export function priceIdOf(config: Config, plan: PaidPlan, cycle: BillingCycle): string | undefined {
  if (providerOf(config) === 'test') return `test_price_${plan}_${cycle}`;
  return config.stripe.prices[CONFIG_KEYS[plan][cycle]];
}

/** The plan and cycle a price id buys, or null for a price that is not ours. */
export function planOfPrice(
  config: Config,
  priceId: string,
): { plan: PaidPlan; cycle: BillingCycle } | null {
  for (const plan of PAID_PLANS) {
    for (const cycle of BILLING_CYCLES) {
      if (priceIdOf(config, plan, cycle) === priceId) return { plan, cycle };
    }
  }
  return null;
}

/**
 * The loud line every start logs when no Stripe key is set: the built-in test
 * checkout then grants plans without any payment.
 */
export function testModeWarning(config: Pick<Config, 'stripe'>): string | null {
  if (config.stripe.secretKey) return null;
  return 'PAYMENTS ARE IN TEST MODE: STRIPE_SECRET_KEY is not set, so the built-in test checkout grants paid plans without payment. Set the Stripe keys before taking real customers.';
}

/** The secret webhooks are signed with: Stripe's, or one the test provider derives. */
export function webhookSecretOf(config: Config): string | undefined {
  if (providerOf(config) === 'stripe') return config.stripe.webhookSecret;
  return `whsec_test_${createHmac('sha256', resolveAuthSecret(config)).update('test-webhooks').digest('hex')}`;
}
