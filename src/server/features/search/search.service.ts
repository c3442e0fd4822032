import type { BusinessCard, HomeDirectory, Listing, Suggestion } from '#domain/businesses.js';
import { CATEGORIES } from '#domain/categories.js';
import type { WallTime } from '#domain/hours.js';
import type { Page } from '#domain/paging.js';
import { capDescription, PLAN_IDS_BEST_FIRST, planOf } from '#domain/plans.js';
import {
  FEATURED_LIMIT,
  LIST_DEPTH,
  type ListingCriteria,
  SEARCH_LIMIT,
  type SearchCriteria,
  SUGGESTION_LIMIT,
  SUGGESTION_MIN_LENGTH,
  searchMessages,
  TEXT_MATCH_CAP,
} from '#domain/search.js';
import { coverImageOf } from '../../db/business-columns.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/app-error.js';
import { pageOfRows, RowTexts } from '../../platform/cached-json.js';
import {
  currentDirectoryVersion,
  readIdsThroughDirectory,
  readPageThroughDirectory,
  readThroughDirectory,
} from '../../platform/directory-cache.js';
import type { Logger } from '../../platform/logger.js';
import { recordSearchImpressions } from '../analytics/analytics.service.js';
import { listingTexts } from '../businesses/businesses.service.js';
import { listCityNames } from '../cities/cities.service.js';
import { openIdsAt, openNowOf } from './open-now.service.js';
import {
  countDirectory,
  estimateCount,
  RANKED_PER_PLAN,
  selectListingIds,
  selectListingRowsById,
  selectRandomOfPlan,
  selectSearchPage,
  selectTextListingRows,
  withTextIndexes,
} from './search.queries.js';
import {
  type CardRow,
  type DirectoryFilter,
  filterKey,
  type ListingRow,
  type TextTerms,
} from './search-filter.js';
import {
  correctedFilter,
  correctedWith,
  correctionsOf,
  filterOf,
  prefixQueryOf,
  searchTermOf,
  textWords,
} from './search-text.js';
import { selectCategoriesLike, selectSuggestions } from './search-words.queries.js';
import type { BrowseFilter, WordIndex } from './word-index.js';
import { indexQueryOf, nameWordsQuery, wordIndexAt } from './word-index.service.js';

const DEFAULT_CATEGORY = 'Business';
const FEATURED_DESCRIPTION = 'A featured local business.';
const RESULT_DESCRIPTION = 'A local business.';

/** A text filter's total once more matched than were read: the planner's estimate, and at least `read`. */
async function estimatedTotal(
  db: Db,
  filter: DirectoryFilter,
  read: number,
): Promise<Pick<Page<unknown>, 'total' | 'totalEstimated'>> {
  return { total: Math.max(await estimateCount(db, filter), read), totalEstimated: true };
}

function toCard(row: CardRow, defaultDescription: string): BusinessCard {
  const picture = coverImageOf(row);
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    category: row.category || DEFAULT_CATEGORY,
    city: row.city,
    image: picture.image,
    imageSrcSet: picture.imageSrcSet,
    description: capDescription(row.description, row.plan) || defaultDescription,
    descriptionEs: capDescription(row.descriptionEs, row.plan),
    speaksSpanish: row.speaksSpanish,
    plan: row.plan,
    featured: planOf(row.plan).featured,
    rating: row.rating,
    // Issue 29: the open status, where the plan shows hours.
    hours: planOf(row.plan).showsContactDetails && row.hours ? row.hours : undefined,
  };
}

/** Each word index row's search result card as JSON (jsonAnswer's pageOfRows). */
const resultCardTexts = new RowTexts(
  (row: ListingRow) => toCard(row, RESULT_DESCRIPTION),
  () => undefined,
);

/** A page of search results from rows (a word index's of `indexSize` businesses, or 0: pageOfRows). */
function cardPage(
  rows: readonly ListingRow[],
  rest: Omit<Page<BusinessCard>, 'items'>,
  indexSize = 0,
): Page<BusinessCard> {
  return pageOfRows(resultCardTexts, rows, undefined, rest, { indexSize });
}

/**
 * How many businesses a filter without words matches, once per filter while the
 * directory is unchanged (paging through a listing re-reads rows, never the count).
 * The whole directory is counted; a category or a city to COUNTED_EXACTLY, past which
 * the planner estimates (a city of 100,000 businesses is a long count even from an
 * index: 161 ms for a category in a city at 1,000,000 when every row was read).
 */
