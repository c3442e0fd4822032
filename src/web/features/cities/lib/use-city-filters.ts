import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { CityPageFilters } from '#domain/page-data.js';

const KEYS = ['open', 'near'] as const;

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
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const key of KEYS) {
            const value = changes[key];
            if (value === undefined) continue;
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return { filters, update };
}
