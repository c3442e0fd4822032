import type { AdminSubscription } from '../../../../domain/admin';
import type { SubscriptionStatus } from '../../../../domain/payments';

export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  active: 'Active',
  trialing: 'Trialing',
  past_due: 'Past due',
  canceled: 'Cancelled',
  incomplete: 'Incomplete',
};

export const SUBSCRIPTION_STATUS_STYLES: Record<SubscriptionStatus, string> = {
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  trialing: 'bg-sky-50 text-sky-800 ring-sky-200',
  past_due: 'bg-amber-50 text-amber-800 ring-amber-200',
  canceled: 'bg-red-50 text-red-800 ring-red-200',
  incomplete: 'bg-stone-100 text-stone-700 ring-stone-200',
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
