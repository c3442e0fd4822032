import { describe, expect, test } from 'vitest';
import type { BusinessCard, HomeDirectory } from '#domain/businesses.js';
import { CATEGORIES } from '#domain/categories.js';
import type { Page } from '#domain/paging.js';
import { createBusiness, createPhoto } from '../../test/factories.js';
import { createTestContext } from '../../test/test-app.js';
import { searchTestSetup } from './search.test-setup.js';

const { getJson, expectPlansInTierOrder } = await searchTestSetup();

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
      descriptionEs: null,
      speaksSpanish: false,
      plan: 'texas_gold',
      featured: true,
      rating: 4.5,
      // Issue 29: the hours for the card's open status, where the plan shows hours.
      hours: 'Mon-Fri: 9AM-5PM',
    });
    expect(featured.find((c) => freeIds.has(c.id))).not.toHaveProperty('hours');
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
