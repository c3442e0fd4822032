import { useState } from 'react';
import { cn } from '../../../lib/cn';
import { DEFAULT_BUSINESS_IMAGE } from '../lib/city-format';

/**
 * A card picture: a skeleton while it loads, the default image when there is none
 * or it fails. Give it a `key` of the src to start over.
 */
export function CardImage({ src, className }: { src: string | null; className?: string }) {
  const [current, setCurrent] = useState(src || DEFAULT_BUSINESS_IMAGE);
  const [loaded, setLoaded] = useState(false);
  return (
    <div className={cn('relative overflow-hidden bg-stone-100', className)}>
      {loaded ? null : (
        <div
          aria-hidden="true"
          className="absolute inset-0 animate-pulse bg-gradient-to-br from-stone-200 via-stone-100 to-stone-200"
        />
      )}
      <img
        src={current}
        alt=""
        width={800}
        height={600}
        loading="lazy"
        decoding="async"
        ref={(img) => {
          if (img?.complete && img.naturalWidth > 0) setLoaded(true);
        }}
        onLoad={() => setLoaded(true)}
        onError={() => {
          if (current === DEFAULT_BUSINESS_IMAGE) setLoaded(true);
          else setCurrent(DEFAULT_BUSINESS_IMAGE);
        }}
        className={cn(
          'absolute inset-0 h-full w-full object-cover transition duration-300 group-hover:scale-[1.02] motion-reduce:group-hover:scale-100',
          loaded ? 'opacity-100' : 'opacity-0',
        )}
      />
    </div>
  );
}
