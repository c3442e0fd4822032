/**
 * The Google reviews tests' server (reviews.test.ts, reviews-refresh.test.ts): an app
 * with a key for a local fake of Google's Places API (New), a second one without a key,
 * and the helpers both files use.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { PlanId } from '#domain/plans.js';
import type { PublicGoogleReviews } from '#domain/reviews.js';
import { loadConfig } from '../config.js';
import { googlePlaces } from '../db/schema/index.js';
import { refreshGoogleReviews } from '../features/reviews/reviews.service.js';
import { Device, ownerWithBusiness, signedInAdmin } from './accounts.js';
import { FAKE_PLACES_KEY, type FakePlace, startPlacesFake } from './places-fake.js';
import { createTestContext } from './test-app.js';

export const DETAILS = '/v1/places/';
export const SEARCH = '/v1/places:searchText';
export const HOUR = 60 * 60_000;
export const tag = () => randomBytes(3).toString('hex');

export async function reviewsTestContext() {
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

  /** A Texas Gold owner whose listing is linked to a new place with `reviews` reviews. */
  async function linkedGoldOwner(reviews: number) {
    const owner = await goldOwner();
    const place = aPlace(reviews);
    await linkOwn(owner.device, place.id);
    return { owner, place };
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
    const [row] = await db
      .select()
      .from(googlePlaces)
      .where(eq(googlePlaces.businessId, businessId));
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

  return {
    ...ctx,
    ctx,
    google,
    db,
    config,
    admin,
    off,
    offConfig,
    aPlace,
    goldOwner,
    linkedGoldOwner,
    publicReviews,
    linkOwn,
    placeRow,
    ageCopy,
    refresh,
  };
}
