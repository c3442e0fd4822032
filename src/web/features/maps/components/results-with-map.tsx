import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { businessPath } from '#domain/businesses.js';
import { cn } from '#web/lib/cn.js';
import type { MapMarker } from '#web/ui/map/leaflet-map.js';
import { MapSlot } from '#web/ui/map/map-slot.js';
import { t } from '../i18n';

/** A result as the map needs it: a listing or a city's card. */
export interface MapResult {
  id: string;
  slug: string;
  name: string;
  latitude: number | null;
  longitude: number | null;
}

/** The view is kept in the address (`?view=map`), so Back from a profile returns to the map. */
const VIEW_PARAM = 'view';

function markersOf(items: MapResult[]): MapMarker[] {
  return items.flatMap(({ id, slug, name, latitude, longitude }) =>
    latitude != null && longitude != null
      ? [{ id, latitude, longitude, title: name, href: businessPath({ id, slug }) }]
      : [],
  );
}

function ViewButton({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'inline-flex h-9 items-center gap-2 rounded-md px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
        pressed ? 'bg-white text-stone-900 shadow-sm' : 'text-stone-600 hover:text-stone-900',
      )}
    >
      {children}
    </button>
  );
}

/**
 * The results of a listings or city page, as their list or on a map (issue 29 point 3):
 * a List / Map switch, then the list as the page draws it, or a map of the results on
 * the page, each marker opening the business's name and a link to its profile.
 */
export function ResultsWithMap({ items, list }: { items: MapResult[]; list: ReactNode }) {
  const [params, setParams] = useSearchParams();
  const onMap = params.get(VIEW_PARAM) === 'map';
  const show = (map: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (map) next.set(VIEW_PARAM, 'map');
        else next.delete(VIEW_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  const markers = onMap ? markersOf(items) : [];
  const leftOff = items.length - markers.length;
  return (
    <div className="flex w-full flex-col gap-4">
      <fieldset className="inline-flex self-end rounded-lg bg-stone-100 p-1">
        <legend className="sr-only">{t('maps.results.view')}</legend>
        <ViewButton pressed={!onMap} onClick={() => show(false)}>
          {t('maps.results.list')}
        </ViewButton>
        <ViewButton pressed={onMap} onClick={() => show(true)}>
          {t('maps.results.map')}
        </ViewButton>
      </fieldset>
      {onMap ? (
        <>
          {markers.length ? (
            <MapSlot
              className="h-[28rem] sm:h-[36rem]"
              label={t('maps.results.label')}
              linkLabel={t('maps.results.viewProfile')}
              markers={markers}
            />
          ) : null}
          {leftOff > 0 ? (
            <p className="text-sm text-stone-600" data-testid="map-left-off">
              {markers.length
                ? t('maps.results.leftOff', { count: leftOff })
                : t('maps.results.none')}
            </p>
          ) : null}
        </>
      ) : (
        list
      )}
    </div>
  );
}
