/** 'Get directions' (issue 29 point 3, decision 037). */
import type { AddressParts } from './format.js';

/** Six decimals: about 10 cm. */
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * The visitor's maps app: one universal URL that opens Google Maps (app or site) on
 * every platform. The street address when there is one (people recognise it), else
 * the pin, else the town; null when there is nothing to go to.
 */
export function directionsUrl(
  business: AddressParts & { latitude?: number | null; longitude?: number | null },
): string | null {
  // As addressLine (format.ts) writes it; not imported, so the profile's code splits no chunk for it.
  const line = [business.address, business.city, business.state, business.zipCode]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
  let destination: string | null = line || null;
  if (!business.address?.trim() && business.latitude != null && business.longitude != null) {
    destination = `${round6(business.latitude)},${round6(business.longitude)}`;
  }
  if (!destination) return null;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}
