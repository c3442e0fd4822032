import { describe, expect, it } from 'vitest';
import { LIST_DEPTH } from '#domain/search.js';
import {
  DISTINCT_KINDS,
  type DistinctKind,
  distinctPaths,
  type Vocabulary,
  wordsOf,
} from './distinct-reads.js';

const FIRST = ['Aggie', 'Brazos', 'Lone Star', 'Post Oak', 'Pecan', 'Maroon', 'Riverbend'];
const TRADES: Record<string, string[]> = {
  Plumbers: ['Plumbing', 'Rooter Service', 'Pipe & Drain'],
  Restaurants: ['Grill', 'Barbecue', 'Tex-Mex', 'Kitchen'],
  Roofers: ['Roofing', 'Roof & Gutter'],
  Wellness: ['Chiropractic', 'Yoga', 'Acupuncture'],
};
const CITIES = ['Bryan', 'College Station', 'Navasota'];

/** A small directory named the way generate-businesses.ts names one. */
function vocabulary(size: number): Vocabulary {
  const categories = Object.keys(TRADES);
  const businesses: Vocabulary['businesses'] = [];
  const groups = new Map<string, { category: string; city: string; count: number }>();
  for (let i = 0; i < size; i++) {
    const category = categories[i % categories.length];
    const city = CITIES[(i * 7) % CITIES.length];
    const trades = TRADES[category];
    const name = `${FIRST[i % FIRST.length]} ${trades[i % trades.length]} ${i + 1}`;
    businesses.push({ name, slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-abc123` });
    const key = `${category}|${city}`;
    const group = groups.get(key) ?? { category, city, count: 0 };
    group.count++;
    groups.set(key, group);
  }
  return { businesses, groups: [...groups.values()] };
}

const directory = vocabulary(3000);
const paths = (kind: DistinctKind, seed = 1, count = 500) =>
  distinctPaths(kind, directory, { seed, count });
const query = (path: string) => new URL(path, 'http://bench').searchParams;

describe('distinctPaths', () => {
  it.each(DISTINCT_KINDS)(
    '%s: the same seed gives the same requests, another seed others',
    (kind) => {
      expect(paths(kind, 7)).toEqual(paths(kind, 7));
      expect(paths(kind, 8)).not.toEqual(paths(kind, 7));
    },
  );

  it.each(DISTINCT_KINDS)('%s: no request repeats within the count asked for', (kind) => {
    const list = paths(kind, 3, 2000);
    expect(list).toHaveLength(2000);
    expect(new Set(list).size).toBe(list.length);
  });

  it('stops short, without repeating, when the data has fewer distinct requests', () => {
    // 10 businesses: 10 listings offsets exist.
    const list = distinctPaths('listings-page', vocabulary(10), { seed: 1, count: 100 });
    expect(list).toHaveLength(10);
    expect(new Set(list).size).toBe(10);
  });

  it('searches with one, two and three words of the vocabulary, or their beginnings', () => {
    const { words, numbers } = wordsOf(directory);
    const known = (word: string) =>
      numbers.includes(word) || words.some((whole) => whole.startsWith(word));
    for (const [kind, size] of [
      ['search-one-word', 1],
      ['search-two-words', 2],
      ['search-three-words', 3],
    ] as const) {
      for (const path of paths(kind)) {
        expect(path.startsWith('/api/businesses/search?q=')).toBe(true);
        const typed = (query(path).get('q') as string).split(' ');
        expect(typed).toHaveLength(size);
        expect(typed.every(known)).toBe(true);
      }
    }
  });

  it('a typo is a word with one letter missing', () => {
    const { words } = wordsOf(directory);
    const isTypo = (typed: string) =>
      !words.includes(typed) &&
      words.some(
        (word) =>
          word.length === typed.length + 1 &&
          [...word].some((_, at) => word.slice(0, at) + word.slice(at + 1) === typed),
      );
    for (const path of paths('search-typo')) {
      const typed = (query(path).get('q') as string).split(' ');
      expect(typed.filter(isTypo)).toHaveLength(1);
    }
  });

  it('a no-match word shares no three letters with any word of the vocabulary', () => {
    const { text } = wordsOf(directory);
    const nameWords = new Set(
      directory.businesses.flatMap((b) => b.name.toLowerCase().split(/[^a-z0-9]+/)),
    );
    for (const path of paths('search-no-match')) {
      const q = query(path).get('q') as string;
      expect(q).toMatch(/^[a-z]{6}\d{4}$/);
      const letters = q.slice(0, 6);
      for (let i = 0; i + 3 <= letters.length; i++)
        expect(text.includes(letters.slice(i, i + 3))).toBe(false);
      expect(nameWords.has(q)).toBe(false);
    }
  });

  it('pages of a list longer than its depth stay within the depth', () => {
    const large = vocabulary(30_000);
    for (const kind of ['listings-page', 'city-page', 'category-city'] as const) {
      for (const path of distinctPaths(kind, large, { seed: 2, count: 2000 })) {
        const offset = query(path).get('offset');
        if (offset !== null) expect(Number(offset)).toBeLessThan(LIST_DEPTH);
      }
    }
    const offsets = distinctPaths('listings-page', large, { seed: 2, count: 2000 }).map((path) =>
      Number(query(path).get('offset')),
    );
    expect(Math.max(...offsets)).toBeGreaterThan(LIST_DEPTH / 2);
  });

  it('pages stay within their list, with the page size the web asks for', () => {
    for (const path of paths('listings-page')) {
      const { pathname } = new URL(path, 'http://bench');
      expect(pathname).toBe('/api/businesses');
      expect(query(path).get('limit')).toBe('100');
      expect(Number(query(path).get('offset'))).toBeLessThan(3000);
    }
    const cityCounts = new Map<string, number>();
    for (const group of directory.groups)
      cityCounts.set(
        group.city.toLowerCase().replace(' ', '-'),
        (cityCounts.get(group.city.toLowerCase().replace(' ', '-')) ?? 0) + group.count,
      );
    for (const path of paths('city-page')) {
      const [, slug] = /^\/api\/cities\/([a-z-]+)\?/.exec(path) ?? [];
      expect(cityCounts.has(slug)).toBe(true);
      expect(query(path).get('limit')).toBe('24');
      expect(Number(query(path).get('offset'))).toBeLessThan(cityCounts.get(slug) as number);
    }
    for (const path of paths('category-city')) {
      const category = query(path).get('category');
      const city = query(path).get('city');
      const group = directory.groups.find((g) => g.category === category && g.city === city);
      expect(group).toBeDefined();
      if (path.startsWith('/api/businesses?'))
        expect(Number(query(path).get('offset'))).toBeLessThan(group?.count as number);
      else expect(path.startsWith('/api/businesses/search?')).toBe(true);
    }
  });

  it('suggestions, profiles and job searches take the directory’s names, slugs and words', () => {
    const names = directory.businesses.map((b) => b.name.toLowerCase());
    for (const path of paths('suggestions')) {
      expect(path.startsWith('/api/businesses/suggestions?q=')).toBe(true);
      const q = query(path).get('q') as string;
      expect(q.length).toBeGreaterThanOrEqual(2);
      expect(names.some((name) => name.startsWith(q))).toBe(true);
    }
    const slugs = new Set(directory.businesses.map((b) => b.slug));
    for (const path of paths('profile'))
      expect(slugs.has(path.replace('/api/businesses/', ''))).toBe(true);
    for (const path of paths('job-search')) {
      expect(path.startsWith('/api/jobs?limit=10&offset=')).toBe(true);
      const location = query(path).get('location');
      if (location) expect(CITIES).toContain(location);
    }
  });

  it('asks for Open now on listings, searches and city pages, and Near me from points in the valley', () => {
    for (const path of paths('open-now')) {
      expect(query(path).get('open'), path).toBe('1');
      expect(path).toMatch(/^\/api\/(businesses\?|businesses\/search\?|cities\/)/);
    }
    for (const path of paths('near-me')) {
      const [latitude, longitude] = (query(path).get('near') as string).split(',').map(Number);
      expect(latitude, path).toBeGreaterThanOrEqual(30.5);
      expect(latitude, path).toBeLessThan(30.8);
      expect(longitude, path).toBeGreaterThanOrEqual(-96.5);
      expect(longitude, path).toBeLessThan(-96.2);
      expect(path).toMatch(/^\/api\/(businesses\?|cities\/)/);
      // A person's click: the first page, or one of the next four.
      expect(Number(query(path).get('offset')), path).toBeLessThanOrEqual(400);
    }
  });
});
