/**
 * Google's Places API (New), the two calls we make (DESIGN decision 21): Text Search
 * (`POST /v1/places:searchText`) to find a listing's place by its name and address, and
 * Place Details (`GET /v1/places/{id}`) for its rating, number of ratings and reviews.
 * Off unless GOOGLE_PLACES_API_KEY is set; GOOGLE_PLACES_API_URL points it at a local
 * fake in tests (src/server/test/places-fake.ts). Every failure becomes a PlacesError
 * that says which kind it was, so callers show a clear message and the maintenance
 * pass knows when to stop (a spent quota).
 */
import {
  type GoogleReview,
  PLACE_SEARCH_LIMIT,
  type PlaceCandidate,
  type PlaceSummary,
  type PlacesFailure,
} from '#domain/reviews.js';
import type { Config } from '../../config.js';

export interface PlaceDetails extends PlaceSummary {
  reviews: GoogleReview[];
}

export interface PlacesProvider {
  searchText(query: string): Promise<PlaceCandidate[]>;
  placeDetails(placeId: string): Promise<PlaceDetails>;
}

export class PlacesError extends Error {
  readonly failure: PlacesFailure;
  /** Google's HTTP status, when it answered. */
  readonly status: number | null;

  constructor(failure: PlacesFailure, detail: string, status: number | null = null) {
    super(detail);
    this.name = 'PlacesError';
    this.failure = failure;
    this.status = status;
  }
}

/** Bryan / College Station: searches prefer places within about 30 km of it. */
const LOCAL_AREA = { center: { latitude: 30.628, longitude: -96.3344 }, radius: 30_000 };
const TIMEOUT_MS = 10_000;
/** Only the fields we show: the field mask also decides what Google bills (README). */
const SEARCH_FIELDS = 'places.id,places.displayName,places.formattedAddress,places.googleMapsUri';
const DETAIL_FIELDS =
  'id,displayName,formattedAddress,googleMapsUri,rating,userRatingCount,reviews';
const MAX_REVIEWS = 5;

export function placesProviderOf(config: Config): PlacesProvider | null {
  const { apiKey, apiUrl } = config.googlePlaces;
  return apiKey ? httpPlacesProvider(apiUrl, apiKey) : null;
}

