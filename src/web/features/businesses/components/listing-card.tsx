import { type LucideIcon, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Listing } from '#domain/businesses.js';
import { addressLine } from '#domain/format.js';
import { planOf } from '#domain/plans.js';
import { cn } from '#web/lib/cn.js';
import { descriptionForPage } from '#web/lib/directory-words.js';
import { translated } from '#web/lib/i18n.js';
import { BusinessCardShell, BusinessCardTitle } from '#web/ui/business-card-shell.js';
import { DistanceLine } from '#web/ui/map/near-me-button.js';
import { OpenStatusBadge } from '#web/ui/open-status.js';
import { RatingBadge } from '#web/ui/rating-badge.js';
import { SpanishBadge } from '#web/ui/spanish-badge.js';
import { t } from '../i18n';

const PLAN_BADGES = {
  texas_gold: 'bg-emerald-100 text-emerald-800 ring-emerald-200',
  silver: 'bg-pink-100 text-pink-800 ring-pink-200',
  free: 'bg-amber-100 text-amber-900 ring-amber-200',
} as const;

/** The 'Se habla español' badge (its kind is code, not words). */
const SPOKEN = { kind: 'spoken' } as const;
/** Tinted by plan, the picture beside the words. */
const CARD_LOOK = { tint: 'plan', layout: 'row' } as const;

/** A line of the card's footer after its grey icon (the address, the phone). */
function ContactLine({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <span className="flex items-center gap-1.5">
      <Icon aria-hidden="true" className="size-3.5 shrink-0 text-stone-400" />
      {children}
    </span>
  );
}

/** One business on the listings page, tinted by plan; the whole card opens the profile. */
export function ListingCard({ listing }: { listing: Listing }) {
  // The listings card leaves the ZIP code out, as the spec's card does.
  const address = addressLine({ ...listing, zipCode: null });
  const description = descriptionForPage(listing.description, listing.descriptionEs);
  return (
    <BusinessCardShell
      to={`/business/${encodeURIComponent(listing.slug || listing.id)}`}
      plan={listing.plan}
      featured={listing.featured}
      {...CARD_LOOK}
      image={listing.image}
      imageSrcSet={listing.imageSrcSet}
      header={
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span
            className={cn(
              'rounded-full px-2 py-0.5 text-[0.6875rem] font-semibold tracking-wide uppercase ring-1',
              PLAN_BADGES[listing.plan],
            )}
          >
            {translated(planOf(listing.plan).label)}
          </span>
          {listing.rating != null ? (
            <RatingBadge rating={listing.rating} className="font-medium text-stone-700">
              <span className="font-normal text-stone-600">
                {t('businesses.listings.reviews', { count: listing.reviews })}
              </span>
            </RatingBadge>
          ) : null}
          {listing.speaksSpanish ? <SpanishBadge {...SPOKEN} /> : null}
        </div>
      }
      title={<BusinessCardTitle>{listing.name}</BusinessCardTitle>}
      body={
        description.text ? (
          <p lang={description.lang} className="line-clamp-2 text-sm text-stone-600">
            {description.text}
          </p>
        ) : null
      }
      footer={
        <div className="flex flex-col gap-0.5 text-xs text-stone-600">
          <OpenStatusBadge hours={listing.hours} className="text-xs" />
          <DistanceLine miles={listing.distanceMiles} />
          {address ? (
            <ContactLine icon={MapPin}>
              <span className="truncate">{address}</span>
            </ContactLine>
          ) : null}
          {listing.phone ? <ContactLine icon={Phone}>{listing.phone}</ContactLine> : null}
        </div>
      }
    />
  );
}
