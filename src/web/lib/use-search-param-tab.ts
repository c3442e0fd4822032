import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A tab kept in the URL (?tab=...), so reload and Back keep it. An unknown or
 * missing value is the default tab; choosing a tab is a new history entry.
 */
export function useSearchParamTab<T extends string>(
  param: string,
  tabs: readonly T[],
  defaultTab: T,
): [T, (tab: T) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(param);
  const tab = tabs.find((t) => t === raw) ?? defaultTab;
  const setTab = useCallback(
    (next: T) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === defaultTab) updated.delete(param);
          else updated.set(param, next);
          return updated;
        },
        { preventScrollReset: true },
      ),
    [param, defaultTab, setParams],
  );
  return [tab, setTab];
}
