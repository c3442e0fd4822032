import { BadgeCheck, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import type { BusinessProfile } from '#domain/businesses.js';
import { cn } from '#web/lib/cn.js';
import { categoryName } from '#web/lib/directory-words.js';
import { formatNumber, translated } from '#web/lib/i18n.js';
import { Container } from '#web/ui/container.js';
import { ImageWithFallback } from '#web/ui/image-with-fallback.js';
import { RatingStars } from '#web/ui/rating-stars.js';
import { SpanishBadge } from '#web/ui/spanish-badge.js';
import { YearsInBusiness } from '#web/ui/years-in-business.js';
import { t } from '../i18n';

const chip = 'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold';

/** The 'Se habla español' badge (its kind is code, not words). */
const SPOKEN = { kind: 'spoken' } as const;

const PLAN_CHIP: Record<BusinessProfile['plan'], string> = {
  texas_gold: 'bg-gold-100 text-gold-800 ring-1 ring-gold-300',
  silver: 'bg-stone-100 text-stone-700 ring-1 ring-stone-300',
  free: 'bg-white text-stone-600 ring-1 ring-stone-200',
};

/** Name, badges, rating and place: the band at the top of a profile with the page's <h1>. */
export function ProfileHeader({
  business,
  backButton,
}: {
  business: BusinessProfile;
  backButton: ReactNode;
}) {
  const gold = business.featured;
  const place = [business.city, business.state].filter(Boolean).join(', ');
  return (
    <div
      className={cn(
        'border-b',
        gold
          ? 'border-gold-200 bg-gradient-to-br from-gold-50 via-white to-gold-100'
          : 'border-stone-200 bg-gradient-to-br from-brand-50 via-white to-stone-50',
      )}
    >
      <Container className="pt-4 pb-8 sm:pb-10">
        {backButton}
        <div className="mt-4 flex flex-wrap items-center gap-2">
          {gold ? (
            <span className={cn(chip, 'bg-gold-400 tracking-widest text-brand-950 shadow-sm')}>
              {t('businesses.profile.featured')}
            </span>
          ) : null}
          <span className={cn(chip, PLAN_CHIP[business.plan])}>
            {translated(business.planLabel)}
          </span>
          {business.category ? (
            <span className={cn(chip, 'bg-brand-50 text-brand-800 ring-1 ring-brand-100')}>
              {categoryName(business.category)}
            </span>
          ) : null}
          {business.gbpBadge ? (
            <span
              translate="no"
              className={cn(chip, 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200')}
            >
              <BadgeCheck aria-hidden="true" className="size-3.5" />
              Google Business Profile
            </span>
          ) : null}
          {business.speaksSpanish ? <SpanishBadge {...SPOKEN} className="px-3 py-1" /> : null}
        </div>
        <div className="mt-4 flex items-center gap-4">
          {business.logo ? (
            <ImageWithFallback
              key={business.logo}
              src={business.logo}
              alt={t('businesses.profile.logo', { name: business.name })}
              priority
              className="size-14 shrink-0 rounded-2xl shadow-sm ring-1 ring-stone-200 sm:size-16"
            />
          ) : null}
          <h1 className="min-w-0 text-3xl font-bold tracking-tight text-balance break-words text-stone-900 sm:text-4xl">
            {business.name}
          </h1>
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-stone-600">
          {business.rating != null ? (
            <span className="inline-flex items-center gap-2">
              <RatingStars rating={business.rating} />
              <span className="font-semibold text-stone-900">
                {formatNumber(business.rating, {
                  minimumFractionDigits: 1,
                  maximumFractionDigits: 1,
                })}
              </span>
              <span>({t('businesses.profile.reviews', { count: business.reviews })})</span>
            </span>
          ) : null}
          {place ? (
            <span className="inline-flex items-center gap-1">
              <MapPin aria-hidden="true" className="size-4 text-stone-400" />
              {place}
            </span>
          ) : null}
          <YearsInBusiness
            years={business.yearsInBusiness}
            className="inline-flex items-center gap-1"
          />
        </div>
      </Container>
    </div>
  );
}
