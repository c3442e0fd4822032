/**
 * The directory's words in the server's memory (issue 27): what a text search needs of
 * every business (its plan, category, city, 'Se habla español', rating, name and the
 * lexemes of its search_vector with their positions and weights), so a search finds,
 * counts and ranks its matches here and reads from the database only the page's rows,
 * by primary key. Ranked as PostgreSQL's ts_rank ranks (calc_rank_and / calc_rank_or of
 * src/backend/utils/adt/tsrank.c, in single precision), so a page is what the SQL
 * search (search.queries.ts selectSearchPage) gives for the same directory.
 *
 * Businesses are numbered best plan first, so each plan's matches are a run of numbers;
 * sets of businesses are bit sets over those numbers.
 */

import type { Suggestion } from '#domain/businesses.js';
import { type CompiledHours, compiledHoursOf, isOpenAtWall, type WallTime } from '#domain/hours.js';
import { PLAN_IDS_BEST_FIRST, planOf } from '#domain/plans.js';
import { milesBetween, type NearPoint } from '#domain/search.js';
import { KEPT_ROW_TEXTS } from '../../platform/cached-json.js';
import { keptIn, keptRecent } from '../../platform/kept-in.js';
import {
  type Bits,
  countBoth,
  forEachDoc,
  intersect,
  nextFilled,
  popcount,
  SetMemory,
  shareAny,
  unite,
} from './bit-sets.js';
import { NearGrid, nearestPage } from './near-grid.js';
import { type FieldKind, Growing, PackedRows } from './packed-rows.js';
import type { ListingRow } from './search-filter.js';
import { CATEGORY_SIMILARITY } from './search-words.queries.js';
import { mayReach, SimilarWords, trigramsInOrder, wordSimilarityOf } from './similar-words.js';
import { readLexeme, type TsQuery, wordsOf } from './tsquery.js';

/**
 * A business as the index reads it (word-index.queries.ts): its listing row (what a card
 * and a listing show, its cover photo included), its city as filters match it, and its
 * words.
 */
export type IndexRow = CityRow & {
  cityKey: string | null;
  /** search_vector as PostgreSQL prints it: `'bakeri':2A 'bryan':5C,9`. */
  vector: string;
};

/** What a city page shows besides a listing (businesses.service.ts toPublicBusiness). */
export interface CityExtras {
  yearsInBusiness: number | null;
  gbpSetUp: boolean;
  website: string | null;
  email: string | null;
}

/** A business as a city page reads it. */
export type CityRow = ListingRow & CityExtras;

/** What a search asks of the index (the filter of search-filter.ts, its text already stemmed). */
export interface IndexQuery {
  /** The words: each typed term's English or Spanish stems, all of them (AND). */
  words: TsQuery;
  /** Categories the words resemble: a business of one matches too (and ranks 0.3 higher). */
  wordCategories: string[];
  categories?: string[];
  cityKey?: string;
  speaksSpanish?: boolean;
  /** Only businesses open at this College Station wall time whose plan shows hours. */
  openAt?: WallTime;
}

/** A filter without words. */
export type BrowseFilter = Pick<IndexQuery, 'categories' | 'cityKey' | 'speaksSpanish' | 'openAt'>;

/** A page of a list; with `near`, nearest first, and each row's miles from it. */
export interface ListPage {
  limit: number;
  offset: number;
  near?: NearPoint;
}

/** Rows in a list's order. */
export interface ListRows {
  rows: ListingRow[];
}

export interface IndexPage {
  /** The page's businesses, best first. */
  rows: ListingRow[];
  /** How many businesses match (exactly). */
  total: number;
  /** Whether any match is by the words, not only by a category they resemble. */
  wordsMatched: boolean;
}

/** ts_rank's default weights of D, C, B and A. */
const WEIGHTS = [0.1, 0.2, 0.4, 1.0].map(Math.fround);
const WEIGHT_OF_LETTER: Record<string, number> = { A: 3, B: 2, C: 1, D: 0 };
/** The name's words are weight A in the search document (migration 0021). */
const NAME_WEIGHT = WEIGHT_OF_LETTER.A;
/** What a business matched only by a category its words resemble gets (search-filter.ts relevance). */
const CATEGORY_HIT = Math.fround(0.3);
const f = Math.fround;

/** PostgreSQL's name order under the C collation: by code point. */
export function byCodePoint(a: string, b: string): number {
  if (a === b) return 0;
  const length = Math.min(a.length, b.length);
  let i = 0;
  while (i < length && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (i === length) return a.length < b.length ? -1 : 1;
  const x = a.charCodeAt(i);
  const y = b.charCodeAt(i);
  // Code units sort as code points but where one is a surrogate (half of a character past
  // U+FFFF) and the other is not: the character past U+FFFF is the greater.
  const xSurrogate = x >= 0xd800 && x <= 0xdfff;
  if (xSurrogate !== (y >= 0xd800 && y <= 0xdfff)) return xSurrogate ? 1 : -1;
  return x < y ? -1 : 1;
}

/** JavaScript's own string order, by UTF-16 code unit (the lexicon's: lowerBound). */
function byCodeUnit(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The directory's lexemes sorted by code unit (a prefix's lexemes are a run), as one
 * string and where each one ends. At 1,000,000 businesses there are about as many
 * lexemes, and as strings in an array and a Map they were most of the heap each full
 * collection marks (decision 048); a word's id is found by a binary search (about 20
 * comparisons, a few a search).
 */
/** How many lookups a Lexicon keeps. */
const LEXICON_LOOKUPS_KEPT = 4_096;

export class Lexicon {
  private readonly text: string;
  private readonly ends: Uint32Array;

  constructor(sorted: readonly string[]) {
    this.text = sorted.join('');
    this.ends = new Uint32Array(sorted.length);
    let end = 0;
    for (let id = 0; id < sorted.length; id++) {
      end += sorted[id].length;
      this.ends[id] = end;
    }
  }

  get size(): number {
    return this.ends.length;
  }

  at(id: number): string {
    return this.text.slice(id === 0 ? 0 : this.ends[id - 1], this.ends[id]);
  }

  /**
   * The last LEXICON_LOOKUPS_KEPT values looked up and where they fall: a search looks up
   * each word two or three times, and the same words come back (a search of the whole
   * lexicon is about 3 µs at 1,000,000, a kept one a Map's read).
   */
  private readonly looked = new Map<string, number>();

  /** The first id whose lexeme is not before `value` (size: none). */
  lowerBound(value: string): number {
    const kept = this.looked.get(value);
    const at = kept ?? this.search(value);
    keptRecent(this.looked, value, at, LEXICON_LOOKUPS_KEPT);
    return at;
  }

  private search(value: string): number {
    let lo = 0;
    let hi = this.size;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.compare(mid, value) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The lexeme's id, if the directory has it. */
  idOf(lexeme: string): number | undefined {
    const id = this.lowerBound(lexeme);
    return id < this.size && this.compare(id, lexeme) === 0 ? id : undefined;
  }

  /** Lexeme `id` against `value` by code unit, read in place (no string made). */
  private compare(id: number, value: string): number {
    const start = id === 0 ? 0 : this.ends[id - 1];
    const length = this.ends[id] - start;
    const common = Math.min(length, value.length);
    for (let i = 0; i < common; i++) {
      const difference = this.text.charCodeAt(start + i) - value.charCodeAt(i);
      if (difference !== 0) return difference;
    }
    return length - value.length;
  }
}

/** A city row's fields as the index keeps them (packed-rows.ts), in the order the database gives them. */
const CITY_ROW_FIELDS: { [K in keyof CityRow]-?: FieldKind } = {
  id: 'text',
  slug: 'text',
  name: 'text',
  category: 'shared',
  city: 'shared',
  state: 'shared',
  description: 'text',
  descriptionEs: 'text',
  speaksSpanish: 'boolean',
  plan: 'shared',
  rating: 'number',
  reviews: 'number',
  image: 'text',
  address: 'text',
  zipCode: 'shared',
  phone: 'text',
  hours: 'shared',
  latitude: 'number',
  longitude: 'number',
  cover: 'json',
  yearsInBusiness: 'number',
  gbpSetUp: 'boolean',
  website: 'text',
  email: 'text',
};

/**
 * The businesses an index is made of, read a chunk at a time (word-index.queries.ts): each
 * row kept without its words' text, the text parsed at once into flat arrays, so a
 * build holds one chunk's text at a time (at 1,000,000 businesses every row's text and
 * its parsed entries at once did not fit a default heap: decision 045).
 */
export class IndexRows {
  /** Each business's row in the order added, and its city's key. */
  readonly rows = new PackedRows<CityRow>(CITY_ROW_FIELDS);
  readonly cityKeys: (string | null)[] = [];
  /** Each lexeme's provisional id, in order of first sight. */
  readonly lexemes = new Map<string, number>();
  /** Each business's first entry (and, last, where the last one ends). */
  readonly entryStart = new Growing((size) => new Uint32Array(size));
  /** Each entry's lexeme (provisional id) and first position. */
  readonly entryLexeme = new Growing((size) => new Uint32Array(size));
  readonly entryPosStart = new Growing((size) => new Uint32Array(size));
  /** Positions as PostgreSQL stores them (WordEntryPos: the weight in the top two bits). */
  readonly positions = new Growing((size) => new Uint16Array(size));

