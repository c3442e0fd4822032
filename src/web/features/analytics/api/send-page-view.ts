import { apiPaths } from '#domain/api-paths.js';
import { urlOf } from '#web/lib/api-client.js';
import { sendBeacon } from '#web/lib/beacon.js';

const PAGE_VIEW_URL = urlOf(apiPaths.directory.pageView);
const PAGE_MAX = 200;
const REFERRER_MAX = 2000;

export interface PageView {
  page: string;
  referrer: string | null;
}

/** Fire and forget (lib/beacon.ts). */
export function sendPageView(view: PageView): void {
  sendBeacon(PAGE_VIEW_URL, {
    page: view.page.slice(0, PAGE_MAX),
    referrer: view.referrer ? view.referrer.slice(0, REFERRER_MAX) : null,
  });
}
