import { useState } from 'react';
import { cn } from '../lib/cn';

/** Shown when a business has no picture or its picture fails to load. */
export const DEFAULT_BUSINESS_IMAGE = '/default-business.svg';

/**
 * A picture with a skeleton while it loads; on error it swaps to the default image
 * (spec 000 section 4 "Images"). Give it a `key` of the src to start over.
 */
export function ImageWithFallback({
  src,
  alt,
  className,
  imgClassName,
  priority = false,
}: {
  src: string | null | undefined;
  alt: string;
  className?: string;
  /** Extra classes for the <img> itself (e.g. a hover effect). */
  imgClassName?: string;
  /** Above the fold: load at once instead of lazily. */
  priority?: boolean;
}) {
  const [current, setCurrent] = useState(src || DEFAULT_BUSINESS_IMAGE);
  const [loaded, setLoaded] = useState(false);

  const handleError = () => {
    // Stop at the default image: never loop on a missing file.
    if (current === DEFAULT_BUSINESS_IMAGE) setLoaded(true);
    else setCurrent(DEFAULT_BUSINESS_IMAGE);
  };

  return (
    <div className={cn('relative overflow-hidden bg-stone-100', className)}>
      {loaded ? null : (
        <div
          aria-hidden="true"
          data-testid="image-skeleton"
          className="absolute inset-0 animate-pulse bg-gradient-to-br from-stone-200 via-stone-100 to-stone-200"
        />
      )}
      <img
        src={current}
        alt={alt}
        width={800}
        height={600}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        // A cached image may be complete before React attaches onLoad.
        ref={(img) => {
          if (img?.complete && img.naturalWidth > 0) setLoaded(true);
        }}
        onLoad={() => setLoaded(true)}
        onError={handleError}
        className={cn(
          'absolute inset-0 h-full w-full object-cover transition-opacity duration-300',
          imgClassName,
          loaded ? 'opacity-100' : 'opacity-0',
        )}
      />
    </div>
  );
}
