import { type ChangeEvent, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A public list's filters and page kept in the address (?city=…&offset=…), so a search
 * can be shared and Back works. `apply` sets the filters that are not blank (and goes
 * back to the first page), `clear` drops them all, `goTo` changes the page only.
 */
export function useAddressFilters<Key extends string>(keys: readonly Key[]) {
  const [params, setParams] = useSearchParams();
  const applied = useMemo(
    () =>
      Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<Key, string>,
    [keys, params],
  );
  const offset = Number(params.get('offset') ?? 0) || 0;

  const apply = (filters: Record<Key, string>) => {
    const next = new URLSearchParams();
    for (const key of keys) if (filters[key].trim()) next.set(key, filters[key].trim());
    setParams(next);
  };
  const goTo = (nextOffset: number) => {
    const next = new URLSearchParams(params);
    if (nextOffset) next.set('offset', String(nextOffset));
    else next.delete('offset');
    setParams(next);
  };
  const clear = () => setParams(new URLSearchParams());
  return { applied, offset, filtered: keys.some((key) => applied[key]), apply, clear, goTo };
}

/**
 * The filter card's draft, held until Apply Filters: `field(key)` binds a SearchField
 * or FilterSelect to one filter; `onEdit` runs on every change (to clear an error).
 */
export function useFilterDraft<Key extends string>(
  applied: Record<Key, string>,
  onEdit?: () => void,
) {
  const [draft, setDraft] = useState(applied);
  const set = (key: Key) => (value: string) => {
    onEdit?.();
    setDraft((d) => ({ ...d, [key]: value }));
  };
  const field = (key: Key) => ({
    value: draft[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      set(key)(event.target.value),
  });
  return { draft, setDraft, set, field };
}