  static of(rows: readonly IndexRow[]): IndexRows {
    const all = new IndexRows();
    all.add(rows);
    return all;
  }

  get size(): number {
    return this.rows.size;
  }

  /** One copy of each city key (the driver makes a string a row). */
  private readonly keys = new Map<string, string>();

  add(rows: readonly IndexRow[]) {
    for (const row of rows) {
      this.rows.add(row);
      const { cityKey } = row;
      this.cityKeys.push(cityKey === null ? null : keptIn(this.keys, cityKey, () => cityKey));
      this.entryStart.push(this.entryLexeme.length);
      this.addVector(row.vector);
    }
  }

  /** `'bakeri':2A 'bryan':5C,9`: each lexeme with its positions. */
  private addVector(text: string) {
    let at = 0;
    while (at < text.length) {
      while (text[at] === ' ') at++;
      if (at >= text.length) break;
      if (text[at] !== "'") throw new Error(`unexpected tsvector text at ${at}: ${text}`);
      const [lexeme, next] = readLexeme(text, at);
      at = next;
      let id = this.lexemes.get(lexeme);
      if (id === undefined) {
        id = this.lexemes.size;
        this.lexemes.set(lexeme, id);
      }
      this.entryLexeme.push(id);
      this.entryPosStart.push(this.positions.length);
      if (text[at] !== ':') {
        // A lexeme without positions ranks as PostgreSQL's POSNULL: one position 0, weight D.
        this.positions.push(0);
        continue;
      }
      at++;
      for (;;) {
        let pos = 0;
        while (text[at] >= '0' && text[at] <= '9') pos = pos * 10 + (text.charCodeAt(at++) - 48);
        let weight = 0;
        const letter = text[at];
        if (letter && letter in WEIGHT_OF_LETTER) {
          weight = WEIGHT_OF_LETTER[letter];
          at++;
        }
        this.positions.push((weight << 14) | (pos & 0x3fff));
        if (text[at] !== ',') break;
        at++;
      }
    }
  }

  /** Business `doc`'s entries: [from, to). */
  entriesOf(doc: number): [number, number] {
    const start = this.entryStart.array;
    return [start[doc], doc + 1 < this.rows.size ? start[doc + 1] : this.entryLexeme.length];
  }

