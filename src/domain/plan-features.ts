/**
 * What each plan's pricing card promises (issue 26 point 4), derived from the plan
 * catalogue so a card never lists what the server does not do: every feature here is
 * checked against the server, for its plan and for the plans below it, by
 * src/server/features/pricing/plan-features.test.ts.
 */
import type { Plan } from './plans.js';

export type PlanFeatureKey =
  | 'listing'
  | 'photos'
  | 'description'
  | 'contact-details'
  | 'jobs'
  | 'insights'
  | 'events'
  | 'google-reviews'
  | 'featured';

export interface PlanFeature {
  key: PlanFeatureKey;
  /** The card's line. */
  label: string;
  /** The number the line promises (photos, characters, events, reviews), when it has one. */
  amount?: number;
}

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** The card's lines for `plan`, in the order they are shown. */
export function planFeatures(plan: Plan): PlanFeature[] {
  const features: PlanFeature[] = [
    { key: 'listing', label: 'Business name, address and phone' },
    {
      key: 'photos',
      label: plan.photoLimit === 1 ? '1 photo' : `Up to ${plan.photoLimit} photos`,
      amount: plan.photoLimit,
    },
    {
      key: 'description',
      label: `Description up to ${plan.descriptionLimit.toLocaleString('en-US')} characters`,
      amount: plan.descriptionLimit,
    },
  ];
  if (plan.showsContactDetails)
    features.push({
      key: 'contact-details',
      label: 'Logo, website, e-mail, hours and social links',
    });
  if (plan.canPostJobs) features.push({ key: 'jobs', label: 'Unlimited job listings' });
  if (plan.insights)
    features.push({
      key: 'insights',
      label: 'Online visibility report: searches, profile views and clicks',
    });
  if (plan.eventsPerMonth > 0)
    features.push({
      key: 'events',
      label: `${count(plan.eventsPerMonth, 'event', 'events')} per month on the events calendar`,
      amount: plan.eventsPerMonth,
    });
  if (plan.googleReviews > 0)
    features.push({
      key: 'google-reviews',
      label: `Up to ${plan.googleReviews} Google reviews on your profile`,
      amount: plan.googleReviews,
    });
  if (plan.featured)
    features.push({
      key: 'featured',
      label: 'Featured on the home page and top placement in search',
    });
  return features;
}
