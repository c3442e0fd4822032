import { MapIcon } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { cn } from '#web/lib/cn.js';
import { Button } from '#web/ui/button.js';
import { Spinner } from '#web/ui/spinner.js';
import type { LeafletMapProps } from './leaflet-map';
import { t } from './map-i18n';
import { useInView } from './use-in-view';

const LeafletMap = lazy(() => import('./leaflet-map'));

/**
 * A map's place on the page, its size fixed so nothing moves when it arrives. Leaflet
 * is fetched only when the place comes near the screen (or, where the browser cannot
 * tell, when the visitor asks for it).
 */
export function MapSlot({ className, ...props }: LeafletMapProps & { className?: string }) {
  const place = useRef<HTMLDivElement>(null);
  const near = useInView(place);
  const [asked, setAsked] = useState(false);
  const load = near || asked;
  const waiting = (
    <div className="flex size-full items-center justify-center bg-stone-100 text-stone-600">
      {load ? (
        <Spinner className="size-5" />
      ) : (
        <Button variant="outline" size="sm" onClick={() => setAsked(true)}>
          <MapIcon aria-hidden="true" />
          {t('maps.show')}
        </Button>
      )}
    </div>
  );
  return (
    <div
      ref={place}
      className={cn(
        'relative isolate z-0 overflow-hidden rounded-xl border border-stone-200',
        className,
      )}
      data-testid="map-slot"
    >
      {load ? <Suspense fallback={waiting}>{<LeafletMap {...props} />}</Suspense> : waiting}
    </div>
  );
}
