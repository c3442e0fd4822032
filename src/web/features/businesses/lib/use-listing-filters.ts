import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ListingFilters } from '../api/get-listings';

const KEYS = ['q', 'category', 'city', 'spanish'] as const;

/** The listings filters live in the address (?q=&category=&city=), so a filtered page can be shared. */
export function useListingFilters() {
  const [params, setParams] = useSearchParams();
  const filters: ListingFilters = useMemo(
    () => ({
      q: params.get('q')?.trim() ?? '',
      category: params.get('category') ?? '',
      city: params.get('city') ?? '',
      spanish: params.get('spanish') ?? '',
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

  const clear = useCallback(() => update({ q: '', category: '', city: '', spanish: '' }), [update]);
  const active = Boolean(filters.q || filters.category || filters.city || filters.spanish);
  return { filters, update, clear, active };
}
