import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { planOfPrice, priceIdOf, providerOf, testModeWarning } from './payment-config.js';

const dataDir = mkdtempSync(join(tmpdir(), 'bcs-pay-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('payment configuration', () => {
  it('warns loudly at every start without Stripe keys, and only then', () => {
    expect(testModeWarning(loadConfig({ DATA_DIR: dataDir }))).toMatch(
      /^PAYMENTS ARE IN TEST MODE/,
    );
    expect(
      testModeWarning(loadConfig({ DATA_DIR: dataDir, STRIPE_SECRET_KEY: 'sk_live_x' })),
    ).toBeNull();
  });

  it('maps only our own price ids to plans', () => {
    const stripe = loadConfig({
      DATA_DIR: dataDir,
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PRICE_SILVER_YEARLY: 'price_silver_year',
    });
    expect(providerOf(stripe)).toBe('stripe');
    expect(planOfPrice(stripe, 'price_silver_year')).toEqual({ plan: 'silver', cycle: 'yearly' });
    expect(planOfPrice(stripe, 'test_price_silver_yearly')).toBeNull();
    const test = loadConfig({ DATA_DIR: dataDir });
    expect(priceIdOf(test, 'texas_gold', 'monthly')).toBe('test_price_texas_gold_monthly');
    expect(planOfPrice(test, 'price_silver_year')).toBeNull();
  });
});
