/**
 * Google reviews on Texas Gold listings (issue 26 point 3), through the API on a real
 * database, with Google's Places API (New) played by a local fake of its two endpoints.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PlanId } from '#domain/plans.js';
import {
  type GoogleReviewsSettings,
  type LinkOutcome,
  type PlaceSearchResult,
  type PublicGoogleReviews,
  REVIEWS_REFRESH_MS,
  reviewMessages,
} from '#domain/reviews.js';
import { loadConfig } from '../../config.js';
import { businesses, googlePlaces, securityEvents } from '../../db/schema/index.js';
import { runMaintenance } from '../../platform/maintenance.js';
import { TOO_MANY_ATTEMPTS } from '../../platform/rate-limit.js';
import { Device, errorOf, ownerWithBusiness, signedInAdmin } from '../../test/accounts.js';
import { createBusiness } from '../../test/factories.js';
import { FAKE_PLACES_KEY, type FakePlace, startPlacesFake } from '../../test/places-fake.js';
import { createTestContext } from '../../test/test-app.js';
import { GOOGLE_CALLS_RATE_LIMIT, refreshGoogleReviews } from './reviews.service.js';

const google = await startPlacesFake();
const ctx = await createTestContext({
  GOOGLE_PLACES_API_KEY: FAKE_PLACES_KEY,
  GOOGLE_PLACES_API_URL: google.url,
});
const { app, database, logger } = ctx;
const { db } = database;
/** The app's settings, for calling the maintenance task as main.ts does. */
const config = loadConfig({
  DATA_DIR: ctx.dataDir,
  GOOGLE_PLACES_API_KEY: FAKE_PLACES_KEY,
  GOOGLE_PLACES_API_URL: google.url,
});
const admin = await signedInAdmin(app, ctx);
/** A second server, without a key. */
const off = await createTestContext();
const offConfig = loadConfig({ DATA_DIR: off.dataDir });

const DETAILS = '/v1/places/';
const SEARCH = '/v1/places:searchText';
const HOUR = 60 * 60_000;
const tag = () => randomBytes(3).toString('hex');

/** A place Google knows, with a name no other test uses and `reviews` reviews. */
function aPlace(reviews = 5, overrides: Partial<FakePlace> = {}): FakePlace {
  const t = tag();
  const place: FakePlace = {
    id: `ChIJ${t}fakePlaceId${t}`,
    name: `Kyle Field Tacos ${t}`,
    address: '100 Main St, Bryan, TX 77801, USA',
    rating: 4.6,
    userRatingCount: 128,
    reviews: Array.from({ length: reviews }, (_, i) => ({
      author: `Reviewer ${i + 1} ${t}`,
      rating: 5 - (i % 3),
      text: `Review number ${i + 1}: <b>great</b> brisket tacos.`,
      publishTime: new Date(Date.now() - (i + 1) * 30 * 24 * HOUR).toISOString(),
    })),
    ...overrides,
  };
  google.addPlace(place);
  return place;
}

async function goldOwner(plan: PlanId = 'texas_gold') {
  return ownerWithBusiness(app, db, { plan, name: `Aggieland Grill ${tag()}` });
}

async function publicReviews(businessId: string) {
  const res = await new Device(app).request(`/api/reviews/${businessId}`);
  expect(res.status).toBe(200);
  return (await res.json()) as PublicGoogleReviews;
}

async function linkOwn(device: Device, placeId: string) {
  return device.request('/api/portal/reviews/place', { method: 'PUT', json: { placeId } });
}

async function placeRow(businessId: string) {
  const [row] = await db.select().from(googlePlaces).where(eq(googlePlaces.businessId, businessId));
  return row ?? null;
}

/** Makes the stored copy `hoursAgo` hours old, as if read then. */
async function ageCopy(businessId: string, hoursAgo: number) {
  await db
    .update(googlePlaces)
    .set({ fetchedAt: new Date(Date.now() - hoursAgo * HOUR) })
    .where(eq(googlePlaces.businessId, businessId));
}

const refresh = () => refreshGoogleReviews({ db, config, logger });

