import { cn } from '../lib/cn';
import { CARD_BODY, CARD_MEDIA } from './business-card-shell';

/** A business card's shape while it loads. */
export function BusinessCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white"
    >
      <div className={cn(CARD_MEDIA.stacked, 'animate-pulse bg-stone-200')} />
      <div className={CARD_BODY.stacked}>
        <div className="h-4 w-24 animate-pulse rounded-full bg-stone-200" />
        <div className="h-5 w-3/4 animate-pulse rounded bg-stone-200" />
        <div className="h-3.5 w-full animate-pulse rounded bg-stone-100" />
        <div className="h-3.5 w-2/3 animate-pulse rounded bg-stone-100" />
      </div>
    </div>
  );
}

/** Placeholders in a grid of cards; announced once with `label`. */
export function BusinessCardSkeletonGrid({
  count,
  label,
  className,
}: {
  count: number;
  label: string;
  /** The grid classes of the list the cards will fill. */
  className: string;
}) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      <div className={className}>
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
          <BusinessCardSkeleton key={i} />
        ))}
      </div>
    </div>
  );
}
