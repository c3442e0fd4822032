/**
 * What a large directory answers (issue 27): a common word is counted to its cap and
 * says so, lists are paged to their depth and then say so, and a word typed wrong is
 * corrected from the directory's own words, new businesses included.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import type { BusinessCard, Listing } from '#domain/businesses.js';
import type { CityBusinessesPage } from '#domain/cities.js';
import type { Page } from '#domain/paging.js';
import { LIST_DEPTH, TEXT_MATCH_CAP } from '#domain/search.js';
import { businesses } from '../../db/schema/index.js';
import { createBusiness, ensureCategories } from '../../test/factories.js';
import { RANKED_PER_PLAN } from './search.queries.js';
import { type ErrorBody, searchTestSetup } from './search.test-setup.js';
import { configureSearchIndex } from './word-index.service.js';

const { db, shared, uniqueCity, getJson, search, expectPlansInTierOrder } = await searchTestSetup();

/** `count` businesses of one city whose names share `word`, every tenth texas_gold, in one statement. */
async function insertMany(count: number, city: string, word: string) {
  await ensureCategories(db);
  await db.execute(sql`
    insert into ${businesses} (slug, name, city, category, plan, rating)
    select ${`${word}-`} || i || '-' || md5(${city}), ${`${word} Shop `} || i, ${city}, 'Shopping',
           (case when i % 10 = 0 then 'texas_gold' else 'free' end)::plan, (i % 50) / 10.0
    from generate_series(1, ${count}) as i`);
}

describe('a word in more businesses than a search counts', () => {
  const city = uniqueCity('Commonton');
  const word = 'quokkaware';

  test('the word index counts every match; the best plan still comes first', async () => {
    await insertMany(TEXT_MATCH_CAP + 50, city, word);
    const page = await search({ q: word });
    expect(page).toMatchObject({ total: TEXT_MATCH_CAP + 50 });
    expect(page.totalEstimated).toBeUndefined();
    expect(page.items).toHaveLength(50);
    expect(page.items.filter((card: BusinessCard) => card.plan === 'texas_gold')).toHaveLength(50);
    expectPlansInTierOrder(page.items);
    const fewer = await search({ q: word, city, category: 'Shopping', spanish: 'true' });
    expect(fewer).toMatchObject({ items: [], total: 0 });
  });

  test('in the database alone the total is an estimate and says so', async () => {
    // Another word: the pages above are kept while the directory is unchanged.
    const other = 'wombatware';
    const otherCity = uniqueCity('Wombatton');
    await insertMany(TEXT_MATCH_CAP + 50, otherCity, other);
    configureSearchIndex(db, { mode: 'database' });
    try {
      const page = await search({ q: other });
      // At least what the search read (100 of each plan with as many), estimated past that.
      expect(page.total).toBeGreaterThanOrEqual(RANKED_PER_PLAN * 2);
      expect(page.totalEstimated).toBe(true);
      expect(page.items.filter((card: BusinessCard) => card.plan === 'texas_gold')).toHaveLength(
        50,
      );
      const fewer = await search({ q: other, city: otherCity, category: 'Shopping' });
      expect(fewer.totalEstimated).toBe(true);
      // Fewer matches than a search reads are counted exactly.
      const some = await search({ q: `${other} shop 1049` });
      expect(some).toMatchObject({ total: 1 });
      expect(some.totalEstimated).toBeUndefined();
    } finally {
      configureSearchIndex(db, { mode: 'memory' });
    }
  });

  test('listings with the word page to the cap, say how far, then refuse with a message', async () => {
    const last = await getJson<Page<Listing>>(
      shared,
      `/api/businesses?q=${word}&limit=100&offset=${TEXT_MATCH_CAP - 30}`,
    );
    expect(last.items).toHaveLength(30);
    expect(last).toMatchObject({ reachable: TEXT_MATCH_CAP, totalEstimated: true });
    expect(last.total).toBeGreaterThan(TEXT_MATCH_CAP);
    const names = last.items.map((item) => item.name);
    expect(names).toEqual([...names].sort());
    const past = await getJson<ErrorBody>(
      shared,
      `/api/businesses?q=${word}&offset=${TEXT_MATCH_CAP}`,
      400,
    );
    expect(past.error.message).toBe(
      'Only the first 1,000 businesses of a list can be shown. Narrow it with words, a category or a city.',
    );
  });
});

describe('a list longer than its depth', () => {
  test('a city page answers to the depth, says how far it can be paged, then refuses', async () => {
    const city = uniqueCity('Deepville');
    await insertMany(LIST_DEPTH + 20, city, 'deepshop');
    const path = `/api/cities/${encodeURIComponent(city.toLowerCase().replace(/ /g, '-'))}`;
    const last = await getJson<CityBusinessesPage>(
      shared,
      `${path}?limit=100&offset=${LIST_DEPTH - 40}`,
    );
    expect(last.items).toHaveLength(40);
    expect(last).toMatchObject({ total: LIST_DEPTH + 20, reachable: LIST_DEPTH });
    const past = await getJson<ErrorBody>(shared, `${path}?offset=${LIST_DEPTH}`, 400);
    expect(past.error.code).toBe('validation');

    // The listings through the word index count every match; in the database alone they
    // count a city to 1,000 and estimate past it from the planner's statistics (read
    // here as autovacuum would after a bulk insert). The city page's count is the
    // cities' own, exact.
    const listingsPath = `/api/businesses?city=${encodeURIComponent(city)}&limit=10`;
    const counted = await getJson<Page<Listing>>(shared, listingsPath);
    expect(counted).toMatchObject({ reachable: LIST_DEPTH, total: LIST_DEPTH + 20 });
    expect(counted.totalEstimated).toBeUndefined();
    await db.execute(sql`analyze ${businesses}`);
    configureSearchIndex(db, { mode: 'database' });
    try {
      const listings = await getJson<Page<Listing>>(shared, `${listingsPath}&offset=10`);
      expect(listings).toMatchObject({ reachable: LIST_DEPTH, totalEstimated: true });
      expect(listings.total).toBeGreaterThan(LIST_DEPTH);
    } finally {
      configureSearchIndex(db, { mode: 'memory' });
    }
    const few = await getJson<Page<Listing>>(
      shared,
      `/api/businesses?city=${encodeURIComponent(uniqueCity('Nowhere'))}&limit=10`,
    );
    expect(few).toEqual({ items: [], total: 0 });
  });
});

describe('a word typed wrong', () => {
  test('is corrected from the words of a business added a moment ago, and of one renamed', async () => {
    const city = uniqueCity('Typoville');
    const shop = await createBusiness(db, { name: 'Marzipanerie Delights', city });
    expect((await search({ q: 'marzipanere' })).items.map((c) => c.id)).toEqual([shop.id]);
    expect((await search({ q: 'marzipanere', city })).items.map((c) => c.id)).toEqual([shop.id]);
    const listed = await getJson<Page<Listing>>(shared, '/api/businesses?q=marzipanere');
    expect(listed.items.map((item) => item.id)).toEqual([shop.id]);

    await db.execute(
      sql`update ${businesses} set name = 'Quillography Studio' where id = ${shop.id}`,
    );
    expect((await search({ q: 'quilography' })).items.map((c) => c.id)).toEqual([shop.id]);
  });

  test('a word that matches is never mixed with words it resembles', async () => {
    const city = uniqueCity('Exactton');
    const storm = await createBusiness(db, { name: 'Stormbringer Roofing', city });
    await createBusiness(db, { name: 'Stormbrimger Bakery', city });
    expect((await search({ q: 'stormbringer' })).items.map((c) => c.id)).toEqual([storm.id]);
  });
});
