/**
 * Settings the browser may know. The server renders them into index.html as
 * <meta name="bcs-config" content="{json}"> so the SPA needs no request for them.
 */
export interface PublicConfig {
  siteName: string;
  tagline: string;
  newsletterUrl: string;
  contactEmail: string;
  agencyName: string;
  agencyUrl: string;
  /** APPLICATION_RETENTION_DAYS: the privacy policy states it (decision 030). */
  applicationRetentionDays: number;
  /** SENT_MAIL_RETENTION_DAYS, stated there too. */
  sentMailRetentionDays: number;
  /** MAP_TILE_URL and MAP_TILE_ATTRIBUTION: the maps' tiles and their credit (decision 037). */
  mapTileUrl: string;
  mapTileAttribution: string;
}

export const PUBLIC_CONFIG_META = 'bcs-config';
