import { MapPin, Phone, Star } from 'lucide-react';
import { Link } from 'react-router';
import type { Listing } from '../../../../domain/businesses';
import { cn } from '../../../lib/cn';
import { planStyle } from '../lib/plan-style';
import { ListingThumbnail } from './listing-thumbnail';

function addressLine(listing: Listing): string {
  return [listing.address, listing.city, listing.state].filter(Boolean).join(', ');
}

/** One business on the listings page, tinted by plan; the whole card opens the profile. */
export function ListingCard({ listing }: { listing: Listing }) {
  const style = planStyle(listing.plan);
  const address = addressLine(listing);
  return (
    <Link
      to={`/business/${encodeURIComponent(listing.slug || listing.id)}`}
      data-plan={listing.plan}
      className={cn(
        'group flex h-full gap-4 rounded-2xl border p-4 shadow-xs transition hover:shadow-md',
        style.card,
      )}
    >
      <ListingThumbnail key={listing.image} src={listing.image} className="size-20 sm:size-24" />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span
            className={cn(
              'rounded-full px-2 py-0.5 text-[0.6875rem] font-semibold tracking-wide uppercase ring-1',
              style.badge,
            )}
          >
            {style.label}
          </span>
          {listing.rating != null ? (
            <span className="inline-flex items-center gap-1 text-xs font-medium text-stone-700">
              <Star aria-hidden="true" className="size-3.5 fill-gold-400 text-gold-500" />
              <span className="sr-only">Rated </span>
              {listing.rating.toFixed(1)}
              <span className="font-normal text-stone-600">
                ({listing.reviews} {listing.reviews === 1 ? 'review' : 'reviews'})
              </span>
            </span>
          ) : null}
        </div>
        <h3 className="text-base leading-snug font-semibold text-stone-900 group-hover:text-brand-800">
          {listing.name}
        </h3>
        {listing.description ? (
          <p className="line-clamp-2 text-sm text-stone-600">{listing.description}</p>
        ) : null}
        <div className="mt-auto flex flex-col gap-0.5 pt-1 text-xs text-stone-600">
          {address ? (
            <span className="flex items-center gap-1.5">
              <MapPin aria-hidden="true" className="size-3.5 shrink-0 text-stone-400" />
              <span className="truncate">{address}</span>
            </span>
          ) : null}
          {listing.phone ? (
            <span className="flex items-center gap-1.5">
              <Phone aria-hidden="true" className="size-3.5 shrink-0 text-stone-400" />
              {listing.phone}
            </span>
          ) : null}
        </div>
      </div>
    </Link>
  );
}
