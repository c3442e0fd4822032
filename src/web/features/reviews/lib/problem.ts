import { isApiError } from '#web/lib/api-client.js';
import { translated } from '#web/lib/i18n.js';

/**
 * What to say when a call failed: the server's own words for a refusal (4xx) and for
 * Google's (503: a spent quota, a refused key, an outage, each says which), else
 * `fallback` (one of the domain's messages, in the page's language). Google's failures are what an owner most needs to read as they are.
 */
export function problemOf(error: unknown, fallback: string): string {
  if (isApiError(error) && (error.status < 500 || error.code === 'unavailable')) {
    return error.message;
  }
  return translated(fallback);
}
