import { eventPriceText } from '#domain/events.js';
import { t } from '../i18n';

/**
 * What admission costs as a page reads it: 'Free' in the page's language ('Gratis'),
 * '$12.50' (written alike in en-US and es-US), or null when the owner said nothing.
 */
export function eventPrice(priceCents: number | null): string | null {
  return priceCents === 0 ? t('events.price.free') : eventPriceText(priceCents);
}
