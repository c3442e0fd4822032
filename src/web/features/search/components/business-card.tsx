import { MapPin } from 'lucide-react';
import { type BusinessCard as BusinessCardData, businessPath } from '#domain/businesses.js';
import { categoryName, descriptionForPage } from '#web/lib/directory-words.js';
import { BusinessCardShell, BusinessCardTitle } from '#web/ui/business-card-shell.js';
import { CategoryChip } from '#web/ui/category-chip.js';
import { OpenStatusBadge } from '#web/ui/open-status.js';
import { RatingBadge } from '#web/ui/rating-badge.js';
import { SpanishBadge } from '#web/ui/spanish-badge.js';

/** The 'Se habla español' badge (its kind is code, not words). */
const SPOKEN = { kind: 'spoken' } as const;

/**
 * A featured or search-result card: the whole card opens the profile. A featured
 * card wears the 'FEATURED' ribbon and a gold border; the description shows two lines.
 */
export function BusinessCard({
  business,
  onOpen,
}: {
  business: BusinessCardData;
  /** Called before following the link (the home page saves its search here). */
  onOpen?: () => void;
}) {
  const description = descriptionForPage(business.description, business.descriptionEs);
  return (
    <BusinessCardShell
      to={businessPath(business)}
      onOpen={onOpen}
      plan={business.plan}
      featured={business.featured}
      image={business.image}
      imageSrcSet={business.imageSrcSet}
      header={
        <div className="flex items-center justify-between gap-2">
          <span className="flex flex-wrap items-center gap-1.5">
            <CategoryChip>{categoryName(business.category)}</CategoryChip>
            {business.speaksSpanish ? <SpanishBadge {...SPOKEN} /> : null}
          </span>
          {business.rating != null ? (
            <RatingBadge rating={business.rating} className="text-stone-700" />
          ) : null}
        </div>
      }
      title={<BusinessCardTitle>{business.name}</BusinessCardTitle>}
      body={
        <p lang={description.lang} className="line-clamp-2 text-sm text-stone-600">
          {description.text}
        </p>
      }
      footer={
        business.city || business.hours ? (
          <div className="flex flex-col gap-1">
            <OpenStatusBadge hours={business.hours} className="text-xs" />
            {business.city ? (
              <p className="flex items-center gap-1 text-xs font-medium text-stone-500">
                <MapPin aria-hidden="true" className="size-3.5" />
                {business.city}
              </p>
            ) : null}
          </div>
        ) : null
      }
    />
  );
}
