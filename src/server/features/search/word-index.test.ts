/**
 * The word index (word-index.ts) answers as the SQL search does (issue 27): on a
 * directory of 1,500 businesses with names, categories, cities and descriptions in
 * English and Spanish, every search of one, two and three words, beginnings of words,
 * Spanish words, typos and words that match nothing, with and without a category, a
 * city or 'Se habla español', gives the same page in the same order and the same count
 * from memory as from PostgreSQL's text indexes. And it follows the directory: a
 * business added, renamed or removed is found (or not) by the next search.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, test, vi } from 'vitest';
import { CATEGORIES } from '#domain/categories.js';
import { wallTimeAt } from '#domain/hours.js';
import { type SearchCriteria, SUGGESTION_LIMIT, TEXT_MATCH_CAP } from '#domain/search.js';
import { businesses } from '../../db/schema/index.js';
import { createBusiness, ensureCategories } from '../../test/factories.js';
import { listCityBusinesses } from '../cities/cities.service.js';
import { openIdsAt } from './open-now.service.js';
import {
  countDirectory,
  RANKED_PER_PLAN,
  selectListingIds,
  selectListingRowsById,
  selectSearchPage,
  selectTextListingRows,
} from './search.queries.js';
import { suggestionsFromDatabase, suggestionsFromIndex } from './search.service.js';
import { searchTestSetup } from './search.test-setup.js';
import type { DirectoryFilter, ListingRow } from './search-filter.js';
import { correctedFilter, correctedWith, filterOf } from './search-text.js';
import { selectCategoriesLike, selectCorrections } from './search-words.queries.js';
import { type CityRow, WordIndex } from './word-index.js';
import { selectIndexRows } from './word-index.queries.js';
import {
  BUILT_BEFORE_ANSWERING,
  configureSearchIndex,
  indexQueryOf,
  MOST_INDEXED,
  searchIndexBuild,
} from './word-index.service.js';

const { db, shared, search, names, uniqueCity } = await searchTestSetup();

const NAME_WORDS = [
  'Lone',
  'Star',
  'Aggie',
  'Brazos',
  'Maroon',
  'Prairie',
  'Bluebonnet',
  'Post Oak',
  'Kyle',
  'Northgate',
  'Texan',
  'Rudder',
  'Cedar',
  'Pecan',
  'Longhorn',
  'Bonfire',
];
const TRADES = [
  'Plumbing',
  'Bakery',
  'Pizza',
  'Roofing',
  'Tacos',
  'Dental',
  'Auto Repair',
  'Coffee',
  'Barber Shop',
  'Yoga Studio',
  'Florist',
  'Hardware',
  'Tailor',
  'Pet Grooming',
];
const CITIES = ['Bryan', 'College Station', 'Navasota', 'Caldwell', 'Hearne', 'Madisonville'];
const ENGLISH = [
  'Family owned since 1998, serving the Brazos Valley.',
  'Fresh every morning with local ingredients.',
  'Licensed and insured; emergency service available.',
  'Walk-ins welcome, appointments preferred.',
  'Serving Aggies and their families for decades.',
];
const SPANISH = [
  'Panadería familiar con pan dulce fresco.',
  'Servicio de plomería de emergencia las 24 horas.',
  'Reparación de autos y llantas.',
  null,
  null,
  'Peluquería para toda la familia.',
];

/** Deterministic: the i-th business of the directory. */
/**
 * The index's rows as the SQL's listing rows: an index row also holds what a city page
 * adds (one object a business, decision 042), which a listing never reads.
 */
function listingRows(rows: readonly ListingRow[]): ListingRow[] {
  return rows.map((row) => {
    const {
      yearsInBusiness: _y,
      gbpSetUp: _g,
      website: _w,
      email: _e,
      ...listing
    } = row as CityRow;
    return listing;
  });
}

