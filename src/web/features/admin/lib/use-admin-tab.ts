import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { ADMIN_DEFAULT_TAB, ADMIN_TABS, type AdminTabId } from './admin-tabs';

/**
 * The dashboard's section, kept in ?tab= so reload and Back keep it. Choosing a
 * section drops the other parameters: a sub-tab (?view=) or filter belongs to the
 * section that set it, and the next one starts clean.
 */
export function useAdminTab(): [AdminTabId, (tab: AdminTabId) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab = ADMIN_TABS.find((t) => t === raw) ?? ADMIN_DEFAULT_TAB;
  const setTab = useCallback(
    (next: AdminTabId) =>
      setParams(next === ADMIN_DEFAULT_TAB ? {} : { tab: next }, { preventScrollReset: true }),
    [setParams],
  );
  return [tab, setTab];
}
