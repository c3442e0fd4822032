import { Crown } from 'lucide-react';
import { eventMessages } from '#domain/events.js';
import { PLANS } from '#domain/plans.js';
import { translated } from '#web/lib/i18n.js';
import { ButtonLink } from '#web/ui/button-link.js';
import { CheckList } from '#web/ui/check-list.js';
import { t } from '../i18n';

/** What the plan with events adds, for an owner on a plan without them. */
export function EventUpgradePrompt() {
  const gold = PLANS.texas_gold;
  return (
    <div className="mt-4 flex flex-col gap-4 rounded-xl bg-gold-50 p-5 ring-1 ring-gold-200">
      <div className="flex items-start gap-3">
        <Crown aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-600" />
        <div className="flex flex-col gap-1">
          <h3 className="font-semibold text-stone-900">
            {t('events.upgrade.heading', { plan: gold.marketingName })}
          </h3>
          <p className="text-sm text-stone-700">{translated(eventMessages.planRequired)}</p>
        </div>
      </div>
      <CheckList
        items={[
          t('events.upgrade.allowance', { count: gold.eventsPerMonth }),
          t('events.upgrade.page'),
          t('events.upgrade.photos', { count: gold.photoLimit }),
          t('events.upgrade.price', { monthly: gold.priceMonthlyUsd, yearly: gold.priceYearlyUsd }),
        ]}
      />
      <ButtonLink variant="gold" className="self-start" to="/pricing">
        {t('events.upgrade.seePlans')}
      </ButtonLink>
    </div>
  );
}
