import { CircleCheck, LoaderCircle, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paymentMessages } from '#domain/payments.js';
import { PLANS } from '#domain/plans.js';
import { Button } from '#web/ui/button.js';
import { StatusPanel } from '#web/ui/status-panel.js';
import { useCheckoutResult, useSubscription } from '../api/payments';

/** How long the success page waits for the provider's webhook before it gives up. */
const VERIFY_FOR_MS = 15_000;

/**
 * After checkout: asks our server (never the URL's word) whether this checkout was
 * paid and what plan the listing now has, polling briefly while the provider's
 * webhook is on its way.
 */
export function PaymentStatus({ sessionId }: { sessionId: string | null }) {
  const [timedOut, setTimedOut] = useState(false);
  const [settled, setSettled] = useState(false);
  const poll = !timedOut && !settled;
  const subscription = useSubscription({ poll });
  const checkout = useCheckoutResult(sessionId, { poll });
  const paid = sessionId
    ? checkout.data?.status === 'completed' && subscription.data?.subscribed === true
    : subscription.data?.subscribed === true;

  useEffect(() => {
    if (paid) setSettled(true);
  }, [paid]);
  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), VERIFY_FOR_MS);
    return () => clearTimeout(timer);
  }, []);

  const portal = (
    <Button asChild>
      <Link to="/business/portal?tab=subscription">Go to Business Portal</Link>
    </Button>
  );
  if (paid && subscription.data) {
    return (
      <StatusPanel
        icon={<CircleCheck aria-hidden="true" />}
        tone="success"
        className="max-w-xl py-10"
        role="status"
        actions={portal}
      >
        Your listing is now on the {PLANS[subscription.data.planType].marketingName} plan.
      </StatusPanel>
    );
  }
  if (timedOut || subscription.isError || checkout.isError) {
    return (
      <StatusPanel
        icon={<TriangleAlert aria-hidden="true" />}
        tone="gold"
        className="max-w-xl py-10"
        role="alert"
        actions={portal}
      >
        {paymentMessages.verifyFailed}
      </StatusPanel>
    );
  }
  return (
    <StatusPanel
      icon={<LoaderCircle aria-hidden="true" className="animate-spin" />}
      tone="neutral"
      className="max-w-xl py-10"
      role="status"
    >
      Confirming your payment...
    </StatusPanel>
  );
}
