import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SocialLinks } from '#domain/businesses.js';
import type { PlanId } from '#domain/plans.js';
import { analyticsEvents } from '../../db/schema/index.js';
import { analyticsRowsWhere, createBusiness, createPhoto } from '../../test/factories.js';
import { createTestContext } from '../../test/test-app.js';
import { flushAnalyticsEvents } from '../analytics/event-queue.js';

const { app, database, logs } = await createTestContext();
const db = database.db;

const unique = () => randomBytes(4).toString('hex');

async function getProfile(idOrSlug: string, init?: RequestInit) {
  return app.request(`/api/businesses/${encodeURIComponent(idOrSlug)}`, init);
}

async function profileOf(idOrSlug: string) {
  const res = await getProfile(idOrSlug);
  expect(res.status).toBe(200);
  return res.json();
}

async function expectNotFound(res: Response) {
  expect(res.status).toBe(404);
  expect((await res.json()).error).toMatchObject({
    code: 'not_found',
    message: 'Business not found',
  });
}

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

describe('GET /api/businesses/:idOrSlug lookup order', () => {
  it('finds a business by its UUID, in any letter case', async () => {
    const business = await createBusiness(db);
    expect((await profileOf(business.id)).id).toBe(business.id);
    expect((await profileOf(business.id.toUpperCase())).id).toBe(business.id);
  });

  it('finds a business by its slug', async () => {
    const business = await createBusiness(db);
    const profile = await profileOf(business.slug);
    expect(profile).toMatchObject({ id: business.id, slug: business.slug, name: business.name });
  });

  it('finds a business by its exact name', async () => {
    const business = await createBusiness(db, { name: `Kolache Corner ${unique()}` });
    expect((await profileOf(business.name)).id).toBe(business.id);
  });

  it('finds a business by its name in another letter case', async () => {
    const business = await createBusiness(db, { name: `Brazos Bakery ${unique()}` });
    expect((await profileOf(business.name.toUpperCase())).id).toBe(business.id);
  });

  it('prefers the slug over a name, and an exact name over a case-insensitive one', async () => {
    const tag = unique();
    // A business whose NAME is another business's slug.
    const bySlug = await createBusiness(db, { slug: `shared-key-${tag}` });
    await createBusiness(db, { name: `shared-key-${tag}` });
    expect((await profileOf(`shared-key-${tag}`)).id).toBe(bySlug.id);

    const lower = await createBusiness(db, { name: `Case Test ${tag}`, city: 'Bryan' });
    const exact = await createBusiness(db, { name: `CASE TEST ${tag}`, city: 'Hearne' });
    expect((await profileOf(`CASE TEST ${tag}`)).id).toBe(exact.id);
    expect((await profileOf(`Case Test ${tag}`)).id).toBe(lower.id);
  });

  it("answers an unknown id or slug with 404 'Business not found'", async () => {
    await expectNotFound(await getProfile(randomUUID()));
    await expectNotFound(await getProfile(`no-such-business-${unique()}`));
  });
});

describe('malformed ids never fail the server', () => {
  const cases: [string, string][] = [
    ['a 36-character hyphenated non-UUID', 'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz'],
    ['a 36-character string of hyphens', '-'.repeat(36)],
    ['a UUID with a wrong character', '0b7c5a4e-2f1d-4c3b-9a8e-6d5f4c3b2a1g'],
    ['a 64 KB id', 'a'.repeat(64 * 1024)],
    ['SQL in the id', "x' OR '1'='1'; DROP TABLE businesses; --"],
    ['a NUL character', 'abc\u0000def'],
    ['LIKE wildcards', '%'],
  ];
  for (const [label, id] of cases) {
    it(`answers ${label} with 404`, async () => {
      await expectNotFound(await getProfile(id));
    });
  }

  for (const raw of ['%E0%A4%A', '%ED%A0%80', '%FF%FE', '%00']) {
    it(`answers the raw path segment ${raw} with a 4xx`, async () => {
      const res = await app.request(`/api/businesses/${raw}`);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    });
  }

  it('still has its businesses after an id full of SQL', async () => {
    const business = await createBusiness(db);
    await getProfile("'; DELETE FROM businesses; --");
    expect((await profileOf(business.slug)).id).toBe(business.id);
  });
});

