/**
 * The directory's listings and suggestions through the HTTP API.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import type { Listing } from '#domain/businesses.js';
import type { Page } from '#domain/paging.js';
import { businesses } from '../../db/schema/index.js';
import { createBusiness } from '../../test/factories.js';
import { searchTestSetup } from './search.test-setup.js';

const { shared, db, uniqueCity, getJson, names } = await searchTestSetup();

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