describe('linking a Texas Gold listing to its Google place', () => {
  it('searches by name and address, links the chosen place and shows its rating and reviews with their attribution', async () => {
    const owner = await goldOwner();
    const place = aPlace(5);

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

    const linked = await linkOwn(owner.device, place.id);
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

    const shown = await publicReviews(owner.business.id);
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
    const owner = await goldOwner();
    const place = aPlace(0, { rating: undefined, userRatingCount: 0 });
    expect((await linkOwn(owner.device, place.id)).status).toBe(200);
    expect((await publicReviews(owner.business.id)).place).toMatchObject({
      name: place.name,
      rating: null,
      userRatingCount: 0,
      reviews: [],
    });
  });

  it('lets an admin link and unlink any Texas Gold listing, with audit rows', async () => {
    const business = await createBusiness(db, { plan: 'texas_gold' });
    const place = aPlace(2);
    const base = `/api/admin/businesses/${business.id}/reviews`;

    const searched = await admin.device.post(`${base}/search`, { query: place.name });
    expect(((await searched.json()) as PlaceSearchResult).candidates[0].placeId).toBe(place.id);
    const linked = await admin.device.request(`${base}/place`, {
      method: 'PUT',
      json: { placeId: place.id },
    });
    expect(linked.status).toBe(200);
    expect(((await linked.json()) as LinkOutcome).message).toBe(reviewMessages.linkedAdmin);
    expect((await publicReviews(business.id)).place?.reviews).toHaveLength(2);

    const unlinked = await admin.device.request(`${base}/place`, { method: 'DELETE' });
    expect(unlinked.status).toBe(200);
    expect((await unlinked.json()) as LinkOutcome).toMatchObject({
      message: reviewMessages.unlinked,
      settings: { place: null },
    });
    expect((await publicReviews(business.id)).place).toBeNull();
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
    const owner = await goldOwner();
    const first = aPlace(1);
    const second = aPlace(3);
    await linkOwn(owner.device, first.id);
    expect((await linkOwn(owner.device, second.id)).status).toBe(200);
    const shown = await publicReviews(owner.business.id);
    expect(shown.place?.name).toBe(second.name);
    expect(shown.place?.reviews).toHaveLength(3);
  });
});

describe('plans: only Texas Gold fetches and shows Google reviews', () => {
  it('refuses a search and a link on Free and Silver, without asking Google', async () => {
    for (const plan of ['free', 'silver'] as const) {
      const owner = await goldOwner(plan);
      const place = aPlace(2);
      const calls = google.requests.length;
      const settings = (await (
        await owner.device.request('/api/portal/reviews')
      ).json()) as GoogleReviewsSettings;
      expect(settings).toMatchObject({ planAllows: false, reviewsShown: 0, configured: true });
      expect(
        await errorOf(await owner.device.post('/api/portal/reviews/search', { query: place.name })),
      ).toEqual({ status: 403, code: 'forbidden', message: reviewMessages.planRequired });
      expect(await errorOf(await linkOwn(owner.device, place.id))).toEqual({
        status: 403,
        code: 'forbidden',
        message: reviewMessages.planRequired,
      });
      expect(google.requests.length).toBe(calls);
    }
    const silver = await createBusiness(db, { plan: 'silver' });
    const refused = await admin.device.request(`/api/admin/businesses/${silver.id}/reviews/place`, {
      method: 'PUT',
      json: { placeId: aPlace(1).id },
    });
    expect(await errorOf(refused)).toEqual({
      status: 403,
      code: 'forbidden',
      message: reviewMessages.planRequired,
    });
  });

  it('stops showing the reviews when the listing leaves Texas Gold, and the next pass empties the copy without reading it', async () => {
    const owner = await goldOwner();
    const place = aPlace(3);
    await linkOwn(owner.device, place.id);
    expect((await publicReviews(owner.business.id)).place).not.toBeNull();

    await db.update(businesses).set({ plan: 'silver' }).where(eq(businesses.id, owner.business.id));
    expect((await publicReviews(owner.business.id)).place).toBeNull();

    await ageCopy(owner.business.id, 30);
    const calls = google.requestsTo(`${DETAILS}${place.id}`).length;
    await refresh();
    expect(google.requestsTo(`${DETAILS}${place.id}`)).toHaveLength(calls);
    expect(await placeRow(owner.business.id)).toMatchObject({
      placeId: place.id,
      reviews: [],
      rating: null,
      fetchedAt: null,
    });
  });
});

