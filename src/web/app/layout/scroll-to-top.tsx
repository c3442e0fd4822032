import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** The spec: every route change scrolls to the top (a hash-only change does not). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect is a reaction to a new pathname
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
