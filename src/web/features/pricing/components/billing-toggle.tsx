import { cn } from '#web/lib/cn.js';
import { t } from '../i18n';
import { type Billing, maxYearlySavingPercent } from '../lib/plan-pricing';

/** Monthly or annual prices, and how much a year saves. */
export function BillingToggle({
  billing,
  onChange,
}: {
  billing: Billing;
  onChange: (billing: Billing) => void;
}) {
  const option = (value: Billing, label: string) => (
    <button
      type="button"
      aria-pressed={billing === value}
      onClick={() => onChange(value)}
      className={cn(
        'rounded-full px-4 py-2 text-sm font-semibold transition-colors',
        billing === value
          ? 'bg-brand-800 text-white shadow-sm'
          : 'text-stone-700 hover:text-stone-900',
      )}
    >
      {label}
    </button>
  );
  return (
    <div className="flex flex-wrap items-center justify-center gap-3">
      <fieldset className="inline-flex rounded-full bg-white p-1 ring-1 ring-stone-200">
        <legend className="sr-only">{t('pricing.billing.legend')}</legend>
        {option('monthly', t('pricing.billing.monthly'))}
        {option('yearly', t('pricing.billing.yearly'))}
      </fieldset>
      <span className="rounded-full bg-gold-100 px-3 py-1 text-sm font-semibold text-gold-800 ring-1 ring-gold-200">
        {t('pricing.billing.save', { percent: maxYearlySavingPercent })}
      </span>
    </div>
  );
}
