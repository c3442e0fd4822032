import { CircleCheck, LoaderCircle, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paymentMessages } from '../../../../domain/payments';
import { PLANS } from '../../../../domain/plans';
import { Button } from '../../../ui/button';
import { StatusPanel } from '../../../ui/status-panel';
import { useSubscription } from '../api/payments';

/** How long the success page waits for the provider's webhook before it gives up. */
const VERIFY_FOR_MS = 15_000;

/**
 * After checkout: asks our server (never the URL's word) whether the plan is paid,
 * polling briefly while the webhook is on its way.
 */
export function PaymentStatus() {
  const [timedOut, setTimedOut] = useState(false);
  const subscription = useSubscription({ poll: !timedOut });
  const paid = subscription.data?.subscribed === true;

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
  if (timedOut || subscription.isError) {
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
