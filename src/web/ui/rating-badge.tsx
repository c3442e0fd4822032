import { Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { t } from '../lib/common-i18n';
import { formatNumber } from '../lib/i18n';

/** A star and the rating to one decimal ('4.5'), read as 'Rated 4.5'; `children` follow it (a review count). */
export function RatingBadge({
  rating,
  className,
  children,
}: {
  rating: number;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <span
      className={cn('inline-flex shrink-0 items-center gap-1 text-xs font-semibold', className)}
    >
      <Star aria-hidden="true" className="size-3.5 fill-gold-400 text-gold-500" />
      <span className="sr-only">{t('common.rating.rated')}</span>
      {formatNumber(rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
      {children}
    </span>
  );
}