function countMatches(
  db: Db,
  filter: DirectoryFilter,
): Promise<Pick<Page<unknown>, 'total' | 'totalEstimated'>> {
  return readThroughDirectory(db, `count:${filterKey(filter)}`, async () => {
    if (!filter.categories && !filter.city) return { total: await countDirectory(db, filter) };
    const counted = await countDirectory(db, filter, COUNTED_EXACTLY + 1);
    if (counted <= COUNTED_EXACTLY) return { total: counted };
    return estimatedTotal(db, filter, counted);
  });
}

/** A filtered list is counted exactly to this many businesses, then estimated. */
const COUNTED_EXACTLY = 1_000;

/**
 * What the home page is made of: per plan, the businesses a featured place may go to
 * (a random sample with cover photos, drawn once while the directory is unchanged and
 * at most a minute: drawing from the whole plan per request sorted every business of
 * the plan by random()), and the cities. The cards are shuffled for each visitor.
 */
const FEATURED_POOL_SIZE = FEATURED_LIMIT * 4;
const HOME_MAX_AGE_MS = 60_000;

function homeParts(db: Db): Promise<{ pools: CardRow[][]; cities: string[] }> {
  return readThroughDirectory(
    db,
    'home',
    async () => ({
      pools: await Promise.all(
        PLAN_IDS_BEST_FIRST.map((plan) => selectRandomOfPlan(db, plan, FEATURED_POOL_SIZE)),
      ),
      cities: await listCityNames({ db }),
    }),
    { maxAgeMs: HOME_MAX_AGE_MS },
  );
}

/** A shuffled copy (Fisher-Yates). */
function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/** Up to 16 featured cards: texas_gold first, then silver, then free, each plan in random order. */
function featuredCards(pools: CardRow[][]): BusinessCard[] {
  const cards: BusinessCard[] = [];
  for (const pool of pools) {
    const remaining = FEATURED_LIMIT - cards.length;
    if (remaining === 0) break;
    cards.push(
      ...shuffled(pool)
        .slice(0, remaining)
        .map((row) => toCard(row, FEATURED_DESCRIPTION)),
    );
  }
  return cards;
}

export async function listFeaturedBusinesses({ db }: { db: Db }): Promise<BusinessCard[]> {
  return featuredCards((await homeParts(db)).pools);
}

/** Everything the home page shows before a search, in one answer. */
export async function getHomeDirectory({ db }: { db: Db }): Promise<HomeDirectory> {
  const { pools, cities } = await homeParts(db);
  return { featured: featuredCards(pools), cities, categories: [...CATEGORIES] };
}

/** A filter without words as the index reads it. */
function browseFilterOf(filter: DirectoryFilter): BrowseFilter {
  return {
    ...(filter.categories ? { categories: filter.categories } : {}),
    ...(filter.city ? { cityKey: filter.city.toLowerCase() } : {}),
    ...(filter.speaksSpanish ? { speaksSpanish: true } : {}),
    ...(filter.openAt ? { openAt: filter.openAt } : {}),
  };
}

/**
 * The word index (null: the SQL answers) and the criteria as a filter (null: nothing can
 * match), open at `wall` when given: the index checks hours itself, the SQL is given the
 * open businesses' ids.
 */
async function indexAndFilter(
  db: Db,
  criteria: SearchCriteria,
  wall: WallTime | undefined,
): Promise<{ index: WordIndex | null; filter: DirectoryFilter | null }> {
  const index = await wordIndexAt(db, await currentDirectoryVersion(db));
  const filter = await filterOf(
    db,
    criteria,
    index ? (words) => index.similarCategories(words) : undefined,
  );
  if (!filter || !wall) return { index, filter };
  if (index) return { index, filter: { ...filter, openAt: wall } };
  return { index, filter: { ...filter, openAt: wall, openIds: await openIdsAt(db, wall) } };
}

/** The filter with its words corrected from the index's words (null: nothing to correct). */
function correctedInIndex(
  filter: DirectoryFilter & { text: TextTerms },
  index: WordIndex,
): DirectoryFilter | null {
  const corrections = index.similarWords.corrections(filter.text.words.split(' '));
  const text = correctedWith(filter.text, corrections);
  return text ? { ...filter, text } : null;
}

/**
 * A text search through the word index (word-index.ts): matched, counted and ranked in
 * memory, the page's rows from the index too (no statement), and typed words that
 * match nothing corrected from the index's copy of the directory's words.
 */
