/**
 * The pricing cards' promises against the server (issue 26 point 4). The cards list
 * planFeatures() of each plan (src/domain/plan-features.ts); this walks the catalogue
 * and checks, for every line of every card, that the server provides it on that plan
 * and refuses it on each plan below whose card does not make the same promise.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { BusinessCard, BusinessProfile, HomeDirectory } from '#domain/businesses.js';
import { DEFAULT_INSIGHT_PERIOD, insightMessages, type ListingInsights } from '#domain/insights.js';
import type { Page } from '#domain/paging.js';
import { photoLimitMessage } from '#domain/photos.js';
import { type PlanFeature, type PlanFeatureKey, planFeatures } from '#domain/plan-features.js';
import { PLAN_IDS, PLANS, type PlanId } from '#domain/plans.js';
import { descriptionLimitMessage } from '#domain/profile-changes.js';
import { type PublicGoogleReviews, reviewMessages } from '#domain/reviews.js';
import { Device, errorOf, ownerWithBusiness } from '../../test/accounts.js';
import { eventInput, midMonthIn } from '../../test/events.js';
import { createBusiness } from '../../test/factories.js';
import { pictureOf } from '../../test/images.js';
import { FAKE_PLACES_KEY, startPlacesFake } from '../../test/places-fake.js';
import { formOf } from '../../test/portal-context.js';
import { createTestContext } from '../../test/test-app.js';

const google = await startPlacesFake();
const { app, database } = await createTestContext({
  GOOGLE_PLACES_API_KEY: FAKE_PLACES_KEY,
  GOOGLE_PLACES_API_URL: google.url,
});
const { db } = database;
const tag = () => randomBytes(3).toString('hex');

const owner = (plan: PlanId) => ownerWithBusiness(app, db, { plan, name: `Plan Check ${tag()}` });

async function json<T>(res: Response, status = 200): Promise<T> {
  expect(res.status).toBe(status);
  return (await res.json()) as T;
}

async function profileOf(plan: PlanId) {
  const business = await createBusiness(db, { plan });
  return json<BusinessProfile>(await new Device(app).request(`/api/businesses/${business.id}`));
}

function photoForm(bytes: Buffer) {
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'photo.png');
  return form;
}

/** Uploads `n` photos as the owner; answers the statuses. */
async function uploadPhotos(plan: PlanId, n: number) {
  const { device } = await owner(plan);
  const bytes = await pictureOf('png', { width: 32, height: 32 });
  const answers: Response[] = [];
  for (let i = 0; i < n; i++)
    answers.push(await device.upload('/api/portal/photos', photoForm(bytes)));
  return answers;
}

/** Posts an event two months ahead, mid-month, from `startsAt` to `endsAt` ('HH:MM'). */
function postEventTwoMonthsAhead(device: Device, startsAt: string, endsAt: string) {
  return device.post(
    '/api/portal/events',
    eventInput({ startsAt: midMonthIn(2, startsAt), endsAt: midMonthIn(2, endsAt) }),
  );
}

async function submitDescription(plan: PlanId, length: number) {
  const { device, business } = await owner(plan);
  return device.post(
    '/api/portal/profile-changes',
    formOf(business, { description: 'd'.repeat(length) }),
  );
}

const POSTING = {
  title: 'Line Cook',
  category: 'Hospitality',
  location: 'Bryan, TX',
  description: 'Cook breakfast and lunch for a busy diner.',
  requiredSkills: ['Food safety'],
  customQuestions: [],
};

/** Links the listing to a place with five reviews; answers the link and the profile's block. */
async function linkGoogleReviews(plan: PlanId) {
  const { device, business } = await owner(plan);
  const id = `ChIJplanCheck${tag()}`;
  google.addPlace({
    id,
    name: `Plan Check Place ${tag()}`,
    address: '1 College Main, College Station, TX',
    rating: 4.5,
    userRatingCount: 40,
    reviews: [1, 2, 3, 4, 5].map((n) => ({ author: `Reviewer ${n}`, rating: 5, text: 'Great.' })),
  });
  const link = await device.request('/api/portal/reviews/place', {
    method: 'PUT',
    json: { placeId: id },
  });
  const block = await json<PublicGoogleReviews>(
    await new Device(app).request(`/api/reviews/${business.id}`),
  );
  return { link, block };
}

/** A search for a name both listings share: the cards in the server's order. */
async function searchBoth(plan: PlanId, other: PlanId) {
  const shared = `Placement${tag()}`;
  const mine = await createBusiness(db, { plan, name: `${shared} Mine` });
  const theirs = await createBusiness(db, { plan: other, name: `${shared} Theirs` });
  const page = await json<Page<BusinessCard>>(
    await new Device(app).request(`/api/businesses/search?q=${shared}`),
  );
  const cards = page.items.filter((card) => card.id === mine.id || card.id === theirs.id);
  return { cards, mine: cards.find((card) => card.id === mine.id) };
}

interface Check {
  /** The server gives `plan` what the line promises. */
  provided: (plan: PlanId, feature: PlanFeature) => Promise<void>;
  /** The server refuses `plan` (a lower one) what the line promises. */
  refused: (plan: PlanId, feature: PlanFeature) => Promise<void>;
}

const notApplicable = async () => {
  throw new Error('every plan makes this promise');
};