async function insertDirectory(count: number) {
  await ensureCategories(db);
  const list = (items: readonly (string | null)[]) => sql.param(items);
  await db.execute(sql`
    insert into ${businesses} (slug, name, city, category, plan, rating, description, description_es, speaks_spanish)
    select 'parity-' || i,
      (${list(NAME_WORDS)}::text[])[1 + i % ${NAME_WORDS.length}] || ' ' ||
        (${list(TRADES)}::text[])[1 + (i / 3) % ${TRADES.length}] ||
        case when i % 7 = 0 then ' & ' || (${list(TRADES)}::text[])[1 + (i / 5) % ${TRADES.length}] else '' end ||
        ' ' || i,
      (${list(CITIES)}::text[])[1 + (i / 11) % ${CITIES.length}],
      (${list(CATEGORIES)}::text[])[1 + (i / 2) % ${CATEGORIES.length}],
      (case when i % 9 = 0 then 'texas_gold' when i % 4 = 0 then 'silver' else 'free' end)::plan,
      case when i % 6 = 0 then null else (i % 41) / 10.0 end,
      (${list(ENGLISH)}::text[])[1 + (i / 13) % ${ENGLISH.length}],
      (${list(SPANISH)}::text[])[1 + (i / 17) % ${SPANISH.length}],
      i % 5 = 0
    from generate_series(1, ${count}) as i`);
}

/** The searches compared: words of every kind, each alone and with filters. */
function criteriaToCompare(): SearchCriteria[] {
  const words = [
    ...new Set([...NAME_WORDS, ...TRADES, ...CITIES].flatMap((w) => w.toLowerCase().split(' '))),
  ];
  const queries = [
    ...words,
    ...words.map((w) => w.slice(0, Math.max(3, w.length - 2))),
    ...words.map((w, i) => `${w} ${words[(i * 7 + 3) % words.length]}`),
    ...words
      .filter((_, i) => i % 2 === 0)
      .map(
        (w, i) => `${w} ${words[(i * 5 + 1) % words.length]} ${words[(i * 3 + 2) % words.length]}`,
      ),
    'panaderia',
    'plomeria',
    'plomeros',
    'llantas',
    'familia',
    'pan dulce',
    'emergencia',
    'peluqueria',
    'fresh morning',
    'licensed',
    'aggies',
    'emergency service',
    'walk ins',
    'plumbng',
    '1234',
    '007',
    'shop 14',
    'bakery 1',
    '9 pecan',
    '12 34',
    'resturant',
    'auto repiar',
    'hair salon',
    'home servces',
    'pet',
    'shop',
    'bakry',
    'piza',
    'rofing',
    'dentl',
    'zebrafish',
    'qqqq',
    'taco 12',
    '42',
  ];
  return queries.flatMap((q, i) => [
    { q },
    ...(i % 4 === 0 ? [{ q, city: CITIES[i % CITIES.length] }] : []),
    ...(i % 5 === 0 ? [{ q, category: CATEGORIES[i % CATEGORIES.length] }] : []),
    ...(i % 6 === 0 ? [{ q, spanish: true as const }] : []),
  ]);
}

await insertDirectory(1_500);