async function searchThroughIndex(
  index: WordIndex,
  db: Db,
  filter: DirectoryFilter & { text: TextTerms },
): Promise<Page<BusinessCard>> {
  const options = { rankedPerPlan: RANKED_PER_PLAN, limit: SEARCH_LIMIT };
  const query = await indexQueryOf(db, filter);
  let found = index.searchMatchingWords(query, options);
  if ('rankAnyway' in found) {
    const retry = correctedInIndex(filter, index);
    found = retry?.text
      ? index.search(await indexQueryOf(db, { ...retry, text: retry.text }), options)
      : found.rankAnyway();
  }
  return cardPage(found.rows, { total: found.total }, index.size);
}

/**
 * The home search: best plan first, then relevance; at most 50 cards. The cards of a
 * search made a second time are kept while the directory is unchanged (the same search
 * gives the same cards until a business, photo or category changes; a search made once
 * is not kept: readPageThroughDirectory). Each request records an impression of every
 * returned business, one row of the search (docs/decisions/044), queued and written with
 * other requests' (event-queue.ts); a failed write is logged and never fails the search.
 */
export async function searchBusinesses({
  db,
  logger,
  criteria,
}: {
  db: Db;
  logger: Logger;
  criteria: SearchCriteria;
}): Promise<Page<BusinessCard>> {
  const open = openNowOf(criteria);
  const key = `search:${JSON.stringify(criteria)}${open.key}`;
  const page = await readPageThroughDirectory(db, key, async () => {
    const { index, filter: found } = await indexAndFilter(db, criteria, open.wall);
    if (!found) return { items: [], total: 0 };
    let filter = found;
    if (filter.text && index)
      return searchThroughIndex(index, db, { ...filter, text: filter.text });
    if (index) {
      const browsed = index.browse(browseFilterOf(filter), SEARCH_LIMIT);
      return cardPage(browsed.rows, { total: browsed.total }, index.size);
    }
    let read = await selectSearchPage(db, { filter, limit: SEARCH_LIMIT });
    if (filter.text && !read.wordsMatched) {
      const retry = await correctedFilter(db, filter);
      if (retry) {
        filter = retry;
        read = await withTextIndexes(db, (tx) =>
          selectSearchPage(tx, { filter: retry, limit: SEARCH_LIMIT }),
        );
      }
    }
    if (!filter.text) return cardPage(read.rows, await countMatches(db, filter));
    if (!read.more) return cardPage(read.rows, { total: read.candidates });
    return cardPage(read.rows, await estimatedTotal(db, filter, read.candidates));
  });
  recordSearchImpressions({
    db,
    logger,
    businessIds: page.items.map((i) => i.id),
    page: 'home',
    searchTerm: searchTermOf(criteria),
  });
  return page;
}

/**
 * The listings page: every business by category then name (or nearest the visitor's
 * point first: 'Near me'), filtered, one page at a time, to LIST_DEPTH (with words:
 * TEXT_MATCH_CAP, best plan first). A page read a second time is kept while the
 * directory is unchanged (with 'Open now', for its minute), and a filter without words
 * is counted once for all its pages.
 */
export async function listBusinesses({
  db,
  criteria,
  limit,
  offset,
}: {
  db: Db;
  criteria: ListingCriteria;
  limit: number;
  offset: number;
}): Promise<Page<Listing>> {
  const depth = criteria.q ? TEXT_MATCH_CAP : LIST_DEPTH;
  if (offset >= depth) throw new AppError('validation', searchMessages.tooDeep(depth));
  const open = openNowOf(criteria);
  const { near } = criteria;
  const key = `listing:${JSON.stringify(criteria)}${open.key}:${limit}:${offset}`;
  return readPageThroughDirectory(db, key, async () => {
    const { index, filter: matched } = await indexAndFilter(db, criteria, open.wall);
    if (!matched) return { items: [], total: 0 };
    let filter = matched;
    const page = { limit: Math.min(limit, depth - offset), offset, ...(near ? { near } : {}) };
    // Each with its miles from `near` when sorted 'Near me' (pageOfRows).
    const listingsOf = (rows: ListingRow[], rest: Omit<Page<Listing>, 'items'>): Page<Listing> =>
      pageOfRows(listingTexts, rows, near, rest, { indexSize: index?.size ?? 0 });
    if (!filter.text && index) {
      const found = index.listingWithoutWords(browseFilterOf(filter), page);
      return listingsOf(found.rows, {
        total: found.total,
        ...(found.total > LIST_DEPTH ? { reachable: LIST_DEPTH } : {}),
      });
    }
    const pageOf = async (of: DirectoryFilter, on: Db = db) => {
      if (of.text && index) {
        const query = await indexQueryOf(db, { ...of, text: of.text });
        return index.listing(query, { ...page, cap: TEXT_MATCH_CAP });
      }
      if (!of.text) {
        const ids = await readIdsThroughDirectory(
          on,
          `listing:${filterKey(of)}:${JSON.stringify(near ?? null)}`,
          page,
          (blockLimit, blockOffset) =>
            selectListingIds(on, of, { ...page, limit: blockLimit, offset: blockOffset }),
        );
        const rows = await selectListingRowsById(on, ids);
        return { rows, matched: rows.length, wordsMatched: false };
      }
      return selectTextListingRows(on, {
        ...page,
        filter: { ...of, text: of.text },
        textCap: TEXT_MATCH_CAP,
      });
    };
    let found = await pageOf(filter);
    if (filter.text && offset === 0 && !found.wordsMatched) {
      const retry = index
        ? correctedInIndex({ ...filter, text: filter.text }, index)
        : await correctedFilter(db, filter);
      if (retry) {
        filter = retry;
        found = index ? await pageOf(retry) : await withTextIndexes(db, (tx) => pageOf(retry, tx));
      }
    }
    if (filter.text) {
      if (found.matched <= TEXT_MATCH_CAP) return listingsOf(found.rows, { total: found.matched });
      return listingsOf(found.rows, {
        ...(await estimatedTotal(db, filter, TEXT_MATCH_CAP + 1)),
        reachable: TEXT_MATCH_CAP,
      });
    }
    const counted = await countMatches(db, filter);
    return listingsOf(found.rows, {
      ...counted,
      ...(counted.total > LIST_DEPTH ? { reachable: LIST_DEPTH } : {}),
    });
  });
}

