import { DEFAULT_MAP_TILE_ATTRIBUTION, DEFAULT_MAP_TILE_URL } from '#domain/map-tiles.js';
import { PUBLIC_CONFIG_META, type PublicConfig } from '#domain/public-config.js';
import {
  DEFAULT_APPLICATION_RETENTION_DAYS,
  DEFAULT_SENT_MAIL_RETENTION_DAYS,
} from '#domain/retention.js';

/**
 * Used when the page was not served by our server (vite dev/preview) or the JSON is bad.
 * Same values as the server's defaults in src/server/config.ts.
 */
export const DEFAULT_PUBLIC_CONFIG: PublicConfig = {
  siteName: 'BCS Local',
  tagline: 'Boosting local small businesses',
  newsletterUrl: 'https://bcslocalevents.substack.com',
  contactEmail: 'hello@bcslocal.example',
  agencyName: 'Brazos Valley Web Studio',
  agencyUrl: 'https://brazosvalleyweb.example',
  applicationRetentionDays: DEFAULT_APPLICATION_RETENTION_DAYS,
  sentMailRetentionDays: DEFAULT_SENT_MAIL_RETENTION_DAYS,
  mapTileUrl: DEFAULT_MAP_TILE_URL,
  mapTileAttribution: DEFAULT_MAP_TILE_ATTRIBUTION,
};

function readMetaConfig(): Partial<PublicConfig> {
  if (typeof document === 'undefined') return {};
  const content = document
    .querySelector<HTMLMetaElement>(`meta[name="${PUBLIC_CONFIG_META}"]`)
    ?.getAttribute('content');
  if (!content) return {};
  try {
    const parsed: unknown = JSON.parse(content);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const result: Partial<PublicConfig> = {};
    for (const key of Object.keys(DEFAULT_PUBLIC_CONFIG) as (keyof PublicConfig)[]) {
      const value = (parsed as Record<string, unknown>)[key];
      const fallback = DEFAULT_PUBLIC_CONFIG[key];
      if (typeof fallback === 'number') {
        if (typeof value === 'number' && Number.isInteger(value) && value > 0) {
          (result as Record<string, unknown>)[key] = value;
        }
      } else if (typeof value === 'string' && value.trim() !== '') {
        (result as Record<string, unknown>)[key] = value;
      }
    }
    return result;
  } catch {
    return {};
  }
}

/** Read once at start-up: the server renders these settings into index.html. */
export const publicConfig: PublicConfig = { ...DEFAULT_PUBLIC_CONFIG, ...readMetaConfig() };
