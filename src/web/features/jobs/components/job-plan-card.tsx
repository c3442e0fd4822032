import { Crown, Medal } from 'lucide-react';
import type { Plan } from '#domain/plans.js';
import { formatNumber } from '#web/lib/i18n.js';
import { Card } from '#web/ui/card.js';
import { CheckList } from '#web/ui/check-list.js';
import { t } from '../i18n';

const usd = (amount: number) =>
  formatNumber(amount, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** A plan that includes job listings, with its prices and what it adds. */
export function JobPlanCard({ plan }: { plan: Plan }) {
  return (
    <Card className={plan.featured ? 'p-6 ring-2 ring-gold-300' : 'p-6'}>
      <div className="flex items-center gap-2">
        {plan.featured ? (
          <Crown aria-hidden="true" className="size-5 text-gold-600" />
        ) : (
          <Medal aria-hidden="true" className="size-5 text-stone-500" />
        )}
        <h3 className="text-lg font-semibold text-stone-900">{plan.marketingName}</h3>
      </div>
      <p className="mt-3 text-stone-700">
        <span className="text-3xl font-extrabold text-stone-900">{usd(plan.priceMonthlyUsd)}</span>
        <span className="text-sm"> {t('jobs.plan.perMonth')}</span>
        <span className="text-sm text-stone-500">
          {' '}
          {t('jobs.plan.orYearly', { price: usd(plan.priceYearlyUsd) })}
        </span>
      </p>
      <CheckList
        className="mt-4"
        items={[
          t('jobs.plan.unlimited'),
          t('jobs.plan.photos', { count: plan.photoLimit }),
          plan.featured ? t('jobs.plan.featured') : t('jobs.plan.contact'),
        ]}
      />
    </Card>
  );
}
