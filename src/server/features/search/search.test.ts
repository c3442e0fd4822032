import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import type { BusinessCard, HomeDirectory, Listing } from '#domain/businesses.js';
import { CATEGORIES } from '#domain/categories.js';
import type { Page } from '#domain/paging.js';
import { analyticsEvents, businesses } from '../../db/schema/index.js';
import { createBusiness, createPhoto } from '../../test/factories.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';
import { flushAnalyticsEvents } from '../analytics/event-queue.js';

/**
 * The directory's search, featured selection, listings and suggestions through
 * the HTTP API. Tests that look at the whole table (featured, cities) get a
 * database of their own; the rest keep to a city made up for the test.
 */
const shared = await createTestContext();
const { app, database } = shared;
const db = database.db;

interface ErrorBody {
  error: { code: string; message: string };
}

/**
 * A city no other test uses. Letters only: a random hex suffix such as '168c63' would
 * be a word that a search for '1' rightly matches (the '" or 1=1 --' case below).
 */
const uniqueCity = (label: string) =>
  `${label} ${[...randomBytes(6)].map((b) => String.fromCharCode(97 + (b % 26))).join('')}`;

async function getJson<T>(ctx: Pick<TestContext, 'app'>, path: string, status = 200) {
  const res = await ctx.app.request(path);
  expect(res.status, `${path} -> ${res.status}`).toBe(status);
  return (await res.json()) as T;
}

const search = (params: Record<string, string>) =>
  getJson<Page<BusinessCard>>(shared, `/api/businesses/search?${new URLSearchParams(params)}`);
const names = (page: Page<{ name: string }>) => page.items.map((i) => i.name);

const PLAN_ORDER = ['texas_gold', 'silver', 'free'];
function expectPlansInTierOrder(cards: { plan: string }[]) {
  const ranks = cards.map((c) => PLAN_ORDER.indexOf(c.plan));
  expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
}

describe('featured', () => {
  test('fills 16 places with texas_gold, then silver, then free, with default texts', async () => {
    const ctx = await createTestContext();
    const cdb = ctx.database.db;
    const gold = [
      await createBusiness(cdb, { plan: 'texas_gold', description: null, category: null }),
      await createBusiness(cdb, { plan: 'texas_gold' }),
      await createBusiness(cdb, { plan: 'texas_gold', description: 'x'.repeat(1500) }),
    ];
    const silver = [];
    for (let i = 0; i < 4; i++) silver.push(await createBusiness(cdb, { plan: 'silver' }));
    const free = [];
    for (let i = 0; i < 20; i++) free.push(await createBusiness(cdb, { plan: 'free' }));

    const { featured } = await getJson<HomeDirectory>(ctx, '/api/businesses/home');

    expect(featured).toHaveLength(16);
    const ids = featured.map((c) => c.id);
    expect(new Set(ids.slice(0, 3))).toEqual(new Set(gold.map((b) => b.id)));
    expect(new Set(ids.slice(3, 7))).toEqual(new Set(silver.map((b) => b.id)));
    const freeIds = new Set(free.map((b) => b.id));
    expect(ids.slice(7).every((id) => freeIds.has(id))).toBe(true);
    expectPlansInTierOrder(featured);

    const bare = featured.find((c) => c.id === gold[0].id);
    expect(bare).toMatchObject({ category: 'Business', description: 'A featured local business.' });
    expect(bare).toEqual({
      id: gold[0].id,
      slug: gold[0].slug,
      name: gold[0].name,
      category: 'Business',
      city: 'Bryan',
      image: null,
      description: 'A featured local business.',
      plan: 'texas_gold',
      featured: true,
      rating: 4.5,
    });
    // Texas Gold keeps 1000 characters; free is cut at 100, both with an ellipsis.
    const long = featured.find((c) => c.id === gold[2].id);
    expect(long?.description).toHaveLength(1000);
    expect(long?.description.endsWith('…')).toBe(true);
  });

  test('never shows more than 16 and shuffles each plan', async () => {
    const ctx = await createTestContext();
    const cdb = ctx.database.db;
    const gold = new Set<string>();
    for (let i = 0; i < 20; i++) gold.add((await createBusiness(cdb, { plan: 'texas_gold' })).id);
    await createBusiness(cdb, { plan: 'silver' });

    const orders = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const { items } = await getJson<Page<BusinessCard>>(ctx, '/api/businesses/featured');
      expect(items).toHaveLength(16);
      expect(items.every((c) => gold.has(c.id))).toBe(true);
      orders.add(items.map((c) => c.id).join());
    }
    // 20 draws of 16 out of 20 businesses: the chance that all are equal is nil.
    expect(orders.size).toBeGreaterThan(1);
  });

  test('an empty directory features nothing', async () => {
    const ctx = await createTestContext();
    const home = await getJson<HomeDirectory>(ctx, '/api/businesses/home');
    expect(home.featured).toEqual([]);
    expect(home.cities).toEqual([]);
  });

  test('a card shows the primary approved photo when the business has no image', async () => {
    const ctx = await createTestContext();
    const cdb = ctx.database.db;
    const business = await createBusiness(cdb, { plan: 'silver', image: null });
    await createPhoto(cdb, business.id, { approvalStatus: 'rejected' });
    const primary = await createPhoto(cdb, business.id, { isPrimary: true });
    await createPhoto(cdb, business.id);
    const { featured } = await getJson<HomeDirectory>(ctx, '/api/businesses/home');
    expect(featured[0].image).toBe(primary.filePath);
  });
});

