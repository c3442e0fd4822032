import { lazy, Suspense, useRef } from 'react';
import { cn } from '#web/lib/cn.js';
import type { LeafletMapProps } from './leaflet-map';
import { useInView } from './use-in-view';

const LeafletMap = lazy(() => import('./leaflet-map'));

/**
 * A map's place on the page, its size fixed so nothing moves when it arrives. Leaflet
 * is fetched only when the place comes into view (decision 037); a browser without
 * IntersectionObserver keeps the empty place (the pin's fields still work).
 */
export function MapSlot({ className, ...props }: LeafletMapProps & { className?: string }) {
  const place = useRef<HTMLDivElement>(null);
  const seen = useInView(place);
  return (
    <div
      ref={place}
      className={cn(
        'relative isolate z-0 overflow-hidden rounded-xl border border-stone-200 bg-stone-100',
        className,
      )}
    >
      {seen ? (
        <Suspense>
          <LeafletMap {...props} />
        </Suspense>
      ) : null}
    </div>
  );
}
