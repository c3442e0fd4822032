import type { AdminSubscription } from '#domain/admin.js';
import type { SubscriptionStatus } from '#domain/payments.js';
import type { BadgeTone } from '#web/ui/status-badge.js';

export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  active: 'Active',
  trialing: 'Trialing',
  past_due: 'Past due',
  canceled: 'Cancelled',
  incomplete: 'Incomplete',
};

export const SUBSCRIPTION_STATUS_TONES: Record<SubscriptionStatus, BadgeTone> = {
  active: 'success',
  trialing: 'info',
  past_due: 'warning',
  canceled: 'danger',
  incomplete: 'neutral',
};

/** 'stripe' -> 'Stripe', 'admin_import' -> 'Admin import'. */
export function paymentMethodLabel(method: string): string {
  const words = method.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A plan set by hand has no billing cycle. */
export function billingLabel(subscription: Pick<AdminSubscription, 'billingCycle'>): string {
  if (subscription.billingCycle === 'yearly') return 'Yearly';
  if (subscription.billingCycle === 'monthly') return 'Monthly';
  return 'Set by hand';
}
