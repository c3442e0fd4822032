/**
 * Which word index a search may use (word-index.ts): one per database, built from the
 * directory and used only while the directory is at the version it was built from, so a
 * search sees every change committed before it, as the SQL search does. A directory of
 * up to BUILT_BEFORE_ANSWERING businesses is indexed before the search answers (a few
 * milliseconds: tests and small towns always use the index); a larger one is indexed in
 * the background while the SQL search answers, and after each change again: at 100,000
 * businesses a build takes about 3 s, at 1,000,000 about 45 s (26 s reading the rows, 19
 * s building), in slices, so the server answers requests meanwhile (decision 045).
 */

import { getHeapStatistics } from 'node:v8';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import { keptRecent } from '../../platform/kept-in.js';
import type { Logger } from '../../platform/logger.js';
import type { DirectoryFilter, TextTerms } from './search-filter.js';
import { andedTerms } from './search-filter.js';
import { combine, parseTsQuery, type TsQuery } from './tsquery.js';
import { type IndexQuery, WordIndex } from './word-index.js';
import { selectIndexRows, selectStems } from './word-index.queries.js';

export const BUILT_BEFORE_ANSWERING = 20_000;

/**
 * The JS heap an index takes per business while the next one is built beside it (decision
 * 045, measured at 1,000,000 businesses): 0.8 KB kept then, 0.4 KB since its rows are
 * packed (decision 048), 1 KB more for the rows being read, and room for the build's own
 * arrays; left as measured before the packing, so a heap the size of this machine's
 * still holds two. Its typed arrays (about 1.2 KB a business) are outside the heap.
 */
const HEAP_BYTES_PER_INDEXED = 3_000;

/**
 * Past this many businesses the SQL search answers: the index and the next one being
 * built must fit the heap (1,450,000 with this machine's default heap of 4.3 GB; set
 * node's --max-old-space-size for more).
 */
export const MOST_INDEXED = Math.floor(
  getHeapStatistics().heap_size_limit / HEAP_BYTES_PER_INDEXED,
);

/** 'memory': searches use the word index; 'database': always the SQL search (SEARCH_INDEX). */
export type SearchIndexMode = 'memory' | 'database';

interface State {
  mode: SearchIndexMode;
  /** BUILT_BEFORE_ANSWERING and MOST_INDEXED, unless a test sets others. */
  builtBeforeAnswering: number;
  mostIndexed: number;
  logger?: Logger;
  index?: WordIndex;
  version?: string;
  building?: Promise<void>;
  /** How many businesses the directory had when last counted or indexed. */
  size?: number;
  /** The version at which the directory was found too large to index (MOST_INDEXED). */
  tooLargeAt?: string;
}

const states = new WeakMap<object, State>();

function stateOf(db: Db): State {
  let state = states.get(db);
  if (!state) {
    state = {
      mode: 'memory',
      builtBeforeAnswering: BUILT_BEFORE_ANSWERING,
      mostIndexed: MOST_INDEXED,
    };
    states.set(db, state);
  }
  return state;
}

/** Sets how this database's searches run (the server does it once, from SEARCH_INDEX). */
export function configureSearchIndex(
  db: Db,
  options: Partial<Pick<State, 'mode' | 'logger' | 'builtBeforeAnswering' | 'mostIndexed'>>,
) {
  Object.assign(stateOf(db), options);
}

/** The build in progress, if any (tests wait for it). */
export function searchIndexBuild(db: Db): Promise<void> | undefined {
  return stateOf(db).building;
}

function build(db: Db, state: State): Promise<void> {
  state.building ??= (async () => {
    try {
      const started = performance.now();
      const { version, rows, words, categories } = await selectIndexRows(db);
      const index = await WordIndex.build(rows, { words, categories });
      state.index = index;
      state.version = version;
      state.size = index.size;
      state.logger?.info('search index built', {
        businesses: index.size,
        ms: Math.round(performance.now() - started),
      });
    } finally {
      state.building = undefined;
    }
  })();
  return state.building;
}

