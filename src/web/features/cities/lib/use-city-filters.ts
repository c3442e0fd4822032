import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { CityPageFilters } from '#domain/page-data.js';
import { withParams } from '#web/lib/search-params.js';

/**
 * A city page's own filters in its address (?open=1&near=lat,lng: decision 039), so Back,
 * a reload and a shared link keep them; the view (`?view=map`) is left as it is.
 */
export function useCityFilters() {
  const [params, setParams] = useSearchParams();
  const filters: Required<CityPageFilters> = useMemo(
    () => ({ open: params.get('open') ?? '', near: params.get('near') ?? '' }),
    [params],
  );
  const update = useCallback(
    (changes: CityPageFilters) =>
      setParams((current) => withParams(current, { open: changes.open, near: changes.near }), {
        replace: true,
        preventScrollReset: true,
      }),
    [setParams],
  );
  return { filters, update };
}