/** How the server keeps each promise. */
const CHECKS: Record<PlanFeatureKey, Check> = {
  listing: {
    provided: async (plan) => {
      const profile = await profileOf(plan);
      expect(profile.name).toBeTruthy();
      expect(profile.address).toBe('100 Main St');
      expect(profile.phone).toBe('(979) 555-0100');
    },
    refused: notApplicable,
  },
  photos: {
    provided: async (plan, { amount = 0 }) => {
      const answers = await uploadPhotos(plan, amount + 1);
      expect(answers.slice(0, amount).map((res) => res.status)).toEqual(Array(amount).fill(201));
      expect(await errorOf(answers[amount])).toMatchObject({
        status: 409,
        message: photoLimitMessage(plan),
      });
    },
    refused: async (plan, { amount = 0 }) => {
      const answers = await uploadPhotos(plan, amount);
      expect(answers.at(-1)?.status).toBe(409);
      expect((await errorOf(answers.at(-1) as Response)).message).toBe(photoLimitMessage(plan));
    },
  },
  description: {
    provided: async (plan, { amount = 0 }) => {
      expect((await submitDescription(plan, amount)).status).toBe(201);
    },
    refused: async (plan, { amount = 0 }) => {
      expect(await errorOf(await submitDescription(plan, amount))).toMatchObject({
        status: 400,
        message: descriptionLimitMessage(plan),
      });
    },
  },
  'contact-details': {
    provided: async (plan) => {
      const profile = await profileOf(plan);
      expect(profile).toMatchObject({
        website: 'https://example.com',
        email: 'owner@example.com',
        hours: 'Mon-Fri: 9AM-5PM',
      });
    },
    refused: async (plan) => {
      const profile = await profileOf(plan);
      expect(Object.keys(profile)).not.toContain('website');
      expect(Object.keys(profile)).not.toContain('email');
      expect(Object.keys(profile)).not.toContain('hours');
    },
  },
  jobs: {
    provided: async (plan) => {
      const { device } = await owner(plan);
      expect((await device.post('/api/portal/jobs', POSTING)).status).toBe(201);
    },
    refused: async (plan) => {
      const { device } = await owner(plan);
      expect((await device.post('/api/portal/jobs', POSTING)).status).toBe(403);
    },
  },
  insights: {
    provided: async (plan) => {
      const { device } = await owner(plan);
      const report = await json<ListingInsights>(await device.request('/api/portal/insights'));
      expect(report.days).toBe(DEFAULT_INSIGHT_PERIOD);
      expect(report.daily).toHaveLength(DEFAULT_INSIGHT_PERIOD);
    },
    refused: async (plan) => {
      const { device } = await owner(plan);
      expect(await errorOf(await device.request('/api/portal/insights'))).toMatchObject({
        status: 403,
        message: insightMessages.planRequired,
      });
    },
  },
  events: {
    provided: async (plan, { amount = 0 }) => {
      const { device } = await owner(plan);
      for (let i = 0; i < amount; i++) {
        const res = await postEventTwoMonthsAhead(device, `1${i}:00`, `1${i}:30`);
        expect(res.status).toBe(201);
      }
      // One more in the same month is refused: the card's number is the limit.
      const more = await postEventTwoMonthsAhead(device, '20:00', '21:00');
      expect(more.status).toBe(409);
    },
    refused: async (plan) => {
      const { device } = await owner(plan);
      const res = await postEventTwoMonthsAhead(device, '18:00', '19:00');
      expect(res.status).toBe(403);
    },
  },
  'google-reviews': {
    provided: async (plan, { amount = 0 }) => {
      const { link, block } = await linkGoogleReviews(plan);
      expect(link.status).toBe(200);
      expect(block.place?.reviews).toHaveLength(amount);
    },
    refused: async (plan) => {
      const { link, block } = await linkGoogleReviews(plan);
      expect(await errorOf(link)).toMatchObject({
        status: 403,
        message: reviewMessages.planRequired,
      });
      expect(block.place).toBeNull();
    },
  },
  featured: {
    provided: async (plan) => {
      const lowest = PLAN_IDS.find((id) => PLANS[id].rank < PLANS[plan].rank) ?? 'free';
      const { cards, mine } = await searchBoth(plan, lowest);
      expect(mine?.featured).toBe(true);
      expect(cards[0]?.id).toBe(mine?.id);
      // The home page's featured cards (this file makes fewer listings of the plan than it shows).
      const home = await json<HomeDirectory>(await new Device(app).request('/api/businesses/home'));
      expect(home.featured.find((card) => card.id === mine?.id)?.featured).toBe(true);
    },
    refused: async (plan) => {
      const best = PLAN_IDS.find((id) => PLANS[id].featured) as PlanId;
      const { cards, mine } = await searchBoth(plan, best);
      expect(mine?.featured).toBe(false);
      expect(cards.at(-1)?.id).toBe(mine?.id);
      const home = await json<HomeDirectory>(await new Device(app).request('/api/businesses/home'));
      expect(
        home.featured.filter((card) => card.plan === plan).every((card) => !card.featured),
      ).toBe(true);
    },
  },
};

const below = (plan: PlanId) => PLAN_IDS.filter((id) => PLANS[id].rank < PLANS[plan].rank);
const lists = (plan: PlanId, label: string) =>
  planFeatures(PLANS[plan]).some((feature) => feature.label === label);

describe('every line of every pricing card is kept by the server', () => {
  for (const plan of PLAN_IDS) {
    const { marketingName } = PLANS[plan];
    for (const feature of planFeatures(PLANS[plan])) {
      const check = CHECKS[feature.key];
      it(`${marketingName}: '${feature.label}' is provided`, () => check.provided(plan, feature));
      for (const lower of below(plan).filter((id) => !lists(id, feature.label))) {
        it(`${marketingName}: '${feature.label}' is refused on ${PLANS[lower].marketingName}`, () =>
          check.refused(lower, feature));
      }
    }
  }
});