/**
 * The word index at `version`, or null when the SQL search must answer: searches kept
 * in the database, or a large directory whose index is still being built.
 */
export async function wordIndexAt(db: Db, version: string): Promise<WordIndex | null> {
  const state = stateOf(db);
  if (state.mode !== 'memory') return null;
  if (state.index && state.version === version) return state.index;
  if (state.tooLargeAt === version) return null;
  state.size ??= (
    await queryRows<{ count: number }>(db, sql`select count(*)::int as count from businesses`)
  )[0].count;
  if (state.size > state.mostIndexed) {
    // Counted again after the next change: the directory may have shrunk.
    state.tooLargeAt = version;
    state.size = undefined;
    state.index = undefined;
    return null;
  }
  const small = state.size <= state.builtBeforeAnswering;
  // A build already running may have started before the change: wait for it, then
  // build again if it is not at this version.
  const running = state.building;
  const next = running
    ? running.then(() => (state.version === version ? undefined : build(db, state)))
    : build(db, state);
  if (!small) {
    next.catch((error: unknown) =>
      state.logger?.error('search index build failed', { error: String(error) }),
    );
    return null;
  }
  await next;
  return state.index && state.version === version ? state.index : null;
}

/** Stems of terms, per database (they change only with a migration): at most this many kept. */
const MAX_STEMS = 20_000;
/** A term's English stems, and its English or Spanish ones. */
interface Stems {
  english: TsQuery;
  both: TsQuery;
}
const stemCaches = new WeakMap<object, Map<string, Stems>>();

/** Each anded term of the tsquery text, as PostgreSQL stems it. */
async function stemsOf(db: Db, prefixQuery: string): Promise<(Stems | undefined)[]> {
  let cache = stemCaches.get(db);
  if (!cache) {
    cache = new Map();
    stemCaches.set(db, cache);
  }
  const terms = andedTerms(prefixQuery);
  const missing = terms.filter((term) => !cache.has(term));
  if (missing.length > 0) {
    const stems = await selectStems(db, missing);
    for (const term of missing) {
      const stem = stems.get(term);
      if (!stem) continue;
      const english = parseTsQuery(stem.english);
      const both = combine('or', [english, parseTsQuery(stem.spanish)]);
      keptRecent(cache, term, { english, both }, MAX_STEMS);
    }
  }
  return terms.map((term) => cache.get(term));
}

/** Each anded term of the tsquery text as its `which` stems, all of them together. */
async function stemmedQuery(db: Db, prefixQuery: string, which: keyof Stems): Promise<TsQuery> {
  const stems = await stemsOf(db, prefixQuery);
  return combine(
    'and',
    stems.map((stem) => stem?.[which] ?? { kind: 'empty' }),
  );
}

/**
 * A suggestion's words as selectSuggestions matches names (`to_tsquery('bcs_english',
 * ...)`): English stems only; the index then keeps the names (weight A) that have them.
 */
export function nameWordsQuery(db: Db, prefixQuery: string): Promise<TsQuery> {
  return stemmedQuery(db, prefixQuery, 'english');
}

/** The filter as the index asks it. */
export async function indexQueryOf(
  db: Db,
  filter: DirectoryFilter & { text: TextTerms },
): Promise<IndexQuery> {
  return {
    // Each term as its English or Spanish stems.
    words: await stemmedQuery(db, filter.text.prefixQuery, 'both'),
    wordCategories: filter.text.categories,
    ...(filter.categories ? { categories: filter.categories } : {}),
    ...(filter.city ? { cityKey: filter.city.toLowerCase() } : {}),
    ...(filter.speaksSpanish ? { speaksSpanish: true } : {}),
    ...(filter.openAt ? { openAt: filter.openAt } : {}),
  };
}
