import { apiPaths } from '#domain/api-paths.js';
import type { ListingClick } from '#domain/insight-schemas.js';
import { urlOf } from '#web/lib/api-client.js';
import { sendBeacon } from '#web/lib/beacon.js';

const CLICK_URL = urlOf(apiPaths.directory.listingClick);

/**
 * The handlers that count a click on one of a listing's contact links for its owner's
 * Insights (our own server, no third-party tracker). A middle click opens the link
 * too, so it counts; the link itself is untouched and works without them.
 */
export function countClick(businessId: string, kind: ListingClick['kind']) {
  const send = () => sendBeacon(CLICK_URL, { businessId, kind } satisfies ListingClick);
  return {
    onClick: send,
    onAuxClick: (event: { button: number }) => {
      if (event.button === 1) send();
    },
  };
}
