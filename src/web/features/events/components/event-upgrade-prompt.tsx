import { Crown } from 'lucide-react';
import { eventMessages } from '#domain/events.js';
import { PLANS } from '#domain/plans.js';
import { ButtonLink } from '#web/ui/button-link.js';
import { CheckList } from '#web/ui/check-list.js';

/** What the plan with events adds, for an owner on a plan without them. */
export function EventUpgradePrompt() {
  const gold = PLANS.texas_gold;
  const allowance = gold.eventsPerMonth === 1 ? '1 event' : `${gold.eventsPerMonth} events`;
  return (
    <div className="mt-4 flex flex-col gap-4 rounded-xl bg-gold-50 p-5 ring-1 ring-gold-200">
      <div className="flex items-start gap-3">
        <Crown aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-600" />
        <div className="flex flex-col gap-1">
          <h3 className="font-semibold text-stone-900">What {gold.marketingName} adds</h3>
          <p className="text-sm text-stone-700">{eventMessages.planRequired}</p>
        </div>
      </div>
      <CheckList
        items={[
          `${allowance} per month on the BCS Local events page, reviewed by our team`,
          'A page for each event with Add to calendar, and your events on your profile',
          `Up to ${gold.photoLimit} photos and featured placement with a gold badge`,
          `$${gold.priceMonthlyUsd} / month or $${gold.priceYearlyUsd} / year`,
        ]}
      />
      <ButtonLink variant="gold" className="self-start" to="/pricing">
        See plans
      </ButtonLink>
    </div>
  );
}