describe('failures at Google are clear refusals and never leave a half-written link', () => {
  it('answers a spent quota, an outage, an unknown place and a refused key with their messages', async () => {
    const owner = await goldOwner();
    const place = aPlace(2);

    google.failNext(429, 'Quota exceeded for quota metric');
    expect(
      await errorOf(await owner.device.post('/api/portal/reviews/search', { query: place.name })),
    ).toEqual({ status: 503, code: 'unavailable', message: reviewMessages.quota });

    google.failNext(500, 'Internal error encountered.');
    expect(await errorOf(await linkOwn(owner.device, place.id))).toEqual({
      status: 503,
      code: 'unavailable',
      message: reviewMessages.unavailable,
    });
    expect(await placeRow(owner.business.id)).toBeNull();

    google.failNext(403, 'The caller does not have permission');
    expect(await errorOf(await linkOwn(owner.device, place.id))).toEqual({
      status: 503,
      code: 'unavailable',
      message: reviewMessages.denied,
    });

    expect(await errorOf(await linkOwn(owner.device, 'ChIJnoSuchPlaceAtAll'))).toEqual({
      status: 404,
      code: 'not_found',
      message: reviewMessages.placeNotFound,
    });
    expect(await placeRow(owner.business.id)).toBeNull();

    // A working link, then a failed relink: the first link stays as it was.
    await linkOwn(owner.device, place.id);
    google.failNext(503, 'The service is currently unavailable.');
    await linkOwn(owner.device, aPlace(1).id);
    expect((await placeRow(owner.business.id))?.placeId).toBe(place.id);
  });

  it('says what is wrong with the request itself', async () => {
    const owner = await goldOwner();
    expect(
      await errorOf(await owner.device.post('/api/portal/reviews/search', { query: '  ' })),
    ).toEqual({
      status: 400,
      code: 'validation',
      message: reviewMessages.queryRequired,
    });
    expect(await errorOf(await linkOwn(owner.device, 'not a place id'))).toEqual({
      status: 400,
      code: 'validation',
      message: reviewMessages.placeIdRequired,
    });
  });

  it('limits the billed calls to Google per listing and hour', async () => {
    const owner = await goldOwner();
    const place = aPlace(1);
    const calls = google.requests.length;
    for (let i = 0; i < GOOGLE_CALLS_RATE_LIMIT.max; i++) {
      const res = await owner.device.post('/api/portal/reviews/search', { query: place.name });
      expect(res.status).toBe(200);
    }
    expect(await errorOf(await linkOwn(owner.device, place.id))).toEqual({
      status: 429,
      code: 'rate_limited',
      message: TOO_MANY_ATTEMPTS,
    });
    expect(google.requests.length).toBe(calls + GOOGLE_CALLS_RATE_LIMIT.max);
  });

  it('offers no candidates when Google finds nothing', async () => {
    const owner = await goldOwner();
    const res = await owner.device.post('/api/portal/reviews/search', {
      query: `Nothing By This Name ${tag()}`,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ candidates: [] });
  });
});

describe('the daily refresh in the maintenance pass', () => {
  it('reads linked places again after a day, with new reviews and rating', async () => {
    await refresh(); // what earlier tests left due
    const owner = await goldOwner();
    const place = aPlace(2);
    await linkOwn(owner.device, place.id);

    // Read less than a day ago: not due.
    const calls = () => google.requestsTo(`${DETAILS}${place.id}`).length;
    const before = calls();
    await runMaintenance(db, [refresh]);
    expect(calls()).toBe(before);

    google.addPlace({
      ...place,
      rating: 4.8,
      userRatingCount: 130,
      reviews: [
        { author: 'New Reviewer', rating: 5, text: 'Best in town.' },
        ...(place.reviews ?? []),
      ],
    });
    await ageCopy(owner.business.id, REVIEWS_REFRESH_MS / HOUR + 1);
    await runMaintenance(db, [refresh]);
    expect(calls()).toBe(before + 1);
    const shown = await publicReviews(owner.business.id);
    expect(shown.place).toMatchObject({ rating: 4.8, userRatingCount: 130 });
    expect(shown.place?.reviews.map((r) => r.authorName)[0]).toBe('New Reviewer');
  });

  it('records a failure on the place, goes on with the next one, and stops at a spent quota without failing the pass', async () => {
    await refresh(); // what earlier tests left due
    const owners = [await goldOwner(), await goldOwner(), await goldOwner(), await goldOwner()];
    const places = owners.map(() => aPlace(1));
    for (const [i, owner] of owners.entries()) {
      await linkOwn(owner.device, places[i].id);
      // Oldest first: an outage, a good read, a spent quota, and one left for later.
      await ageCopy(owner.business.id, 40 - i);
    }
    google.failPlace(places[0].id, 500, 'Internal error encountered.');
    google.failPlace(places[2].id, 429, 'Quota exceeded for quota metric');
    const reads = (i: number) => google.requestsTo(`${DETAILS}${places[i].id}`).length;
    const lastRead = reads(3);

    const report = await refresh();
    expect(report).toMatchObject({ refreshed: 1, failed: 2, stoppedByQuota: true });
    expect(reads(3)).toBe(lastRead);

    const [outage, read, quota, later] = await Promise.all(
      owners.map((o) => placeRow(o.business.id)),
    );
    // What failed keeps its copy (until it is two days old) and says why.
    expect(outage).toMatchObject({ lastError: reviewMessages.unavailable });
    expect(outage?.reviews).toHaveLength(1);
    expect(read).toMatchObject({ lastError: null });
    expect(Date.now() - (read?.fetchedAt?.getTime() ?? 0)).toBeLessThan(HOUR);
    expect(quota?.lastError).toBe(reviewMessages.quota);
    expect(later?.lastError).toBeNull();

    // The owner sees what went wrong on their listing.
    const settings = (await (
      await owners[2].device.request('/api/portal/reviews')
    ).json()) as GoogleReviewsSettings;
    expect(settings.place?.lastError).toBe(reviewMessages.quota);

    // The pass as main.ts runs it completes whatever Google answers.
    google.failPlace(places[3].id, 429, 'Quota exceeded for quota metric');
    await expect(runMaintenance(db, [refresh])).resolves.toBeUndefined();
    expect((await placeRow(owners[3].business.id))?.lastError).toBe(reviewMessages.quota);
    google.healPlace(places[0].id);
    google.healPlace(places[2].id);
    google.healPlace(places[3].id);
  });

  it('records an unreachable Google as an outage and completes', async () => {
    await refresh();
    const owner = await goldOwner();
    await linkOwn(owner.device, aPlace(1).id);
    await ageCopy(owner.business.id, 30);
    const unreachable = loadConfig({
      DATA_DIR: ctx.dataDir,
      GOOGLE_PLACES_API_KEY: FAKE_PLACES_KEY,
      // Nothing listens on port 9 (discard) here.
      GOOGLE_PLACES_API_URL: 'http://127.0.0.1:9',
    });
    const pass = () => refreshGoogleReviews({ db, config: unreachable, logger });
    await expect(runMaintenance(db, [pass])).resolves.toBeUndefined();
    expect((await placeRow(owner.business.id))?.lastError).toBe(reviewMessages.unavailable);
  });

  it('empties a copy two days old and a place Google no longer knows', async () => {
    await refresh();
    const owner = await goldOwner();
    const place = aPlace(2);
    await linkOwn(owner.device, place.id);

    google.removePlace(place.id);
    await ageCopy(owner.business.id, 25);
    await refresh();
    expect(await placeRow(owner.business.id)).toMatchObject({
      placeId: place.id,
      reviews: [],
      fetchedAt: null,
      lastError: reviewMessages.placeNotFound,
    });
    expect((await publicReviews(owner.business.id)).place).toBeNull();

    const other = await goldOwner();
    const kept = aPlace(1);
    await linkOwn(other.device, kept.id);
    await ageCopy(other.business.id, 49);
    // Not shown even before the pass empties it.
    expect((await publicReviews(other.business.id)).place).toBeNull();
  });
});