  /** Entry `entry`'s positions: [from, to). */
  positionsOf(entry: number): [number, number] {
    const start = this.entryPosStart.array;
    return [
      start[entry],
      entry + 1 < this.entryLexeme.length ? start[entry + 1] : this.positions.length,
    ];
  }
}

const posOf = (entry: number) => entry & 0x3fff;
const weightOf = (entry: number) => WEIGHTS[entry >>> 14];

function wordDistance(distance: number): number {
  if (distance > 100) return f(1e-30);
  return f(1.0 / (1.005 + 0.05 * Math.exp(f(distance) / 1.5 - 2)));
}

/** Half of a character past U+FFFF: where code units do not sort as code points. */
const SURROGATE = /[\ud800-\udfff]/;

/** Hands the event loop back for a moment (between slices of a build). */
export type Pause = () => Promise<void>;
const nextTurn: Pause = () => new Promise((resolve) => setImmediate(resolve));

/** Businesses, entries or comparisons a build handles between pauses (a few milliseconds' work). */
const SLICE = 16_384;

/**
 * 0 .. count - 1 sorted by `compare` (a total order), a slice at a time: runs of `slice`
 * sorted, then merged in pairs, with a pause after each run and every `slice` merged.
 */
export async function sortedInSlices(
  count: number,
  compare: (a: number, b: number) => number,
  pause: Pause,
  slice = SLICE,
): Promise<Uint32Array> {
  let from = new Uint32Array(count);
  for (let i = 0; i < count; i++) from[i] = i;
  for (let start = 0; start < count; start += slice) {
    from.subarray(start, Math.min(count, start + slice)).sort(compare);
    if (count > slice) await pause();
  }
  let into = new Uint32Array(count);
  let merged = 0;
  for (let width = slice; width < count; width *= 2) {
    for (let left = 0; left < count; left += 2 * width) {
      const middle = Math.min(left + width, count);
      const right = Math.min(left + 2 * width, count);
      let i = left;
      let j = middle;
      let k = left;
      while (i < middle && j < right) {
        into[k++] = compare(from[j], from[i]) < 0 ? from[j++] : from[i++];
        if (++merged === slice) {
          merged = 0;
          await pause();
        }
      }
      while (i < middle) into[k++] = from[i++];
      while (j < right) into[k++] = from[j++];
    }
    [from, into] = [into, from];
  }
  return from;
}

/** An order of the businesses and each one's place in it. */
interface Ranked {
  order: Uint32Array;
  rank: Uint32Array;
}

/** The businesses by lower-case name, those names in that order, and each one's place by name (code points), then id. */
interface ByName {
  order: Uint32Array;
  rank: Uint32Array;
}

/** What a WordIndex is made of (buildParts), business numbers best plan first. */
interface IndexParts {
  size: number;
  rows: PackedRows<CityRow>;
  /** Each business's place in `rows` (they are kept in the order read). */
  inputOf: Uint32Array;
  ratings: Float64Array;
  categoryOf: (string | null)[];
  tierStart: number[];
  lexicon: Lexicon;
  postingStart: Uint32Array;
  postings: Uint32Array;
  docEntryStart: Uint32Array;
  docLexemes: Uint32Array;
  entryPosStart: Uint32Array;
  positions: Uint16Array;
  byCategory: Map<string, Bits>;
  byCity: Map<string, Bits>;
  spanish: Bits;
  schedules: CompiledHours[];
  scheduleOf: Int32Array;
  latitudes: Float64Array;
  longitudes: Float64Array;
  unitX: Float64Array;
  unitY: Float64Array;
  unitZ: Float64Array;
  listingOrder: Uint32Array;
  listingRank: Uint32Array;
  categoryRuns: Map<string, [number, number]>;
  cityOrder: Ranked;
  byName: ByName;
}

/** `rating desc nulls last` over ratings with NaN for none. */
function byRatingValue(x: number, y: number): number {
  if (Number.isNaN(x)) return Number.isNaN(y) ? 0 : 1;
  if (Number.isNaN(y)) return -1;
  return y - x;
}

/**
 * The index's parts from the rows read: every order by comparisons of numbers (each
 * business's place by name worked out once), the postings and each business's entries
 * by counting, a pause after every `slice` of work.
 */
async function buildParts(parsed: IndexRows, pause: Pause, slice: number): Promise<IndexParts> {
  const input = parsed.rows;
  input.finish();
  const n = input.size;
  const idOf = input.reader('id');
  const nameOf = input.reader('name');
  const planOfRow = input.reader('plan');
  const ratingOf = input.reader('rating');
  const inputIds: string[] = new Array(n);
  const inputNames: string[] = new Array(n);
  const inputTier = new Uint8Array(n);
  const inputRating = new Float64Array(n);
  const tierOf = new Map(PLAN_IDS_BEST_FIRST.map((plan, tier) => [plan, tier]));
  // Whether a name has a character past U+FFFF: code units then do not sort as code points.
  let surrogates = false;
  for (let at = 0; at < n; at++) {
    inputIds[at] = idOf(at);
    inputNames[at] = nameOf(at);
    inputTier[at] = tierOf.get(planOfRow(at)) ?? PLAN_IDS_BEST_FIRST.length;
    inputRating[at] = ratingOf(at) ?? Number.NaN;
    surrogates ||= SURROGATE.test(inputNames[at]);
  }
  await pause();
  // Each business's place by name (code points), then id: every order below ends with it.
  const byNameThenId = (a: number, b: number) => {
    const x = inputNames[a];
    const y = inputNames[b];
    if (x === y) return byCodePoint(inputIds[a], inputIds[b]);
    // The string comparison's own, much faster, where it gives the same.
    return surrogates ? byCodePoint(x, y) : byCodeUnit(x, y);
  };
  const nameRankOfInput = rankOf(await sortedInSlices(n, byNameThenId, pause, slice));
  // Best plan first; within a plan best rated first (unrated last), then by name: a
  // search without words reads its page in this order, as selectSearchPage orders it.
  const order = await sortedInSlices(
    n,
    (a, b) =>
      inputTier[a] - inputTier[b] ||
      byRatingValue(inputRating[a], inputRating[b]) ||
      nameRankOfInput[a] - nameRankOfInput[b],
    pause,
    slice,
  );

  const category = input.reader('category');
  const speaksSpanish = input.reader('speaksSpanish');
  const hours = input.reader('hours');
  const latitude = input.reader('latitude');
  const longitude = input.reader('longitude');
  const reviewsOf = input.reader('reviews');
  const categoryOf: (string | null)[] = new Array(n);
  const ratings = new Float64Array(n);
  const nameRank = new Uint32Array(n);
  const scheduleOf = new Int32Array(n).fill(-1);
  const schedules: CompiledHours[] = [];
  const latitudes = new Float64Array(n).fill(Number.NaN);
  const longitudes = new Float64Array(n).fill(Number.NaN);
  const unitX = new Float64Array(n).fill(Number.NaN);
  const unitY = new Float64Array(n);
  const unitZ = new Float64Array(n);
  const tierStart: number[] = [];
  const scheduleIds = new Map<string, number>();
  const words = (n + 31) >>> 5;
  const byCategory = new Map<string, Bits>();
  const byCity = new Map<string, Bits>();
  const spanish = new Uint32Array(words);
  const setIn = (map: Map<string, Bits>, key: string, doc: number) => {
    let bits = map.get(key);
    if (!bits) {
      bits = new Uint32Array(words);
      map.set(key, bits);
    }
    bits[doc >>> 5] |= 1 << (doc & 31);
  };
  for (let doc = 0; doc < n; doc++) {
    if (doc % slice === slice - 1) await pause();
    const at = order[doc];
    const tier = inputTier[at];
    while (tierStart.length <= tier) tierStart.push(doc);
    const cityKey = parsed.cityKeys[at];
    const inCategory = category(at);
    categoryOf[doc] = inCategory;
    ratings[doc] = inputRating[at];
    nameRank[doc] = nameRankOfInput[at];
    if (inCategory !== null) setIn(byCategory, inCategory, doc);
    if (cityKey !== null) setIn(byCity, cityKey, doc);
    if (speaksSpanish(at)) spanish[doc >>> 5] |= 1 << (doc & 31);
    const schedule = hours(at);
    if (schedule && planOf(planOfRow(at)).showsContactDetails) {
      let id = scheduleIds.get(schedule);
      if (id === undefined) {
        const compiled = compiledHoursOf(schedule);
        id = compiled ? schedules.push(compiled) - 1 : -1;
        scheduleIds.set(schedule, id);
      }
      scheduleOf[doc] = id;
    }
    const lat = latitude(at);
    const lng = longitude(at);
    if (lat !== null && lng !== null) {
      latitudes[doc] = lat;
      longitudes[doc] = lng;
      const latRadians = (lat * Math.PI) / 180;
      const lngRadians = (lng * Math.PI) / 180;
      unitX[doc] = Math.cos(latRadians) * Math.cos(lngRadians);
      unitY[doc] = Math.cos(latRadians) * Math.sin(lngRadians);
      unitZ[doc] = Math.sin(latRadians);
    }
  }
  while (tierStart.length <= PLAN_IDS_BEST_FIRST.length) tierStart.push(n);

  // The lexicon sorted (a prefix's lexemes are a run); they were numbered in order of first sight.
  const seen = [...parsed.lexemes.keys()];
  const lexemeOrder = await sortedInSlices(
    seen.length,
    (a, b) => byCodeUnit(seen[a], seen[b]),
    pause,
    slice,
  );
  const lexemes = Array.from(lexemeOrder, (at) => seen[at]);
  const renumber = rankOf(lexemeOrder);
  const lexicon = new Lexicon(lexemes);

  // Postings: each lexeme's businesses in ascending order (so in plan order), counted
  // first; with each posting, the entry it came from.
  const entryCount = parsed.entryLexeme.length;
  const entryLexeme = parsed.entryLexeme.array;
  const postingStart = new Uint32Array(lexemes.length + 1);
  for (let e = 0; e < entryCount; e++) postingStart[renumber[entryLexeme[e]] + 1]++;
  for (let id = 0; id < lexemes.length; id++) postingStart[id + 1] += postingStart[id];
  await pause();
  const postings = new Uint32Array(entryCount);
  const postingEntry = new Uint32Array(entryCount);
  const docEntryStart = new Uint32Array(n + 1);
  const fill = postingStart.slice(0, lexemes.length);
  for (let doc = 0; doc < n; doc++) {
    if (doc % slice === slice - 1) await pause();
    const [from, to] = parsed.entriesOf(order[doc]);
    docEntryStart[doc + 1] = docEntryStart[doc] + (to - from);
    for (let e = from; e < to; e++) {
      const posting = fill[renumber[entryLexeme[e]]]++;
      postings[posting] = doc;
      postingEntry[posting] = e;
    }
  }
  // Each business's entries in lexeme order: the postings read lexeme by lexeme.
  const docLexemes = new Uint32Array(entryCount);
  const entryFrom = new Uint32Array(entryCount);
  const next = docEntryStart.slice(0, n);
  for (let id = 0; id < lexemes.length; id++) {
    if (id % slice === slice - 1) await pause();
    for (let posting = postingStart[id]; posting < postingStart[id + 1]; posting++) {
      const entry = next[postings[posting]]++;
      docLexemes[entry] = id;
      entryFrom[entry] = postingEntry[posting];
    }
  }
  const entryPosStart = new Uint32Array(entryCount + 1);
  const positions = new Uint16Array(parsed.positions.length);
  const parsedPositions = parsed.positions.array;
  let position = 0;
  for (let entry = 0; entry < entryCount; entry++) {
    if (entry % slice === slice - 1) await pause();
    entryPosStart[entry] = position;
    const [first, last] = parsed.positionsOf(entryFrom[entry]);
    for (let at = first; at < last; at++) positions[position++] = parsedPositions[at];
  }
  entryPosStart[entryCount] = position;

  // The listings' order: category (none last), then name, then id.
  const categoryNames = [...byCategory.keys()].sort(byCodePoint);
  const categoryRank = new Map(categoryNames.map((name, rank) => [name, rank]));
  const categoryPlace = Uint32Array.from(categoryOf, (category) =>
    category === null ? categoryNames.length : (categoryRank.get(category) ?? 0),
  );
  const listingOrder = await sortedInSlices(
    n,
    (a, b) => categoryPlace[a] - categoryPlace[b] || nameRank[a] - nameRank[b],
    pause,
    slice,
  );
  const listingRank = rankOf(listingOrder);
  // Category leads the listings' order: each category's businesses are one run of it.
  const categoryRuns = new Map<string, [number, number]>();
  for (let i = 0; i < n; i++) {
    const category = categoryOf[listingOrder[i]];
    if (category === null) continue;
    const run = categoryRuns.get(category);
    if (run) run[1] = i + 1;
    else categoryRuns.set(category, [i, i + 1]);
  }

  const reviews = Int32Array.from(order, (at) => reviewsOf(at));
  const cityPages = await sortedInSlices(
    n,
    (a, b) =>
      byRatingValue(ratings[a], ratings[b]) || reviews[b] - reviews[a] || nameRank[a] - nameRank[b],
    pause,
    slice,
  );
  const lower = Array.from(order, (at) => inputNames[at].toLowerCase());
  const byLowerName = await sortedInSlices(
    n,
    (a, b) => byCodeUnit(lower[a], lower[b]) || byCodePoint(inputIds[order[a]], inputIds[order[b]]),
    pause,
    slice,
  );
  return {
    size: n,
    rows: input,
    inputOf: order,
    ratings,
    categoryOf,
    tierStart,
    lexicon,
    postingStart,
    postings,
    docEntryStart,
    docLexemes,
    entryPosStart,
    positions,
    byCategory,
    byCity,
    spanish,
    schedules,
    scheduleOf,
    latitudes,
    longitudes,
    unitX,
    unitY,
    unitZ,
    listingOrder,
    listingRank,
    categoryRuns,
    cityOrder: { order: cityPages, rank: rankOf(cityPages) },
    byName: { order: byLowerName, rank: nameRank },
  };
}

export class WordIndex {
  readonly size: number;
  /** The businesses in the listings' order (category, then name, then id). */
  private readonly listingOrder: Uint32Array;
  /** Where each category's businesses are in listingOrder: [from, to). */
  private readonly categoryRuns: Map<string, [number, number]>;
  /**
   * Each business's row, in the order read (`inputOf` gives a business's place), packed
   * (decision 048): its listing's and what a city page shows besides, made as one object
   * when a page reads it (a city page's row made by adding those four to a copy of the
   * listing row cost about a microsecond a key on Node 20: decision 042).
   */
  private readonly rows: PackedRows<CityRow>;
  private readonly inputOf: Uint32Array;
  /** Each business's name, by its place in `rows`. */
  private readonly nameOf: (at: number) => string;
  /**
   * Each business's row as an object, by number, in an index of up to `packedAbove`
   * businesses (KEPT_ROW_TEXTS): a page's JSON is written from each row's kept text, found
   * by the row's object, and at 100,000 a listing page made anew each time was 3 ms of
   * the server's CPU against 1. Larger, the rows' texts are not kept (pageOfRows).
   */
  private readonly rowObjects: CityRow[] | undefined;
  private readonly ratings: Float64Array;
  private readonly categoryOf: (string | null)[];
  /** Where each plan's businesses start, best plan first, and where the last one ends. */
  private readonly tierStart: number[];
  /** The lexicon, sorted (a prefix's lexemes are a run), and each lexeme's businesses. */
  private readonly lexicon: Lexicon;
  private readonly postingStart: Uint32Array;
  private readonly postings: Uint32Array;
  /** Each business's lexeme ids (ascending) and, per entry, its positions. */
  private readonly docEntryStart: Uint32Array;
  private readonly docLexemes: Uint32Array;
  private readonly entryPosStart: Uint32Array;
  private readonly positions: Uint16Array;
  private readonly byCategory: Map<string, Bits>;
  private readonly byCity: Map<string, Bits>;
  private readonly spanish: Bits;
  /** Each distinct schedule shown on a listing, compiled once (hours.ts), and each business's (-1: none shown). */
  private readonly schedules: CompiledHours[];
  private readonly scheduleOf: Int32Array;
  /** The businesses open at one wall-clock minute: the last minute asked about. */
  private openCache: { minute: string; bits: Bits } | null = null;
  /** Each business's pin (NaN: none), and as a point on the unit sphere (Near me's order). */
  private readonly latitudes: Float64Array;
  private readonly longitudes: Float64Array;
  private readonly unitX: Float64Array;
  private readonly unitY: Float64Array;
  private readonly unitZ: Float64Array;
  /** The pins on a grid, for Near me: made on first use. */
  private grid?: NearGrid;
  /** Each business's place in listingOrder. */
  private readonly listingRank: Uint32Array;
  /** The city pages' order (best rated, most reviewed, name, id: cities.queries.ts) and each business's place in it. */
  private readonly cityOrder: Ranked;
  /**
   * The businesses by lower-case name (for names that start with a text) and each one's
   * place by name, then id (the suggestions' order).
   */
  private readonly byName: ByName;
  /** Each city's businesses in that order, by its spellings' keys: made on first use. */
  private readonly cityDocLists = new Map<string, Uint32Array>();
  /** The directory's words (search_words), for the words a typo is close to. */
  readonly similarWords: SimilarWords;
  /** Each category's name and its trigrams in order (word_similarity's second argument). */
  private readonly categoryNames: readonly {
    name: string;
    trigrams: readonly string[];
    trigramSet: ReadonlySet<string>;
  }[];

