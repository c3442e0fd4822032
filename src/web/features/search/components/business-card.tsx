import { MapPin, Star } from 'lucide-react';
import { Link } from 'react-router';
import { type BusinessCard as BusinessCardData, businessPath } from '../../../../domain/businesses';
import { cn } from '../../../lib/cn';
import { BusinessImage } from './business-image';

/**
 * A featured or search-result card. A texas_gold card wears the 'FEATURED' ribbon
 * and a gold border; the description shows two lines.
 */
export function BusinessCard({
  business,
  onOpen,
}: {
  business: BusinessCardData;
  /** Called before following the link (the home page saves its search here). */
  onOpen?: () => void;
}) {
  const gold = business.plan === 'texas_gold';
  return (
    <Link
      to={businessPath(business)}
      onClick={onOpen}
      data-plan={business.plan}
      className={cn(
        'group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm transition duration-200 hover:-translate-y-0.5 hover:shadow-lg focus-visible:outline-offset-4 motion-reduce:hover:translate-y-0',
        gold ? 'border-2 border-gold-400 shadow-gold-200/60' : 'border border-stone-200',
      )}
    >
      <div className="relative">
        <BusinessImage key={business.image} src={business.image} className="aspect-[4/3]" />
        {gold ? (
          <span className="absolute top-3 left-0 rounded-r-full bg-gold-400 py-1 pr-3 pl-2.5 text-xs font-extrabold tracking-widest text-brand-950 shadow-md">
            FEATURED
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-center justify-between gap-2">
          <span className="truncate rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
            {business.category}
          </span>
          {business.rating != null ? (
            <span className="inline-flex shrink-0 items-center gap-1 text-xs font-semibold text-stone-700">
              <Star aria-hidden="true" className="size-3.5 fill-gold-400 text-gold-500" />
              <span className="sr-only">Rated </span>
              {business.rating.toFixed(1)}
            </span>
          ) : null}
        </div>
        <h3 className="text-base leading-snug font-semibold text-stone-900 group-hover:text-brand-800">
          {business.name}
        </h3>
        <p className="line-clamp-2 text-sm text-stone-600">{business.description}</p>
        {business.city ? (
          <p className="mt-auto flex items-center gap-1 pt-1 text-xs font-medium text-stone-500">
            <MapPin aria-hidden="true" className="size-3.5" />
            {business.city}
          </p>
        ) : null}
      </div>
    </Link>
  );
}

export function BusinessCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white"
    >
      <div className="aspect-[4/3] animate-pulse bg-stone-200" />
      <div className="flex flex-col gap-3 p-4">
        <div className="h-4 w-24 animate-pulse rounded-full bg-stone-200" />
        <div className="h-5 w-3/4 animate-pulse rounded bg-stone-200" />
        <div className="h-3.5 w-full animate-pulse rounded bg-stone-100" />
        <div className="h-3.5 w-2/3 animate-pulse rounded bg-stone-100" />
      </div>
    </div>
  );
}