describe('the word index and PostgreSQL', () => {
  test('give the same page, order and count for every search and listing of a 1,500-business directory', async () => {
    // Read 400 rows a statement, so the index is built from four chunks.
    const { rows, words, categories } = await selectIndexRows(db, { chunk: 400 });
    // A lexeme range from 64 postings is kept as a set (100,000 businesses: 3,125), so
    // the searches here go through both ways of reading a range, and through the kept
    // set again when a search repeats a word; a term's stems (an OR) are kept from the
    // second search that asks for them (each criteria below asks three times). An AND
    // whose narrowest part has up to 120 postings is matched through that part's
    // businesses (100,000: 195), a wider one by its parts' sets. Its rows are read from
    // their packed form, as past 100,000 businesses (the other tests' from objects), and
    // its sets live in a WebAssembly memory, as from 32,768 (the others' are arrays).
    // Built 100 businesses, entries or comparisons between pauses, so every order is
    // sorted in runs and merged, as at 1,000,000 businesses.
    let pauses = 0;
    const index = await WordIndex.build(
      rows,
      { words, categories },
      {
        wideRangePostings: 64,
        narrowAndPostings: 120,
        packedAbove: 0,
        setMemoryFrom: 0,
        slice: 100,
        pause: async () => {
          pauses++;
        },
      },
    );
    expect(pauses).toBeGreaterThan(100);
    let compared = 0;
    let matched = 0;
    let listingsCompared = 0;
    let corrected = 0;
    let resembling = 0;
    for (const criteria of criteriaToCompare()) {
      let filter = await filterOf(db, criteria);
      if (!filter?.text) continue;
      // The categories the words resemble, by pg_trgm in the database and in memory.
      expect(index.similarCategories(filter.text.words), JSON.stringify(criteria)).toEqual(
        filter.text.categories,
      );
      if (filter.text.categories.length > 0) resembling++;
      let fromSql = await selectSearchPage(db, { filter, limit: 50 });
      const options = { rankedPerPlan: RANKED_PER_PLAN, limit: 50 };
      let fromIndex = index.search(
        await indexQueryOf(db, { ...filter, text: filter.text }),
        options,
      );
      expect(fromIndex.wordsMatched, JSON.stringify(criteria)).toBe(fromSql.wordsMatched);
      // The search that ranks nothing when the words as typed match nothing, until asked.
      const matching = index.searchMatchingWords(
        await indexQueryOf(db, { ...filter, text: filter.text }),
        options,
      );
      expect('rankAnyway' in matching, JSON.stringify(criteria)).toBe(!fromIndex.wordsMatched);
      expect(
        'rankAnyway' in matching ? matching.rankAnyway() : matching,
        JSON.stringify(criteria),
      ).toEqual(fromIndex);
      if (!fromSql.wordsMatched) {
        // The words typed wrong, corrected by pg_trgm in the database and in memory.
        const typed = filter.text.words.split(' ');
        const corrections = index.similarWords.corrections(typed);
        expect(corrections, JSON.stringify(criteria)).toEqual(await selectCorrections(db, typed));
        if (corrections.size > 0) corrected++;
        const retry = await correctedFilter(db, filter);
        const inMemory = correctedWith(filter.text, corrections);
        expect(inMemory, JSON.stringify(criteria)).toEqual(retry?.text ?? null);
        if (retry?.text && inMemory) {
          filter = retry;
          fromSql = await selectSearchPage(db, { filter: retry, limit: 50 });
          fromIndex = index.search(await indexQueryOf(db, { ...retry, text: inMemory }), options);
        }
      }
      // The listings with the words, two pages (all matches: the cap is not reached).
      const text = filter.text;
      if (!text) continue;
      const textFilter = { ...filter, text };
      const indexQuery = await indexQueryOf(db, textFilter);
      for (const page of [
        { limit: 100, offset: 0 },
        { limit: 50, offset: 100 },
      ]) {
        const listed = await selectTextListingRows(db, {
          filter: textFilter,
          ...page,
          textCap: TEXT_MATCH_CAP,
        });
        if (listed.matched > TEXT_MATCH_CAP) continue;
        listingsCompared++;
        const fromMemory = index.listing(indexQuery, { cap: TEXT_MATCH_CAP, ...page });
        // (Past the last match the SQL answers no row, so no count.)
        if (listed.rows.length > 0) {
          expect(fromMemory.matched, JSON.stringify(criteria)).toBe(listed.matched);
        }
        expect(listingRows(fromMemory.rows), JSON.stringify(criteria)).toEqual(listed.rows);
      }
      // A plan with more matches than a search ranks gives PostgreSQL's arbitrary 100.
      if (fromSql.more) continue;
      compared++;
      if (fromSql.rows.length > 0) matched++;
      expect(fromIndex.total, JSON.stringify(criteria)).toBe(fromSql.candidates);
      expect(listingRows(fromIndex.rows), JSON.stringify(criteria)).toEqual(fromSql.rows);
    }
    expect(compared).toBeGreaterThan(200);
    expect(matched).toBeGreaterThan(150);
    expect(listingsCompared).toBeGreaterThan(400);
    expect(corrected).toBeGreaterThan(20);
    expect(resembling).toBeGreaterThan(20);
  }, 60_000);
});

