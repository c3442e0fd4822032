import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { type FocusEvent, useCallback, useEffect, useRef, useState } from 'react';
import { IMAGE_SIZES } from '#domain/images.js';
import { PHOTO_STRIP, type StripPhoto } from '#domain/photo-strip.js';
import { cn } from '#web/lib/cn.js';
import { translated } from '#web/lib/i18n.js';
import { useCarousel } from '#web/lib/use-carousel.js';
import { usePainted } from '#web/lib/use-painted.js';
import { CarouselSlides } from '#web/ui/carousel-slides.js';
import { IconButton } from '#web/ui/icon-button.js';
import { t } from '../i18n';
import { usePrefersReducedMotion } from '../lib/use-prefers-reduced-motion';

/** Spec 000 section 9: advance every 5 s, pause 10 s after manual use, wrap delay 1 s. */
export const STRIP_ADVANCE_MS = 5_000;
export const STRIP_MANUAL_PAUSE_MS = 10_000;
export const STRIP_WRAP_DELAY_MS = 1_000;

const TONES = {
  light: {
    heading: 'text-lg font-semibold tracking-tight text-stone-900 sm:text-xl',
    counter: 'text-stone-500',
    button:
      'border-stone-300 bg-white text-stone-700 shadow-xs hover:bg-stone-100 hover:text-stone-900',
  },
  dark: {
    heading: 'text-sm font-semibold tracking-wide text-gold-200 uppercase',
    counter: 'text-white/80',
    button: 'border-white/30 bg-white/10 text-white hover:bg-white/20',
  },
} as const;

/** Every photo but the first is decoded off the main thread. */
const ASYNC_DECODING = 'async' as const;

const controlButton =
  'inline-flex size-10 items-center justify-center rounded-full border transition-colors [&_svg]:size-5';

/**
 * The rotating photo strip (spec 000 sections 2, 4 and 9). It stands still while
 * the pointer or keyboard focus is on it, when the visitor pauses it, and for
 * anyone who prefers reduced motion. The last photo stays a second longer before
 * the strip wraps to the first.
 */
export function PhotoStrip({
  photos = PHOTO_STRIP,
  title,
  tone = 'light',
  perView = 'many',
  className,
}: {
  photos?: readonly StripPhoto[];
  title?: string;
  /** 'dark' sits on the hero's maroon background. */
  tone?: keyof typeof TONES;
  /** 'one' photo at a time, or 'many' (one on a phone, two, then three on wider screens). */
  perView?: 'one' | 'many';
  className?: string;
}) {
  const colors = TONES[tone];
  const reducedMotion = usePrefersReducedMotion();
  const { viewportRef, api, selected } = useCarousel({ loop: true, align: 'start', duration: 32 });
  // The other photos start downloading once the first is on screen.
  const painted = usePainted();
  const [playing, setPlaying] = useState(true);
  const [held, setHeld] = useState(false);
  const resumeAt = useRef(0);

  const autoAdvance = playing && !held && !reducedMotion;
  useEffect(() => {
    if (!api || !autoAdvance) return;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      const atLast = api.selectedScrollSnap() === api.scrollSnapList().length - 1;
      timer = setTimeout(advance, STRIP_ADVANCE_MS + (atLast ? STRIP_WRAP_DELAY_MS : 0));
    };
    const advance = () => {
      const wait = resumeAt.current - Date.now();
      if (wait > 0) {
        timer = setTimeout(advance, wait);
        return;
      }
      api.scrollNext();
      schedule();
    };
    schedule();
    return () => clearTimeout(timer);
  }, [api, autoAdvance]);

  const step = useCallback(
    (direction: 'previous' | 'next') => {
      if (!api) return;
      resumeAt.current = Date.now() + STRIP_MANUAL_PAUSE_MS;
      if (direction === 'next') api.scrollNext(reducedMotion);
      else api.scrollPrev(reducedMotion);
    },
    [api, reducedMotion],
  );

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
  };

  const current = photos[selected];
  return (
    <section
      aria-roledescription={t('search.strip.carousel')}
      aria-labelledby="photo-strip-heading"
      className={className}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={onBlur}
    >
      <div className="flex items-center justify-between gap-4">
        <h2 id="photo-strip-heading" className={colors.heading}>
          {title ?? t('search.strip.title')}
        </h2>
        <div className="flex shrink-0 items-center gap-2">
          <p
            className={cn(
              'mr-1 hidden text-sm font-medium whitespace-nowrap tabular-nums sm:block',
              colors.counter,
            )}
            aria-hidden="true"
          >
            {selected + 1} / {photos.length}
          </p>
          {reducedMotion ? null : (
            <IconButton
              label={playing ? t('search.strip.pause') : t('search.strip.play')}
              icon={playing ? Pause : Play}
              className={cn(controlButton, colors.button)}
              onClick={() => setPlaying((p) => !p)}
            />
          )}
          {(['previous', 'next'] as const).map((direction) => (
            <IconButton
              key={direction}
              label={direction === 'next' ? t('search.strip.next') : t('search.strip.previous')}
              icon={direction === 'next' ? ChevronRight : ChevronLeft}
              className={cn(controlButton, colors.button)}
              onClick={() => step(direction)}
            />
          ))}
        </div>
      </div>
      <div
        className="sr-only"
        aria-live={autoAdvance ? 'off' : 'polite'}
        aria-atomic="true"
        data-testid="photo-strip-status"
      >
        {current
          ? t('search.strip.status', {
              number: selected + 1,
              total: photos.length,
              alt: translated(current.alt),
            })
          : null}
      </div>
      <div ref={viewportRef} className="mt-4 overflow-hidden rounded-2xl">
        <CarouselSlides
          items={photos}
          itemKey={(photo) => photo.src}
          className="-ml-4"
          slideClassName={cn(
            'pl-4',
            perView === 'one' ? 'basis-full' : 'basis-[88%] sm:basis-1/2 lg:basis-1/3',
          )}
        >
          {(photo, index) => (
            <figure
              className={cn(
                'relative overflow-hidden rounded-2xl bg-stone-200 shadow-sm',
                perView === 'one' ? 'aspect-[16/9]' : 'aspect-[12/5]',
              )}
            >
              {index === 0 || painted ? (
                <img
                  src={photo.src}
                  srcSet={photo.srcSet}
                  sizes={perView === 'one' ? IMAGE_SIZES.stripOne : IMAGE_SIZES.stripMany}
                  alt={translated(photo.alt)}
                  width={1200}
                  height={500}
                  loading={index < 3 ? 'eager' : 'lazy'}
                  // The first photo is the largest thing on a phone's first screen.
                  fetchPriority={index === 0 ? 'high' : undefined}
                  decoding={index === 0 ? undefined : ASYNC_DECODING}
                  className="h-full w-full object-cover"
                />
              ) : null}
              <figcaption
                aria-hidden="true"
                className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/70 to-transparent px-3 pt-6 pb-2 text-xs font-medium text-white sm:text-sm"
              >
                {translated(photo.alt)}
              </figcaption>
            </figure>
          )}
        </CarouselSlides>
      </div>
    </section>
  );
}
