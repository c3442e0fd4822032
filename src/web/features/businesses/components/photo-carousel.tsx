import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useCallback } from 'react';
import { IMAGE_SIZES } from '#domain/images.js';
import { cn } from '#web/lib/cn.js';
import { useCarousel } from '#web/lib/use-carousel.js';
import { CarouselSlides } from '#web/ui/carousel-slides.js';
import { IconButton } from '#web/ui/icon-button.js';
import { ImageWithFallback } from '#web/ui/image-with-fallback.js';
import { t } from '../i18n';

export interface CarouselPhoto {
  id: string;
  url: string | null;
  srcSet?: string;
}

/** Class names kept out of the JSX's read text. */
const SLIDE = 'basis-full';
const ARROW_ICON = 'size-5';

const arrowButton =
  'absolute top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-stone-800 shadow-md ring-1 ring-stone-900/10 backdrop-blur transition hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/**
 * The profile's photos: swipe, prev/next buttons, dots, and the arrow keys while
 * the carousel has focus. Screen readers hear which photo is showing.
 */
export function PhotoCarousel({
  photos,
  businessName,
  gold,
}: {
  photos: CarouselPhoto[];
  businessName: string;
  gold: boolean;
}) {
  const many = photos.length > 1;
  const { viewportRef, api: embla, selected } = useCarousel({ loop: many, active: many });

  const previous = useCallback(() => embla?.scrollPrev(), [embla]);
  const next = useCallback(() => embla?.scrollNext(), [embla]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      previous();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      next();
    }
  };

  return (
    <section
      aria-roledescription={t('businesses.photos.carousel')}
      aria-label={t('businesses.photos.label', { name: businessName })}
      onKeyDown={many ? onKeyDown : undefined}
      className="flex flex-col gap-3"
    >
      <div
        className={cn(
          'relative overflow-hidden rounded-2xl bg-stone-100 shadow-sm',
          gold
            ? 'ring-2 ring-gold-400 ring-offset-2 ring-offset-stone-50'
            : 'ring-1 ring-stone-200',
        )}
      >
        <div
          ref={viewportRef}
          // Focusable so the arrow keys can browse without reaching for the buttons.
          tabIndex={many ? 0 : undefined}
          className="overflow-hidden focus-visible:outline-2 focus-visible:outline-offset-[-4px] focus-visible:outline-brand-600"
        >
          <CarouselSlides items={photos} itemKey={(photo) => photo.id} slideClassName={SLIDE}>
            {(photo, index) => (
              <ImageWithFallback
                key={photo.url}
                src={photo.url}
                srcSet={photo.srcSet}
                sizes={IMAGE_SIZES.profilePhoto}
                alt={t('businesses.photos.alt', {
                  name: businessName,
                  number: index + 1,
                  total: photos.length,
                })}
                priority={index === 0}
                className="aspect-[4/3] sm:aspect-[16/10]"
              />
            )}
          </CarouselSlides>
        </div>
        {many ? (
          <>
            <p className="sr-only">{t('businesses.photos.keys')}</p>
            {[
              {
                label: t('businesses.photos.previous'),
                icon: ChevronLeft,
                onClick: previous,
                side: 'left-3',
              },
              {
                label: t('businesses.photos.next'),
                icon: ChevronRight,
                onClick: next,
                side: 'right-3',
              },
            ].map(({ side, ...arrow }) => (
              <IconButton
                key={side}
                {...arrow}
                iconClassName={ARROW_ICON}
                className={cn(arrowButton, side)}
              />
            ))}
            <p className="absolute right-3 bottom-3 rounded-full bg-stone-900/70 px-2.5 py-1 text-xs font-semibold text-white">
              <span aria-live="polite" aria-atomic="true" data-testid="photo-counter">
                <span className="sr-only">{t('businesses.photos.showing')} </span>
                {selected + 1} / {photos.length}
              </span>
            </p>
          </>
        ) : null}
      </div>
      {many ? (
        <div className="flex justify-center gap-1">
          {photos.map((photo, index) => (
            <button
              key={photo.id}
              type="button"
              onClick={() => embla?.scrollTo(index)}
              aria-label={t('businesses.photos.show', { number: index + 1 })}
              aria-current={index === selected ? 'true' : undefined}
              className="group flex size-6 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={cn(
                  'block h-2 rounded-full transition-all',
                  index === selected
                    ? cn('w-6', gold ? 'bg-gold-500' : 'bg-brand-700')
                    : 'w-2 bg-stone-300 group-hover:bg-stone-400',
                )}
              />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