  /** Postings from which a range is kept as a set (WIDE_RANGE_POSTINGS; tests lower it). */
  private readonly wideRangePostings: number;

  /**
   * An AND whose words have at most this many postings in its narrowest part is matched
   * through that part's businesses, each checked by its own words (NARROW_AND_SHARE of the
   * set's 32-bit words unless a test sets it).
   */
  private readonly narrowAndPostings: number;

  /**
   * Where the sets of an index of at least SET_MEMORY_FROM businesses live (bit-sets.ts:
   * their loops over every business run as WebAssembly); none for a smaller one.
   */
  private readonly memory: SetMemory | undefined;

  /**
   * The index of `source`'s businesses, made a slice at a time: `pause` hands the event
   * loop back between slices (at 1,000,000 businesses a build is about 19 s of work, and
   * the server answers requests meanwhile: decision 045).
   */
  static async build(
    source: readonly IndexRow[] | IndexRows,
    known: { words?: readonly string[]; categories?: readonly string[] } = {},
    {
      wideRangePostings = WIDE_RANGE_POSTINGS,
      narrowAndPostings,
      packedAbove = KEPT_ROW_TEXTS,
      setMemoryFrom = SET_MEMORY_FROM,
      pause = nextTurn,
      slice = SLICE,
    }: {
      wideRangePostings?: number;
      narrowAndPostings?: number;
      packedAbove?: number;
      setMemoryFrom?: number;
      pause?: Pause;
      slice?: number;
    } = {},
  ): Promise<WordIndex> {
    const parts = await buildParts(
      source instanceof IndexRows ? source : IndexRows.of(source),
      pause,
      slice,
    );
    const similarWords = new SimilarWords(known.words ?? []);
    const categoryNames = (known.categories ?? []).map((name) => {
      const trigrams = trigramsInOrder(name);
      return { name, trigrams, trigramSet: new Set(trigrams) };
    });
    // Up to `packedAbove` businesses, each row made once, as an object (see rowObjects).
    let rowObjects: CityRow[] | undefined;
    if (parts.size <= packedAbove) {
      rowObjects = new Array(parts.size);
      for (let doc = 0; doc < parts.size; doc++) {
        if (doc % slice === slice - 1) await pause();
        rowObjects[doc] = parts.rows.get(parts.inputOf[doc]);
      }
    }
    return new WordIndex(
      parts,
      rowObjects,
      similarWords,
      categoryNames,
      wideRangePostings,
      narrowAndPostings,
      setMemoryFrom,
    );
  }

  private constructor(
    parts: IndexParts,
    rowObjects: CityRow[] | undefined,
    similarWords: SimilarWords,
    categoryNames: WordIndex['categoryNames'],
    wideRangePostings: number,
    narrowAndPostings: number | undefined,
    setMemoryFrom: number,
  ) {
    this.rowObjects = rowObjects;
    this.similarWords = similarWords;
    this.categoryNames = categoryNames;
    this.wideRangePostings = wideRangePostings;
    ({
      size: this.size,
      rows: this.rows,
      inputOf: this.inputOf,
      ratings: this.ratings,
      categoryOf: this.categoryOf,
      tierStart: this.tierStart,
      lexicon: this.lexicon,
      postingStart: this.postingStart,
      postings: this.postings,
      docEntryStart: this.docEntryStart,
      docLexemes: this.docLexemes,
      entryPosStart: this.entryPosStart,
      positions: this.positions,
      byCategory: this.byCategory,
      byCity: this.byCity,
      spanish: this.spanish,
      schedules: this.schedules,
      scheduleOf: this.scheduleOf,
      latitudes: this.latitudes,
      longitudes: this.longitudes,
      unitX: this.unitX,
      unitY: this.unitY,
      unitZ: this.unitZ,
      listingOrder: this.listingOrder,
      listingRank: this.listingRank,
      categoryRuns: this.categoryRuns,
      cityOrder: this.cityOrder,
      byName: this.byName,
    } = parts);
    this.nameOf = this.rows.reader('name');
    this.narrowAndPostings = narrowAndPostings ?? Math.floor(this.setWords * NARROW_AND_SHARE);
    if (this.size >= setMemoryFrom) {
      // Room for every set the index keeps and a search uses at once; a set past it is an
      // ordinary array (the loops' JavaScript path).
      const own = this.byCategory.size + this.byCity.size + OWN_SETS;
      this.memory = SetMemory.create(this.setWords, own + WORKING_SETS + this.mostKeptSets);
      const moved = (sets: Map<string, Bits>) =>
        new Map(Array.from(sets, ([key, bits]) => [key, this.copied(bits)]));
      this.byCategory = moved(this.byCategory);
      this.byCity = moved(this.byCity);
      this.spanish = this.copied(this.spanish);
    }
  }

  /** How many of its memory's sets the index has taken (none without one): kept, its own, or a search's. */
  get setsTaken(): number {
    return this.memory?.used ?? 0;
  }

  /** `bits` in a set of the memory (or itself without one). */
  private copied(bits: Bits): Bits {
    const set = this.memory?.take();
    if (!set) return bits;
    set.set(bits);
    return set;
  }

  /**
   * Business `doc`'s row: the same object each time up to KEPT_ROW_TEXTS businesses (the
   * pages' JSON keeps each row's text by its object: cached-json.ts RowTexts), else made
   * anew. A caller reads it and never changes it.
   */
  private rowOf(doc: number): CityRow {
    return this.rowObjects?.[doc] ?? this.rows.get(this.inputOf[doc]);
  }

  private lowerNameOf(doc: number): string {
    return this.nameOf(this.inputOf[doc]).toLowerCase();
  }