/**
 * The suggestions for `text` as suggestionsFromDatabase finds them, from the word index:
 * no statement but the new words' stems (kept per database) and the city names (kept
 * per directory version).
 */
export async function suggestionsFromIndex(
  db: Db,
  index: WordIndex,
  text: string,
): Promise<Suggestion[]> {
  const cities = await listCityNames({ db });
  const options = {
    text,
    limit: SUGGESTION_LIMIT,
    categories: index.categoriesContaining(text),
    cityKeys: cities.map((city) => city.toLowerCase()).filter((city) => city.includes(text)),
  };
  return suggestedOrCorrected(
    text,
    async (words, others) =>
      index.suggestions({
        ...options,
        nameQuery: words.length ? await nameWordsQuery(db, prefixQueryOf(words, others)) : null,
      }),
    async (words) => index.similarWords.corrections(words),
  );
}

/**
 * What `find` suggests for the text's words (none: the text has no letter or digit), or,
 * when nothing starts like them, for the words with their `corrections` beside them
 * (`others`): a typo ('lavendr' -> lavender), through the directory's words.
 */
async function suggestedOrCorrected(
  text: string,
  find: (words: string[], others?: Map<string, string[]>) => Promise<Suggestion[]>,
  corrections: (words: string[]) => Promise<Map<string, string[]>>,
): Promise<Suggestion[]> {
  const words = textWords(text)?.words.split(' ') ?? [];
  const found = await find(words);
  if (found.length > 0 || words.length === 0) return found;
  const close = await corrections(words);
  if (close.size === 0) return found;
  return find(words, close);
}

/** Quick suggestions by name, category or city; fewer than 2 characters suggest nothing. */
export async function suggestBusinesses({
  db,
  q,
}: {
  db: Db;
  q: string;
}): Promise<Page<Suggestion>> {
  const text = q.trim().replace(/\s+/g, ' ').toLowerCase();
  if (text.length < SUGGESTION_MIN_LENGTH) return { items: [], total: 0 };
  const items = await readPageThroughDirectory(db, `suggest:${text}`, async () => {
    const index = await wordIndexAt(db, await currentDirectoryVersion(db));
    return index ? suggestionsFromIndex(db, index, text) : suggestionsFromDatabase(db, text);
  });
  return { items, total: items.length };
}

/** The suggestions for `text` (trimmed, lower-case) from PostgreSQL's indexes. */
export async function suggestionsFromDatabase(db: Db, text: string): Promise<Suggestion[]> {
  const [categories, cities] = await Promise.all([
    readThroughDirectory(db, `categories-like:${text}`, () => selectCategoriesLike(db, text)),
    listCityNames({ db }),
  ]);
  const options = {
    text,
    limit: SUGGESTION_LIMIT,
    categories,
    cities: cities.filter((city) => city.toLowerCase().includes(text)),
  };
  return suggestedOrCorrected(
    text,
    (words, others) =>
      selectSuggestions(db, {
        ...options,
        nameQuery: words.length ? prefixQueryOf(words, others, 'A') : null,
      }),
    (words) => correctionsOf(db, words),
  );
}
