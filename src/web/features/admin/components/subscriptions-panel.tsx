import { PLAN_IDS, PLANS } from '../../../../domain/plans';
import { Card } from '../../../ui/card';
import { RetryAlert } from '../../../ui/retry-alert';
import { LoadingState } from '../../../ui/spinner';
import { useAdminDashboard } from '../api/admin-dashboard';

/** Subscription Management (spec 001 section 2): plan counts; the tools come in their own issue. */
export function SubscriptionsPanel() {
  const dashboard = useAdminDashboard();
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-stone-900">Subscription Management</h2>
      {dashboard.isPending ? (
        <LoadingState label="Loading plan counts..." className="py-8" />
      ) : dashboard.isError ? (
        <RetryAlert onRetry={() => dashboard.refetch()} className="py-6">
          Could not load the plan counts.
        </RetryAlert>
      ) : (
        <dl className="mt-4 grid gap-3 sm:grid-cols-3">
          {PLAN_IDS.map((id) => (
            <div key={id} className="rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200">
              <dt className="text-sm font-medium text-stone-600">{PLANS[id].label}</dt>
              <dd className="mt-1 text-2xl font-bold text-stone-900 tabular-nums">
                {dashboard.data.plans[id].toLocaleString('en-US')}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <p className="mt-4 text-sm text-stone-600">
        Subscription management tools are coming soon. Change a business&apos;s plan from the
        Businesses tab.
      </p>
    </Card>
  );
}
