/**
 * Where a business is, as the geocoder found it (issue 29 point 4;
 * docs/decisions/036-geocoding.md). The server keeps one state per business; admins
 * see it on the Businesses tab so they can fix addresses the geocoder cannot place.
 */

/**
 * matched: the coordinates are the geocoder's for `address`. no_match: the geocoder
 * knows no such address (or several: a tie); asked again only once the address
 * changes. failed: the geocoder could not be asked (an outage, a timeout); asked again
 * after a back-off. manual: the coordinates were set by hand (an admin, an import's
 * columns, the owner's pin) and the geocoder leaves them alone.
 */
export const GEOCODE_STATUSES = ['matched', 'no_match', 'failed', 'manual'] as const;
export type GeocodeStatus = (typeof GEOCODE_STATUSES)[number];

/** The two an admin has to act on: the Businesses tab filters and counts them. */
export const GEOCODE_PROBLEMS = ['no_match', 'failed'] as const;
export type GeocodeProblem = (typeof GEOCODE_PROBLEMS)[number];

export interface GeocodeState {
  /** null: not asked yet for the current address (due in the next maintenance pass). */
  status: GeocodeStatus | null;
  /** The one-line address the status is for. */
  address: string | null;
  /** The current address differs from `address`: a new answer is due. */
  addressChanged: boolean;
  /** The address as the geocoder matched it (matched only). */
  matchedAddress: string | null;
  /** 'Exact', 'Non_Exact' (matched) or 'Tie' (no_match with several candidates). */
  matchType: string | null;
  /** Failed tries in a row for this address. */
  attempts: number;
  /** When it was last asked (ISO). */
  attemptedAt: string | null;
  /** When a failed one is asked again (ISO). */
  nextAttemptAt: string | null;
  lastError: string | null;
}

/** The admin's words for each state (admin screens stay English). */
export const GEOCODE_STATUS_LABELS: Record<GeocodeStatus | 'due' | 'no_address', string> = {
  matched: 'Located by the Census geocoder',
  no_match: 'Address not found by the Census geocoder',
  failed: 'Geocoding failed',
  manual: 'Location given by hand or with the data (kept as is)',
  due: 'Not located yet',
  no_address: 'No street address to locate',
};

/** Counts for the Businesses tab: the listings whose address needs a look. */
export interface GeocodeProblemCounts {
  noMatch: number;
  failed: number;
}
