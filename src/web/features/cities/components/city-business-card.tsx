import { BadgeCheck } from 'lucide-react';
import { Link } from 'react-router';
import { businessPath } from '#domain/businesses.js';
import type { CityBusiness } from '#domain/cities.js';
import { categoryName } from '#web/lib/directory-words.js';
import { currentLanguage } from '#web/lib/i18n.js';
import { BusinessCardShell } from '#web/ui/business-card-shell.js';
import { CategoryChip } from '#web/ui/category-chip.js';
import { RatingBadge } from '#web/ui/rating-badge.js';
import { SpanishBadge } from '#web/ui/spanish-badge.js';
import { YearsInBusiness } from '#web/ui/years-in-business.js';
import { t } from '../i18n';
import { CityCardContacts } from './city-card-contacts';

/** The card's mark of a business where Spanish is spoken (its words are Spanish in either language). */
const SPOKEN = 'spoken';

/**
 * A business on the city page: the whole card opens the profile; phone, website
 * and e-mail links work on their own. What the plan hides is simply absent.
 */
export function CityBusinessCard({
  business,
  priority = false,
}: {
  business: CityBusiness;
  /** The page's first card: its picture is the largest thing a phone shows at first. */
  priority?: boolean;
}) {
  const showsRating = business.rating != null || business.reviews > 0;
  // The owner's Spanish description on a Spanish page; else the English one, marked so.
  const spanish = currentLanguage() === 'es' && Boolean(business.descriptionEs);
  return (
    <BusinessCardShell
      plan={business.plan}
      featured={business.featured}
      image={business.image}
      imageSrcSet={business.imageSrcSet}
      priority={priority}
      header={
        business.category || business.gbpBadge || business.speaksSpanish ? (
          <div className="flex flex-wrap items-center gap-2">
            {business.category ? (
              <CategoryChip>{categoryName(business.category)}</CategoryChip>
            ) : null}
            {business.gbpBadge ? (
              <span
                title={t('cities.card.gbp')}
                className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200"
              >
                <BadgeCheck aria-hidden="true" className="size-3.5" />
                <span translate="no">GBP</span>
              </span>
            ) : null}
            {business.speaksSpanish ? <SpanishBadge kind={SPOKEN} /> : null}
          </div>
        ) : null
      }
      title={
        <h2 className="text-lg leading-snug font-semibold text-stone-900">
          <Link
            to={businessPath(business)}
            className="outline-none after:absolute after:inset-0 after:content-[''] group-hover:text-brand-800"
          >
            {business.name}
          </Link>
        </h2>
      }
      body={
        <>
          {showsRating || business.yearsInBusiness != null ? (
            <div className="flex flex-col gap-1 text-sm text-stone-600">
              {showsRating ? (
                <p className="flex items-center gap-1.5">
                  {business.rating != null ? (
                    <RatingBadge rating={business.rating} className="text-sm text-stone-900">
                      <span className="sr-only"> {t('cities.card.outOf5')}</span>
                    </RatingBadge>
                  ) : null}
                  <span>({t('cities.card.reviews', { count: business.reviews })})</span>
                </p>
              ) : null}
              <YearsInBusiness
                years={business.yearsInBusiness}
                as="p"
                className="flex items-center gap-1.5"
              />
            </div>
          ) : null}
          {spanish ? (
            <p lang="es" className="line-clamp-2 text-sm text-stone-600">
              {business.descriptionEs}
            </p>
          ) : business.description ? (
            <p
              lang={currentLanguage() === 'en' ? undefined : 'en'}
              className="line-clamp-2 text-sm text-stone-600"
            >
              {business.description}
            </p>
          ) : null}
        </>
      }
      footer={<CityCardContacts business={business} />}
    />
  );
}
