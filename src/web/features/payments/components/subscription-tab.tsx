import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  type BillingCycle,
  PAID_PLANS,
  type PaidPlan,
  paymentMessages,
  priceOf,
} from '#domain/payments.js';
import { PLAN_IDS, PLANS } from '#domain/plans.js';
import { toastFailure } from '#web/lib/failure-toast.js';
import { formatDate, formatNumber, translated } from '#web/lib/i18n.js';
import { richText } from '#web/lib/rich-text.js';
import { toast } from '#web/lib/toast.js';
import { Button } from '#web/ui/button.js';
import { Card } from '#web/ui/card.js';
import { DetailRow } from '#web/ui/detail-row.js';
import { EmptyList } from '#web/ui/empty-list.js';
import { TabQueryFallback } from '#web/ui/query-view.js';
import { useOpenPortal, useStartCheckout, useSubscription } from '../api/payments';
import { t } from '../i18n';

type Key = Parameters<typeof t>[0];

const MANUAL_METHODS = ['manual', 'cash', 'check', 'promotional'];
const BILLING_FIELD = 'billing-cycle';

const shortDate = (iso: string) =>
  formatDate(new Date(iso), { month: 'short', day: 'numeric', year: 'numeric' });
const longDate = (iso: string) =>
  formatDate(new Date(iso), { month: 'long', day: 'numeric', year: 'numeric' });
