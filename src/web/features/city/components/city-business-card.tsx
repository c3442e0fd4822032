import { BadgeCheck, CalendarClock, Clock, Globe, Mail, MapPin, Phone, Star } from 'lucide-react';
import { Link } from 'react-router';
import { businessPath } from '../../../../domain/businesses';
import type { CityBusiness } from '../../../../domain/cities';
import { addressLine, pluralize } from '../../../../domain/format';
import { cn } from '../../../lib/cn';
import { safeExternalUrl, telHref } from '../../../lib/links';
import { ImageWithFallback } from '../../../ui/image-with-fallback';

// Links inside the card sit above the card-wide profile link.
const innerLink =
  'relative z-10 font-medium text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline';

/**
 * A business on the city page: the whole card opens the profile; phone, website
 * and e-mail links work on their own. What the plan hides is simply absent.
 */
export function CityBusinessCard({ business }: { business: CityBusiness }) {
  const gold = business.plan === 'texas_gold';
  const website = safeExternalUrl(business.website);
  const address = addressLine(business);

  return (
    <article
      data-plan={business.plan}
      className={cn(
        'group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm transition duration-200 focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-lg',
        gold ? 'border-2 border-gold-400' : 'border border-stone-200',
      )}
    >
      <div className="relative">
        <ImageWithFallback
          key={business.image}
          src={business.image}
          alt=""
          className="aspect-[16/10]"
          imgClassName="transition duration-300 group-hover:scale-[1.02] motion-reduce:group-hover:scale-100"
        />
        {gold ? (
          <span className="absolute top-3 left-0 rounded-r-full bg-gold-400 py-1 pr-3 pl-2.5 text-xs font-extrabold tracking-widest text-brand-950 shadow-md">
            FEATURED
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2.5 p-5">
        <div className="flex flex-wrap items-center gap-2">
          {business.category ? (
            <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
              {business.category}
            </span>
          ) : null}
          {business.gbpBadge ? (
            <span
              title="Google Business Profile"
              className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200"
            >
              <BadgeCheck aria-hidden="true" className="size-3.5" />
              GBP
            </span>
          ) : null}
        </div>
        <h2 className="text-lg leading-snug font-semibold text-stone-900">
          <Link
            to={businessPath(business)}
            className="outline-none after:absolute after:inset-0 after:content-[''] group-hover:text-brand-800"
          >
            {business.name}
          </Link>
        </h2>
        {business.rating != null || business.reviews > 0 || business.yearsInBusiness != null ? (
          <div className="flex flex-col gap-1 text-sm text-stone-600">
            {business.rating != null || business.reviews > 0 ? (
              <p className="flex items-center gap-1.5">
                {business.rating != null ? (
                  <span className="inline-flex items-center gap-1 font-semibold text-stone-900">
                    <Star aria-hidden="true" className="size-4 fill-gold-400 text-gold-500" />
                    <span className="sr-only">Rated </span>
                    {business.rating.toFixed(1)}
                    <span className="sr-only"> out of 5</span>
                  </span>
                ) : null}
                <span>({pluralize(business.reviews, 'review')})</span>
              </p>
            ) : null}
            {business.yearsInBusiness != null ? (
              <p className="flex items-center gap-1.5">
                <CalendarClock aria-hidden="true" className="size-4 text-stone-400" />
                {pluralize(business.yearsInBusiness, 'year')} in business
              </p>
            ) : null}
          </div>
        ) : null}
        {business.description ? (
          <p className="line-clamp-2 text-sm text-stone-600">{business.description}</p>
        ) : null}
        <ul className="mt-auto flex flex-col gap-1.5 border-t border-stone-100 pt-3 text-sm text-stone-700">
          {address ? (
            <li className="flex gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-stone-400" />
              <span>{address}</span>
            </li>
          ) : null}
          {business.phone ? (
            <li className="flex gap-2">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-stone-400" />
              <a href={telHref(business.phone)} className={innerLink}>
                {business.phone}
              </a>
            </li>
          ) : null}
          {business.hours ? (
            <li className="flex gap-2">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-stone-400" />
              <span>{business.hours}</span>
            </li>
          ) : null}
          {website || business.email ? (
            <li className="flex flex-wrap gap-x-4 gap-y-1.5">
              {website ? (
                <a
                  href={website}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={cn(innerLink, 'inline-flex items-center gap-1.5')}
                >
                  <Globe aria-hidden="true" className="size-4" />
                  Visit Website
                  <span className="sr-only"> of {business.name} (opens in a new tab)</span>
                </a>
              ) : null}
              {business.email ? (
                <a
                  href={`mailto:${business.email}`}
                  className={cn(innerLink, 'inline-flex min-w-0 items-center gap-1.5')}
                >
                  <Mail aria-hidden="true" className="size-4 shrink-0" />
                  <span className="truncate">{business.email}</span>
                </a>
              ) : null}
            </li>
          ) : null}
        </ul>
      </div>
    </article>
  );
}

export function CityBusinessCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white"
    >
      <div className="aspect-[16/10] animate-pulse bg-stone-200" />
      <div className="flex flex-col gap-3 p-5">
        <div className="h-4 w-24 animate-pulse rounded-full bg-stone-200" />
        <div className="h-5 w-3/4 animate-pulse rounded bg-stone-200" />
        <div className="h-3.5 w-1/2 animate-pulse rounded bg-stone-100" />
        <div className="h-3.5 w-full animate-pulse rounded bg-stone-100" />
        <div className="h-3.5 w-2/3 animate-pulse rounded bg-stone-100" />
      </div>
    </div>
  );
}
