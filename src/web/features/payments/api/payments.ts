import { useMutation, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#domain/api-paths.js';
import type { BillingCycle, PaidPlan } from '#domain/payments.js';
import { callApi } from '#web/lib/api-client.js';

export const SUBSCRIPTION_QUERY_KEY = ['payments', 'subscription'] as const;

/** The signed-in owner's plan and subscription, as the server has them. */
export function useSubscription({ enabled = true, poll = false } = {}) {
  return useQuery({
    queryKey: SUBSCRIPTION_QUERY_KEY,
    queryFn: () => callApi(apiPaths.payments.subscription),
    enabled,
    refetchInterval: poll ? 1500 : false,
  });
}

/** One checkout of the owner's business, as the provider's webhooks left it; null id: no query. */
export function useCheckoutResult(sessionId: string | null, { poll = false } = {}) {
  return useQuery({
    queryKey: ['payments', 'checkout', sessionId],
    queryFn: () => callApi(apiPaths.payments.checkoutResult, { params: { id: sessionId ?? '' } }),
    enabled: sessionId !== null,
    refetchInterval: poll ? 1500 : false,
    retry: false,
  });
}

/**
 * Opens what the server answers with (a checkout, the customer portal) in a new tab,
 * as the spec asks. The tab is opened at the click (browsers block pop-ups opened
 * later) and sent on when the server answers; without a tab, this one goes.
 */
async function openInNewTab(request: () => Promise<{ url: string }>) {
  const tab = window.open('about:blank', '_blank');
  try {
    const answer = await request();
    if (tab) tab.location.href = answer.url;
    else window.location.href = answer.url;
    return answer;
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** Starts a checkout for a paid plan, in a new tab. */
export function useStartCheckout() {
  return useMutation({
    mutationFn: ({ plan, billingCycle }: { plan: PaidPlan; billingCycle: BillingCycle }) =>
      openInNewTab(() => callApi(apiPaths.payments.checkout, { body: { plan, billingCycle } })),
  });
}

/** Manage Subscription: the provider's customer portal, in a new tab. */
export function useOpenPortal() {
  return useMutation({
    mutationFn: () => openInNewTab(() => callApi(apiPaths.payments.portal)),
  });
}
