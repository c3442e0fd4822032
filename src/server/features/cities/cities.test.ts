import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createBusiness } from '../../test/factories.js';
import { createTestContext } from '../../test/test-app.js';

const { app, database } = await createTestContext();
const db = database.db;

/** A city of this test's own, so tests never see each other's rows. */
const newCity = () => `Testville ${randomBytes(3).toString('hex')}`;
const param = (city: string) => city.toLowerCase().replace(/ /g, '-');

async function cityPage(cityParam: string, query = '') {
  const res = await app.request(`/api/cities/${cityParam}${query}`);
  expect(res.status).toBe(200);
  return res.json();
}

describe('GET /api/cities/:cityName', () => {
  it('matches the city with hyphens as spaces and in any letter case, showing it as stored', async () => {
    const city = `College ${newCity()}`;
    const business = await createBusiness(db, { city });
    for (const p of [
      param(city),
      city.toUpperCase().replace(/ /g, '-'),
      encodeURIComponent(city),
    ]) {
      const page = await cityPage(p);
      expect(page.city).toBe(city);
      expect(page.total).toBe(1);
      expect(page.items.map((b: { id: string }) => b.id)).toEqual([business.id]);
    }
  });

  it('sorts by rating, best first, with unrated businesses last', async () => {
    const city = newCity();
    const unrated = await createBusiness(db, { city, rating: null });
    const good = await createBusiness(db, { city, rating: 4.2 });
    const best = await createBusiness(db, { city, rating: 4.9 });
    const poor = await createBusiness(db, { city, rating: 2.5 });
    const page = await cityPage(param(city));
    expect(page.items.map((b: { id: string }) => b.id)).toEqual([
      best.id,
      good.id,
      poor.id,
      unrated.id,
    ]);
  });

  it('does not treat % or _ as wildcards', async () => {
    const city = newCity();
    await createBusiness(db, { city });
    for (const p of [
      '%25',
      '_',
      '%25%25',
      `${param(city).slice(0, -1)}_`,
      `%25${param(city).slice(3)}`,
    ]) {
      const page = await cityPage(p);
      expect(page.total).toBe(0);
      expect(page.items).toEqual([]);
    }
  });

  it('does not match a city that only contains the name', async () => {
    const city = newCity();
    await createBusiness(db, { city: `North ${city}` });
    expect((await cityPage(param(city))).total).toBe(0);
  });

  it('answers an unknown city with an empty list and the name from the address', async () => {
    expect(await cityPage('nowhere-ville')).toEqual({
      city: 'Nowhere Ville',
      slug: 'nowhere-ville',
      items: [],
      total: 0,
    });
  });

  it('applies the plan gating to each card', async () => {
    const city = newCity();
    await createBusiness(db, { city, plan: 'free', rating: 5, gbpSetUp: true });
    await createBusiness(db, { city, plan: 'silver', rating: 4, gbpSetUp: true });
    await createBusiness(db, { city, plan: 'texas_gold', rating: 3, gbpSetUp: true });
    const [free, silver, gold] = (await cityPage(param(city))).items;
    for (const key of ['email', 'website', 'hours']) expect(free).not.toHaveProperty(key);
    expect(free).toMatchObject({ planLabel: 'Free', gbpBadge: false, phone: '(979) 555-0100' });
    expect(silver).toMatchObject({
      planLabel: 'Silver Plan',
      website: 'https://example.com',
      email: 'owner@example.com',
      hours: 'Mon-Fri: 9AM-5PM',
      gbpBadge: false,
    });
    expect(gold).toMatchObject({ planLabel: 'Texas Gold Plan', gbpBadge: true, featured: true });
    for (const card of [free, silver, gold]) {
      expect(card).toMatchObject({
        address: '100 Main St',
        city,
        state: 'TX',
        zipCode: '77801',
        reviews: 12,
        yearsInBusiness: 5,
      });
    }
  });

  it('pages with limit and offset, keeping the total', async () => {
    const city = newCity();
    for (const rating of [5, 4, 3]) await createBusiness(db, { city, rating });
    const first = await cityPage(param(city), '?limit=2');
    const second = await cityPage(param(city), '?limit=2&offset=2');
    expect(first.total).toBe(3);
    expect(first.items.map((b: { rating: number }) => b.rating)).toEqual([5, 4]);
    expect(second.items.map((b: { rating: number }) => b.rating)).toEqual([3]);
  });

  it('refuses a bad limit and an overlong city with 400', async () => {
    const bad = await app.request('/api/cities/bryan?limit=0');
    expect(bad.status).toBe(400);
    const long = await app.request(`/api/cities/${'a'.repeat(64 * 1024)}`);
    expect(long.status).toBe(400);
    expect((await long.json()).error.message).toBe('City must be no more than 100 characters long');
  });
});

describe('GET /api/cities', () => {
  it('lists each city once with its number of businesses and its page slug', async () => {
    const city = `Spelling ${newCity()}`;
    await createBusiness(db, { city });
    await createBusiness(db, { city });
    await createBusiness(db, { city: city.toUpperCase() });
    const body = await (await app.request('/api/cities')).json();
    const entry = body.items.filter((c: { slug: string }) => c.slug === param(city));
    expect(entry).toEqual([{ name: city, slug: param(city), businessCount: 3 }]);
    expect(body.total).toBe(body.items.length);
  });
});