describe('plan gating of fields', () => {
  const gatedKeys = ['email', 'website', 'hours', 'socialLinks', 'logo'];

  /** A business with everything a plan may hide: a logo, social links and a Google profile. */
  const createFullBusiness = (plan: PlanId, socialLinks: SocialLinks) =>
    createBusiness(db, { plan, logo: '/uploads/logo.webp', socialLinks, gbpSetUp: true });

  it('leaves email, website, hours, social links and logo out of a free profile', async () => {
    const business = await createFullBusiness('free', { facebook: 'https://facebook.example/x' });
    const profile = await profileOf(business.slug);
    for (const key of gatedKeys) expect(profile).not.toHaveProperty(key);
    expect(profile).toMatchObject({
      phone: business.phone,
      address: business.address,
      city: business.city,
      category: business.category,
      rating: business.rating,
      reviews: business.reviews,
      plan: 'free',
      planLabel: 'Free',
      featured: false,
      gbpBadge: false,
    });
    const text = JSON.stringify(profile);
    expect(text).not.toContain('owner@example.com');
    expect(text).not.toContain('facebook.example');
  });

  it('shows them on a silver profile', async () => {
    const business = await createFullBusiness('silver', {
      instagram: 'https://instagram.example/x',
    });
    const profile = await profileOf(business.slug);
    expect(profile).toMatchObject({
      email: 'owner@example.com',
      website: 'https://example.com',
      hours: 'Mon-Fri: 9AM-5PM',
      socialLinks: { instagram: 'https://instagram.example/x' },
      logo: '/uploads/logo.webp',
      plan: 'silver',
      planLabel: 'Silver Plan',
      featured: false,
      // The badge is for Texas Gold only.
      gbpBadge: false,
    });
  });

  it('shows the GBP badge for texas_gold only when gbp_set_up is set', async () => {
    const withGbp = await createBusiness(db, { plan: 'texas_gold', gbpSetUp: true });
    const withoutGbp = await createBusiness(db, { plan: 'texas_gold', gbpSetUp: false });
    expect(await profileOf(withGbp.slug)).toMatchObject({
      gbpBadge: true,
      featured: true,
      planLabel: 'Texas Gold Plan',
    });
    expect((await profileOf(withoutGbp.slug)).gbpBadge).toBe(false);
  });

  it('caps the description at 100 characters for free and 1000 for paid plans', async () => {
    const long = 'Word '.repeat(300).trim();
    const free = await profileOf(
      (await createBusiness(db, { plan: 'free', description: long })).slug,
    );
    expect(free.description).toHaveLength(100);
    expect(free.description.endsWith('…')).toBe(true);

    const silver = await profileOf(
      (await createBusiness(db, { plan: 'silver', description: long })).slug,
    );
    expect(silver.description.length).toBeLessThanOrEqual(1000);
    expect(silver.description.length).toBeGreaterThan(990);
    expect(silver.description.endsWith('…')).toBe(true);

    const short = await profileOf(
      (await createBusiness(db, { plan: 'free', description: 'Short and sweet.' })).slug,
    );
    expect(short.description).toBe('Short and sweet.');
  });

  it('includes the services list', async () => {
    const business = await createBusiness(db, {
      plan: 'texas_gold',
      services: ['Drain cleaning', 'Water heaters'],
    });
    expect((await profileOf(business.slug)).services).toEqual(['Drain cleaning', 'Water heaters']);
  });
});