describe('suggestions from the word index', () => {
  test('are those PostgreSQL gives wherever it gives them all: names, their words, categories, cities, typos', async () => {
    const { rows, words, categories } = await selectIndexRows(db);
    const index = await WordIndex.build(rows, { words, categories });
    const names = Array.from({ length: rows.size }, (_, at) =>
      rows.rows.get(at).name.toLowerCase(),
    );
    const texts = [
      ...names
        .filter((_, i) => i % 40 === 0)
        .flatMap((name) => {
          const [first, second, ...rest] = name.split(' ');
          return [
            name.slice(0, -1),
            `${second} ${rest.at(-1)}`,
            `${second} ${first} ${rest.at(-1)?.slice(0, 2)}`,
            `${first.slice(0, -1)} ${rest.at(-1)}`,
            `${second.slice(0, 2)}${second.slice(3)} ${rest.at(-1)}`,
          ];
        }),
      ...CATEGORIES.map((category) => category.toLowerCase().slice(0, 5)),
      ...CITIES.map((city) => city.toLowerCase()),
      'lo',
      'zz',
      'the',
      'plumbing 1',
      'lavendr',
      'qqqq',
    ];
    let complete = 0;
    for (const text of texts) {
      const fromSql = await suggestionsFromDatabase(db, text);
      const fromIndex = await suggestionsFromIndex(db, index, text);
      expect(index.categoriesContaining(text), text).toEqual(
        (await selectCategoriesLike(db, text)).sort(),
      );
      if (fromSql.length < SUGGESTION_LIMIT) {
        // No part of the SQL reached its limit: it gave every match, so the order is set.
        complete++;
        expect(fromIndex, text).toEqual(fromSql);
      } else {
        // A part had more than it reads: PostgreSQL took any of them, the index the first by name.
        expect(fromIndex, text).toHaveLength(SUGGESTION_LIMIT);
      }
    }
    expect(complete).toBeGreaterThan(80);
  }, 60_000);
});

describe('the word index without words', () => {
  test('gives the home search and the listings of every category, city and Spanish filter as PostgreSQL does', async () => {
    const { rows, words, categories } = await selectIndexRows(db);
    // Its sets in a WebAssembly memory, as from 32,768 businesses.
    const index = await WordIndex.build(rows, { words, categories }, { setMemoryFrom: 0 });
    const filters: DirectoryFilter[] = [
      {},
      { speaksSpanish: true },
      ...CITIES.map((city) => ({ city })),
      ...CATEGORIES.map((category, i) => ({
        categories: [category],
        ...(i % 2 ? { city: CITIES[i % CITIES.length] } : {}),
        ...(i % 3 ? {} : { speaksSpanish: true as const }),
      })),
    ];
    for (const filter of filters) {
      const browseFilter = {
        ...(filter.categories ? { categories: filter.categories } : {}),
        ...(filter.city ? { cityKey: filter.city.toLowerCase() } : {}),
        ...(filter.speaksSpanish ? { speaksSpanish: true } : {}),
      };
      const fromSql = await selectSearchPage(db, { filter, limit: 50 });
      const browsed = index.browse(browseFilter, 50);
      expect(listingRows(browsed.rows), JSON.stringify(filter)).toEqual(fromSql.rows);
      expect(browsed.total, JSON.stringify(filter)).toBe(await countDirectory(db, filter));
      for (const page of [
        { limit: 100, offset: 0 },
        { limit: 20, offset: 130 },
      ]) {
        const ids = await selectListingIds(db, filter, page);
        const listed = index.listingWithoutWords(browseFilter, page);
        expect(listingRows(listed.rows), JSON.stringify({ filter, page })).toEqual(
          await selectListingRowsById(db, ids),
        );
      }
    }
  }, 60_000);
});

