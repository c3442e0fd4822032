/**
 * Payments (issue 11; DESIGN decision 16): which paid plans can be bought and how
 * often they bill, what the server answers about a subscription, and the spec's
 * messages. Only the server, told by signed webhooks, decides what is paid.
 */
import { z } from 'zod';
import { PLANS, type PlanId } from './plans.js';

export const BILLING_CYCLES = ['monthly', 'yearly'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

export const PAID_PLANS = ['silver', 'texas_gold'] as const;
export type PaidPlan = (typeof PAID_PLANS)[number];

export const SUBSCRIPTION_STATUSES = [
  'active',
  'trialing',
  'past_due',
  'canceled',
  'incomplete',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Days a past-due subscription keeps its plan before the listing drops to free. */
export const DEFAULT_PAST_DUE_GRACE_DAYS = 7;

export const paymentMessages = {
  authRequiredTitle: 'Authentication Required',
  loginToUpgrade: 'Please log in to upgrade your plan.',
  loginToViewStatus: 'Please log in to view your payment status.',
  freePlanActive: 'Free Plan Active',
  downgradeRequired: 'Downgrade Required',
  cannotDowngradeHere: 'Cannot Downgrade Here',
  checkFailed: 'Unable to check your current plan. Please try again.',
  checkoutFailed: 'Failed to create checkout session. Please try again.',
  verifyFailed:
    "Payment was successful, but we couldn't verify your subscription. Please contact support.",
  fetchFailed: 'Failed to fetch subscription information',
  changeFailed: 'Failed to initiate plan change.',
  portalFailed: 'Failed to open customer portal.',
  notPaidPlan: 'Choose the Silver or Texas Gold plan.',
  sessionNotFound: 'Checkout session not found',
  sessionClosed: 'This checkout session is already closed.',
  badSignature: 'Invalid webhook signature.',
  alreadySubscribed:
    'You already have a subscription. Use Manage Subscription to change your plan.',
  noOnlineSubscription: 'There is no online subscription to manage for this business.',
  portalExpired: 'This link has expired. Open Manage Subscription from your portal again.',
} as const;

export const checkoutRequestSchema = z.object({
  plan: z.enum(PAID_PLANS, { message: paymentMessages.notPaidPlan }),
  billingCycle: z
    .enum(BILLING_CYCLES, { message: 'Billing cycle must be monthly or yearly.' })
    .default('yearly'),
});
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

/** The price of a plan for a cycle, in whole dollars, from the catalogue. */
export function priceOf(plan: PaidPlan, cycle: BillingCycle): number {
  return cycle === 'yearly' ? PLANS[plan].priceYearlyUsd : PLANS[plan].priceMonthlyUsd;
}

/** A plan offered at a cycle's price, as a choice names it: 'Silver – $15/month'. */
export function planPriceLabel(plan: PaidPlan, cycle: BillingCycle): string {
  return `${PLANS[plan].marketingName} – $${priceOf(plan, cycle)}/${cycle === 'yearly' ? 'year' : 'month'}`;
}

/** What the server says about the signed-in owner's subscription (spec: check-subscription). */
export interface SubscriptionCheck {
  subscribed: boolean;
  subscriptionTier: string | null;
  planType: PlanId;
  subscriptionEnd: string | null;
  status: SubscriptionStatus | null;
  billingCycle: BillingCycle | null;
  cancelAtPeriodEnd: boolean;
  /** 'stripe' when paid through checkout; manual, cash, check or promotional when set by an admin. */
  paymentMethod: string | null;
  /**
   * True when the current subscription is paid online and not ended: Manage
   * Subscription opens the provider's portal, and a new checkout is refused.
   */
  manageable: boolean;
  /** The last 5 plan changes, newest first; approved once processed. */
  recentChanges: SubscriptionChangeView[];
}

export const SUBSCRIPTION_CHANGE_TYPES = ['upgrade', 'downgrade', 'other'] as const;
export type SubscriptionChangeType = (typeof SUBSCRIPTION_CHANGE_TYPES)[number];

export interface SubscriptionChangeView {
  id: string;
  oldPlan: PlanId | null;
  newPlan: PlanId;
  changeType: SubscriptionChangeType;
  status: 'approved' | 'pending';
  createdAt: string;
}

export const RECENT_CHANGES_LIMIT = 5;

export interface CheckoutStarted {
  url: string;
  sessionId: string;
}

/** A checkout the owner started, as our webhook records left it (read by /pricing/success). */
export interface CheckoutResult {
  sessionId: string;
  /** open until the provider reports it: completed (paid), declined or cancelled. */
  status: 'open' | 'completed' | 'declined' | 'cancelled';
  plan: PaidPlan;
  billingCycle: BillingCycle;
}

/** Where Manage Subscription goes: Stripe's Billing Portal or the test provider's page. */
export interface PortalOpened {
  url: string;
}
