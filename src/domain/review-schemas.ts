/** The Google reviews' request schemas (issue 26 point 3); see reviews.ts. */
import { z } from 'zod';
import { PLACE_QUERY_MAX, reviewMessages } from './reviews.js';
import { requiredText } from './validation.js';

/** A search for the listing's Google place: its name and address, as typed. */
export const placeSearchSchema = z.object({
  query: requiredText('Search', PLACE_QUERY_MAX, reviewMessages.queryRequired),
});
export type PlaceSearchInput = z.infer<typeof placeSearchSchema>;

/** Google's place ids are letters, digits, '-' and '_' (27 to a few hundred characters). */
const PLACE_ID = /^[A-Za-z0-9_-]{10,512}$/;

export const placeLinkSchema = z.object({
  placeId: z
    .string({ error: reviewMessages.placeIdRequired })
    .trim()
    .regex(PLACE_ID, reviewMessages.placeIdRequired),
});
export type PlaceLinkInput = z.infer<typeof placeLinkSchema>;
