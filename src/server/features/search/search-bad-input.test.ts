import { describe, expect, test } from 'vitest';
import type { BusinessCard, Listing } from '#domain/businesses.js';
import type { Page } from '#domain/paging.js';
import { LIST_DEPTH, TEXT_MATCH_CAP } from '#domain/search.js';
import { createBusiness } from '../../test/factories.js';
import { type ErrorBody, searchTestSetup } from './search.test-setup.js';

const { shared, app, db, uniqueCity, getJson, search, names } = await searchTestSetup();

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

  test('limit and offset out of range are refused; past the end is an empty page, past the depth a 400', async () => {
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
    const far = await getJson<Page<Listing>>(shared, `/api/businesses?offset=${LIST_DEPTH - 1}`);
    expect(far.items).toEqual([]);
    expect(far.total).toBeGreaterThan(0);
    for (const query of [`offset=${LIST_DEPTH}`, 'offset=1000000']) {
      const body = await getJson<ErrorBody>(shared, `/api/businesses?${query}`, 400);
      expect(body.error.message).toBe(
        'Only the first 10,000 businesses of a list can be shown. Narrow it with words, a category or a city.',
      );
    }
    const words = await getJson<ErrorBody>(
      shared,
      `/api/businesses?q=far&offset=${TEXT_MATCH_CAP}`,
      400,
    );
    expect(words.error.message).toBe(
      'Only the first 1,000 businesses of a list can be shown. Narrow it with words, a category or a city.',
    );
  });
});
