/**
 * Google reviews on a listing (issue 26 point 3): the owner or an admin links the
 * listing to its Google place; the server reads the place's rating, its number of
 * ratings and up to five reviews from the Places API (New) and refreshes them daily.
 * Only plans with `googleReviews` show them, and only while the server has a key
 * (docs/decisions/025-google-reviews.md). The answer types and messages live here;
 * the request schemas are in review-schemas.ts, so the profile page loads no zod.
 */
import { PLANS } from './plans.js';

/** How often the maintenance pass reads a linked place again. */
export const REVIEWS_REFRESH_MS = 24 * 60 * 60_000;
/**
 * A copy older than this is not shown (and the maintenance pass empties it): Google's
 * terms allow storing place ids, not their content, so the copy lives about a day.
 */
export const REVIEWS_SHOWN_FOR_MS = 2 * REVIEWS_REFRESH_MS;
/** Places a search offers at most. */
export const PLACE_SEARCH_LIMIT = 5;
export const PLACE_QUERY_MAX = 200;

/** The cheapest plan that shows Google reviews ('Texas Gold'). */
export function reviewsPlanName(): string {
  const cheapest = Object.values(PLANS)
    .filter((plan) => plan.googleReviews > 0)
    .sort((a, b) => a.priceMonthlyUsd - b.priceMonthlyUsd)[0];
  return cheapest?.marketingName ?? PLANS.texas_gold.marketingName;
}

export const reviewMessages = {
  planRequired: `Google reviews are part of the ${reviewsPlanName()} plan. Upgrade to show your Google reviews on your listing.`,
  notConfigured: 'Google reviews are not set up on this server (GOOGLE_PLACES_API_KEY is not set).',
  queryRequired: 'Enter the name and address to search for',
  placeIdRequired: 'Choose a place from the search results.',
  placeNotFound: 'Google has no place with that id any more. Search again and choose a place.',
  quota:
    'Google refused the request: the Places API quota of this site is used up for now. Please try again later.',
  denied:
    'Google refused the request: the Places API key is not valid for this site. An administrator needs to check GOOGLE_PLACES_API_KEY.',
  unavailable: 'Google Places did not answer. Please try again in a few minutes.',
  badRequest: 'Google could not read that search. Check the name and address and try again.',
  linked: 'Google place linked. Its reviews now show on your listing.',
  linkedAdmin: 'Google place linked.',
  unlinked: 'Google place unlinked. Its reviews no longer show.',
  notLinked: 'This listing is not linked to a Google place.',
  businessNotFound: 'Business not found',
  searchFailed: 'The search did not work.',
  linkFailed: 'The place could not be linked.',
  unlinkFailed: 'The place could not be unlinked.',
} as const;

/** Why a provider call failed, as the service reports it (the message to show is above). */
export type PlacesFailure = 'quota' | 'denied' | 'not_found' | 'unavailable' | 'bad_request';

export const PLACES_FAILURE_MESSAGES: Record<PlacesFailure, string> = {
  quota: reviewMessages.quota,
  denied: reviewMessages.denied,
  not_found: reviewMessages.placeNotFound,
  unavailable: reviewMessages.unavailable,
  bad_request: reviewMessages.badRequest,
};

/** One place a search found, to choose from. */
export interface PlaceCandidate {
  placeId: string;
  name: string;
  address: string | null;
  /** The place on Google Maps, so the person choosing can check it is theirs. */
  googleMapsUri: string | null;
}

export interface PlaceSearchResult {
  candidates: PlaceCandidate[];
}

/** One review as Google gives it, with the author's attribution. */
export interface GoogleReview {
  authorName: string;
  /** The author's Google Maps profile. */
  authorUri: string | null;
  authorPhotoUri: string | null;
  /** 1 to 5. */
  rating: number;
  /** The review's text; empty for a rating without words. */
  text: string;
  languageCode: string | null;
  /** ISO time; the page writes it relative to now ('3 months ago'). */
  publishTime: string | null;
  /** Google's own relative time, shown when there is no publishTime. */
  relativeTime: string | null;
  /** The review on Google Maps. */
  googleMapsUri: string | null;
}

/** The block on a profile (GET /api/reviews/:businessId): null shows nothing. */
export interface PublicGoogleReviews {
  place: {
    name: string;
    googleMapsUri: string;
    rating: number | null;
    userRatingCount: number;
    reviews: GoogleReview[];
    fetchedAt: string;
  } | null;
}

/** A place on Google: what Places answers for it and what a linked listing shows. */
export interface PlaceSummary {
  placeId: string;
  name: string;
  address: string | null;
  googleMapsUri: string;
  rating: number | null;
  userRatingCount: number;
}

/** A linked place as its owner and the admins see it. */
export interface LinkedPlace extends PlaceSummary {
  reviewCount: number;
  /** The last successful read; null before the first. */
  fetchedAt: string | null;
  /** What went wrong on the last read, when it did (shown as is). */
  lastError: string | null;
  lastErrorAt: string | null;
}

/** The Google reviews settings of one listing (portal tab, admin dialog). */
export interface GoogleReviewsSettings {
  businessId: string;
  businessName: string;
  /** What a search starts from: the listing's name and address. */
  suggestedQuery: string;
  /** The server has GOOGLE_PLACES_API_KEY. */
  configured: boolean;
  /** The listing's plan shows reviews. */
  planAllows: boolean;
  /** How many reviews the plan shows. */
  reviewsShown: number;
  place: LinkedPlace | null;
}

export type LinkOutcome = { message: string; settings: GoogleReviewsSettings };
