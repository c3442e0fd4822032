import { planFeatures } from '#domain/plan-features.js';
import { PLAN_IDS, PLANS, type Plan } from '#domain/plans.js';

export type Billing = 'monthly' | 'yearly';

export const plans = PLAN_IDS.map((id) => PLANS[id]);

export const maxYearlySavingPercent = Math.max(
  ...plans
    .filter((plan) => plan.priceMonthlyUsd > 0)
    .map((plan) => Math.round((1 - plan.priceYearlyUsd / (plan.priceMonthlyUsd * 12)) * 100)),
);

export const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** The card's lines, from the plan catalogue (issue 26 point 4; checked against the server). */
export function featuresOf(plan: Plan): string[] {
  return planFeatures(plan).map((feature) => feature.label);
}
