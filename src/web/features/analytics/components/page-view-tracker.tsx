import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { sendPageView } from '../api/send-page-view';

/** Staff areas are not part of the public site's traffic. */
const UNTRACKED =
  /^\/(admin|admin-login|admin-dashboard|import-businesses|business-portal|business\/portal)(\/|$)/i;

/**
 * Reports one page view per navigation (a new history entry), with the previous
 * page, or the referring site on the first view, as the referrer.
 */
export function PageViewTracker() {
  const location = useLocation();
  const lastKey = useRef<string | null>(null);
  const previousPage = useRef<string | null>(null);

  useEffect(() => {
    // StrictMode runs effects twice; one navigation is one view.
    if (lastKey.current === location.key) return;
    lastKey.current = location.key;
    const referrer = previousPage.current ?? (document.referrer || null);
    previousPage.current = location.pathname;
    if (UNTRACKED.test(location.pathname)) return;
    sendPageView({ page: location.pathname, referrer });
  }, [location.key, location.pathname]);

  return null;
}
