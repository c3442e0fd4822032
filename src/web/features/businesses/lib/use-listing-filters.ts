import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { withParams } from '#web/lib/search-params.js';
import type { ListingFilters } from '../api/get-listings';

const KEYS = ['q', 'category', 'city', 'spanish', 'open', 'near'] as const;

/**
 * The listings filters live in the address (?q=&category=&city=&spanish=&open=&near=), so a
 * filtered page can be shared.
 */
export function useListingFilters() {
  const [params, setParams] = useSearchParams();
  const filters: ListingFilters = useMemo(
    () => ({
      q: params.get('q')?.trim() ?? '',
      category: params.get('category') ?? '',
      city: params.get('city') ?? '',
      spanish: params.get('spanish') ?? '',
      open: params.get('open') ?? '',
      near: params.get('near') ?? '',
    }),
    [params],
  );

  const update = useCallback(
    (changes: Partial<ListingFilters>) => {
      const known = Object.fromEntries(KEYS.map((key) => [key, changes[key]]));
      setParams((current) => withParams(current, known), { replace: true });
    },
    [setParams],
  );

  const clear = useCallback(
    () => update({ q: '', category: '', city: '', spanish: '', open: '', near: '' }),
    [update],
  );
  const active = Boolean(
    filters.q ||
      filters.category ||
      filters.city ||
      filters.spanish ||
      filters.open ||
      filters.near,
  );
  return { filters, update, clear, active };
}
