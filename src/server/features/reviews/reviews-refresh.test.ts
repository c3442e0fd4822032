import { describe, expect, it } from 'vitest';
import { type GoogleReviewsSettings, REVIEWS_REFRESH_MS, reviewMessages } from '#domain/reviews.js';
import { loadConfig } from '../../config.js';
import { googlePlaces } from '../../db/schema/index.js';
import { runMaintenance } from '../../platform/maintenance.js';
import { TOO_MANY_ATTEMPTS } from '../../platform/rate-limit.js';
import { Device, errorOf, ownerWithBusiness } from '../../test/accounts.js';
import { FAKE_PLACES_KEY } from '../../test/places-fake.js';
import { DETAILS, HOUR, reviewsTestContext, tag } from '../../test/reviews-context.js';
import { GOOGLE_CALLS_RATE_LIMIT, refreshGoogleReviews } from './reviews.service.js';

const { google, ctx, db, logger, off, offConfig, ...reviews } = await reviewsTestContext();

describe('failures at Google are clear refusals and never leave a half-written link', () => {
  it('answers a spent quota, an outage, an unknown place and a refused key with their messages', async () => {
    const owner = await reviews.goldOwner();
    const place = reviews.aPlace(2);

    google.failNext(429, 'Quota exceeded for quota metric');
    expect(
      await errorOf(await owner.device.post('/api/portal/reviews/search', { query: place.name })),
    ).toEqual({ status: 503, code: 'unavailable', message: reviewMessages.quota });

    google.failNext(500, 'Internal error encountered.');
    expect(await errorOf(await reviews.linkOwn(owner.device, place.id))).toEqual({
      status: 503,
      code: 'unavailable',
      message: reviewMessages.unavailable,
    });
    expect(await reviews.placeRow(owner.business.id)).toBeNull();

    google.failNext(403, 'The caller does not have permission');
    expect(await errorOf(await reviews.linkOwn(owner.device, place.id))).toEqual({
      status: 503,
      code: 'unavailable',
      message: reviewMessages.denied,
    });

    expect(await errorOf(await reviews.linkOwn(owner.device, 'ChIJnoSuchPlaceAtAll'))).toEqual({
      status: 404,
      code: 'not_found',
      message: reviewMessages.placeNotFound,
    });
    expect(await reviews.placeRow(owner.business.id)).toBeNull();

    // A working link, then a failed relink: the first link stays as it was.
    await reviews.linkOwn(owner.device, place.id);
    google.failNext(503, 'The service is currently unavailable.');
    await reviews.linkOwn(owner.device, reviews.aPlace(1).id);
    expect((await reviews.placeRow(owner.business.id))?.placeId).toBe(place.id);
  });

  it('says what is wrong with the request itself', async () => {
    const owner = await reviews.goldOwner();
    expect(
      await errorOf(await owner.device.post('/api/portal/reviews/search', { query: '  ' })),
    ).toEqual({
      status: 400,
      code: 'validation',
      message: reviewMessages.queryRequired,
    });
    expect(await errorOf(await reviews.linkOwn(owner.device, 'not a place id'))).toEqual({
      status: 400,
      code: 'validation',
      message: reviewMessages.placeIdRequired,
    });
  });

  it('limits the billed calls to Google per listing and hour', async () => {
    const owner = await reviews.goldOwner();
    const place = reviews.aPlace(1);
    const calls = google.requests.length;
    for (let i = 0; i < GOOGLE_CALLS_RATE_LIMIT.max; i++) {
      const res = await owner.device.post('/api/portal/reviews/search', { query: place.name });
      expect(res.status).toBe(200);
    }
    expect(await errorOf(await reviews.linkOwn(owner.device, place.id))).toEqual({
      status: 429,
      code: 'rate_limited',
      message: TOO_MANY_ATTEMPTS,
    });
    expect(google.requests.length).toBe(calls + GOOGLE_CALLS_RATE_LIMIT.max);
  });

  it('offers no candidates when Google finds nothing', async () => {
    const owner = await reviews.goldOwner();
    const res = await owner.device.post('/api/portal/reviews/search', {
      query: `Nothing By This Name ${tag()}`,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ candidates: [] });
  });
});

