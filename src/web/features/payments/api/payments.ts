import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  BillingCycle,
  CheckoutStarted,
  PaidPlan,
  SubscriptionCheck,
} from '../../../../domain/payments';
import { apiFetch } from '../../../lib/api-client';

export const SUBSCRIPTION_QUERY_KEY = ['payments', 'subscription'] as const;

/** The signed-in owner's plan and subscription, as the server has them. */
export function useSubscription({ enabled = true, poll = false } = {}) {
  return useQuery({
    queryKey: SUBSCRIPTION_QUERY_KEY,
    queryFn: () => apiFetch<SubscriptionCheck>('/api/payments/subscription'),
    enabled,
    refetchInterval: poll ? 1500 : false,
  });
}

/**
 * Starts a checkout and opens it in a new tab, as the spec asks. The tab is opened
 * at the click (browsers block pop-ups opened later) and sent to the checkout when
 * the server answers.
 */
export function useStartCheckout() {
  return useMutation({
    mutationFn: async ({ plan, billingCycle }: { plan: PaidPlan; billingCycle: BillingCycle }) => {
      const tab = window.open('about:blank', '_blank');
      try {
        const started = await apiFetch<CheckoutStarted>('/api/payments/checkout', {
          method: 'POST',
          body: { plan, billingCycle },
        });
        if (tab) tab.location.href = started.url;
        else window.location.href = started.url;
        return started;
      } catch (error) {
        tab?.close();
        throw error;
      }
    },
  });
}
