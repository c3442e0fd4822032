/**
 * What the admin dashboard's header, stat cards, tab labels and notifications
 * read: one answer from a few aggregate queries (spec 001 section 3, dashboard stats).
 * Also the Subscriptions panel's answer and the rule for what a subscription is worth.
 */
import type { Page } from './paging.js';
import type { BillingCycle, SubscriptionChangeView, SubscriptionStatus } from './payments.js';
import { PLANS, type PlanId } from './plans.js';

export interface AdminDashboardStats {
  totalBusinesses: number;
  /** Businesses on each plan. */
  plans: Record<PlanId, number>;
  /** Change requests waiting for an admin, of any type. */
  pendingApprovals: number;
  /** Change requests approved or rejected. */
  processedApprovals: number;
  /** What the Notifications menu counts, each linking to its tab. */
  notifications: {
    claims: number;
    profileChanges: number;
    photos: number;
    jobs: number;
  };
  /** Page views recorded by the site's analytics. */
  totalViews: number;
  /** Monthly recurring revenue in US dollars, the same figure as the Subscriptions panel's. */
  monthlyRevenue: number;
}

/** Longest actor filter of the security log (an e-mail address is at most 254 characters). */
export const SECURITY_LOG_ACTOR_MAX = 254;

/** What a subscription's monthly value is read from. */
export interface SubscriptionValueInput {
  plan: PlanId;
  /** Null when the plan was set by hand (manual, cash, check, promotional). */
  billingCycle: BillingCycle | null;
  /** The business's payment method (businesses.payment_method). */
  paymentMethod: string;
}

/**
 * What one subscription brings in a month, in US dollars, at catalogue prices:
 * a yearly price spread over twelve months, a plan set by hand (no cycle) at the
 * monthly price, and nothing for a free or promotional plan. Not rounded, so a
 * sum of many stays exact to the cent; round with `roundToCents` to show it.
 */
export function monthlyValueUsd({ plan, billingCycle, paymentMethod }: SubscriptionValueInput) {
  if (paymentMethod === 'promotional') return 0;
  const { priceMonthlyUsd, priceYearlyUsd } = PLANS[plan];
  return billingCycle === 'yearly' ? priceYearlyUsd / 12 : priceMonthlyUsd;
}

/** Statuses in good standing: the subscriptions monthly recurring revenue counts. */
export const REVENUE_STATUSES: readonly SubscriptionStatus[] = ['active', 'trialing'];

/** Whether a business's current subscription counts toward monthly recurring revenue. */
export function countsTowardRevenue({
  plan,
  status,
}: {
  plan: PlanId;
  status: SubscriptionStatus;
}) {
  return plan !== 'free' && REVENUE_STATUSES.includes(status);
}

/**
 * Monthly recurring revenue in US dollars, rounded to cents: the monthly value of
 * every business's current subscription in good standing on a paid plan. Each
 * entry may stand for `count` alike subscriptions (the server sends groups).
 */
export function monthlyRecurringRevenue(
  subscriptions: readonly (SubscriptionValueInput & {
    status: SubscriptionStatus;
    count?: number;
  })[],
): number {
  let total = 0;
  for (const subscription of subscriptions) {
    if (countsTowardRevenue(subscription)) {
      total += monthlyValueUsd(subscription) * (subscription.count ?? 1);
    }
  }
  return roundToCents(total);
}

export function roundToCents(usd: number): number {
  return Math.round(usd * 100) / 100;
}

/** How many current subscriptions and plan changes the Subscriptions panel lists. */
export const ADMIN_SUBSCRIPTIONS_LIMIT = 100;
export const ADMIN_RECENT_CHANGES_LIMIT = 10;

/** A paid business's current (newest) subscription, as the Subscriptions panel lists it. */
export interface AdminSubscription {
  businessId: string;
  businessName: string;
  slug: string;
  plan: PlanId;
  status: SubscriptionStatus;
  billingCycle: BillingCycle | null;
  /** ISO 8601; null for a plan set by hand. */
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  paymentMethod: string;
  /** `monthlyValueUsd`, rounded to cents. */
  monthlyValueUsd: number;
  /** False when its status is not in good standing (past due, cancelled, incomplete). */
  countsTowardRevenue: boolean;
}

/** A plan change of any business; approved once processed, otherwise pending. */
export interface AdminSubscriptionChange extends SubscriptionChangeView {
  /** Null when the business was deleted. */
  businessId: string | null;
  businessName: string | null;
  businessSlug: string | null;
}

/** The Subscriptions panel's answer (GET /api/admin/subscriptions). */
export interface AdminSubscriptionsOverview {
  /** Businesses on each plan. */
  plans: Record<PlanId, number>;
  /** US dollars, rounded to cents (`monthlyRecurringRevenue`). */
  monthlyRecurringRevenue: number;
  /** Businesses on a paid plan with their current subscription, by business name; at most 100. */
  subscriptions: Page<AdminSubscription>;
  /** The newest 10 plan changes, newest first. */
  recentChanges: AdminSubscriptionChange[];
}