  /** The first place in the lower-case names' order whose name is not before `text`. */
  private firstNamedFrom(text: string): number {
    const { order } = this.byName;
    let lo = 0;
    let hi = order.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.lowerNameOf(order[mid]) < text) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The categories the typed words resemble, as selectSimilarCategories finds them. */
  similarCategories(words: string): string[] {
    const typed = trigramsInOrder(words);
    const distinct = new Set(typed);
    return this.categoryNames
      .filter(
        (category) =>
          mayReach(distinct, category.trigramSet, CATEGORY_SIMILARITY) &&
          wordSimilarityOf(typed, category.trigrams) >= CATEGORY_SIMILARITY,
      )
      .map((category) => category.name);
  }

  /** The ids of the lexemes a word matches: itself, or every lexeme it begins. */
  private lexemeRange(word: { lexeme: string; prefix: boolean }): [number, number] {
    if (!word.prefix) {
      const id = this.lexicon.idOf(word.lexeme);
      return id === undefined ? [0, 0] : [id, id + 1];
    }
    // Every lexeme that begins with it sorts before it followed by the highest code unit.
    return [this.lexicon.lowerBound(word.lexeme), this.lexicon.lowerBound(`${word.lexeme}\uffff`)];
  }

  /** The 32-bit words of a set of businesses. */
  private get setWords(): number {
    return (this.size + 31) >>> 5;
  }

  /** Bit sets a search has finished with, for the next one (a search runs to its end without awaiting). */
  private readonly spare: Bits[] = [];
  /** The sets handed out by empty() to the searches under way (scoped). */
  private readonly taken: Bits[] = [];

  /** A set of no business for the search under way: a spare one cleared, else a new one. */
  private empty(): Bits {
    let bits = this.spare.pop();
    if (bits) bits.fill(0);
    else bits = this.memory?.take() ?? new Uint32Array(this.setWords);
    this.taken.push(bits);
    return bits;
  }

  /** Hands sets made by empty() back before the search ends, for its next step. */
  private release(...sets: Bits[]) {
    for (const bits of sets) {
      const at = this.taken.lastIndexOf(bits);
      if (at >= 0) this.spare.push(...this.taken.splice(at, 1));
    }
  }

  /**
   * Runs a search: every set it took from empty() is handed back when it ends, however it
   * ends. The memory's sets are a fixed number: one never handed back would be gone for
   * good (and with all gone, every set an ordinary array, every loop JavaScript's).
   */
  private scoped<T>(search: () => T): T {
    const from = this.taken.length;
    try {
      return search();
    } finally {
      this.spare.push(...this.taken.splice(from));
    }
  }

  /** A set the index keeps for itself (never handed back): in the memory while it has room. */
  private owned(): Bits {
    return this.memory?.take() ?? new Uint32Array(this.setWords);
  }

  /**
   * Sets kept because making them costs more than copying them, most recently used last,
   * up to KEPT_SETS_BYTES of sets; never handed out, copied. By range (`from:to`): each
   * wide range of lexemes a search asked for lately (a short word's prefix: 'c:*' is
   * every lexeme starting with c, a tenth of all postings). By query: each OR asked for
   * twice (a term's English or Spanish stems, one object per term while stemsOf keeps
   * it), whose parts were each a set and a loop over every business to join.
   */
  private readonly keptSets = new Map<string | TsQuery, Bits>();

  /** The ORs asked for once, kept when asked for again. */
  private readonly orsSeen = new WeakSet<TsQuery>();

  /** The kept set for `key`, made by `make` (into a set of no business) if not kept: read it, never change it. */
  private keptSet(key: string | TsQuery, make: (into: Bits) => void): Bits {
    let kept = this.keptSets.get(key);
    if (kept) this.keptSets.delete(key);
    else {
      // The least recently used set is let go for it, and its memory reused: at 1,000,000
      // businesses a set is 125 KB, and one made for every search the garbage collector's.
      const most = this.mostKeptSets;
      let reused: Bits | undefined;
      while (this.keptSets.size >= most) {
        const [oldest, set] = this.keptSets.entries().next().value as [string | TsQuery, Bits];
        this.keptSets.delete(oldest);
        reused = set;
      }
      kept = reused?.fill(0) ?? this.newKeptSet(most);
      make(kept);
    }
    this.keptSets.set(key, kept);
    return kept;
  }

  /** How many sets keptSet keeps: KEPT_SETS_BYTES of them, and at least KEPT_SETS_LEAST. */
  private get mostKeptSets(): number {
    return Math.max(KEPT_SETS_LEAST, Math.floor(KEPT_SETS_BYTES / (this.setWords * 4)));
  }

  /** Memory for every set keptSet keeps, allocated with the first, and how much is handed out. */
  private keptSetMemory?: Uint32Array;
  private keptSetsMade = 0;

  /**
   * A set of no business for keptSet: a part of one allocation for all of them. Allocated
   * a set at a time (125 KB each at 1,000,000 businesses, 256 MB for 2,048), they were
   * memory outside the heap growing with every new search, and V8 answers that growth with
   * full collections of the heap that holds the index: a quarter of a two-word search's
   * CPU at 1,000,000. The operating system maps the pages only when written.
   */
  private newKeptSet(most: number): Bits {
    const inMemory = this.memory?.take();
    if (inMemory) return inMemory;
    const words = this.setWords;
    this.keptSetMemory ??= new Uint32Array(most * words);
    const at = this.keptSetsMade++ * words;
    return this.keptSetMemory.subarray(at, at + words);
  }

  /** A set of its own with the businesses of `kept` (one straight copy). */
  private copyOf(kept: Bits): Bits {
    const bits = this.empty();
    bits.set(kept);
    return bits;
  }

  /** The businesses with any lexeme in [from, to), as `lexeme:*` or `lexeme` matches. */
  private inRange(from: number, to: number): Bits {
    const start = this.postingStart[from];
    const end = this.postingStart[to];
    if (!this.isWide(start, end)) return this.addPostings(this.empty(), start, end);
    return this.copyOf(this.wideRange(from, to));
  }

  /** The kept set of a wide range of lexemes (isWide). */
  private wideRange(from: number, to: number): Bits {
    const [start, end] = [this.postingStart[from], this.postingStart[to]];
    return this.keptSet(`${from}:${to}`, (into) => this.addPostings(into, start, end));
  }

  /** Whether postings [start, end) are a wide range (kept as a set once asked for). */
  private isWide(start: number, end: number): boolean {
    return end - start >= Math.max(this.wideRangePostings, this.setWords);
  }

  /**
   * Adds the businesses the query matches to `into`: an OR's parts one by one, without a
   * set each. `fresh`: `into` holds no business yet, so a set is copied into it (one
   * straight copy, 3-5 µs at 1,000,000) rather than joined to it (a loop over every
   * business, 60-100 µs). Returns whether it added any part.
   */
  private addMatching(query: TsQuery, into: Bits, fresh = false): boolean {
    if (query.kind === 'empty') return false;
    if (query.kind === 'or') {
      let added = false;
      for (const part of query.parts)
        added = this.addMatching(part, into, fresh && !added) || added;
      return added;
    }
    const join = (bits: Bits) => (fresh ? into.set(bits) : unite(into, bits));
    if (query.kind === 'word') {
      const [from, to] = this.lexemeRange(query);
      const [start, end] = [this.postingStart[from], this.postingStart[to]];
      if (this.isWide(start, end)) join(this.wideRange(from, to));
      else this.addPostings(into, start, end);
      return true;
    }
    const bits = this.matching(query);
    join(bits);
    this.release(bits);
    return true;
  }

  /** Adds the businesses of postings [start, end) to `bits`, and returns it. */
  private addPostings(bits: Bits, start: number, end: number): Bits {
    for (let p = start; p < end; p++) {
      const doc = this.postings[p];
      bits[doc >>> 5] |= 1 << (doc & 31);
    }
    return bits;
  }

  /** The businesses the query matches (as `search_vector @@ query`). */
  private matching(query: TsQuery): Bits {
    if (query.kind === 'empty') return this.empty();
    if (query.kind === 'word') return this.inRange(...this.lexemeRange(query));
    if (query.kind === 'or') {
      if (this.orsSeen.has(query))
        return this.copyOf(this.keptSet(query, (into) => this.addMatching(query, into, true)));
      this.orsSeen.add(query);
      const bits = this.empty();
      this.addMatching(query, bits, true);
      return bits;
    }
    const ranged = this.rangedOf(query);
    if (postingsOf(ranged) <= this.narrowAndPostings) return this.matchingNarrow(ranged);
    const first = this.matching(query.parts[0]);
    for (let part = 1; part < query.parts.length; part++) {
      const other = this.matching(query.parts[part]);
      intersect(first, other);
      this.release(other);
    }
    return first;
  }

  /** The query with each word as the range of lexemes it matches, and that range's postings. */
  private rangedOf(query: TsQuery): Ranged {
    if (query.kind === 'empty') return query;
    if (query.kind === 'word') {
      const [from, to] = this.lexemeRange(query);
      return { kind: 'range', from, to, postings: this.postingStart[to] - this.postingStart[from] };
    }
    return { kind: query.kind, parts: query.parts.map((part) => this.rangedOf(part)) };
  }

