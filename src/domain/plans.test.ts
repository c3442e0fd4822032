import { describe, expect, it } from 'vitest';
import { capDescription, PLANS, planOf } from './plans.js';

describe('plan catalogue (DESIGN decisions 1 and 2)', () => {
  it('has the pricing page prices', () => {
    expect([PLANS.free.priceMonthlyUsd, PLANS.free.priceYearlyUsd]).toEqual([0, 0]);
    expect([PLANS.silver.priceMonthlyUsd, PLANS.silver.priceYearlyUsd]).toEqual([15, 99]);
    expect([PLANS.texas_gold.priceMonthlyUsd, PLANS.texas_gold.priceYearlyUsd]).toEqual([40, 240]);
  });

  it('has the spec limits and labels', () => {
    expect(Object.values(PLANS).map((p) => [p.label, p.photoLimit, p.descriptionLimit])).toEqual([
      ['Free', 1, 100],
      ['Silver Plan', 3, 1000],
      ['Texas Gold Plan', 6, 1000],
    ]);
  });

  it('treats a missing or unknown plan as free', () => {
    expect(planOf(null).id).toBe('free');
    expect(planOf(undefined).id).toBe('free');
    expect(planOf('Mega Highlight').id).toBe('free');
    expect(planOf('texas_gold').id).toBe('texas_gold');
  });
});

describe('capDescription', () => {
  it('cuts a free description to 100 characters with an ellipsis', () => {
    const capped = capDescription('a'.repeat(150), 'free');
    expect(capped).toHaveLength(100);
    expect(capped?.endsWith('…')).toBe(true);
  });

  it('keeps text within the cap and allows 1000 characters on paid plans', () => {
    expect(capDescription('Short and sweet.', 'free')).toBe('Short and sweet.');
    expect(capDescription('b'.repeat(1000), 'silver')).toBe('b'.repeat(1000));
    expect(capDescription('b'.repeat(1001), 'texas_gold')).toHaveLength(1000);
    expect(capDescription(null, 'free')).toBeNull();
  });
});
