import { Star } from 'lucide-react';
import { cn } from '../lib/cn';
import { t } from '../lib/common-i18n';
import { formatNumber } from '../lib/i18n';

const SIZES = { sm: 'size-4', md: 'size-5' } as const;
const ONE_DECIMAL = { minimumFractionDigits: 1, maximumFractionDigits: 1 };

/** Five stars filled to the rating (quarters shown as partial stars). */
export function RatingStars({
  rating,
  size = 'md',
  className,
}: {
  rating: number;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const value = Math.max(0, Math.min(5, rating));
  const star = SIZES[size];
  return (
    <span
      role="img"
      aria-label={t('common.rating.outOfFive', { rating: formatNumber(value, ONE_DECIMAL) })}
      className={cn('inline-flex items-center gap-0.5', className)}
    >
      {[0, 1, 2, 3, 4].map((i) => {
        const fill = Math.max(0, Math.min(1, value - i));
        return (
          <span key={i} className={cn('relative inline-flex', star)}>
            <Star aria-hidden="true" className={cn(star, 'text-stone-300')} />
            <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
              <Star aria-hidden="true" className={cn(star, 'fill-gold-400 text-gold-500')} />
            </span>
          </span>
        );
      })}
    </span>
  );
}
