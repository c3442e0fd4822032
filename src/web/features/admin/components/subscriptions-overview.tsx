import type { AdminSubscription, AdminSubscriptionsOverview } from '#domain/admin.js';
import { formatUsd, pluralize } from '#domain/format.js';
import type { Page } from '#domain/paging.js';
import { PLAN_IDS, PLANS } from '#domain/plans.js';
import { EmptyList } from '#web/ui/empty-list.js';
import { RecentPlanChanges } from './recent-plan-changes';
import { SubscriptionItem } from './subscription-item';

/** '3 paid subscriptions, by name' or, past the list's limit, 'First 100 of 1,234 …'. */
function listedText({ items, total }: Page<AdminSubscription>) {
  const all = pluralize(total, 'paid subscription');
  return items.length < total ? `First ${items.length} of ${all}, by name` : `${all}, by name`;
}

/**
 * The Subscriptions panel's answer: the revenue and the businesses per plan, the paid
 * subscriptions and the newest plan changes.
 */
export function SubscriptionsOverview({ overview }: { overview: AdminSubscriptionsOverview }) {
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div className="rounded-xl bg-brand-50 p-4 ring-1 ring-brand-200 sm:col-span-2 lg:col-span-1">
          <dt className="text-sm font-medium text-stone-700">Monthly Recurring Revenue</dt>
          <dd className="mt-1 text-2xl font-bold text-stone-900 tabular-nums">
            {formatUsd(overview.monthlyRecurringRevenue)}
          </dd>
          <dd className="mt-1 text-xs text-stone-600">
            From active subscriptions at catalogue prices; promotional plans count $0.
          </dd>
        </div>
        {PLAN_IDS.map((id) => (
          <div key={id} className="rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200">
            <dt className="text-sm font-medium text-stone-600">{PLANS[id].label}</dt>
            <dd className="mt-1 text-2xl font-bold text-stone-900 tabular-nums">
              {overview.plans[id].toLocaleString('en-US')}
            </dd>
          </div>
        ))}
      </dl>

      <section aria-labelledby="paid-subscriptions-heading" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 id="paid-subscriptions-heading" className="font-semibold text-stone-900">
            Paid Subscriptions
          </h3>
          <p className="text-sm text-stone-600">{listedText(overview.subscriptions)}</p>
        </div>
        {overview.subscriptions.items.length === 0 ? (
          <EmptyList>No business is on a paid plan yet.</EmptyList>
        ) : (
          <ul
            aria-label="Paid subscriptions"
            className="divide-y divide-stone-200 rounded-xl ring-1 ring-stone-200"
          >
            {overview.subscriptions.items.map((item) => (
              <SubscriptionItem key={item.businessId} subscription={item} />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="recent-plan-changes-heading" className="flex flex-col gap-3">
        <h3 id="recent-plan-changes-heading" className="font-semibold text-stone-900">
          Recent Plan Changes
        </h3>
        <RecentPlanChanges changes={overview.recentChanges} />
      </section>
    </div>
  );
}