  /**
   * The businesses an AND of few postings matches: those of its narrowest part, each
   * checked by its own lexemes, with no loop over every business (a two-word search at
   * 1,000,000 made, joined and intersected a set of 125 KB for each word).
   */
  private matchingNarrow(query: Ranged): Bits {
    const bits = this.empty();
    const visit = (part: Ranged) => {
      if (part.kind === 'range') {
        for (let p = this.postingStart[part.from]; p < this.postingStart[part.to]; p++) {
          const doc = this.postings[p];
          const bit = 1 << (doc & 31);
          if ((bits[doc >>> 5] & bit) === 0 && this.holds(doc, query)) bits[doc >>> 5] |= bit;
        }
      } else if (part.kind === 'or') {
        for (const each of part.parts) visit(each);
      } else if (part.kind === 'and') {
        visit(narrowestOf(part.parts));
      }
    };
    visit(query);
    return bits;
  }

  /** Whether business `doc`'s lexemes match the query (`search_vector @@ query` for it alone). */
  private holds(doc: number, query: Ranged): boolean {
    if (query.kind === 'range') {
      // The business's lexeme ids ascend: the first not below `from` is in the range or none is.
      const end = this.docEntryStart[doc + 1];
      for (let e = this.docEntryStart[doc]; e < end; e++) {
        const id = this.docLexemes[e];
        if (id >= query.from) return id < query.to;
      }
      return false;
    }
    if (query.kind === 'empty') return false;
    // Loops, not every() and some(): no function made for each business checked.
    const all = query.kind === 'and';
    for (const part of query.parts) if (this.holds(doc, part) !== all) return !all;
    return all;
  }

  private union(map: Map<string, Bits>, keys: readonly string[]): Bits {
    const bits = this.empty();
    for (const key of keys) {
      const set = map.get(key);
      if (set) unite(bits, set);
    }
    return bits;
  }

  /**
   * The page of a search: every match counted; of each plan (best first) its first
   * `rankedPerPlan` matches ranked (relevance, then rating, then name) as the SQL
   * search ranks them, and the first `limit` of those.
   */
  search(query: IndexQuery, options: { rankedPerPlan: number; limit: number }): IndexPage {
    return this.scoped(() => {
      const { matched, words } = this.matches(query);
      return this.rankedPage(query, matched, words, shareAny(matched, words), options);
    });
  }

  /**
   * As search, unless the words as typed match no business: then nothing is ranked yet
   * (the caller corrects the words and searches again, and the first page would have
   * been thrown away: a typo search at 100,000, 1,455-1,878 µs of the server's CPU
   * before, 1,356 after), and `rankAnyway` ranks what they do match (the categories they
   * resemble) when there is no correction.
   */
  searchMatchingWords(
    query: IndexQuery,
    options: { rankedPerPlan: number; limit: number },
  ): IndexPage | { rankAnyway: () => IndexPage } {
    return this.scoped(() => {
      const { matched, words } = this.matches(query);
      if (shareAny(matched, words)) return this.rankedPage(query, matched, words, true, options);
      return {
        // Matched again (sets are handed back when a search ends; a correction, the usual
        // next step, never needs them).
        rankAnyway: () =>
          this.scoped(() => {
            const again = this.matches(query);
            return this.rankedPage(query, again.matched, again.words, false, options);
          }),
      };
    });
  }

  private rankedPage(
    query: IndexQuery,
    matched: Bits,
    words: Bits,
    wordsMatched: boolean,
    options: { rankedPerPlan: number; limit: number },
  ): IndexPage {
    const wordCategories = new Set(query.wordCategories);
    const items = this.rankItems(query.words);
    const candidates: { doc: number; tier: number; relevance: number }[] = [];
    // Every match counted (one loop of the memory's, 8 µs at 1,000,000), then each plan's
    // first `rankedPerPlan` taken from the start of its run, from one filled word to the
    // next (one JavaScript pass counting and ranking was 0.4-0.6 ms at 1,000,000).
    const total = popcount(matched);
    const { tierStart } = this;
    for (let tier = 0; tier < PLAN_IDS_BEST_FIRST.length; tier++) {
      const [start, end] = [tierStart[tier], tierStart[tier + 1]];
      let taken = 0;
      const first = nextFilled(matched, start >>> 5);
      const next = (word: number) => nextFilled(matched, word + 1);
      for (let word = first; word << 5 < end && taken < options.rankedPerPlan; word = next(word)) {
        let rest = matched[word];
        while (rest !== 0 && taken < options.rankedPerPlan) {
          const lowest = rest & -rest;
          rest ^= lowest;
          const doc = (word << 5) + 31 - Math.clz32(lowest);
          if (doc < start) continue;
          if (doc >= end) break;
          const category = this.categoryOf[doc];
          const bonus = category !== null && wordCategories.has(category) ? CATEGORY_HIT : 0;
          candidates.push({ doc, tier, relevance: f(this.rank(doc, items) + bonus) });
          taken++;
        }
      }
    }
    candidates.sort(
      (a, b) =>
        a.tier - b.tier ||
        b.relevance - a.relevance ||
        this.compareRatings(a.doc, b.doc) ||
        this.byName.rank[a.doc] - this.byName.rank[b.doc],
    );
    this.release(matched, words);
    return {
      rows: candidates.slice(0, options.limit).map((candidate) => this.rowOf(candidate.doc)),
      total,
      wordsMatched,
    };
  }

  /**
   * A page of the listings with words: the first `cap` + 1 matches, best plan first (+ 1:
   * whether there are more), put in the listings' order (category, then name, then id),
   * or nearest `near` first, and paged, as selectTextListingRows gives it.
   */
  listing(
    query: IndexQuery,
    options: ListPage & { cap: number },
  ): ListRows & { matched: number; wordsMatched: boolean } {
    return this.scoped(() => {
      const { matched, words } = this.matches(query);
      const taken: number[] = [];
      let wordsMatched = false;
      forEachDoc(matched, (doc) => {
        taken.push(doc);
        if (words[doc >>> 5] & (1 << (doc & 31))) wordsMatched = true;
        return taken.length <= options.cap;
      });
      this.release(matched, words);
      const { near } = options;
      if (near) {
        const miles = new Map(taken.map((doc) => [doc, this.milesOf(doc, near)]));
        taken.sort((a, b) => byMiles(miles.get(a), miles.get(b)) || this.compareListing(a, b));
      } else taken.sort((a, b) => this.compareListing(a, b));
      return {
        rows: taken
          .slice(options.offset, options.offset + options.limit)
          .map((doc) => this.rowOf(doc)),
        matched: taken.length,
        wordsMatched,
      };
    });
  }

  /** Miles from the point, or null for a business without a pin. */
  private milesOf(doc: number, near: NearPoint): number | null {
    const latitude = this.latitudes[doc];
    if (Number.isNaN(latitude)) return null;
    return milesBetween(near, { latitude, longitude: this.longitudes[doc] });
  }

  /**
   * A page of `matched` nearest the point first (the grid's candidates, sorted), those
   * without a pin after them in the list's own `order` (`rank`: each business's place
   * in it, which also breaks ties).
   */
  private nearestFirst(
    matched: Bits,
    list: { order: Uint32Array; rank: Uint32Array },
    page: ListPage & { near: NearPoint },
  ): number[] {
    if (!this.grid) {
      const unit = { x: this.unitX, y: this.unitY, z: this.unitZ };
      this.grid = new NearGrid(this.latitudes, this.longitudes, unit, this.owned());
    }
    const grid = this.grid;
    const found = grid.candidates(matched, page.near, page.offset + page.limit);
    const docs = nearestPage(found, list.rank, page);
    // Past the located businesses: those without a pin, in the list's order.
    let skip = Math.max(0, page.offset - countBoth(matched, grid.located));
    for (let i = 0; i < list.order.length && docs.length < page.limit; i++) {
      const doc = list.order[i];
      if ((matched[doc >>> 5] & (1 << (doc & 31))) === 0) continue;
      if (!Number.isNaN(this.latitudes[doc])) continue;
      if (skip > 0) skip--;
      else docs.push(doc);
    }
    return docs;
  }

  /** The businesses open at the wall time whose plan shows hours (kept for its minute). */
  private openAt(wall: WallTime): Bits {
    const minute = `${wall.date} ${wall.minute}`;
    if (this.openCache?.minute === minute) return this.openCache.bits;
    const open = this.schedules.map((schedule) => isOpenAtWall(schedule, wall));
    // One set, written again each minute (a search never holds it past its own turn).
    const bits = this.openCache?.bits.fill(0) ?? this.owned();
    for (let doc = 0; doc < this.size; doc++) {
      const schedule = this.scheduleOf[doc];
      if (schedule >= 0 && open[schedule]) bits[doc >>> 5] |= 1 << (doc & 31);
    }
    this.openCache = { minute, bits };
    return bits;
  }

