import { Store } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../../lib/cn';

/** A small square picture with a skeleton while loading and a drawn stand-in on failure. */
export function ListingThumbnail({ src, className }: { src: string | null; className?: string }) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>(src ? 'loading' : 'failed');
  return (
    <div className={cn('relative shrink-0 overflow-hidden rounded-xl bg-white/70', className)}>
      {state === 'loading' ? (
        <div aria-hidden="true" className="absolute inset-0 animate-pulse bg-stone-200" />
      ) : null}
      {state === 'failed' || !src ? (
        <div
          aria-hidden="true"
          className="absolute inset-0 flex items-center justify-center text-stone-400"
        >
          <Store className="size-8" strokeWidth={1.5} />
        </div>
      ) : (
        <img
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          width={160}
          height={160}
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
          className={cn(
            'absolute inset-0 h-full w-full object-cover transition-opacity duration-300',
            state === 'loaded' ? 'opacity-100' : 'opacity-0',
          )}
        />
      )}
    </div>
  );
}