describe('without GOOGLE_PLACES_API_KEY', () => {
  it('fetches nothing and shows nothing, and says why', async () => {
    const owner = await ownerWithBusiness(off.app, off.database.db, { plan: 'texas_gold' });
    // A link made while a key was set.
    await off.database.db.insert(googlePlaces).values({
      businessId: owner.business.id,
      placeId: 'ChIJkeptFromBeforeXYZ',
      name: 'Kept',
      googleMapsUri: 'https://maps.google.com/?cid=1',
      rating: 4,
      userRatingCount: 3,
      reviews: [],
      fetchedAt: new Date(),
    });
    const calls = google.requests.length;

    const settings = (await (
      await owner.device.request('/api/portal/reviews')
    ).json()) as GoogleReviewsSettings;
    expect(settings).toMatchObject({ configured: false, planAllows: true });
    expect(
      await errorOf(await owner.device.post('/api/portal/reviews/search', { query: 'Kept' })),
    ).toEqual({ status: 503, code: 'unavailable', message: reviewMessages.notConfigured });
    expect(
      await errorOf(
        await owner.device.request('/api/portal/reviews/place', {
          method: 'PUT',
          json: { placeId: 'ChIJkeptFromBeforeXYZ' },
        }),
      ),
    ).toEqual({ status: 503, code: 'unavailable', message: reviewMessages.notConfigured });
    const res = await new Device(off.app).request(`/api/reviews/${owner.business.id}`);
    expect(await res.json()).toEqual({ place: null });

    const report = await refreshGoogleReviews({
      db: off.database.db,
      config: offConfig,
      logger: off.logger,
    });
    expect(report).toMatchObject({ refreshed: 0, failed: 0 });
    expect(google.requests.length).toBe(calls);
  });
});

describe('who may call', () => {
  it('needs a signed-in owner for the portal calls and an admin for the admin ones', async () => {
    const stranger = new Device(app);
    expect((await stranger.request('/api/portal/reviews')).status).toBe(401);
    expect((await stranger.post('/api/portal/reviews/search', { query: 'x' })).status).toBe(401);
    const owner = await goldOwner();
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
    expect(await publicReviews('00000000-0000-4000-8000-000000000000')).toEqual({ place: null });
  });
});