describe('home directory', () => {
  test('lists the 16 categories and the distinct sorted cities of stored businesses', async () => {
    const ctx = await createTestContext();
    const cdb = ctx.database.db;
    await createBusiness(cdb, { city: 'Navasota' });
    await createBusiness(cdb, { city: 'Bryan' });
    await createBusiness(cdb, { city: 'Bryan' });
    await createBusiness(cdb, { city: null });
    await createBusiness(cdb, { city: '  ' });
    await createBusiness(cdb, { city: 'College Station' });
    const home = await getJson<{ cities: string[]; categories: string[] }>(
      ctx,
      '/api/businesses/home',
    );
    expect(home.cities).toEqual(['Bryan', 'College Station', 'Navasota']);
    expect(home.categories).toEqual([...CATEGORIES]);
  });
});

describe('search', () => {
  test('needs a category, a city or text', async () => {
    for (const path of ['/api/businesses/search', '/api/businesses/search?category=&city=%20']) {
      const body = await getJson<ErrorBody>(shared, path, 400);
      expect(body.error).toMatchObject({
        code: 'validation',
        message: 'Please select a category or city to search.',
      });
    }
  });

  test('puts texas_gold first, then silver, then free', async () => {
    const city = uniqueCity('Plantown');
    await createBusiness(db, { city, plan: 'free', name: 'Aaron Free Shop', rating: 5 });
    await createBusiness(db, { city, plan: 'texas_gold', name: 'Zed Gold Shop', rating: 3 });
    await createBusiness(db, { city, plan: 'silver', name: 'Mid Silver Shop' });
    await createBusiness(db, { city, plan: 'texas_gold', name: 'Able Gold Shop', rating: 4 });
    const page = await search({ city });
    expect(page.items.map((c) => c.plan)).toEqual(['texas_gold', 'texas_gold', 'silver', 'free']);
    expect(page.total).toBe(4);
  });

  test('within a plan, the closer match comes first', async () => {
    const city = uniqueCity('Rankville');
    await createBusiness(db, {
      city,
      plan: 'silver',
      name: 'Corner Store',
      description: 'We also fix a leaky faucet now and then.',
    });
    await createBusiness(db, { city, plan: 'silver', name: 'Faucet Kings', category: 'Plumbers' });
    const page = await search({ city, q: 'faucet' });
    expect(names(page)).toEqual(['Faucet Kings', 'Corner Store']);
  });

  test('matches the category case-insensitively and anywhere in its name', async () => {
    const city = uniqueCity('Spa Town');
    await createBusiness(db, { city, category: 'Massage Parlors', name: 'Knead Relief' });
    await createBusiness(db, { city, category: 'Gyms', name: 'Lift House' });
    expect(names(await search({ category: 'massage', city }))).toEqual(['Knead Relief']);
    expect(names(await search({ category: 'MASSAGE PARLORS', city }))).toEqual(['Knead Relief']);
  });

  test('matches the city exactly, ignoring case', async () => {
    const city = uniqueCity('Brazosville');
    await createBusiness(db, { city, name: 'In Town Cafe' });
    await createBusiness(db, { city: `${city} North`, name: 'Out Of Town Cafe' });
    expect(names(await search({ city: city.toLowerCase() }))).toEqual(['In Town Cafe']);
    expect(names(await search({ city: city.toUpperCase() }))).toEqual(['In Town Cafe']);
  });

  test('finds a business despite a typo in its name or category', async () => {
    const plumbing = await createBusiness(db, {
      name: 'Aggieland Plumbing',
      city: uniqueCity('Typo'),
      category: 'Services',
    });
    const diner = await createBusiness(db, {
      name: 'Golden Fork',
      city: uniqueCity('Typo'),
      category: 'Restaurants',
      description: 'Chicken fried steak and pie.',
    });
    expect((await search({ q: 'plumbr' })).items.map((c) => c.id)).toContain(plumbing.id);
    expect((await search({ q: 'resturant' })).items.map((c) => c.id)).toContain(diner.id);
    expect((await search({ q: 'Resturant' })).items.map((c) => c.id)).toContain(diner.id);
  });

  test('finds a business from part of a word and from its description', async () => {
    const city = uniqueCity('Partial');
    const plumbing = await createBusiness(db, { name: 'Aggieland Plumbing', city });
    const smoker = await createBusiness(db, {
      name: 'Post Oak Pit',
      city,
      description: 'Slow-smoked brisket every Saturday.',
    });
    expect((await search({ q: 'plumb', city })).items.map((c) => c.id)).toEqual([plumbing.id]);
    expect((await search({ q: 'Agg', city })).items.map((c) => c.id)).toEqual([plumbing.id]);
    expect((await search({ q: 'brisket', city })).items.map((c) => c.id)).toEqual([smoker.id]);
    expect((await search({ q: 'nothing like this', city })).items).toEqual([]);
  });

  test('returns at most 50 cards with the default description', async () => {
    const city = uniqueCity('Bigtown');
    const rows = Array.from({ length: 55 }, (_, i) => ({
      slug: `bigtown-${randomBytes(4).toString('hex')}`,
      name: `Bigtown Shop ${String(i).padStart(2, '0')}`,
      city,
      category: 'Shopping',
      description: i === 0 ? null : 'Gifts.',
    }));
    await createBusiness(db, rows[0]);
    await db.insert(businesses).values(rows.slice(1));
    const page = await search({ city });
    expect(page.items).toHaveLength(50);
    expect(page.total).toBe(55);
    const bare = await search({ city, q: 'Bigtown Shop 00' });
    expect(bare.items[0]).toMatchObject({
      name: 'Bigtown Shop 00',
      description: 'A local business.',
      category: 'Shopping',
    });
  });

  test('writes one search_result impression per card, in one statement', async () => {
    const city = uniqueCity('Impressions');
    for (let i = 0; i < 3; i++) await createBusiness(db, { city });
    const page = await search({ city });
    expect(page.items).toHaveLength(3);
    // Queued with other requests' events; a reader on this server writes them first.
    await flushAnalyticsEvents(db);
    const rows = await db
      .select({ createdAt: analyticsEvents.createdAt, page: analyticsEvents.page })
      .from(analyticsEvents)
      .where(
        and(
          eq(analyticsEvents.eventType, 'search_result'),
          inArray(
            analyticsEvents.businessId,
            page.items.map((c) => c.id),
          ),
        ),
      );
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.page === 'home')).toBe(true);
    // now() is the statement's transaction time: one insert gives one timestamp.
    expect(new Set(rows.map((r) => r.createdAt.getTime())).size).toBe(1);
  });

  test('a failed impression write is logged and the search still answers', async () => {
    const ctx = await createTestContext();
    const city = uniqueCity('Broken');
    await createBusiness(ctx.database.db, { city });
    await ctx.database.db.execute(sql`drop table analytics_events`);
    const page = await getJson<Page<BusinessCard>>(
      ctx,
      `/api/businesses/search?city=${encodeURIComponent(city)}`,
    );
    expect(page.items).toHaveLength(1);
    await flushAnalyticsEvents(ctx.database.db);
    expect(ctx.logs.some((l) => l.msg === 'analytics events not recorded')).toBe(true);
  });
});

