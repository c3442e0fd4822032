/**
 * 'Open now' and 'Near me' (issue 29 points 2 and 3, decision 039) through the HTTP API
 * on PostgreSQL, at fixed College Station clock times: the home search, the listings and
 * the city pages keep only businesses open at that minute among those whose plan shows
 * hours, and sort nearest first with each result's miles. Each case runs twice: answered
 * by the word index, and by the SQL alone (SEARCH_INDEX=database), at minutes of their
 * own so neither reads the other's kept answers.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import type { Listing } from '#domain/businesses.js';
import type { CityBusinessesPage } from '#domain/cities.js';
import { citySlug } from '#domain/cities.js';
import type { Page } from '#domain/paging.js';
import { withOpeningHours } from '../../db/opening-hours.js';
import { businesses } from '../../db/schema/index.js';
import { createBusiness } from '../../test/factories.js';
import { type ErrorBody, searchTestSetup } from './search.test-setup.js';
import { configureSearchIndex, type SearchIndexMode } from './word-index.service.js';

const { db, shared, uniqueCity, getJson, search, names } = await searchTestSetup();

const MODES: SearchIndexMode[] = ['memory', 'database'];

/** A College Station wall time in December (CST, UTC-6) as an instant. */
function cst(day: number, hour: number, minute: number): Date {
  return new Date(Date.UTC(2026, 11, day, hour + 6, minute));
}
// 2 December 2026 is a Wednesday; 5 December a Saturday.
const WEDNESDAY = 2;
const SATURDAY = 5;

/** At `instant` (plus a minute of the mode's own), by the index or the SQL alone. */
function at(mode: SearchIndexMode, instant: Date) {
  configureSearchIndex(db, { mode });
  vi.setSystemTime(new Date(instant.getTime() + (mode === 'database' ? 60_000 : 0)));
}

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => configureSearchIndex(db, { mode: 'memory' }));
afterAll(() => {
  vi.useRealTimers();
});

const listings = (params: Record<string, string>) =>
  getJson<Page<Listing>>(shared, `/api/businesses?${new URLSearchParams(params)}`);
const cityPage = (city: string, params: Record<string, string> = {}) =>
  getJson<CityBusinessesPage>(
    shared,
    `/api/cities/${citySlug(city)}?${new URLSearchParams(params)}`,
  );

describe('Open now', () => {
  const city = uniqueCity('Opentown');

  beforeAll(async () => {
    for (const [name, plan, hours, category] of [
      ['Early Bird Bakery', 'silver', 'Mon-Fri: 6AM-2PM', 'Restaurants'],
      ['Night Owl Diner', 'texas_gold', 'Fri-Sat: 6PM-2AM', 'Restaurants'],
      ['Always Plumbing', 'silver', 'Open 24 hours', 'Plumbers'],
      // Hours a free listing does not show never say it is open.
      ['Free Hours Cafe', 'free', 'Mon-Sun: 12AM-11PM', 'Restaurants'],
      // Hours that say nothing readable are not 'open'.
      ['Appointment Salon', 'silver', 'By appointment', 'Beauty Salons'],
      ['No Hours Garage', 'texas_gold', null, 'Auto Mechanic'],
    ] as const) {
      await createBusiness(db, { name, plan, hours, category, city });
    }
  });

  for (const mode of MODES) {
    test(`keeps those open at the minute, in search, listings and the city page (${mode})`, async () => {
      at(mode, cst(WEDNESDAY, 10, 0));
      // The listings' order: category, then name.
      const openWednesday = ['Always Plumbing', 'Early Bird Bakery'];
      expect(names(await listings({ city, open: '1' }))).toEqual(openWednesday);
      expect((await listings({ city, open: '1' })).total).toBe(2);
      expect(names(await search({ city, open: 'true' })).sort()).toEqual([...openWednesday].sort());
      const page = await cityPage(city, { open: '1' });
      expect(names(page).sort()).toEqual([...openWednesday].sort());
      expect(page.total).toBe(2);
      // Without the filter, everything is there.
      expect((await listings({ city })).total).toBe(6);
      expect((await cityPage(city)).total).toBe(6);

      // With words and a category.
      expect(names(await search({ q: 'bakery', city, open: '1' }))).toEqual(['Early Bird Bakery']);
      expect(names(await listings({ city, category: 'Plumbers', open: '1' }))).toEqual([
        'Always Plumbing',
      ]);

      // 3 PM: the bakery has closed.
      at(mode, cst(WEDNESDAY, 15, 0));
      expect(names(await listings({ city, open: '1' }))).toEqual(['Always Plumbing']);
      expect(await search({ q: 'bakery', city, open: '1' })).toMatchObject({ items: [], total: 0 });

      // Saturday 1 AM: Friday night's range runs past midnight.
      at(mode, cst(SATURDAY, 1, 0));
      expect(names(await listings({ city, open: '1' }))).toEqual([
        'Always Plumbing',
        'Night Owl Diner',
      ]);
      expect(names(await cityPage(city, { open: '1' })).sort()).toEqual([
        'Always Plumbing',
        'Night Owl Diner',
      ]);
      // Saturday 3 AM: closed again.
      at(mode, cst(SATURDAY, 3, 0));
      expect(names(await listings({ city, open: '1' }))).toEqual(['Always Plumbing']);
    });
  }

  test('an answer is never kept past its minute', async () => {
    at('memory', cst(WEDNESDAY, 13, 59));
    expect(names(await listings({ city, open: '1' }))).toContain('Early Bird Bakery');
    at('memory', cst(WEDNESDAY, 14, 0));
    expect(names(await listings({ city, open: '1' }))).not.toContain('Early Bird Bakery');
  });

  test('a change of hours is seen by the next request', async () => {
    const late = await createBusiness(db, {
      name: 'Late Start Books',
      plan: 'silver',
      hours: 'Mon-Sun: 4PM-9PM',
      city,
    });
    at('memory', cst(WEDNESDAY, 11, 30));
    expect(names(await listings({ city, open: '1' }))).not.toContain('Late Start Books');
    await db
      .update(businesses)
      .set(withOpeningHours({ hours: 'Mon-Sun: 11AM-9PM' }))
      .where(eq(businesses.id, late.id));
    expect(names(await listings({ city, open: '1' }))).toContain('Late Start Books');
  });

  test('bad flags are refused with the message', async () => {
    for (const path of [
      `/api/businesses?open=yes`,
      `/api/businesses/search?city=${encodeURIComponent(city)}&open=0`,
      `/api/cities/${citySlug(city)}?open=maybe`,
    ]) {
      const body = await getJson<ErrorBody>(shared, path, 400);
      expect(body.error.message, path).toBe('Open must be 1 or true.');
    }
  });
});

