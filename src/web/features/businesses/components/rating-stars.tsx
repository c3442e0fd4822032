import { Star } from 'lucide-react';
import { cn } from '#web/lib/cn.js';

/** Five stars filled to the rating (quarters shown as partial stars). */
export function RatingStars({ rating, className }: { rating: number; className?: string }) {
  const value = Math.max(0, Math.min(5, rating));
  return (
    <span
      role="img"
      aria-label={`Rated ${value.toFixed(1)} out of 5`}
      className={cn('inline-flex items-center gap-0.5', className)}
    >
      {[0, 1, 2, 3, 4].map((i) => {
        const fill = Math.max(0, Math.min(1, value - i));
        return (
          <span key={i} className="relative inline-flex size-5">
            <Star aria-hidden="true" className="size-5 text-stone-300" />
            <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
              <Star aria-hidden="true" className="size-5 fill-gold-400 text-gold-500" />
            </span>
          </span>
        );
      })}
    </span>
  );
}
