/**
 * The map tiles setting (decision 037): MAP_TILE_URL's default, its check and the one
 * host the page policy lets tiles come from. Apart from maps.ts: the web's public
 * config imports the defaults on every page.
 */

/** OpenStreetMap's own tile servers: fine for light use with attribution (see README). */
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_MAP_TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

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
