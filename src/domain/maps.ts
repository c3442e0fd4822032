/**
 * Maps and directions (issue 29 point 3, decision 037): the tile setting, the pin
 * as the owner and the admin edit it, and the link to the visitor's maps app.
 * Plain functions shared by the server (settings, CSP, approvals) and the browser.
 */
import { z } from 'zod';
import { type AddressParts, addressLine } from './format.js';

/** OpenStreetMap's own tile servers: fine for light use with attribution (see README). */
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_MAP_TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** Who set a business's coordinates; geocoding never overwrites 'owner' or 'admin'. */
export const COORDINATES_SOURCES = ['geocoder', 'owner', 'admin', 'import'] as const;
export type CoordinatesSource = (typeof COORDINATES_SOURCES)[number];
/** Coordinates a person placed by hand: the geocoder leaves them alone. */
export const HAND_SET_SOURCES: readonly CoordinatesSource[] = ['owner', 'admin'];

/** Where the map opens when a business has no pin yet: Bryan / College Station. */
export const AREA_CENTER = { latitude: 30.628, longitude: -96.3344 } as const;

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/**
 * A tile URL template (`{z}/{x}/{y}`, optionally `{s}` for subdomains) is a valid
 * setting when it is http(s) and names the three tile numbers.
 */
export function isTileUrlTemplate(value: string): boolean {
  if (!/^https?:\/\//.test(value)) return false;
  if (!['{z}', '{x}', '{y}'].every((part) => value.includes(part))) return false;
  try {
    new URL(value.replace(/\{s\}/g, 'a').replace(/\{[a-z]+\}/g, '0'));
    return true;
  } catch {
    return false;
  }
}

/**
 * The one source the page's Content-Security-Policy lets images come from for tiles:
 * the template's origin, with `{s}` (Leaflet's subdomains) as a wildcard.
 */
export function tileImageSource(template: string): string {
  const match = /^(https?:\/\/[^/?#]+)/.exec(template);
  if (!match?.[1]) throw new Error(`Not a tile URL: ${template}`);
  return match[1].replace(/\{s\}/g, '*').toLowerCase();
}

export const LOCATION_LABEL = 'Map Pin';
export const mapMessages = {
  location:
    'Map Pin must be a latitude between -90 and 90 and a longitude between -180 and 180, as in 30.628, -96.334',
} as const;

/** Six decimals: about 10 cm, more than a pin needs and all a person can place. */
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/** The pin as the profile form and the approvals hold it: 'lat, lng' text. */
export function formatLocation(point: Coordinates | null | undefined): string | null {
  if (!point) return null;
  return `${round6(point.latitude)}, ${round6(point.longitude)}`;
}

/** The pin of a listing's two columns, or null when either is missing. */
export function locationOf(row: {
  latitude: number | null;
  longitude: number | null;
}): string | null {
  return row.latitude != null && row.longitude != null
    ? formatLocation({ latitude: row.latitude, longitude: row.longitude })
    : null;
}

const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

/** 'lat, lng' (comma or spaces between) as coordinates, or null when it is not a valid pin. */
export function parseLocation(text: string): Coordinates | null {
  const parts = text
    .trim()
    .split(/\s*[,;\s]\s*/)
    .filter(Boolean);
  if (parts.length !== 2 || !parts.every((p) => NUMBER.test(p))) return null;
  const latitude = Number(parts[0]);
  const longitude = Number(parts[1]);
  if (!isLatitude(latitude) || !isLongitude(longitude)) return null;
  return { latitude: round6(latitude), longitude: round6(longitude) };
}

export const isLatitude = (n: number) => Number.isFinite(n) && n >= -90 && n <= 90;
export const isLongitude = (n: number) => Number.isFinite(n) && n >= -180 && n <= 180;

/** The profile field: empty means no pin; anything else must be a valid 'lat, lng'. */
export function locationField() {
  return z
    .string({ error: mapMessages.location })
    .trim()
    .max(60, mapMessages.location)
    .nullish()
    .transform((v, ctx) => {
      if (!v) return null;
      const point = parseLocation(v);
      if (!point) {
        ctx.issues.push({ code: 'custom', message: mapMessages.location, input: v });
        return z.NEVER;
      }
      return formatLocation(point);
    });
}

/**
 * The columns a pin set by a person writes: both coordinates and who set them, so
 * geocoding leaves them alone; no pin clears all three. `location` is checked text.
 */
export function pinColumns(
  location: string | null,
  source: 'owner' | 'admin',
): {
  latitude: number | null;
  longitude: number | null;
  coordinatesSource: CoordinatesSource | null;
} {
  const point = location ? parseLocation(location) : null;
  if (location && !point) throw new Error(mapMessages.location);
  return point
    ? { ...point, coordinatesSource: source }
    : { latitude: null, longitude: null, coordinatesSource: null };
}

/**
 * Profile fields as columns: the pin's 'lat, lng' text becomes the two coordinates,
 * marked as set by `source`; every other field is its own column.
 */
export function profileColumns<T extends object & { location?: string | null }>(
  fields: T,
  source: 'owner' | 'admin',
): Omit<T, 'location'> & Partial<ReturnType<typeof pinColumns>> {
  const { location, ...rest } = fields;
  return location === undefined ? rest : { ...rest, ...pinColumns(location, source) };
}

/**
 * The visitor's maps app: one universal URL that opens Google Maps (app or site) on
 * every platform. The street address when there is one (people recognise it), else
 * the pin, else the town; null when there is nothing to go to.
 */
export function directionsUrl(
  business: AddressParts & { latitude?: number | null; longitude?: number | null },
): string | null {
  const line = addressLine(business);
  let destination: string | null = line || null;
  if (!business.address?.trim() && business.latitude != null && business.longitude != null) {
    destination = `${round6(business.latitude)},${round6(business.longitude)}`;
  }
  if (!destination) return null;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}
