import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
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
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const key of KEYS) {
            const value = changes[key];
            if (value === undefined) continue;
            if (value.trim()) next.set(key, value.trim());
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      );
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