describe('Near me', () => {
  const city = uniqueCity('Neartown');
  // The visitor stands next to 'Right Here Hardware'.
  const visitor = '30.651,-96.349';

  beforeAll(async () => {
    for (const [name, latitude, longitude, plan] of [
      ['Far North Feed', 30.75, -96.45, 'texas_gold'],
      ['Right Here Hardware', 30.65, -96.35, 'free'],
      ['No Pin Nursery', null, null, 'texas_gold'],
      ['South Side Tires', 30.6, -96.3, 'silver'],
      ['Also No Pin Books', null, null, 'free'],
    ] as const) {
      await createBusiness(db, {
        name,
        latitude,
        longitude,
        plan,
        city,
        category: 'Shopping',
        description: 'A Neartown shop.',
        hours: 'Open 24 hours',
      });
    }
  });

  const NEAREST_FIRST = [
    'Right Here Hardware',
    'South Side Tires',
    'Far North Feed',
    // Without a pin: after every one with, in the list's own order.
    'Also No Pin Books',
    'No Pin Nursery',
  ];

  for (const mode of MODES) {
    test(`sorts listings and the city page nearest first, with miles (${mode})`, async () => {
      at(mode, cst(WEDNESDAY, 9, 0));
      const page = await listings({ city, near: visitor });
      expect(names(page)).toEqual(NEAREST_FIRST);
      expect(page.total).toBe(5);
      expect(page.items.map((item) => item.distanceMiles)).toEqual([
        0.1,
        4.6,
        9.1,
        undefined,
        undefined,
      ]);

      // A city page places those without a pin in its own order (best rated, most
      // reviewed, then by name): here the same.
      const byCity = await cityPage(city, { near: visitor });
      expect(names(byCity)).toEqual(NEAREST_FIRST);
      expect(byCity.items[0].distanceMiles).toBe(0.1);
      expect(byCity.total).toBe(5);

      // Paged: each page continues where the last ended, across the businesses without a pin.
      expect(names(await listings({ city, near: visitor, limit: '2', offset: '1' }))).toEqual(
        NEAREST_FIRST.slice(1, 3),
      );
      expect(names(await listings({ city, near: visitor, limit: '2', offset: '2' }))).toEqual(
        NEAREST_FIRST.slice(2, 4),
      );
      expect(names(await listings({ city, near: visitor, limit: '2', offset: '4' }))).toEqual(
        NEAREST_FIRST.slice(4),
      );
      expect(names(await cityPage(city, { near: visitor, limit: '2', offset: '1' }))).toEqual(
        NEAREST_FIRST.slice(1, 3),
      );

      // With words, and with Open now: the same order among what they match.
      expect(names(await listings({ q: 'neartown', city, near: visitor }))).toEqual(NEAREST_FIRST);
      expect(names(await listings({ city, near: visitor, open: '1' }))).toEqual([
        'South Side Tires',
        'Far North Feed',
        'No Pin Nursery',
      ]);
      // Somewhere else, another order.
      expect(names(await listings({ city, near: '30.76,-96.46' })).slice(0, 3)).toEqual([
        'Far North Feed',
        'Right Here Hardware',
        'South Side Tires',
      ]);
    });
  }

  test('a point that is not one is refused with the message', async () => {
    for (const near of ['abc', '91,0', '30.6', '30.6,-200', '30.6,-96.3,1']) {
      for (const path of [
        `/api/businesses?near=${encodeURIComponent(near)}`,
        `/api/cities/${citySlug(city)}?near=${encodeURIComponent(near)}`,
      ]) {
        const body = await getJson<ErrorBody>(shared, path, 400);
        expect(body.error.message, path).toBe(
          'Near must be a latitude and a longitude, as in 30.628,-96.334.',
        );
      }
    }
  });
});
