/**
 * The directory's search through the HTTP API.
 */
import { randomBytes } from 'node:crypto';
import { arrayOverlaps, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import type { BusinessCard } from '#domain/businesses.js';
import type { Page } from '#domain/paging.js';
import { businesses, searchImpressions } from '../../db/schema/index.js';
import { createBusiness } from '../../test/factories.js';
import { createTestContext } from '../../test/test-app.js';
import { flushAnalyticsEvents } from '../analytics/event-queue.js';
import { type ErrorBody, searchTestSetup } from './search.test-setup.js';

const { shared, db, uniqueCity, getJson, search, names } = await searchTestSetup();

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

  test('finds a code PostgreSQL reads as two words side by side (6e4cb2: a phrase)', async () => {
    const city = uniqueCity('Codes');
    const shop = await createBusiness(db, { name: 'Taller Hablado 6e4cb2', city });
    for (const q of ['6e4cb2', 'taller hablado 6e4cb2', '6e4']) {
      expect((await search({ q, city })).items.map((c) => c.id)).toEqual([shop.id]);
      const listings = await getJson<Page<{ id: string }>>(
        shared,
        `/api/businesses?q=${encodeURIComponent(q)}&city=${encodeURIComponent(city)}`,
      );
      expect(listings.items.map((l) => l.id)).toEqual([shop.id]);
    }
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

  test("writes one impressions row a search, of every card's business", async () => {
    const city = uniqueCity('Impressions');
    for (let i = 0; i < 3; i++) await createBusiness(db, { city });
    const page = await search({ city });
    expect(page.items).toHaveLength(3);
    // Queued with other requests' events; a reader on this server writes them first.
    await flushAnalyticsEvents(db);
    const ids = page.items.map((c) => c.id);
    const rows = await db
      .select({ ids: searchImpressions.businessIds, page: searchImpressions.page })
      .from(searchImpressions)
      .where(arrayOverlaps(searchImpressions.businessIds, ids));
    expect(rows).toEqual([{ ids, page: 'home' }]);
  });

  test('a failed impression write is logged and the search still answers', async () => {
    const ctx = await createTestContext();
    const city = uniqueCity('Broken');
    await createBusiness(ctx.database.db, { city });
    await ctx.database.db.execute(sql`drop table search_impressions`);
    const page = await getJson<Page<BusinessCard>>(
      ctx,
      `/api/businesses/search?city=${encodeURIComponent(city)}`,
    );
    expect(page.items).toHaveLength(1);
    await flushAnalyticsEvents(ctx.database.db);
    expect(ctx.logs.some((l) => l.msg === 'search impressions not recorded')).toBe(true);
  });
});
