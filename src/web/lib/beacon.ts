/**
 * Sends `payload` as JSON to `url` and forgets it: a beacon survives the page being
 * closed or left (a click on a link that opens another site) and never delays it.
 * Counting must never break or clutter a page, so every failure is swallowed.
 */
export function sendBeacon(url: string, payload: unknown): void {
  try {
    const body = JSON.stringify(payload);
    const blob = new Blob([body], { type: 'application/json' });
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, blob)) return;
    void fetch(url, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json' },
      credentials: 'same-origin',
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // Not worth an error.
  }
}