describe('bad input never fails the server', () => {
  test('a 64 KB query is refused with a clear message', async () => {
    const q = 'a'.repeat(64 * 1024);
    for (const path of [
      '/api/businesses/search',
      '/api/businesses',
      '/api/businesses/suggestions',
    ]) {
      const body = await getJson<ErrorBody>(shared, `${path}?q=${q}`, 400);
      expect(body.error.message).toBe('Search text must be 200 characters or fewer.');
    }
    const body = await getJson<ErrorBody>(
      shared,
      `/api/businesses/search?category=${'b'.repeat(5000)}`,
      400,
    );
    expect(body.error.message).toBe('Category must be 100 characters or fewer.');
  });

  test('SQL, HTML, wildcards and control characters are only text', async () => {
    const city = uniqueCity('Safe');
    await createBusiness(db, { city, name: 'Safe Harbor Insurance', category: 'Insurance' });
    const nasty = [
      "'; drop table businesses; --",
      '<script>alert(1)</script>',
      '" or 1=1 --',
      '%',
      '_',
      '\\',
      'plumb:* | !x & (',
      '\u0000',
      '%00%01',
      '💥🔥',
      '!!!',
    ];
    for (const value of nasty) {
      for (const key of ['q', 'category', 'city']) {
        for (const path of ['/api/businesses/search', '/api/businesses']) {
          const params = new URLSearchParams({ [key]: value });
          const res = await app.request(`${path}?${params}`);
          expect([200, 400], `${path}?${params}`).toContain(res.status);
          // Only control characters are blank: the listings then list everything.
          if (res.status === 200 && value !== '\u0000') {
            const body = (await res.json()) as Page<BusinessCard>;
            expect(
              body.items.map((c) => c.city),
              `${path}?${params}`,
            ).not.toContain(city);
          }
        }
      }
      const res = await app.request(
        `/api/businesses/suggestions?${new URLSearchParams({ q: value })}`,
      );
      expect(res.status).toBe(200);
    }
    // A literal % or _ matches no category; the table is still there.
    expect((await search({ category: '%', city })).items).toEqual([]);
    expect((await search({ category: '_', city })).items).toEqual([]);
    expect(names(await search({ category: 'insurance', city }))).toEqual(['Safe Harbor Insurance']);
  });

  test('a raw NUL byte and malformed escapes answer 200 or 400', async () => {
    for (const raw of ['q=%00', 'q=%E0%A4%A', 'q=%ZZ', 'city=%C0%80', 'q=a&q=b']) {
      const res = await app.request(`/api/businesses/search?${raw}`);
      expect([200, 400], raw).toContain(res.status);
    }
  });

  test('limit and offset out of range are refused; a far offset is an empty page', async () => {
    const cases: [string, string][] = [
      ['offset=1000000000000', 'Offset must be a whole number from 0 to 1000000.'],
      ['offset=-1', 'Offset must be a whole number from 0 to 1000000.'],
      ['offset=1.5', 'Offset must be a whole number from 0 to 1000000.'],
      ['offset=abc', 'Offset must be a whole number from 0 to 1000000.'],
      ['limit=0', 'Limit must be a whole number from 1 to 100.'],
      ['limit=101', 'Limit must be a whole number from 1 to 100.'],
      ['limit=1e400', 'Limit must be a whole number from 1 to 100.'],
    ];
    for (const [query, message] of cases) {
      const body = await getJson<ErrorBody>(shared, `/api/businesses?${query}`, 400);
      expect(body.error.message).toBe(message);
    }
    await createBusiness(db, { city: uniqueCity('Far') });
    const far = await getJson<Page<Listing>>(shared, '/api/businesses?offset=1000000');
    expect(far.items).toEqual([]);
    expect(far.total).toBeGreaterThan(0);
  });
});

