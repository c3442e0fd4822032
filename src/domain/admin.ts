/**
 * What the admin dashboard's header, stat cards, tab labels and notifications
 * read: one answer from a few aggregate queries (spec 001 section 3, dashboard stats).
 * Also the Subscriptions panel's answer and the rule for what a subscription is worth.
 */
import { z } from 'zod';
import type { StoredPaymentMethod } from './business-management.js';
import type { GeocodeProblemCounts } from './geocoding.js';
import { type Page, pageQueryFields } from './paging.js';
import type { BillingCycle, SubscriptionChangeView, SubscriptionStatus } from './payments.js';
import { PLANS, type PlanId } from './plans.js';

/** One row of the Security Log (GET /api/admin/security-events). */
export interface SecurityEvent {
  id: number;
  action: string;
  success: boolean;
  resourceType: string | null;
  resourceId: string | null;
  errorMessage: string | null;
  metadata: Record<string, unknown>;
  ipAddress: string | null;
  userAgent: string | null;
  actorEmail: string | null;
  createdAt: string;
}

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
    /** Owners' events waiting for review. */
    events: number;
    /** Visitors' problem reports not yet resolved or dismissed (issue 29). */
    reports: number;
  };
  /** Page views recorded by the site's analytics. */
  totalViews: number;
  /** Monthly recurring revenue in US dollars, the same figure as the Subscriptions panel's. */
  monthlyRevenue: number;
  /** Listings whose current address the geocoder could not place (issue 29 point 4). */
  geocodeProblems: GeocodeProblemCounts;
}

/** Longest actor filter of the security log (an e-mail address is at most 254 characters). */
export const SECURITY_LOG_ACTOR_MAX = 254;

/** What a subscription's monthly value is read from. */
export interface SubscriptionValueInput {
  plan: PlanId;
  /** Null when the plan was set by hand (manual, cash, check, promotional). */
  billingCycle: BillingCycle | null;
  /** The business's payment method (businesses.payment_method). */
  paymentMethod: StoredPaymentMethod;
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
  paymentMethod: StoredPaymentMethod;
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

const pageQuery = pageQueryFields({ defaultLimit: 50 });

/** A page of the security log as the dashboard shows it. */
export const SECURITY_EVENTS_PAGE_SIZE = 20;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we refuse
const NO_CONTROL_CHARACTERS = /^[^\u0000-\u001f\u007f]*$/;

/** A date (YYYY-MM-DD, midnight UTC) or an ISO 8601 date and time. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

function isRealDate(value: string): boolean {
  const time = Date.parse(value);
  // Date.parse rolls 2024-02-31 over to March; a plain date must come back unchanged.
  return (
    !Number.isNaN(time) && (value.length > 10 || new Date(time).toISOString().startsWith(value))
  );
}

const dateParam = (label: string) =>
  z
    .string()
    .regex(ISO_DATE, `${label} must be a date (YYYY-MM-DD) or an ISO 8601 date and time.`)
    .refine(isRealDate, `${label} is not a real date.`)
    .transform((v) => new Date(v))
    .optional();

/** GET /api/admin/security-events: the Security Log's filters and page. */
export const securityEventsQuerySchema = z.object({
  action: z
    .string()
    .max(100, 'Action must be 100 characters or fewer.')
    .regex(/^[a-z0-9_]*$/, 'Action format is invalid')
    .optional()
    .transform((v) => v || undefined),
  actor: z
    .string()
    .trim()
    .max(SECURITY_LOG_ACTOR_MAX, `Actor must be ${SECURITY_LOG_ACTOR_MAX} characters or fewer.`)
    // A NUL byte would reach PostgreSQL, which refuses it in text.
    .regex(NO_CONTROL_CHARACTERS, 'Actor must not contain control characters.')
    .optional()
    .transform((v) => v || undefined),
  success: z
    .enum(['true', 'false'], { message: 'Success must be true or false.' })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  from: dateParam('From'),
  to: dateParam('To'),
  ...pageQuery,
});
