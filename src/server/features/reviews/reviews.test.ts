import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  type GoogleReviewsSettings,
  type LinkOutcome,
  type PlaceSearchResult,
  reviewMessages,
} from '#domain/reviews.js';
import { businesses, securityEvents } from '../../db/schema/index.js';
import { Device, errorOf } from '../../test/accounts.js';
import { createBusiness } from '../../test/factories.js';
import { FAKE_PLACES_KEY } from '../../test/places-fake.js';
import { DETAILS, reviewsTestContext, SEARCH } from '../../test/reviews-context.js';

const { google, app, db, admin, ...reviews } = await reviewsTestContext();

describe('linking a Texas Gold listing to its Google place', () => {
  it('searches by name and address, links the chosen place and shows its rating and reviews with their attribution', async () => {
    const owner = await reviews.goldOwner();
    const place = reviews.aPlace(5);

    const settings = await owner.device.request('/api/portal/reviews');
    expect(settings.status).toBe(200);
    const before = (await settings.json()) as GoogleReviewsSettings;
    expect(before).toMatchObject({
      businessId: owner.business.id,
      configured: true,
      planAllows: true,
      reviewsShown: 5,
      place: null,
      suggestedQuery: `${owner.business.name}, 100 Main St, Bryan, TX 77801`,
    });

    const searched = await owner.device.post('/api/portal/reviews/search', {
      query: `${place.name}, 100 Main St, Bryan, TX`,
    });
    expect(searched.status).toBe(200);
    expect(((await searched.json()) as PlaceSearchResult).candidates).toEqual([
      {
        placeId: place.id,
        name: place.name,
        address: place.address,
        googleMapsUri: `https://maps.google.com/?cid=${place.id}`,
      },
    ]);
    // Google's protocol: the key and a field mask of only what we show.
    const searchCall = google.requestsTo(SEARCH).at(-1);
    expect(searchCall).toMatchObject({
      method: 'POST',
      apiKey: FAKE_PLACES_KEY,
      fieldMask: 'places.id,places.displayName,places.formattedAddress,places.googleMapsUri',
      body: { textQuery: `${place.name}, 100 Main St, Bryan, TX`, pageSize: 5, regionCode: 'US' },
    });

    const linked = await reviews.linkOwn(owner.device, place.id);
    expect(linked.status).toBe(200);
    const outcome = (await linked.json()) as LinkOutcome;
    expect(outcome.message).toBe(reviewMessages.linked);
    expect(outcome.settings.place).toMatchObject({
      placeId: place.id,
      name: place.name,
      rating: 4.6,
      userRatingCount: 128,
      reviewCount: 5,
      lastError: null,
    });
    expect(google.requestsTo(`${DETAILS}${place.id}`).at(-1)?.fieldMask).toBe(
      'id,displayName,formattedAddress,googleMapsUri,rating,userRatingCount,reviews',
    );

    const shown = await reviews.publicReviews(owner.business.id);
    expect(shown.place).toMatchObject({
      name: place.name,
      googleMapsUri: `https://maps.google.com/?cid=${place.id}`,
      rating: 4.6,
      userRatingCount: 128,
    });
    expect(shown.place?.reviews).toHaveLength(5);
    const first = place.reviews?.[0];
    expect(shown.place?.reviews[0]).toEqual({
      authorName: first?.author,
      authorUri: expect.stringMatching(/^https:\/\/www\.google\.com\/maps\/contrib\//),
      authorPhotoUri: expect.stringMatching(/^https:\/\/lh3\.googleusercontent\.com\//),
      rating: 5,
      // Stored and sent as text: the page shows it escaped.
      text: 'Review number 1: <b>great</b> brisket tacos.',
      languageCode: 'en',
      publishTime: first?.publishTime,
      relativeTime: 'a month ago',
      googleMapsUri: expect.stringMatching(/^https:\/\/www\.google\.com\/maps\/reviews\//),
    });

    const audit = await db
      .select({ action: securityEvents.action, actor: securityEvents.actorUserId })
      .from(securityEvents)
      .where(eq(securityEvents.resourceId, owner.business.id));
    expect(audit.map((row) => row.action)).toEqual(['google_place_linked']);
  });

  it('links a place that has no reviews yet: its rating block shows without reviews', async () => {
    const owner = await reviews.goldOwner();
    const place = reviews.aPlace(0, { rating: undefined, userRatingCount: 0 });
    expect((await reviews.linkOwn(owner.device, place.id)).status).toBe(200);
    expect((await reviews.publicReviews(owner.business.id)).place).toMatchObject({
      name: place.name,
      rating: null,
      userRatingCount: 0,
      reviews: [],
    });
  });

  it('lets an admin link and unlink any Texas Gold listing, with audit rows', async () => {
    const business = await createBusiness(db, { plan: 'texas_gold' });
    const place = reviews.aPlace(2);
    const base = `/api/admin/businesses/${business.id}/reviews`;

    const searched = await admin.device.post(`${base}/search`, { query: place.name });
    expect(((await searched.json()) as PlaceSearchResult).candidates[0].placeId).toBe(place.id);
    const linked = await admin.device.request(`${base}/place`, {
      method: 'PUT',
      json: { placeId: place.id },
    });
    expect(linked.status).toBe(200);
    expect(((await linked.json()) as LinkOutcome).message).toBe(reviewMessages.linkedAdmin);
    expect((await reviews.publicReviews(business.id)).place?.reviews).toHaveLength(2);

    const unlinked = await admin.device.request(`${base}/place`, { method: 'DELETE' });
    expect(unlinked.status).toBe(200);
    expect((await unlinked.json()) as LinkOutcome).toMatchObject({
      message: reviewMessages.unlinked,
      settings: { place: null },
    });
    expect((await reviews.publicReviews(business.id)).place).toBeNull();
    expect(
      await errorOf(await admin.device.request(`${base}/place`, { method: 'DELETE' })),
    ).toEqual({ status: 404, code: 'not_found', message: reviewMessages.notLinked });

    const actions = await db
      .select({ action: securityEvents.action })
      .from(securityEvents)
      .where(eq(securityEvents.resourceId, business.id));
    expect(actions.map((a) => a.action).sort()).toEqual([
      'admin_google_place_linked',
      'admin_google_place_unlinked',
    ]);
  });

  it('relinks to another place and leaves the first one', async () => {
    const owner = await reviews.goldOwner();
    const first = reviews.aPlace(1);
    const second = reviews.aPlace(3);
    await reviews.linkOwn(owner.device, first.id);
    expect((await reviews.linkOwn(owner.device, second.id)).status).toBe(200);
    const shown = await reviews.publicReviews(owner.business.id);
    expect(shown.place?.name).toBe(second.name);
    expect(shown.place?.reviews).toHaveLength(3);
  });
});

describe('plans: only Texas Gold fetches and shows Google reviews', () => {
  it('refuses a search and a link on Free and Silver, without asking Google', async () => {
    for (const plan of ['free', 'silver'] as const) {
      const owner = await reviews.goldOwner(plan);
      const place = reviews.aPlace(2);
      const calls = google.requests.length;
      const settings = (await (
        await owner.device.request('/api/portal/reviews')
      ).json()) as GoogleReviewsSettings;
      expect(settings).toMatchObject({ planAllows: false, reviewsShown: 0, configured: true });
      expect(
        await errorOf(await owner.device.post('/api/portal/reviews/search', { query: place.name })),
      ).toEqual({ status: 403, code: 'forbidden', message: reviewMessages.planRequired });
      expect(await errorOf(await reviews.linkOwn(owner.device, place.id))).toEqual({
        status: 403,
        code: 'forbidden',
        message: reviewMessages.planRequired,
      });
      expect(google.requests.length).toBe(calls);
    }
    const silver = await createBusiness(db, { plan: 'silver' });
    const refused = await admin.device.request(`/api/admin/businesses/${silver.id}/reviews/place`, {
      method: 'PUT',
      json: { placeId: reviews.aPlace(1).id },
    });
    expect(await errorOf(refused)).toEqual({
      status: 403,
      code: 'forbidden',
      message: reviewMessages.planRequired,
    });
  });

  it('stops showing the reviews when the listing leaves Texas Gold, and the next pass empties the copy without reading it', async () => {
    const { owner, place } = await reviews.linkedGoldOwner(3);
    expect((await reviews.publicReviews(owner.business.id)).place).not.toBeNull();

    await db.update(businesses).set({ plan: 'silver' }).where(eq(businesses.id, owner.business.id));
    expect((await reviews.publicReviews(owner.business.id)).place).toBeNull();

    await reviews.ageCopy(owner.business.id, 30);
    const calls = google.requestsTo(`${DETAILS}${place.id}`).length;
    await reviews.refresh();
    expect(google.requestsTo(`${DETAILS}${place.id}`)).toHaveLength(calls);
    expect(await reviews.placeRow(owner.business.id)).toMatchObject({
      placeId: place.id,
      reviews: [],
      rating: null,
      fetchedAt: null,
    });
  });
});

describe('who may call', () => {
  it('needs a signed-in owner for the portal calls and an admin for the admin ones', async () => {
    const stranger = new Device(app);
    expect((await stranger.request('/api/portal/reviews')).status).toBe(401);
    expect((await stranger.post('/api/portal/reviews/search', { query: 'x' })).status).toBe(401);
    const owner = await reviews.goldOwner();
    const other = await createBusiness(db, { plan: 'texas_gold' });
    expect((await owner.device.request(`/api/admin/businesses/${other.id}/reviews`)).status).toBe(
      403,
    );
    expect((await admin.device.request('/api/portal/reviews')).status).toBe(403);
    expect(
      await errorOf(
        await admin.device.request(
          '/api/admin/businesses/00000000-0000-4000-8000-000000000000/reviews',
        ),
      ),
    ).toEqual({ status: 404, code: 'not_found', message: reviewMessages.businessNotFound });
    // The public block of an unknown listing is empty, not an error.
    expect(await reviews.publicReviews('00000000-0000-4000-8000-000000000000')).toEqual({
      place: null,
    });
  });
});