export function httpPlacesProvider(apiUrl: string, apiKey: string): PlacesProvider {
  const call = async (
    what: 'search' | 'details',
    path: string,
    init: { method: 'GET' | 'POST'; fieldMask: string; body?: object },
  ) => {
    let res: Response;
    try {
      res = await fetch(`${apiUrl}${path}`, {
        method: init.method,
        headers: {
          'X-Goog-Api-Key': apiKey,
          'X-Goog-FieldMask': init.fieldMask,
          ...(init.body ? { 'Content-Type': 'application/json' } : {}),
        },
        body: init.body ? JSON.stringify(init.body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new PlacesError('unavailable', `no answer from the Places API: ${String(error)}`);
    }
    const raw = await res.text().catch(() => '');
    let body: unknown;
    try {
      body = raw ? JSON.parse(raw) : {};
    } catch {
      throw new PlacesError('unavailable', `the Places API answered ${res.status} without JSON`);
    }
    if (!res.ok) throw errorOf(what, res.status, body);
    return body as Record<string, unknown>;
  };

  return {
    async searchText(query) {
      const body = await call('search', '/v1/places:searchText', {
        method: 'POST',
        fieldMask: SEARCH_FIELDS,
        body: {
          textQuery: query,
          pageSize: PLACE_SEARCH_LIMIT,
          regionCode: 'US',
          languageCode: 'en',
          locationBias: { circle: LOCAL_AREA },
        },
      });
      // Google answers {} when nothing matched.
      const places = Array.isArray(body.places) ? body.places : [];
      return places
        .map((place) => candidateOf(place))
        .filter((place): place is PlaceCandidate => place !== null)
        .slice(0, PLACE_SEARCH_LIMIT);
    },
    async placeDetails(placeId) {
      const body = await call(
        'details',
        `/v1/places/${encodeURIComponent(placeId)}?languageCode=en`,
        {
          method: 'GET',
          fieldMask: DETAIL_FIELDS,
        },
      );
      const details = detailsOf(body);
      if (!details)
        throw new PlacesError('unavailable', 'the Places API answered a place without id or link');
      return details;
    },
  };
}

/** Google's error envelope: { error: { code, message, status, details: [{ reason }] } }. */
function errorOf(what: 'search' | 'details', status: number, body: unknown): PlacesError {
  const error = (body as { error?: Record<string, unknown> }).error ?? {};
  const googleStatus = String(error.status ?? '');
  const message = String(error.message ?? '');
  const reasons = Array.isArray(error.details)
    ? error.details.map((d) => String((d as { reason?: unknown }).reason ?? ''))
    : [];
  const detail = `Places API ${what} answered ${status} ${googleStatus}: ${message}`.trim();
  if (status === 429 || googleStatus === 'RESOURCE_EXHAUSTED')
    return new PlacesError('quota', detail, status);
  if (
    status === 401 ||
    status === 403 ||
    googleStatus === 'PERMISSION_DENIED' ||
    googleStatus === 'UNAUTHENTICATED' ||
    reasons.some((r) => r.startsWith('API_KEY')) ||
    /api key/i.test(message)
  )
    return new PlacesError('denied', detail, status);
  if (status === 404 || googleStatus === 'NOT_FOUND')
    return new PlacesError('not_found', detail, status);
  // A details request Google cannot read is a place id it does not know.
  if (status === 400)
    return new PlacesError(what === 'details' ? 'not_found' : 'bad_request', detail, status);
  return new PlacesError('unavailable', detail, status);
}

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;
/** Only web addresses become links: nothing Google sends can run in our pages. */
const httpUrl = (value: unknown): string | null => {
  const url = text(value);
  return url && /^https:\/\//i.test(url) ? url : null;
};
const localized = (value: unknown) => text(record(value).text);

function candidateOf(value: unknown): PlaceCandidate | null {
  const place = record(value);
  const placeId = text(place.id);
  if (!placeId) return null;
  return {
    placeId,
    name: localized(place.displayName) ?? placeId,
    address: text(place.formattedAddress),
    googleMapsUri: httpUrl(place.googleMapsUri),
  };
}

function ratingOf(value: unknown): number | null {
  return typeof value === 'number' && value >= 1 && value <= 5 ? value : null;
}

function reviewOf(value: unknown): GoogleReview | null {
  const review = record(value);
  const author = record(review.authorAttribution);
  const rating = ratingOf(review.rating);
  const authorName = text(author.displayName);
  if (rating === null || !authorName) return null;
  const body = record(review.text);
  const publishTime = text(review.publishTime);
  return {
    authorName,
    authorUri: httpUrl(author.uri),
    authorPhotoUri: httpUrl(author.photoUri),
    rating: Math.round(rating),
    text: text(body.text) ?? '',
    languageCode: text(body.languageCode),
    publishTime: publishTime && !Number.isNaN(Date.parse(publishTime)) ? publishTime : null,
    relativeTime: text(review.relativePublishTimeDescription),
    googleMapsUri: httpUrl(review.googleMapsUri),
  };
}

function detailsOf(value: unknown): PlaceDetails | null {
  const place = record(value);
  const placeId = text(place.id);
  const googleMapsUri = httpUrl(place.googleMapsUri);
  if (!placeId || !googleMapsUri) return null;
  const count = place.userRatingCount;
  return {
    placeId,
    name: localized(place.displayName) ?? placeId,
    address: text(place.formattedAddress),
    googleMapsUri,
    rating: ratingOf(place.rating),
    userRatingCount: typeof count === 'number' && count > 0 ? Math.floor(count) : 0,
    reviews: (Array.isArray(place.reviews) ? place.reviews : [])
      .map((review) => reviewOf(review))
      .filter((review): review is GoogleReview => review !== null)
      .slice(0, MAX_REVIEWS),
  };
}
