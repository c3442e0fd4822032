import { useState } from 'react';
import { cn } from '../../../lib/cn';
import { DEFAULT_BUSINESS_IMAGE } from '../lib/profile-format';

/**
 * A photo with a skeleton while it loads; on error it swaps to the default image
 * (spec 000 section 4 "Images"). Give it a `key` of the src to start over.
 */
export function ProfileImage({
  src,
  alt,
  className,
  priority = false,
}: {
  src: string | null | undefined;
  alt: string;
  className?: string;
  /** The first photo: load at once instead of lazily. */
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
          loaded ? 'opacity-100' : 'opacity-0',
        )}
      />
    </div>
  );
}
