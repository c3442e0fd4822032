import type {
  GoogleReview,
  GoogleReviewsSettings,
  LinkedPlace,
  PlaceCandidate,
  PublicGoogleReviews,
} from '#domain/reviews.js';
import { builder } from './builder.js';
import { PLUMBING } from './businesses.js';
import { A_DATE, anId } from './ids.js';

/** The plumber's place on Google, as the Places API describes it. */
const PLUMBING_PLACE = {
  name: PLUMBING.name,
  address: '101 Main St, College Station, TX 77840, USA',
  googleMapsUri: 'https://maps.google.com/?cid=101',
} as const;

/** Its rating on Google. */
const PLUMBING_RATING = { rating: 4.7, userRatingCount: 128, fetchedAt: A_DATE } as const;

export const aGoogleReview = builder<GoogleReview>(() => ({
  authorName: 'Maria Lopez',
  authorUri: 'https://www.google.com/maps/contrib/101/reviews',
  authorPhotoUri: 'https://lh3.googleusercontent.com/a-/maria=s128',
  rating: 5,
  text: 'Fixed our leak the same afternoon.',
  languageCode: 'en',
  publishTime: null,
  relativeTime: 'a week ago',
  googleMapsUri: 'https://www.google.com/maps/reviews/data=101',
}));

export function aPublicGoogleReviews(
  overrides: Partial<NonNullable<PublicGoogleReviews['place']>> = {},
): PublicGoogleReviews {
  return {
    place: {
      name: PLUMBING_PLACE.name,
      googleMapsUri: PLUMBING_PLACE.googleMapsUri,
      ...PLUMBING_RATING,
      reviews: [aGoogleReview()],
      ...overrides,
    },
  };
}

export const aPlaceCandidate = builder<PlaceCandidate>(() => ({
  placeId: `ChIJ${anId().slice(-12)}`,
  ...PLUMBING_PLACE,
}));

export const aLinkedPlace = builder<LinkedPlace>(() => ({
  placeId: 'ChIJlinkedPlace0001',
  ...PLUMBING_PLACE,
  ...PLUMBING_RATING,
  reviewCount: 5,
  lastError: null,
  lastErrorAt: null,
}));

export const aReviewSettings = builder<GoogleReviewsSettings>(() => ({
  businessId: anId(),
  businessName: PLUMBING.name,
  suggestedQuery: 'Aggieland Plumbing, 101 Main St, College Station, TX 77840',
  configured: true,
  planAllows: true,
  reviewsShown: 5,
  place: null,
}));
