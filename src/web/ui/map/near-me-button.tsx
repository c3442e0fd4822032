import { LoaderCircle, LocateFixed } from 'lucide-react';
import { useState } from 'react';
import { nearParam } from '#domain/search.js';
import { cn } from '../../lib/cn';
import { formatNumber } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { t } from './map-i18n';

/** Geolocation's PERMISSION_DENIED. */
const DENIED = 1;

/**
 * 'Near me' (issue 29 point 3, decision 039): a toggle that sorts a list nearest first.
 * The browser is asked where the visitor is only when it is switched on, and the point
 * goes into the address rounded to about 100 m (`near`: 'lat,lng'), so Back and shared
 * links keep the order; switching it off drops the point.
 */
export function NearMeButton({
  near,
  onChange,
  className,
}: {
  /** The point in use ('lat,lng'), or blank. */
  near: string;
  onChange(near: string): void;
  className?: string;
}) {
  const [asking, setAsking] = useState(false);
  const on = Boolean(near);

  const toggle = () => {
    if (on) return onChange('');
    if (!('geolocation' in navigator)) return toast.error(t('maps.nearMe.unavailable'));
    setAsking(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setAsking(false);
        onChange(nearParam({ latitude: coords.latitude, longitude: coords.longitude }));
      },
      (error) => {
        setAsking(false);
        toast.error(t(error.code === DENIED ? 'maps.nearMe.denied' : 'maps.nearMe.unavailable'));
      },
      // A position a few minutes old is near enough to sort a town by, and answers at once.
      { maximumAge: 5 * 60_000, timeout: 15_000 },
    );
  };

  return (
    <button
      type="button"
      aria-pressed={on}
      aria-busy={asking}
      disabled={asking}
      onClick={toggle}
      className={cn(
        'inline-flex h-9 items-center gap-2 rounded-full border px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-70',
        on
          ? 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800'
          : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-50',
        className,
      )}
    >
      {asking ? (
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
      ) : (
        <LocateFixed aria-hidden="true" className="size-4" />
      )}
      {asking ? t('maps.nearMe.asking') : t('maps.nearMe.button')}
    </button>
  );
}

/** '2.3 mi away' on a card of a list sorted nearest first. */
export function DistanceLine({ miles, className }: { miles?: number; className?: string }) {
  if (miles === undefined) return null;
  return (
    <span className={cn('inline-flex items-center gap-1.5', className)}>
      <LocateFixed aria-hidden="true" className="size-3.5 shrink-0 text-stone-400" />
      {t('maps.distance', { miles: formatNumber(miles, { maximumFractionDigits: 1 }) })}
    </span>
  );
}