describe('listings', () => {
  test('lists by category then name, one page at a time', async () => {
    const city = uniqueCity('Listville');
    const made = [
      ['Shopping', 'Beta Books'],
      ['Gyms', 'Zeta Fitness'],
      ['Shopping', 'Alpha Antiques'],
      ['Air Conditioning', 'Mango Air'],
      ['Gyms', 'Delta Barbell'],
    ];
    for (const [category, name] of made) await createBusiness(db, { city, category, name });
    const expected = ['Mango Air', 'Delta Barbell', 'Zeta Fitness', 'Alpha Antiques', 'Beta Books'];

    const all = await getJson<Page<Listing>>(
      shared,
      `/api/businesses?city=${encodeURIComponent(city)}`,
    );
    expect(names(all)).toEqual(expected);
    expect(all.total).toBe(5);

    const pages: string[] = [];
    for (let offset = 0; offset < 5; offset += 2) {
      const page = await getJson<Page<Listing>>(
        shared,
        `/api/businesses?city=${encodeURIComponent(city)}&limit=2&offset=${offset}`,
      );
      expect(page.total).toBe(5);
      expect(page.items.length).toBeLessThanOrEqual(2);
      pages.push(...names(page));
    }
    expect(pages).toEqual(expected);
  });

  test('filters by text, category and city together', async () => {
    const city = uniqueCity('Filterton');
    await createBusiness(db, { city, category: 'Roofers', name: 'Storm Roofing' });
    await createBusiness(db, { city, category: 'Roofers', name: 'Sky Roof Repair' });
    await createBusiness(db, { city, category: 'Gyms', name: 'Storm Fitness' });
    const list = (params: Record<string, string>) =>
      getJson<Page<Listing>>(shared, `/api/businesses?${new URLSearchParams({ city, ...params })}`);
    expect(names(await list({ category: 'Roofers' }))).toEqual([
      'Sky Roof Repair',
      'Storm Roofing',
    ]);
    expect(names(await list({ q: 'storm' }))).toEqual(['Storm Fitness', 'Storm Roofing']);
    expect(names(await list({ q: 'storm', category: 'Roofers' }))).toEqual(['Storm Roofing']);
    expect(await list({ q: 'zzzz qqqq' })).toEqual({ items: [], total: 0 });
  });

  test('a listing card carries what the page shows, with the plan cap on the description', async () => {
    const city = uniqueCity('Cardville');
    const row = await createBusiness(db, { city, plan: 'free', description: 'z'.repeat(250) });
    const { items } = await getJson<Page<Listing>>(
      shared,
      `/api/businesses?city=${encodeURIComponent(city)}`,
    );
    expect(items[0]).toMatchObject({
      id: row.id,
      slug: row.slug,
      name: row.name,
      category: 'Services',
      address: '100 Main St',
      city,
      state: 'TX',
      phone: '(979) 555-0100',
      plan: 'free',
    });
    expect(items[0].description).toHaveLength(100);
  });
});

