/** The Google reviews endpoints of the table (see ../api.ts; issue 26 point 3). */
import { apiPaths } from '../api-paths.js';
import { endpoint, json } from '../endpoint.js';
import { placeLinkSchema, placeSearchSchema } from '../review-schemas.js';
import type {
  GoogleReviewsSettings,
  LinkOutcome,
  PlaceSearchResult,
  PublicGoogleReviews,
} from '../reviews.js';
import { idParamSchema } from '../validation.js';

export const reviewsEndpoints = {
  profile: endpoint(apiPaths.reviews.profile, {
    summary: "A listing's Google rating and reviews, when its plan shows them (else place: null)",
    tag: 'Reviews',
    access: 'public',
    params: idParamSchema,
    answer: json<PublicGoogleReviews>(),
  }),
  own: endpoint(apiPaths.reviews.own, {
    summary: "The owner's Google place link and the state of its last read",
    tag: 'Reviews',
    access: 'update:business-profile:own',
    answer: json<GoogleReviewsSettings>(),
  }),
  searchOwn: endpoint(apiPaths.reviews.searchOwn, {
    summary: "Search Google for the owner's place by name and address (Texas Gold)",
    tag: 'Reviews',
    access: 'update:business-profile:own',
    body: placeSearchSchema,
    answer: json<PlaceSearchResult>(),
  }),
  linkOwn: endpoint(apiPaths.reviews.linkOwn, {
    summary: "Link the owner's listing to a Google place and read its reviews (Texas Gold)",
    tag: 'Reviews',
    access: 'update:business-profile:own',
    body: placeLinkSchema,
    answer: json<LinkOutcome>(),
  }),
  unlinkOwn: endpoint(apiPaths.reviews.unlinkOwn, {
    summary: "Unlink the owner's listing from its Google place",
    tag: 'Reviews',
    access: 'update:business-profile:own',
    answer: json<LinkOutcome>(),
  }),
  admin: endpoint(apiPaths.reviews.admin, {
    summary: "A listing's Google place link and the state of its last read",
    tag: 'Reviews',
    access: 'manage:business:any',
    params: idParamSchema,
    answer: json<GoogleReviewsSettings>(),
  }),
  searchAdmin: endpoint(apiPaths.reviews.searchAdmin, {
    summary: "Search Google for a listing's place by name and address (Texas Gold listings)",
    tag: 'Reviews',
    access: 'manage:business:any',
    params: idParamSchema,
    body: placeSearchSchema,
    answer: json<PlaceSearchResult>(),
  }),
  linkAdmin: endpoint(apiPaths.reviews.linkAdmin, {
    summary: 'Link a listing to a Google place and read its reviews (Texas Gold listings)',
    tag: 'Reviews',
    access: 'manage:business:any',
    params: idParamSchema,
    body: placeLinkSchema,
    answer: json<LinkOutcome>(),
  }),
  unlinkAdmin: endpoint(apiPaths.reviews.unlinkAdmin, {
    summary: 'Unlink a listing from its Google place',
    tag: 'Reviews',
    access: 'manage:business:any',
    params: idParamSchema,
    answer: json<LinkOutcome>(),
  }),
} as const;
