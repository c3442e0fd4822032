/** The Google reviews endpoints of the table (see ../api.ts; issue 26 point 3). */
import { apiPaths } from '../api-paths.js';
import { anyone, callableBy, endpointGroup, json } from '../endpoint.js';
import { placeLinkSchema, placeSearchSchema } from '../review-schemas.js';
import type {
  GoogleReviewsSettings,
  LinkOutcome,
  PlaceSearchResult,
  PublicGoogleReviews,
} from '../reviews.js';
import { idParamSchema } from '../validation.js';

const owner = callableBy('update:business-profile:own');
const onListing = callableBy('manage:business:any').sharing({ params: idParamSchema });

/** What the owner does with its listing's Google place, and an admin with any listing's. */
const place = {
  settings: { answer: json<GoogleReviewsSettings>() },
  search: { body: placeSearchSchema, answer: json<PlaceSearchResult>() },
  link: { body: placeLinkSchema, answer: json<LinkOutcome>() },
  unlink: { answer: json<LinkOutcome>() },
} as const;

export const reviewsEndpoints = endpointGroup('Reviews', apiPaths.reviews, {
  profile: anyone(
    "A listing's Google rating and reviews, when its plan shows them (else place: null)",
    { params: idParamSchema, answer: json<PublicGoogleReviews>() },
  ),
  own: owner("The owner's Google place link and the state of its last read", place.settings),
  searchOwn: owner(
    "Search Google for the owner's place by name and address (Texas Gold)",
    place.search,
  ),
  linkOwn: owner(
    "Link the owner's listing to a Google place and read its reviews (Texas Gold)",
    place.link,
  ),
  unlinkOwn: owner("Unlink the owner's listing from its Google place", place.unlink),
  admin: onListing("A listing's Google place link and the state of its last read", place.settings),
  searchAdmin: onListing(
    "Search Google for a listing's place by name and address (Texas Gold listings)",
    place.search,
  ),
  linkAdmin: onListing(
    'Link a listing to a Google place and read its reviews (Texas Gold listings)',
    place.link,
  ),
  unlinkAdmin: onListing('Unlink a listing from its Google place', place.unlink),
});
