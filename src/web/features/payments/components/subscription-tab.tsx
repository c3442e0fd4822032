import { format } from 'date-fns';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import {
  type BillingCycle,
  PAID_PLANS,
  type PaidPlan,
  paymentMessages,
  planPriceLabel,
} from '#domain/payments.js';
import { PLAN_IDS, PLANS } from '#domain/plans.js';
import { toastFailure } from '#web/lib/failure-toast.js';
import { Button } from '#web/ui/button.js';
import { Card } from '#web/ui/card.js';
import { DetailRow } from '#web/ui/detail-row.js';
import { EmptyList } from '#web/ui/empty-list.js';
import { RetryAlert } from '#web/ui/retry-alert.js';
import { LoadingState } from '#web/ui/spinner.js';
import { useOpenPortal, useStartCheckout, useSubscription } from '../api/payments';

const MANUAL_METHODS = ['manual', 'cash', 'check', 'promotional'];

function Row({ label, value }: { label: string; value: string }) {
  return (
    <DetailRow label={label} className="grid grid-cols-[9rem_1fr] gap-3 py-1.5 text-sm">
      {value}
    </DetailRow>
  );
}

/** The owner's Subscription tab: the plan as the server has it, recent changes, and upgrades. */
export function SubscriptionTab() {
  const subscription = useSubscription();
  const checkout = useStartCheckout();
  const portal = useOpenPortal();
  const [cycle, setCycle] = useState<BillingCycle>('yearly');

  if (subscription.isPending) return <LoadingState label="Loading your subscription..." />;
  if (subscription.isError) {
    return (
      <Card className="p-5">
        <RetryAlert onRetry={() => void subscription.refetch()}>
          {paymentMessages.fetchFailed}
        </RetryAlert>
      </Card>
    );
  }
  const sub = subscription.data;
  const plan = PLANS[sub.planType];
  const manual = MANUAL_METHODS.includes(sub.paymentMethod ?? '') && sub.planType !== 'free';
  const upgrades = PAID_PLANS.filter((p) => PLANS[p].rank > plan.rank);
  const downgrades = sub.manageable ? PLAN_IDS.filter((p) => PLANS[p].rank < plan.rank) : [];
  const manage = () =>
    portal.mutate(undefined, {
      onError: (error) => toastFailure(paymentMessages.portalFailed, error),
    });
  const start = (target: PaidPlan) =>
    checkout.mutate(
      { plan: target, billingCycle: cycle },
      {
        onError: (error) => toastFailure(paymentMessages.changeFailed, error),
      },
    );

  return (
    <Card className="flex flex-col gap-6 p-5 sm:p-6">
      <section aria-labelledby="current-plan-heading">
        <h2 id="current-plan-heading" className="text-lg font-semibold text-stone-900">
          Current Plan
        </h2>
        <dl className="mt-2">
          <Row label="Plan" value={plan.marketingName} />
          <Row
            label="Status"
            value={
              sub.status
                ? sub.status.replace('_', ' ')
                : sub.planType === 'free'
                  ? 'active'
                  : 'unknown'
            }
          />
          {sub.billingCycle ? (
            <Row label="Billing" value={sub.billingCycle === 'yearly' ? 'Yearly' : 'Monthly'} />
          ) : null}
          {sub.subscriptionEnd ? (
            <Row
              label={sub.cancelAtPeriodEnd ? 'Ends on' : 'Renews on'}
              value={format(new Date(sub.subscriptionEnd), 'MMM d, yyyy')}
            />
          ) : null}
        </dl>
        {sub.cancelAtPeriodEnd && sub.subscriptionEnd ? (
          <p
            role="status"
            className="mt-3 rounded-lg bg-gold-50 p-3 text-sm text-stone-800 ring-1 ring-gold-200"
          >
            Your subscription is cancelled and will not renew. {plan.marketingName} stays on your
            listing until {format(new Date(sub.subscriptionEnd), 'MMMM d, yyyy')}.
          </p>
        ) : null}
        {manual ? (
          <p className="mt-3 rounded-lg bg-stone-50 p-3 text-sm text-stone-700 ring-1 ring-stone-200">
            Your plan was set by BCS Local ({sub.paymentMethod} payment) and stays in good standing
            until we change it.{' '}
            <Link to="/contact" className="font-semibold text-brand-700 underline">
              Contact us
            </Link>{' '}
            about changes.
          </p>
        ) : null}
      </section>

      {sub.manageable || (!manual && upgrades.length > 0) ? (
        <section aria-labelledby="change-plan-heading" className="flex flex-col gap-3">
          <h2 id="change-plan-heading" className="text-lg font-semibold text-stone-900">
            Change Plan
          </h2>
          {sub.manageable ? (
            <div className="flex flex-wrap items-center gap-3">
              <Button variant="outline" disabled={portal.isPending} onClick={manage}>
                <ExternalLink aria-hidden="true" />
                {portal.isPending ? 'Opening...' : 'Manage Subscription'}
              </Button>
              <p className="text-sm text-stone-600">
                Switch plan, update your card, cancel or resume. Opens in a new tab.
              </p>
            </div>
          ) : (
            <fieldset className="flex gap-4 text-sm">
              <legend className="sr-only">Billing</legend>
              {(['yearly', 'monthly'] as const).map((c) => (
                <label key={c} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="billing-cycle"
                    className="accent-brand-700"
                    checked={cycle === c}
                    onChange={() => setCycle(c)}
                  />
                  {c === 'yearly' ? 'Yearly' : 'Monthly'}
                </label>
              ))}
            </fieldset>
          )}
          <div className="flex flex-wrap gap-3">
            {upgrades.map((target) => (
              <Button
                key={target}
                disabled={checkout.isPending || portal.isPending}
                onClick={() => (sub.manageable ? manage() : start(target))}
              >
                {sub.manageable
                  ? `Upgrade to ${PLANS[target].marketingName}`
                  : `Upgrade to ${planPriceLabel(target, cycle)}`}
              </Button>
            ))}
            {downgrades.map((target) => (
              <Button
                key={target}
                variant="outline"
                onClick={() =>
                  toast.info(paymentMessages.cannotDowngradeHere, {
                    description: 'Use Manage Subscription to move to a lower plan.',
                  })
                }
              >
                {`Downgrade to ${PLANS[target].marketingName}`}
              </Button>
            ))}
          </div>
          {sub.manageable ? null : (
            <p className="text-xs text-stone-500">Checkout opens in a new tab.</p>
          )}
        </section>
      ) : null}

      <section aria-labelledby="recent-changes-heading">
        <h2 id="recent-changes-heading" className="text-lg font-semibold text-stone-900">
          Recent Subscription Requests
        </h2>
        {sub.recentChanges.length === 0 ? (
          <div className="mt-2">
            <EmptyList>No plan changes yet.</EmptyList>
          </div>
        ) : (
          <ul
            aria-label="Recent subscription requests"
            className="mt-2 divide-y divide-stone-100 text-sm"
          >
            {sub.recentChanges.map((change) => (
              <li
                key={change.id}
                className="flex flex-wrap items-center justify-between gap-2 py-2"
              >
                <span>
                  {change.oldPlan ? PLANS[change.oldPlan].marketingName : 'New'} →{' '}
                  {PLANS[change.newPlan].marketingName}{' '}
                  <span className="text-stone-500">({change.changeType})</span>
                </span>
                <span className="flex items-center gap-3">
                  <span className="text-stone-500">
                    {format(new Date(change.createdAt), 'MMM d, yyyy')}
                  </span>
                  <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-700 ring-1 ring-stone-200">
                    {change.status}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
