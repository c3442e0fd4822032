import { CircleCheck, LoaderCircle, TriangleAlert } from 'lucide-react';
import { type ComponentProps, useEffect, useState } from 'react';
import { paymentMessages } from '#domain/payments.js';
import { PLANS } from '#domain/plans.js';
import { translated } from '#web/lib/i18n.js';
import { ButtonLink } from '#web/ui/button-link.js';
import { StatusPanel } from '#web/ui/status-panel.js';
import { useCheckoutResult, useSubscription } from '../api/payments';
import { t } from '../i18n';

type StatusPanelProps = ComponentProps<typeof StatusPanel>;

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
    <ButtonLink to="/business/portal?tab=subscription">{t('payments.goToPortal')}</ButtonLink>
  );
  const panel: Pick<StatusPanelProps, 'icon' | 'tone' | 'role' | 'actions' | 'children'> =
    paid && subscription.data
      ? {
          icon: <CircleCheck aria-hidden="true" />,
          tone: 'success',
          role: 'status',
          actions: portal,
          children: t('payments.status.done', {
            plan: PLANS[subscription.data.planType].marketingName,
          }),
        }
      : timedOut || subscription.isError || checkout.isError
        ? {
            icon: <TriangleAlert aria-hidden="true" />,
            tone: 'gold',
            role: 'alert',
            actions: portal,
            children: translated(paymentMessages.verifyFailed),
          }
        : {
            icon: <LoaderCircle aria-hidden="true" className="animate-spin" />,
            tone: 'neutral',
            role: 'status',
            children: t('payments.status.confirming'),
          };
  return <StatusPanel className="max-w-xl py-10" {...panel} />;
}
