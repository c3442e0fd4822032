import type { PublicEvent } from '#domain/events.js';

/** 'Northgate, College Station'; a venue that already names the city needs it only once. */
export function eventPlace(event: Pick<PublicEvent, 'venue' | 'city'>): string | null {
  const parts = [event.venue, event.city].filter((part): part is string => Boolean(part));
  if (parts.length === 2 && parts[0].toLowerCase().includes(parts[1].toLowerCase())) {
    return parts[0];
  }
  return parts.length ? parts.join(', ') : null;
}
