import { Star } from 'lucide-react';
import { cn } from '../lib/cn';

const SIZES = { sm: 'size-4', md: 'size-5' } as const;

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
      aria-label={`Rated ${value.toFixed(1)} out of 5`}
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
