import { MapPinOff } from 'lucide-react';
import type { GeocodeProblem, GeocodeProblemCounts } from '#domain/geocoding.js';
import { Button } from '#web/ui/button.js';

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/**
 * 'Locations to fix': how many listings' current addresses the geocoder could not
 * place, each count a button that filters the list to them. Nothing when none.
 */
export function GeocodeProblemsNotice({
  counts: data,
  onShow,
}: {
  counts: GeocodeProblemCounts | undefined;
  onShow: (problem: GeocodeProblem) => void;
}) {
  if (!data || data.noMatch + data.failed === 0) return null;
  return (
    <div
      role="status"
      className="mt-4 flex flex-col gap-2 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200 sm:flex-row sm:flex-wrap sm:items-center"
    >
      <span className="flex items-center gap-2 font-medium">
        <MapPinOff aria-hidden="true" className="size-4" />
        Locations to fix:
      </span>
      {data.noMatch > 0 ? (
        <Button variant="outline" size="sm" onClick={() => onShow('no_match')}>
          {plural(data.noMatch, 'address not found', 'addresses not found')}
        </Button>
      ) : null}
      {data.failed > 0 ? (
        <Button variant="outline" size="sm" onClick={() => onShow('failed')}>
          {plural(data.failed, 'lookup failed', 'lookups failed')}
        </Button>
      ) : null}
    </div>
  );
}