  /**
   * A page of a city's businesses (in any of `cityKeys`, its stored spellings), in the city
   * page's order (best rated, most reviewed, then name and id) or nearest `near` first,
   * open at `openAt` only when given, and how many match: every row the page shows.
   */
  cityPage(
    cityKeys: readonly string[],
    filter: Pick<BrowseFilter, 'openAt'>,
    page: ListPage,
  ): { rows: CityRow[]; total: number } {
    return this.scoped(() => {
      const inCity = this.cityDocs(cityKeys);
      // As they are: a slice of the city's own list.
      if (!filter.openAt && !page.near) {
        const docs = inCity.subarray(page.offset, page.offset + page.limit);
        return { rows: Array.from(docs, (doc) => this.rowOf(doc)), total: inCity.length };
      }
      const matched = this.union(this.byCity, cityKeys);
      if (filter.openAt) {
        const open = this.openAt(filter.openAt);
        intersect(matched, open);
      }
      const list = { order: inCity, rank: this.cityOrder.rank };
      let docs: number[];
      if (page.near) docs = this.nearestFirst(matched, list, { ...page, near: page.near });
      else {
        docs = [];
        let skipped = 0;
        for (let i = 0; i < inCity.length && docs.length < page.limit; i++) {
          const doc = inCity[i];
          if ((matched[doc >>> 5] & (1 << (doc & 31))) === 0) continue;
          if (skipped < page.offset) skipped++;
          else docs.push(doc);
        }
      }
      const total = popcount(matched);
      this.release(matched);
      return { rows: docs.map((doc) => this.rowOf(doc)), total };
    });
  }

  /** The businesses of these cities (one city's stored spellings) in the city pages' order, made on first use. */
  private cityDocs(cityKeys: readonly string[]): Uint32Array {
    const key = cityKeys.join('\n');
    let docs = this.cityDocLists.get(key);
    if (!docs) {
      const inCity = this.union(this.byCity, cityKeys);
      const { rank } = this.cityOrder;
      const found: number[] = [];
      for (let doc = 0; doc < this.size; doc++) {
        if (inCity[doc >>> 5] & (1 << (doc & 31))) found.push(doc);
      }
      this.release(inCity);
      docs = Uint32Array.from(found.sort((a, b) => rank[a] - rank[b]));
      this.cityDocLists.set(key, docs);
    }
    return docs;
  }

  /** The listings' order: category (none last), then name, then id. */
  private compareListing(a: number, b: number): number {
    return this.listingRank[a] - this.listingRank[b];
  }

  /** The businesses a filter without words matches (every business without a filter). */
  private filtered(filter: BrowseFilter): Bits {
    let matched: Bits;
    if (filter.categories) matched = this.union(this.byCategory, filter.categories);
    else {
      matched = this.empty();
      matched.fill(0xffffffff);
      if (this.size & 31) matched[matched.length - 1] = (1 << (this.size & 31)) - 1;
    }
    if (filter.cityKey !== undefined) {
      const inCity = this.byCity.get(filter.cityKey);
      if (inCity) intersect(matched, inCity);
      else matched.fill(0);
    }
    if (filter.speaksSpanish) {
      intersect(matched, this.spanish);
    }
    if (filter.openAt) {
      const open = this.openAt(filter.openAt);
      intersect(matched, open);
    }
    return matched;
  }

  /**
   * A search without words: the first `limit` matches, best plan first, then best
   * rated, then by name (selectSearchPage without text), and how many match.
   */
  browse(filter: BrowseFilter, limit: number): { rows: ListingRow[]; total: number } {
    return this.scoped(() => {
      const matched = this.filtered(filter);
      const rows: ListingRow[] = [];
      if (limit > 0) {
        forEachDoc(matched, (doc) => {
          rows.push(this.rowOf(doc));
          return rows.length < limit;
        });
      }
      const total = popcount(matched);
      this.release(matched);
      return { rows, total };
    });
  }

  /** The categories whose name contains `text` (selectCategoriesLike: `ilike '%text%'`). */
  categoriesContaining(text: string): string[] {
    const lower = text.toLowerCase();
    return this.categoryNames
      .filter((category) => category.name.toLowerCase().includes(lower))
      .map((category) => category.name);
  }

  /**
   * Quick suggestions for `text` (lower-case), as selectSuggestions gives them: names that
   * start with it, then names with its words (`nameQuery`, matched in the name only:
   * weight A), then businesses of `categories` or of the cities `cityKeys`; a business in
   * several parts once, in its first; within a part by name, the first `limit` in all.
   * Where more than `limit` match a part, these are the first by name (the SQL takes any).
   */
  suggestions(options: {
    text: string;
    nameQuery: TsQuery | null;
    categories: readonly string[];
    cityKeys: readonly string[];
    limit: number;
  }): Suggestion[] {
    return this.scoped(() => {
      const { text, nameQuery, categories, cityKeys, limit } = options;
      const { order, rank } = this.byName;
      const chosen = new Set<number>();
      const parts: number[][] = [];
      // Names that start with the text: a run of the names in lower-case order.
      const starting: number[] = [];
      for (let at = this.firstNamedFrom(text); at < order.length && starting.length < limit; at++) {
        if (!this.lowerNameOf(order[at]).startsWith(text)) break;
        starting.push(order[at]);
      }
      parts.push(starting);
      for (const doc of starting) chosen.add(doc);

      const firstByName = (bits: Bits, keep: (doc: number) => boolean): number[] => {
        const wanted = limit - chosen.size;
        const best: number[] = [];
        forEachDoc(bits, (doc) => {
          if (chosen.has(doc) || !keep(doc)) return;
          if (best.length === wanted && rank[doc] > rank[best[wanted - 1]]) return;
          let at = best.length;
          while (at > 0 && rank[best[at - 1]] > rank[doc]) at--;
          best.splice(at, 0, doc);
          if (best.length > wanted) best.pop();
        });
        for (const doc of best) chosen.add(doc);
        return best;
      };
      if (nameQuery && chosen.size < limit) {
        const words = this.matching(nameQuery);
        parts.push(firstByName(words, (doc) => this.holdsInName(doc, nameQuery)));
        this.release(words);
      }
      if ((categories.length > 0 || cityKeys.length > 0) && chosen.size < limit) {
        const around = this.union(this.byCategory, categories);
        const inCities = this.union(this.byCity, cityKeys);
        unite(around, inCities);
        parts.push(firstByName(around, () => true));
        this.release(around, inCities);
      }
      return parts
        .flatMap((part) => part.sort((a, b) => rank[a] - rank[b]))
        .slice(0, limit)
        .map((doc) => {
          const { id, slug, name, category, city, state } = this.rowOf(doc);
          return { id, slug, name, category, city, state };
        });
    });
  }

  /** Whether the query holds for the business's name alone (its words at weight A). */
  private holdsInName(doc: number, query: TsQuery): boolean {
    if (query.kind === 'empty') return false;
    if (query.kind !== 'word') {
      const holds = (part: TsQuery) => this.holdsInName(doc, part);
      return query.kind === 'and' ? query.parts.every(holds) : query.parts.some(holds);
    }
    const [from, to] = this.lexemeRange(query);
    return this.entriesFor(doc, { from, to }).some((entry) =>
      entry.some((position) => position >>> 14 === NAME_WEIGHT),
    );
  }

  /**
   * A page of the listings without words, in the listings' order or nearest `near`
   * first, and how many match.
   */
  listingWithoutWords(filter: BrowseFilter, page: ListPage): ListRows & { total: number } {
    return this.scoped(() => {
      const matched = this.filtered(filter);
      const total = popcount(matched);
      let docs: number[];
      if (page.near) {
        docs = this.nearestFirst(
          matched,
          { order: this.listingOrder, rank: this.listingRank },
          { ...page, near: page.near },
        );
      } else {
        docs = [];
        let skipped = 0;
        // One category: only its run of the order can match.
        const run =
          filter.categories?.length === 1 ? this.categoryRuns.get(filter.categories[0]) : undefined;
        const [from, to] = filter.categories?.length === 1 ? (run ?? [0, 0]) : [0, this.size];
        for (let i = from; i < to && docs.length < page.limit; i++) {
          const doc = this.listingOrder[i];
          if ((matched[doc >>> 5] & (1 << (doc & 31))) === 0) continue;
          if (skipped < page.offset) skipped++;
          else docs.push(doc);
        }
      }
      this.release(matched);
      return { rows: docs.map((doc) => this.rowOf(doc)), total };
    });
  }

