/**
 * Map pins (issue 29 point 3, decision 037): who set a business's coordinates, and
 * the pin as the owner and the admin edit it.
 * Plain functions shared by the server (settings, CSP, approvals) and the browser;
 * no zod here: the form rule is in map-pin.ts (tiles: map-tiles.ts; directions.ts).
 */

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
