import { format } from 'date-fns';
import type { ReactNode } from 'react';
import type { AdminSubscription } from '#domain/admin.js';
import { formatUsd } from '#domain/format.js';
import { BusinessLink } from '#web/ui/business-link.js';
import { DetailRow } from '#web/ui/detail-row.js';
import { PlanBadge } from '#web/ui/plan-badge.js';
import { StatusBadge } from '#web/ui/status-badge.js';
import {
  billingLabel,
  paymentMethodLabel,
  SUBSCRIPTION_STATUS_LABELS,
  SUBSCRIPTION_STATUS_TONES,
} from '../lib/subscription-format';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DetailRow label={label} className="min-w-0" termClassName="text-xs">
      {children}
    </DetailRow>
  );
}

/** One paid business's current subscription: plan, standing, billing, renewal, payment and value. */
export function SubscriptionItem({ subscription }: { subscription: AdminSubscription }) {
  const end = subscription.currentPeriodEnd;
  return (
    <li className="flex flex-col gap-3 px-4 py-4 lg:flex-row lg:items-center lg:justify-between lg:gap-6">
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <BusinessLink
          id={subscription.businessId}
          slug={subscription.slug}
          name={subscription.businessName}
          className="font-semibold"
        />
        <PlanBadge plan={subscription.plan} />
        <StatusBadge tone={SUBSCRIPTION_STATUS_TONES[subscription.status]}>
          {SUBSCRIPTION_STATUS_LABELS[subscription.status]}
        </StatusBadge>
      </div>
      <dl className="grid shrink-0 grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4 lg:w-[34rem]">
        <Detail label="Billing">{billingLabel(subscription)}</Detail>
        <Detail label={subscription.cancelAtPeriodEnd ? 'Ends' : 'Renews'}>
          {end ? <time dateTime={end}>{format(new Date(end), 'MMM d, yyyy')}</time> : 'No end date'}
        </Detail>
        <Detail label="Payment">{paymentMethodLabel(subscription.paymentMethod)}</Detail>
        <Detail label="Monthly value">
          <span className="tabular-nums">{formatUsd(subscription.monthlyValueUsd)}</span>
          {subscription.countsTowardRevenue ? null : (
            <span className="block text-xs font-normal text-stone-500">Not in MRR</span>
          )}
        </Detail>
      </dl>
    </li>
  );
}
