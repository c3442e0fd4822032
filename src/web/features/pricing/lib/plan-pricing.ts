import { type PlanFeature, planFeatures } from '#domain/plan-features.js';
import { PLAN_IDS, PLANS, type Plan } from '#domain/plans.js';
import { formatNumber } from '#web/lib/i18n.js';
import { t } from '../i18n';

export type Billing = 'monthly' | 'yearly';

export const plans = PLAN_IDS.map((id) => PLANS[id]);

export const maxYearlySavingPercent = Math.max(
  ...plans
    .filter((plan) => plan.priceMonthlyUsd > 0)
    .map((plan) => Math.round((1 - plan.priceYearlyUsd / (plan.priceMonthlyUsd * 12)) * 100)),
);

/** A price in whole dollars, written as the page's language writes it. */
export function usd(amount: number): string {
  return formatNumber(amount, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
}

type Key = Parameters<typeof t>[0];

/**
 * A card's line in the page's language, by the feature's key and the number it promises
 * (the domain's English label is the same line: plan-features.ts).
 */
function featureText({ key, amount }: PlanFeature): string {
  if (key === 'photos' && amount === 1) return t('pricing.feature.photo');
  return t(`pricing.feature.${key}` as Key, { amount });
}

/** The card's lines, from the plan catalogue (issue 26 point 4; checked against the server). */
export function featuresOf(plan: Plan): string[] {
  return planFeatures(plan).map(featureText);
}