  /** The businesses a query matches, and those its words match (before the filter). */
  private matches(query: IndexQuery): { matched: Bits; words: Bits } {
    const words = this.matching(query.words);
    // The words' businesses copied (one straight copy), then the categories they resemble.
    const matched = this.empty();
    matched.set(words);
    for (const category of query.wordCategories) {
      const set = this.byCategory.get(category);
      if (set) unite(matched, set);
    }
    const narrow = (bits: Bits) => {
      intersect(matched, bits);
    };
    if (query.categories?.length === 1) {
      const inCategory = this.byCategory.get(query.categories[0]);
      if (inCategory) narrow(inCategory);
      else matched.fill(0);
    } else if (query.categories) {
      const inCategories = this.union(this.byCategory, query.categories);
      narrow(inCategories);
      this.release(inCategories);
    }
    if (query.cityKey !== undefined) {
      const inCity = this.byCity.get(query.cityKey);
      if (inCity) narrow(inCity);
      else matched.fill(0);
    }
    if (query.speaksSpanish) narrow(this.spanish);
    if (query.openAt) narrow(this.openAt(query.openAt));
    return { matched, words };
  }

  /** `rating desc nulls last`. */
  private compareRatings(a: number, b: number): number {
    return byRatingValue(this.ratings[a], this.ratings[b]);
  }

  /** The position lists of the business's entries for one query item (several for a prefix). */
  private entriesFor(doc: number, item: RankItem): Uint16Array[] {
    const { from, to } = item;
    const found: Uint16Array[] = [];
    if (from === to) return found;
    const start = this.docEntryStart[doc];
    const end = this.docEntryStart[doc + 1];
    for (let e = start; e < end; e++) {
      const id = this.docLexemes[e];
      if (id >= to) break;
      if (id >= from)
        found.push(this.positions.subarray(this.entryPosStart[e], this.entryPosStart[e + 1]));
    }
    return found;
  }

  /** The query's words sorted and without repeats, as SortAndUniqItems leaves them, with their lexemes. */
  private rankItems(query: TsQuery): RankItems {
    const seen = new Set<string>();
    const list: RankItem[] = [];
    for (const word of wordsOf(query).sort((a, b) => byCodePoint(a.lexeme, b.lexeme))) {
      if (seen.has(word.lexeme)) continue;
      seen.add(word.lexeme);
      const [from, to] = this.lexemeRange(word);
      list.push({ from, to });
    }
    return { and: query.kind === 'and', list };
  }

  /** ts_rank(search_vector, query) with normalization 0. */
  private rank(doc: number, items: RankItems): number {
    if (items.list.length === 0) return 0;
    const rank =
      items.and && items.list.length >= 2
        ? this.rankAnd(doc, items.list)
        : this.rankOr(doc, items.list);
    return rank < 0 ? f(1e-20) : rank;
  }

  private rankOr(doc: number, list: RankItem[]): number {
    const { docLexemes, entryPosStart, positions } = this;
    const [start, end] = [this.docEntryStart[doc], this.docEntryStart[doc + 1]];
    let res = 0;
    for (const { from, to } of list) {
      // Each of the business's entries for the item (several for a prefix).
      for (let e = start; e < end; e++) {
        const id = docLexemes[e];
        if (id >= to) break;
        if (id < from) continue;
        let resj = 0;
        let wjm = -1;
        let jm = 0;
        for (let at = entryPosStart[e], j = 0; at < entryPosStart[e + 1]; at++, j++) {
          const weight = weightOf(positions[at]);
          resj = f(resj + f(weight / ((j + 1) * (j + 1))));
          if (weight > wjm) {
            wjm = weight;
            jm = j;
          }
        }
        res = f(res + (wjm + resj - wjm / ((jm + 1) * (jm + 1))) / 1.64493406685);
      }
    }
    return f(res / list.length);
  }

  /**
   * Where each item's last entry read has its positions (`andFrom[i]` to `andTo[i]` in
   * `positions`; -1: none yet): rankAnd's, kept so that ranking allocates nothing.
   */
  private andFrom = new Int32Array(8);
  private andTo = new Int32Array(8);

  private rankAnd(doc: number, list: RankItem[]): number {
    const { docLexemes, entryPosStart, positions } = this;
    const [start, end] = [this.docEntryStart[doc], this.docEntryStart[doc + 1]];
    if (this.andFrom.length < list.length) {
      this.andFrom = new Int32Array(list.length);
      this.andTo = new Int32Array(list.length);
    }
    const { andFrom, andTo } = this;
    andFrom.fill(-1, 0, list.length);
    let res = -1;
    for (let i = 0; i < list.length; i++) {
      const { from, to } = list[i];
      // Each of the business's entries for the item (several for a prefix).
      for (let e = start; e < end; e++) {
        const id = docLexemes[e];
        if (id >= to) break;
        if (id < from) continue;
        const [here, hereEnd] = [entryPosStart[e], entryPosStart[e + 1]];
        andFrom[i] = here;
        andTo[i] = hereEnd;
        for (let k = 0; k < i; k++) {
          if (andFrom[k] < 0) continue;
          for (let l = here; l < hereEnd; l++) {
            for (let p = andFrom[k]; p < andTo[k]; p++) {
              const distance = Math.abs(posOf(positions[l]) - posOf(positions[p]));
              if (distance === 0) continue;
              const curw = f(
                Math.sqrt(
                  f(f(weightOf(positions[l]) * weightOf(positions[p])) * wordDistance(distance)),
                ),
              );
              res = res < 0 ? curw : f(1.0 - (1.0 - res) * (1.0 - curw));
            }
          }
        }
      }
    }
    return res;
  }
}

/**
 * A range of lexemes with at least this many postings, and at least as many as its set
 * has 32-bit words, is kept as a set once asked for: setting a bit per posting (a write
 * anywhere in the set) then costs more than copying the set (one straight copy).
 */
const WIDE_RANGE_POSTINGS = 1_024;
/**
 * An AND is matched through its narrowest part's businesses (matchingNarrow) when that
 * part has at most this share of the set's 32-bit words in postings: checking a business
 * by its lexemes costs about as much as a few words of each set made and intersected.
 */
const NARROW_AND_SHARE = 1 / 16;
/**
 * At most this much memory in kept sets (ranges and ORs), 2,600 sets at 100,000
 * businesses, but never fewer than KEPT_SETS_LEAST sets: at 1,000,000 (125 KB a set) 32
 * MB held 260, fewer than the terms distinct searches ask for, so each was made again.
 */
const KEPT_SETS_BYTES = 32 * 1024 * 1024;
const KEPT_SETS_LEAST = 2_048;

/**
 * An index of at least this many businesses keeps its sets in a SetMemory (bit-sets.ts):
 * below it a JavaScript loop over a set costs a few µs, and each memory is address space
 * of its own (V8 reserves gigabytes for one), so that the indexes of small directories a
 * process builds (tests make hundreds) keep ordinary arrays.
 */
const SET_MEMORY_FROM = 32_768;
/** The sets an index keeps besides its categories' and cities': Spanish, open now, located. */
const OWN_SETS = 3;
/** Sets in the memory for searches to work in (a search holds a few at once). */
const WORKING_SETS = 64;

/** Each business's place in `order`. */
function rankOf(order: Uint32Array): Uint32Array {
  const rank = new Uint32Array(order.length);
  for (let i = 0; i < order.length; i++) rank[order[i]] = i;
  return rank;
}

/** Nearer first; a business without a pin (null) after every one with. */
function byMiles(a: number | null | undefined, b: number | null | undefined): number {
  if (a === b) return 0;
  if (a == null) return 1;
  if (b == null) return -1;
  return a - b;
}

/** A query item as the ids of the lexemes it matches: [from, to). */
interface RankItem {
  from: number;
  to: number;
}

/** A query with each word as its lexemes' range, and how many postings the range has. */
type Ranged =
  | { kind: 'range'; from: number; to: number; postings: number }
  | { kind: 'and' | 'or'; parts: Ranged[] }
  | { kind: 'empty' };

/** At most how many businesses the query matches: its postings (an AND's narrowest part's). */
function postingsOf(query: Ranged): number {
  if (query.kind === 'range') return query.postings;
  if (query.kind === 'empty') return 0;
  const each = query.parts.map(postingsOf);
  return query.kind === 'or' ? each.reduce((sum, n) => sum + n, 0) : Math.min(...each);
}

/** The part with the fewest postings. */
function narrowestOf(parts: Ranged[]): Ranged {
  return parts.reduce((narrowest, part) =>
    postingsOf(part) < postingsOf(narrowest) ? part : narrowest,
  );
}

interface RankItems {
  /** Whether the query's top operator is AND (calc_rank_and) rather than OR or a word. */
  and: boolean;
  list: RankItem[];
}
