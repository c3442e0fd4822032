import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { t } from '../lib/common-i18n';

/**
 * The track an Embla carousel scrolls (inside its viewport) and one slide per item,
 * each a group named by its place, '2 of 5' (the WAI-ARIA carousel pattern).
 * `slideClassName` sizes the slides: basis-full shows one at a time.
 */
export function CarouselSlides<T>({
  items,
  itemKey,
  className,
  slideClassName,
  children,
}: {
  items: readonly T[];
  itemKey: (item: T) => string;
  className?: string;
  slideClassName?: string;
  children: (item: T, index: number) => ReactNode;
}) {
  return (
    <div className={cn('flex touch-pan-y', className)}>
      {items.map((item, index) => (
        // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern: a slide is a labelled group
        <div
          key={itemKey(item)}
          role="group"
          aria-roledescription={t('common.carousel.slide')}
          aria-label={t('common.carousel.position', { position: index + 1, count: items.length })}
          className={cn('min-w-0 shrink-0 grow-0', slideClassName)}
        >
          {children(item, index)}
        </div>
      ))}
    </div>
  );
}
