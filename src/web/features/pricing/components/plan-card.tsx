import type { Plan } from '#domain/plans.js';
import { cn } from '#web/lib/cn.js';
import { Button } from '#web/ui/button.js';
import { ButtonLink } from '#web/ui/button-link.js';
import { Card } from '#web/ui/card.js';
import { CheckList } from '#web/ui/check-list.js';
import { t } from '../i18n';
import { type Billing, featuresOf, usd } from '../lib/plan-pricing';

/** One plan: its price for the chosen billing period, what it includes, and the way to get it. */
export function PlanCard({
  plan,
  billing,
  current = false,
  signedIn = false,
  disabled = false,
  onChoose,
}: {
  plan: Plan;
  billing: Billing;
  current?: boolean;
  /** An owner who is signed in has claimed already: the free card offers a switch instead. */
  signedIn?: boolean;
  disabled?: boolean;
  onChoose?: () => void;
}) {
  const free = plan.priceMonthlyUsd === 0;
  const price = billing === 'yearly' ? plan.priceYearlyUsd : plan.priceMonthlyUsd;
  return (
    <Card
      className={cn(
        'relative flex flex-col p-6 sm:p-8',
        plan.featured && 'border-2 border-gold-400 shadow-lg shadow-gold-100',
      )}
    >
      {plan.featured ? (
        <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-gold-400 px-3 py-1 text-xs font-bold tracking-wide text-brand-950 uppercase">
          {t('pricing.card.mostVisible')}
        </span>
      ) : null}
      <h2 className="text-xl font-bold text-stone-900">{plan.marketingName}</h2>
      <p className="mt-4 flex items-baseline gap-1">
        <span className="text-4xl font-extrabold tracking-tight text-stone-900">{usd(price)}</span>
        <span className="text-sm text-stone-600">
          {free
            ? t('pricing.card.forever')
            : billing === 'yearly'
              ? t('pricing.card.perYear')
              : t('pricing.card.perMonth')}
        </span>
      </p>
      <p className="mt-1 text-sm text-stone-500">
        {free
          ? t('pricing.card.freeListing')
          : billing === 'yearly'
            ? t('pricing.card.orMonthly', { price: usd(plan.priceMonthlyUsd) })
            : t('pricing.card.orYearly', { price: usd(plan.priceYearlyUsd) })}
      </p>
      <CheckList items={featuresOf(plan)} className="mt-6 flex-1 gap-3" />
      {current ? (
        <p className="mt-8 rounded-lg bg-emerald-50 py-2.5 text-center text-sm font-semibold text-emerald-800 ring-1 ring-emerald-200">
          {t('pricing.card.current')}
        </p>
      ) : onChoose ? (
        <Button
          variant={plan.featured ? 'gold' : free ? 'outline' : 'primary'}
          className="mt-8"
          disabled={disabled}
          onClick={onChoose}
        >
          {free
            ? signedIn
              ? t('pricing.card.switchToFree')
              : t('pricing.card.claim')
            : t('pricing.card.choose', { plan: plan.marketingName })}
        </Button>
      ) : (
        <ButtonLink
          variant={plan.featured ? 'gold' : free ? 'outline' : 'primary'}
          className="mt-8"
          to="/business/login"
        >
          {free ? t('pricing.card.claim') : t('pricing.card.choose', { plan: plan.marketingName })}
        </ButtonLink>
      )}
    </Card>
  );
}