describe('plan gating of photos', () => {
  /** The ids of the photos the business's public profile shows, in its order. */
  const shownPhotoIds = async (slug: string) =>
    (await profileOf(slug)).photos.map((p: { id: string }) => p.id);

  async function businessWithPhotos(plan: 'free' | 'silver' | 'texas_gold', approved: number) {
    const business = await createBusiness(db, { plan });
    const photos = [];
    for (let i = 0; i < approved; i++) {
      photos.push(await createPhoto(db, business.id, { createdAt: minutesAgo(100 - i) }));
    }
    return { business, photos };
  }

  for (const [plan, limit] of [
    ['free', 1],
    ['silver', 3],
    ['texas_gold', 6],
  ] as const) {
    it(`shows at most ${limit} approved photo(s) on a ${plan} profile`, async () => {
      const { business } = await businessWithPhotos(plan, 8);
      expect((await profileOf(business.slug)).photos).toHaveLength(limit);
    });
  }

  it('never shows pending or rejected photos', async () => {
    const business = await createBusiness(db, { plan: 'texas_gold' });
    const approved = await createPhoto(db, business.id);
    await createPhoto(db, business.id, { approvalStatus: 'pending' });
    await createPhoto(db, business.id, { approvalStatus: 'rejected', isPrimary: true });
    const profile = await profileOf(business.slug);
    expect(profile.photos).toEqual([{ id: approved.id, url: approved.filePath, isPrimary: false }]);
  });

  it('puts the primary photo first, then the newest', async () => {
    const business = await createBusiness(db, { plan: 'texas_gold' });
    const oldest = await createPhoto(db, business.id, { createdAt: minutesAgo(30) });
    const primary = await createPhoto(db, business.id, {
      createdAt: minutesAgo(60),
      isPrimary: true,
    });
    const newest = await createPhoto(db, business.id, { createdAt: minutesAgo(1) });
    const middle = await createPhoto(db, business.id, { createdAt: minutesAgo(10) });
    expect(await shownPhotoIds(business.slug)).toEqual([
      primary.id,
      newest.id,
      middle.id,
      oldest.id,
    ]);
  });

  it('keeps the primary photo when the plan allows only one', async () => {
    const business = await createBusiness(db, { plan: 'free' });
    await createPhoto(db, business.id, { createdAt: minutesAgo(1) });
    const primary = await createPhoto(db, business.id, {
      createdAt: minutesAgo(90),
      isPrimary: true,
    });
    expect(await shownPhotoIds(business.slug)).toEqual([primary.id]);
  });
});

describe('profile views', () => {
  const viewsOf = (businessId: string) =>
    analyticsRowsWhere(
      db,
      and(
        eq(analyticsEvents.businessId, businessId),
        eq(analyticsEvents.eventType, 'profile_view'),
      ),
    );

  it('records one profile_view per request, with the referrer cut to its origin and path', async () => {
    const business = await createBusiness(db);
    await getProfile(business.slug, {
      headers: { referer: 'https://www.google.com/search?q=plumber+near+me' },
    });
    await getProfile(business.id);
    const views = await viewsOf(business.id);
    expect(views).toHaveLength(2);
    expect(views.map((v) => v.referrer)).toContain('https://www.google.com/search');
  });

  it('records nothing for a business that is not found', async () => {
    const before = await analyticsRowsWhere(db, eq(analyticsEvents.eventType, 'profile_view'));
    await getProfile(`missing-${unique()}`);
    const after = await analyticsRowsWhere(db, eq(analyticsEvents.eventType, 'profile_view'));
    expect(after).toHaveLength(before.length);
  });

  it('still answers the profile when the view cannot be recorded', async () => {
    const business = await createBusiness(db);
    // Deleting the row between lookup and insert is hard to time; a broken table is not.
    await db.execute(
      sql`alter table analytics_events add constraint no_views check (event_type <> 'profile_view') not valid`,
    );
    try {
      const res = await getProfile(business.slug);
      expect(res.status).toBe(200);
      expect((await res.json()).id).toBe(business.id);
      await flushAnalyticsEvents(db);
      expect(logs.some((l) => l.msg === 'analytics events not recorded')).toBe(true);
    } finally {
      await db.execute(sql`alter table analytics_events drop constraint no_views`);
    }
  });
});