const usd = (amount: number) =>
  formatNumber(amount, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

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

  if (!subscription.isSuccess) {
    return (
      <TabQueryFallback query={subscription} loadingLabel={t('payments.sub.loading')}>
        {translated(paymentMessages.fetchFailed)}
      </TabQueryFallback>
    );
  }
  const sub = subscription.data;
  const plan = PLANS[sub.planType];
  const manual = MANUAL_METHODS.includes(sub.paymentMethod ?? '') && sub.planType !== 'free';
  const upgrades = PAID_PLANS.filter((p) => PLANS[p].rank > plan.rank);
  const downgrades = sub.manageable ? PLAN_IDS.filter((p) => PLANS[p].rank < plan.rank) : [];
  const manage = () =>
    portal.mutate(undefined, {
      onError: (error) => toastFailure(translated(paymentMessages.portalFailed), error),
    });
  const start = (target: PaidPlan) =>
    checkout.mutate(
      { plan: target, billingCycle: cycle },
      {
        onError: (error) => toastFailure(translated(paymentMessages.changeFailed), error),
      },
    );

  return (
    <Card className="flex flex-col gap-6 p-5 sm:p-6">
      <section aria-labelledby="current-plan-heading">
        <h2 id="current-plan-heading" className="text-lg font-semibold text-stone-900">
          {t('payments.sub.current')}
        </h2>
        <dl className="mt-2">
          <Row label={t('payments.sub.plan')} value={plan.marketingName} />
          <Row
            label={t('payments.sub.status')}
            value={t(
              `payments.sub.status.${sub.status ?? (sub.planType === 'free' ? 'active' : 'unknown')}` as Key,
            )}
          />
          {sub.billingCycle ? (
            <Row
              label={t('payments.sub.billing')}
              value={
                sub.billingCycle === 'yearly' ? t('payments.sub.yearly') : t('payments.sub.monthly')
              }
            />
          ) : null}
          {sub.subscriptionEnd ? (
            <Row
              label={sub.cancelAtPeriodEnd ? t('payments.sub.endsOn') : t('payments.sub.renewsOn')}
              value={shortDate(sub.subscriptionEnd)}
            />
          ) : null}
        </dl>
        {sub.cancelAtPeriodEnd && sub.subscriptionEnd ? (
          <p
            role="status"
            className="mt-3 rounded-lg bg-gold-50 p-3 text-sm text-stone-800 ring-1 ring-gold-200"
          >
            {t('payments.sub.cancelled', {
              plan: plan.marketingName,
              date: longDate(sub.subscriptionEnd),
            })}
          </p>
        ) : null}
        {manual ? (
          <p className="mt-3 rounded-lg bg-stone-50 p-3 text-sm text-stone-700 ring-1 ring-stone-200">
            {richText(
              t('payments.sub.manual', {
                method: t(`payments.sub.method.${sub.paymentMethod}` as Key),
              }),
              [
                <Link
                  key="contact"
                  to="/contact"
                  className="font-semibold text-brand-700 underline"
                />,
              ],
            )}
          </p>
        ) : null}
      </section>

      {sub.manageable || (!manual && upgrades.length > 0) ? (
        <section aria-labelledby="change-plan-heading" className="flex flex-col gap-3">
          <h2 id="change-plan-heading" className="text-lg font-semibold text-stone-900">
            {t('payments.sub.change')}
          </h2>
          {sub.manageable ? (
            <div className="flex flex-wrap items-center gap-3">
              <Button variant="outline" disabled={portal.isPending} onClick={manage}>
                <ExternalLink aria-hidden="true" />
                {portal.isPending ? t('payments.sub.opening') : t('payments.sub.manage')}
              </Button>
              <p className="text-sm text-stone-600">{t('payments.sub.manageHint')}</p>
            </div>
          ) : (
            <fieldset className="flex gap-4 text-sm">
              <legend className="sr-only">{t('payments.sub.billing')}</legend>
              {(['yearly', 'monthly'] as const).map((c) => (
                <label key={c} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name={BILLING_FIELD}
                    className="accent-brand-700"
                    checked={cycle === c}
                    onChange={() => setCycle(c)}
                  />
                  {c === 'yearly' ? t('payments.sub.yearly') : t('payments.sub.monthly')}
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
                  ? t('payments.sub.upgradeTo', { plan: PLANS[target].marketingName })
                  : t(
                      cycle === 'yearly'
                        ? 'payments.sub.upgradeToYearly'
                        : 'payments.sub.upgradeToMonthly',
                      { plan: PLANS[target].marketingName, price: usd(priceOf(target, cycle)) },
                    )}
              </Button>
            ))}
            {downgrades.map((target) => (
              <Button
                key={target}
                variant="outline"
                onClick={() =>
                  toast.info(translated(paymentMessages.cannotDowngradeHere), {
                    description: t('payments.sub.downgradeHint'),
                  })
                }
              >
                {t('payments.sub.downgradeTo', { plan: PLANS[target].marketingName })}
              </Button>
            ))}
          </div>
          {sub.manageable ? null : (
            <p className="text-xs text-stone-500">{t('payments.sub.checkoutHint')}</p>
          )}
        </section>
      ) : null}

      <section aria-labelledby="recent-changes-heading">
        <h2 id="recent-changes-heading" className="text-lg font-semibold text-stone-900">
          {t('payments.sub.recent')}
        </h2>
        {sub.recentChanges.length === 0 ? (
          <div className="mt-2">
            <EmptyList>{t('payments.sub.noChanges')}</EmptyList>
          </div>
        ) : (
          <ul
            aria-label={t('payments.sub.recentList')}
            className="mt-2 divide-y divide-stone-100 text-sm"
          >
            {sub.recentChanges.map((change) => (
              <li
                key={change.id}
                className="flex flex-wrap items-center justify-between gap-2 py-2"
              >
                <span>
                  {change.oldPlan ? PLANS[change.oldPlan].marketingName : t('payments.sub.newPlan')}{' '}
                  → {PLANS[change.newPlan].marketingName}{' '}
                  <span className="text-stone-500">
                    ({t(`payments.change.type.${change.changeType}` as Key)})
                  </span>
                </span>
                <span className="flex items-center gap-3">
                  <span className="text-stone-500">{shortDate(change.createdAt)}</span>
                  <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-700 ring-1 ring-stone-200">
                    {t(`payments.change.status.${change.status}` as Key)}
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
