import { Store } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../../lib/cn';

/**
 * A business picture: a shimmering skeleton while it loads, a drawn stand-in when
 * there is none or it fails (spec 000 section 4 "Images"). Give it a `key` of the
 * src so a new picture starts from the skeleton again.
 */
export function BusinessImage({
  src,
  alt = '',
  className,
}: {
  src: string | null;
  alt?: string;
  className?: string;
}) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>(src ? 'loading' : 'failed');
  return (
    <div className={cn('relative overflow-hidden bg-stone-100', className)}>
      {state === 'loading' ? (
        <div aria-hidden="true" className="absolute inset-0 animate-pulse bg-stone-200" />
      ) : null}
      {state === 'failed' || !src ? (
        <div
          aria-hidden="true"
          className="absolute inset-0 flex items-center justify-center bg-gradient-to-br from-brand-50 via-stone-50 to-gold-50 text-brand-300"
        >
          <Store className="size-12" strokeWidth={1.5} />
        </div>
      ) : (
        <img
          src={src}
          alt={alt}
          loading="lazy"
          decoding="async"
          width={800}
          height={600}
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