describe('the daily reviews.refresh in the maintenance pass', () => {
  it('reads linked places again after a day, with new reviews and rating', async () => {
    await reviews.refresh(); // what earlier tests left due
    const { owner, place } = await reviews.linkedGoldOwner(2);

    // Read less than a day ago: not due.
    const calls = () => google.requestsTo(`${DETAILS}${place.id}`).length;
    const before = calls();
    await runMaintenance(db, [reviews.refresh]);
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
    await reviews.ageCopy(owner.business.id, REVIEWS_REFRESH_MS / HOUR + 1);
    await runMaintenance(db, [reviews.refresh]);
    expect(calls()).toBe(before + 1);
    const shown = await reviews.publicReviews(owner.business.id);
    expect(shown.place).toMatchObject({ rating: 4.8, userRatingCount: 130 });
    expect(shown.place?.reviews.map((r) => r.authorName)[0]).toBe('New Reviewer');
  });

  it('records a failure on the place, goes on with the next one, and stops at a spent quota without failing the pass', async () => {
    await reviews.refresh(); // what earlier tests left due
    const owners = [
      await reviews.goldOwner(),
      await reviews.goldOwner(),
      await reviews.goldOwner(),
      await reviews.goldOwner(),
    ];
    const places = owners.map(() => reviews.aPlace(1));
    for (const [i, owner] of owners.entries()) {
      await reviews.linkOwn(owner.device, places[i].id);
      // Oldest first: an outage, a good read, a spent quota, and one left for later.
      await reviews.ageCopy(owner.business.id, 40 - i);
    }
    google.failPlace(places[0].id, 500, 'Internal error encountered.');
    google.failPlace(places[2].id, 429, 'Quota exceeded for quota metric');
    const reads = (i: number) => google.requestsTo(`${DETAILS}${places[i].id}`).length;
    const lastRead = reads(3);

    const report = await reviews.refresh();
    expect(report).toMatchObject({ refreshed: 1, failed: 2, stoppedByQuota: true });
    expect(reads(3)).toBe(lastRead);

    const [outage, read, quota, later] = await Promise.all(
      owners.map((o) => reviews.placeRow(o.business.id)),
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
    await expect(runMaintenance(db, [reviews.refresh])).resolves.toBeUndefined();
    expect((await reviews.placeRow(owners[3].business.id))?.lastError).toBe(reviewMessages.quota);
    google.healPlace(places[0].id);
    google.healPlace(places[2].id);
    google.healPlace(places[3].id);
  });

  it('records an unreachable Google as an outage and completes', async () => {
    await reviews.refresh();
    const { owner } = await reviews.linkedGoldOwner(1);
    await reviews.ageCopy(owner.business.id, 30);
    const unreachable = loadConfig({
      DATA_DIR: ctx.dataDir,
      GOOGLE_PLACES_API_KEY: FAKE_PLACES_KEY,
      // Nothing listens on port 9 (discard) here.
      GOOGLE_PLACES_API_URL: 'http://127.0.0.1:9',
    });
    const pass = () => refreshGoogleReviews({ db, config: unreachable, logger });
    await expect(runMaintenance(db, [pass])).resolves.toBeUndefined();
    expect((await reviews.placeRow(owner.business.id))?.lastError).toBe(reviewMessages.unavailable);
  });

  it('empties a copy two days old and a place Google no longer knows', async () => {
    await reviews.refresh();
    const { owner, place } = await reviews.linkedGoldOwner(2);

    google.removePlace(place.id);
    await reviews.ageCopy(owner.business.id, 25);
    await reviews.refresh();
    expect(await reviews.placeRow(owner.business.id)).toMatchObject({
      placeId: place.id,
      reviews: [],
      fetchedAt: null,
      lastError: reviewMessages.placeNotFound,
    });
    expect((await reviews.publicReviews(owner.business.id)).place).toBeNull();

    const other = await reviews.goldOwner();
    const kept = reviews.aPlace(1);
    await reviews.linkOwn(other.device, kept.id);
    await reviews.ageCopy(other.business.id, 49);
    // Not shown even before the pass empties it.
    expect((await reviews.publicReviews(other.business.id)).place).toBeNull();
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
