import { describe, expect, it } from 'vitest';
import {
  countsTowardRevenue,
  monthlyRecurringRevenue,
  monthlyValueUsd,
  roundToCents,
} from './admin.js';
import { formatUsd } from './format.js';

describe('monthlyValueUsd', () => {
  it('is the monthly catalogue price for a monthly cycle', () => {
    expect(
      monthlyValueUsd({ plan: 'silver', billingCycle: 'monthly', paymentMethod: 'stripe' }),
    ).toBe(15);
    expect(
      monthlyValueUsd({ plan: 'texas_gold', billingCycle: 'monthly', paymentMethod: 'stripe' }),
    ).toBe(40);
  });

  it('spreads a yearly price over twelve months', () => {
    expect(
      monthlyValueUsd({ plan: 'silver', billingCycle: 'yearly', paymentMethod: 'stripe' }),
    ).toBe(99 / 12);
    expect(
      monthlyValueUsd({ plan: 'texas_gold', billingCycle: 'yearly', paymentMethod: 'stripe' }),
    ).toBe(20);
  });

  it('counts a plan set by hand (no cycle) at the monthly price', () => {
    for (const paymentMethod of ['manual', 'cash', 'check', 'admin_import'] as const) {
      expect(monthlyValueUsd({ plan: 'silver', billingCycle: null, paymentMethod })).toBe(15);
    }
  });

  it('counts free and promotional plans as nothing', () => {
    expect(monthlyValueUsd({ plan: 'free', billingCycle: null, paymentMethod: 'manual' })).toBe(0);
    expect(monthlyValueUsd({ plan: 'free', billingCycle: 'yearly', paymentMethod: 'stripe' })).toBe(
      0,
    );
    expect(
      monthlyValueUsd({ plan: 'texas_gold', billingCycle: null, paymentMethod: 'promotional' }),
    ).toBe(0);
    expect(
      monthlyValueUsd({ plan: 'silver', billingCycle: 'yearly', paymentMethod: 'promotional' }),
    ).toBe(0);
  });
});

describe('monthlyRecurringRevenue', () => {
  it('sums paid subscriptions in good standing and leaves the rest out', () => {
    const mrr = monthlyRecurringRevenue([
      { plan: 'silver', billingCycle: 'monthly', paymentMethod: 'stripe', status: 'active' },
      { plan: 'silver', billingCycle: 'yearly', paymentMethod: 'stripe', status: 'trialing' },
      { plan: 'texas_gold', billingCycle: null, paymentMethod: 'check', status: 'active' },
      { plan: 'texas_gold', billingCycle: null, paymentMethod: 'promotional', status: 'active' },
      { plan: 'texas_gold', billingCycle: 'monthly', paymentMethod: 'stripe', status: 'past_due' },
      { plan: 'silver', billingCycle: 'monthly', paymentMethod: 'stripe', status: 'canceled' },
      { plan: 'silver', billingCycle: 'monthly', paymentMethod: 'stripe', status: 'incomplete' },
      { plan: 'free', billingCycle: null, paymentMethod: 'manual', status: 'active' },
    ]);
    // 15 + 99 / 12 (8.25) + 40
    expect(mrr).toBe(63.25);
  });

  it('multiplies a group by its count and rounds the total to cents', () => {
    expect(
      monthlyRecurringRevenue([
        {
          plan: 'silver',
          billingCycle: 'yearly',
          paymentMethod: 'stripe',
          status: 'active',
          count: 1000,
        },
        { plan: 'texas_gold', billingCycle: 'yearly', paymentMethod: 'stripe', status: 'active' },
      ]),
    ).toBe(8270);
    expect(monthlyRecurringRevenue([])).toBe(0);
  });

  it('counts only paid plans in good standing', () => {
    expect(countsTowardRevenue({ plan: 'silver', status: 'active' })).toBe(true);
    expect(countsTowardRevenue({ plan: 'texas_gold', status: 'trialing' })).toBe(true);
    expect(countsTowardRevenue({ plan: 'silver', status: 'past_due' })).toBe(false);
    expect(countsTowardRevenue({ plan: 'free', status: 'active' })).toBe(false);
  });
});

describe('money display', () => {
  it('rounds to cents and writes dollars with a thousands separator', () => {
    expect(roundToCents(100 / 12)).toBe(8.33);
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(0)).toBe('$0.00');
  });
});