describe('suggestions', () => {
  test('fewer than 2 characters suggest nothing', async () => {
    await createBusiness(db, { name: 'A1 Auto', city: uniqueCity('Short') });
    for (const q of ['', 'a', ' a ', '  ']) {
      const page = await getJson<Page<unknown>>(
        shared,
        `/api/businesses/suggestions?q=${encodeURIComponent(q)}`,
      );
      expect(page).toEqual({ items: [], total: 0 });
    }
    expect(await getJson(shared, '/api/businesses/suggestions')).toEqual({ items: [], total: 0 });
  });

  test('returns at most 20, by name, with id, name, category, city and state', async () => {
    const city = uniqueCity('Zebraton');
    const rows = Array.from({ length: 25 }, (_, i) => ({
      slug: `zebra-${randomBytes(4).toString('hex')}`,
      name: `Zebra Stripe ${String(24 - i).padStart(2, '0')}`,
      city,
      category: 'Services',
    }));
    await createBusiness(db, rows[0]);
    await db.insert(businesses).values(rows.slice(1));
    const page = await getJson<Page<Record<string, unknown>>>(
      shared,
      '/api/businesses/suggestions?q=zebra%20stripe',
    );
    expect(page.items).toHaveLength(20);
    expect(page.items.map((s) => s.name)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Zebra Stripe ${String(i).padStart(2, '0')}`),
    );
    expect(Object.keys(page.items[0]).sort()).toEqual(
      ['category', 'city', 'id', 'name', 'slug', 'state'].sort(),
    );
    expect(page.items[0]).toMatchObject({ category: 'Services', city, state: 'TX' });
  });

  test('match name, category or city, and forgive a typo in the name', async () => {
    const city = uniqueCity('Quailrun');
    const spa = await createBusiness(db, {
      name: 'Lavender Lane',
      category: 'Massage Parlors',
      city,
    });
    const ids = async (q: string) =>
      (
        await getJson<Page<{ id: string }>>(
          shared,
          `/api/businesses/suggestions?q=${encodeURIComponent(q)}`,
        )
      ).items.map((s) => s.id);
    expect(await ids('lavender')).toContain(spa.id);
    expect(await ids('lavendr')).toContain(spa.id);
    expect(await ids('massage')).toContain(spa.id);
    expect(await ids(city.toLowerCase())).toEqual([spa.id]);
  });
});
