import { Crown, Medal } from 'lucide-react';
import type { Plan } from '#domain/plans.js';
import { Card } from '#web/ui/card.js';
import { CheckList } from '#web/ui/check-list.js';

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
        <span className="text-3xl font-extrabold text-stone-900">${plan.priceMonthlyUsd}</span>
        <span className="text-sm"> / month</span>
        <span className="text-sm text-stone-500"> or ${plan.priceYearlyUsd} / year</span>
      </p>
      <CheckList
        className="mt-4"
        items={[
          'Unlimited job listings',
          `Up to ${plan.photoLimit} photos on your profile`,
          plan.featured
            ? 'Featured placement with a gold badge'
            : 'Phone, website and e-mail on your profile',
        ]}
      />
    </Card>
  );
}
