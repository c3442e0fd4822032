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

export function featuresOf(plan: Plan): string[] {
  const features = [
    'Business name, address and phone',
    plan.photoLimit === 1 ? '1 photo' : `Up to ${plan.photoLimit} photos`,
    `Description up to ${plan.descriptionLimit.toLocaleString('en-US')} characters`,
  ];
  if (plan.showsContactDetails) features.push('Logo, website, e-mail, hours and social links');
  if (plan.canPostJobs) features.push('Unlimited job listings');
  if (plan.featured) features.push('Featured ribbon and top placement');
  return features;
}