describe('a search through the word index', () => {
  test('finds a business added, renamed or removed a moment ago', async () => {
    const city = uniqueCity('Indexton');
    const business = await createBusiness(db, { name: 'Quillback Saddlery', city });
    expect(names(await search({ q: 'quillback', city }))).toEqual(['Quillback Saddlery']);
    await db.execute(
      sql`update ${businesses} set name = 'Razorback Saddlery' where id = ${business.id}`,
    );
    expect(names(await search({ q: 'quillback', city }))).toEqual([]);
    expect(names(await search({ q: 'razorback', city }))).toEqual(['Razorback Saddlery']);
    await db.execute(sql`delete from ${businesses} where id = ${business.id}`);
    expect(names(await search({ q: 'razorback saddlery', city }))).toEqual([]);
  });

  test('of a large directory: answered by PostgreSQL while the index builds, and after every change until it is built again', async () => {
    const city = uniqueCity('Buildton');
    configureSearchIndex(db, { builtBeforeAnswering: 0 });
    try {
      const builds = () => shared.logs.filter((line) => line.msg === 'search index built').length;
      const before = builds();
      await createBusiness(db, { name: 'Wobbegong Outfitters', city });
      // The index is behind: this search starts its build and PostgreSQL answers.
      expect(names(await search({ q: 'wobbegong', city }))).toEqual(['Wobbegong Outfitters']);
      await searchIndexBuild(db);
      expect(builds()).toBe(before + 1);
      const built = builds();
      expect(names(await search({ q: 'wobbegong outfitters', city }))).toEqual([
        'Wobbegong Outfitters',
      ]);
      expect(builds()).toBe(built);
      // A change is seen by the very next search, though the index is a version behind.
      await db.execute(
        sql`update ${businesses} set name = 'Wobbegong Rentals' where name = 'Wobbegong Outfitters'`,
      );
      expect(names(await search({ q: 'wobbegong', city }))).toEqual(['Wobbegong Rentals']);
      await searchIndexBuild(db);
      expect(names(await search({ q: 'rentals wobbegong', city }))).toEqual(['Wobbegong Rentals']);
      expect(builds()).toBe(built + 1);

      // Too large to keep in memory: PostgreSQL answers and nothing is built.
      configureSearchIndex(db, { mostIndexed: 0 });
      await createBusiness(db, { name: 'Wobbegong Tackle', city });
      expect(names(await search({ q: 'wobbegong tackle', city }))).toEqual(['Wobbegong Tackle']);
      expect(searchIndexBuild(db)).toBeUndefined();
      expect(builds()).toBe(built + 1);
    } finally {
      configureSearchIndex(db, {
        builtBeforeAnswering: BUILT_BEFORE_ANSWERING,
        mostIndexed: MOST_INDEXED,
      });
    }
  });
});

