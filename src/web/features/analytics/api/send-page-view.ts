import { apiPaths } from '#domain/api-paths.js';
import { urlOf } from '#web/lib/api-client.js';

const PAGE_VIEW_URL = urlOf(apiPaths.directory.pageView);
const PAGE_MAX = 200;
const REFERRER_MAX = 2000;

export interface PageView {
  page: string;
  referrer: string | null;
}

/**
 * Fire and forget: a beacon survives the page being closed and never delays it.
 * Analytics must never break or clutter a page, so every failure is swallowed.
 */
export function sendPageView(view: PageView): void {
  try {
    const body = JSON.stringify({
      page: view.page.slice(0, PAGE_MAX),
      referrer: view.referrer ? view.referrer.slice(0, REFERRER_MAX) : null,
    });
    const blob = new Blob([body], { type: 'application/json' });
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(PAGE_VIEW_URL, blob)) {
      return;
    }
    void fetch(PAGE_VIEW_URL, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json' },
      credentials: 'same-origin',
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // A page view is not worth an error.
  }
}
