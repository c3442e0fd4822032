import { BadgeCheck, CircleOff } from 'lucide-react';
import { confirmedDateLabel, type ListingConfirmation } from '#domain/listing-upkeep.js';
import { currentLocale } from '#web/lib/i18n.js';
import { t } from '../i18n';

/**
 * A profile's word on how current it is: 'Permanently closed' when an admin marked it
 * so, and who last confirmed its details and when (the day in College Station).
 */
export function ListingConfirmationNote({ listing }: { listing: ListingConfirmation }) {
  const date = listing.confirmedAt
    ? confirmedDateLabel(listing.confirmedAt, currentLocale())
    : null;
  return (
    <div className="flex flex-col gap-3">
      {listing.closedAt ? (
        <div
          role="status"
          className="flex items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-900"
        >
          <CircleOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div className="flex flex-col gap-1">
            <p className="font-semibold">{t('upkeep.closed')}</p>
            <p className="text-sm">{t('upkeep.closedNote')}</p>
          </div>
        </div>
      ) : null}
      {date && listing.confirmedBy ? (
        <p className="flex items-center gap-2 text-sm text-stone-600">
          <BadgeCheck aria-hidden="true" className="size-4 shrink-0 text-emerald-700" />
          {listing.confirmedBy === 'owner'
            ? t('upkeep.confirmedByOwner', { date })
            : t('upkeep.confirmedByBcsLocal', { date })}
        </p>
      ) : null}
    </div>
  );
}
