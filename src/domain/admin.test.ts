import { describe, expect, it } from 'vitest';
import {
  countsTowardRevenue,
  monthlyRecurringRevenue,
  monthlyValueUsd,
  roundToCents,
} from './admin.js';
import { formatUsd } from './format.js';

describe('monthlyValueUsd', () => {
  it.each([
    // The monthly catalogue price for a monthly cycle.
    ['silver', 'monthly', 'stripe', 15],
    ['texas_gold', 'monthly', 'stripe', 40],
    // A yearly price spread over twelve months.
    ['silver', 'yearly', 'stripe', 99 / 12],
    ['texas_gold', 'yearly', 'stripe', 20],
    // A plan set by hand (no cycle) at the monthly price.
    ['silver', null, 'manual', 15],
    ['silver', null, 'cash', 15],
    ['silver', null, 'check', 15],
    ['silver', null, 'admin_import', 15],
    // Free and promotional plans count as nothing.
    ['free', null, 'manual', 0],
    ['free', 'yearly', 'stripe', 0],
    ['texas_gold', null, 'promotional', 0],
    ['silver', 'yearly', 'promotional', 0],
  ] as const)('%s, %s cycle, paid by %s: $%s a month', (plan, billingCycle, paymentMethod, usd) => {
    expect(monthlyValueUsd({ plan, billingCycle, paymentMethod })).toBe(usd);
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