describe('the word index and PostgreSQL, open now and nearest first', () => {
  test('give the same listings and city pages for every filter at three times and three points', async () => {
    // Hours of every kind on the parity directory (every plan: a free listing's hours
    // are not shown, so never open), and pins on seven businesses in eight.
    const hours = [
      'Mon-Fri: 9AM-5PM',
      'Mon-Sat: 7AM-7PM, Sun: Closed',
      'Open 24 hours',
      'Fri-Sat: 6PM-2AM',
      'By appointment',
      null,
      'Mon-Sun: 11AM-10PM',
    ];
    await db.execute(sql`
      update ${businesses} set
        hours = (${sql.param(hours)}::text[])[1 + (substr(slug, 8)::int / 3) % ${hours.length}],
        latitude = case when substr(slug, 8)::int % 8 = 0 then null
          else 30.5 + (substr(slug, 8)::int * 37 % 400) / 1000.0 + substr(slug, 8)::int * 1e-7 end,
        longitude = case when substr(slug, 8)::int % 8 = 0 then null
          else -96.5 + (substr(slug, 8)::int * 53 % 400) / 1000.0 end
      where slug like 'parity-%'`);
    const { rows, words, categories } = await selectIndexRows(db);
    // Its sets in a WebAssembly memory, as from 32,768 businesses.
    const index = await WordIndex.build(rows, { words, categories }, { setMemoryFrom: 0 });
    // Wednesday 10 AM, Saturday 1 AM and Sunday noon in College Station (CST).
    const instants = [
      Date.UTC(2026, 11, 2, 16),
      Date.UTC(2026, 11, 5, 7),
      Date.UTC(2026, 11, 6, 18),
    ];
    const walls = instants.map(wallTimeAt);
    const points = [
      { latitude: 30.61234, longitude: -96.33321 },
      { latitude: 30.85, longitude: -96.05 },
      { latitude: 30.4, longitude: -96.7 },
    ];
    const nearOf = (w: number) => points[w];
    const filters: DirectoryFilter[] = [
      {},
      { speaksSpanish: true },
      ...CITIES.slice(0, 3).map((city) => ({ city })),
      ...CATEGORIES.slice(0, 4).map((category, i) => ({
        categories: [category],
        ...(i % 2 ? { city: CITIES[i % CITIES.length] } : {}),
      })),
    ];
    let open = 0;
    let compared = 0;
    for (const [w, wall] of walls.entries()) {
      const openIds = await openIdsAt(db, wall);
      open += openIds.length;
      const near = nearOf(w);
      for (const filter of filters) {
        const browseFilter = {
          ...(filter.categories ? { categories: filter.categories } : {}),
          ...(filter.city ? { cityKey: filter.city.toLowerCase() } : {}),
          ...(filter.speaksSpanish ? { speaksSpanish: true } : {}),
          openAt: wall,
        };
        const sqlFilter = { ...filter, openAt: wall, openIds };
        expect(index.browse(browseFilter, 50).total, JSON.stringify(filter)).toBe(
          await countDirectory(db, sqlFilter),
        );
        for (const page of [
          { limit: 100, offset: 0 },
          { limit: 20, offset: 30 },
        ]) {
          for (const [label, fromIndex, fromSql] of [
            ['open', browseFilter, sqlFilter],
            ['nearest', { ...browseFilter, openAt: undefined }, filter],
          ] as const) {
            const listed = index.listingWithoutWords(fromIndex, {
              ...page,
              near,
            });
            const ids = await selectListingIds(db, fromSql, { ...page, near });
            expect(
              listed.rows.map((row) => row.id),
              JSON.stringify({ label, filter, page, w }),
            ).toEqual(ids);
            compared++;
          }
        }
      }
      // A text listing nearest first: its matches, in order of distance.
      const text = await filterOf(db, { q: 'bakery' });
      if (text?.text) {
        const textFilter = { ...text, text: text.text };
        const fromSql = await selectTextListingRows(db, {
          filter: textFilter,
          limit: 100,
          offset: 0,
          textCap: TEXT_MATCH_CAP,
          near,
        });
        const fromMemory = index.listing(await indexQueryOf(db, textFilter), {
          cap: TEXT_MATCH_CAP,
          limit: 100,
          offset: 0,
          near,
        });
        expect(fromMemory.rows.map((row) => row.id)).toEqual(fromSql.rows.map((row) => row.id));
        compared++;
      }
    }
    // The city pages (as they are, open now, nearest first, and both) as the service answers them:
    // from the index, then from SQL alone (the directory touched between, so nothing
    // kept from the first is read by the second).
    const cityPages = async () => {
      const answers = [];
      for (const [w, instant] of instants.entries()) {
        vi.setSystemTime(instant);
        for (const city of CITIES) {
          for (const narrowed of [
            {},
            { open: true },
            { near: nearOf(w) },
            { open: true, near: nearOf(w) },
          ]) {
            for (const page of [
              { limit: 50, offset: 0 },
              { limit: 25, offset: 40 },
            ]) {
              answers.push(
                await listCityBusinesses({ db, cityParam: city, page: { ...page, ...narrowed } }),
              );
            }
          }
        }
      }
      return answers;
    };
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const fromIndex = await cityPages();
      configureSearchIndex(db, { mode: 'database' });
      await db.execute(sql`update ${businesses} set reviews = reviews where slug = 'parity-1'`);
      const fromSql = await cityPages();
      expect(fromIndex.length).toBe(6 * 4 * 2 * 3);
      for (const [i, answer] of fromIndex.entries()) expect(answer, String(i)).toEqual(fromSql[i]);
      expect(fromIndex.filter((answer) => answer.items.length > 0).length).toBeGreaterThan(60);
    } finally {
      vi.useRealTimers();
      configureSearchIndex(db, { mode: 'memory' });
    }
    // Some open, not all: the times and hours differ.
    expect(open).toBeGreaterThan(100);
    expect(open).toBeLessThan(3 * 1_500);
    expect(compared).toBeGreaterThan(100);
  }, 60_000);
});
