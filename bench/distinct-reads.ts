/**
 * Requests that are all different (issue 27 point 1): real traffic does not repeat a
 * search, and a crawler walks thousands of pages and profiles, so a read measured with
 * one path over and over is measured from the server's caches. Each kind of read here
 * makes, from the directory's own words, cities, categories and slugs (read once from
 * the database before the run: `Vocabulary`), a list of paths in which none repeats,
 * in an order fixed by a seed, so a run can be repeated with `--seed N`. Pure: no I/O.
 *
 * The addresses are the web's own (`urlOf` over `src/domain/api-paths.ts`, and the
 * page-data builders the web's fetchers use). Paged reads take any offset below the
 * list's length and its depth (LIST_DEPTH), not only a multiple of the page size, so a
 * list has as many distinct pages as it has rows, to 10,000.
 */
import { apiPaths } from '#domain/api-paths.js';
import { citySlug } from '#domain/cities.js';
import { urlOf } from '#domain/endpoint.js';
import { JOB_CATEGORIES, JOB_PAGE_SIZE, JOB_TYPES } from '#domain/jobs.js';
import {
  businessProfilePath,
  CITY_PAGE_SIZE,
  cityBusinessesPath,
  jobBoardPath,
} from '#domain/page-data.js';
import { LIST_DEPTH, LISTINGS_PAGE_SIZE, SUGGESTION_MIN_LENGTH } from '#domain/search.js';
import { seededRandom } from '#server/platform/seeded-random.js';

/** What the generator draws from: a sample of the directory, in a fixed order. */
export interface Vocabulary {
  /** Businesses of the directory (all, or a sample in an order the data fixes). */
  businesses: { name: string; slug: string }[];
  /** How many businesses each category has in each city (all of them, not the sample). */
  groups: { category: string; city: string; count: number }[];
}

export const DISTINCT_KINDS = [
  'search-one-word',
  'search-two-words',
  'search-three-words',
  'search-typo',
  'search-no-match',
  'category-city',
  'listings-page',
  'city-page',
  'suggestions',
  'profile',
  'job-search',
  'open-now',
  'near-me',
] as const;
export type DistinctKind = (typeof DISTINCT_KINDS)[number];

/** The table's label of each kind. */
export const DISTINCT_LABELS: Record<DistinctKind, string> = {
  'search-one-word': 'text search, one word',
  'search-two-words': 'text search, two words',
  'search-three-words': 'text search, three words',
  'search-typo': 'typo search (a letter missing)',
  'search-no-match': 'search that matches nothing',
  'category-city': 'category + city (home search, listings pages)',
  'listings-page': 'listings at a random offset',
  'city-page': 'city page at a random offset',
  suggestions: 'suggestions (a name typed part way)',
  profile: 'profile by a random slug',
  'job-search': 'job board search',
  'open-now': 'Open now (listings, search, city page)',
  'near-me': 'Near me (listings, city page)',
};

/** The seed of one kind's list: a change to one kind's grammar leaves the others' alone. */
function kindSeed(seed: number, kind: DistinctKind): number {
  let hash = Math.imul(seed, 0x9e3779b1) >>> 0;
  for (const char of kind) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}

/** Lower-case tokens of a text: 'Lone Star A/C Repair 41' -> lone, star, a, c, repair, 41. */
const tokens = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** The words a visitor could type, worked out once per vocabulary. */
export interface Words {
  /** Words of the names, categories and cities, of three letters or more. */
  words: string[];
  /** The numbers that end the generated names ('4127'). */
  numbers: string[];
  cities: { name: string; count: number }[];
  total: number;
  /** Every word in one string, to check an invented word is in none of them. */
  text: string;
}

export function wordsOf(vocabulary: Vocabulary): Words {
  const words = new Set<string>();
  const numbers = new Set<string>();
  const cities = new Map<string, number>();
  const add = (text: string) => {
    for (const token of tokens(text)) {
      if (/^\d+$/.test(token)) numbers.add(token);
      else if (token.length >= 3 && /^[a-z]+$/.test(token)) words.add(token);
    }
  };
  for (const { name } of vocabulary.businesses) add(name);
  for (const { category, city, count } of vocabulary.groups) {
    add(category);
    add(city);
    cities.set(city, (cities.get(city) ?? 0) + count);
  }
  const sorted = [...words].sort();
  return {
    words: sorted,
    numbers: [...numbers].sort(),
    cities: [...cities]
      .map(([name, count]) => ({ name, count }))
      .sort((a, b) => (a.name < b.name ? -1 : 1)),
    total: vocabulary.groups.reduce((sum, group) => sum + group.count, 0),
    text: sorted.join(' '),
  };
}

type Pick = <T>(items: readonly T[]) => T;

const search = (q: string) => urlOf(apiPaths.directory.search, { query: { q } });

/** Offsets a list answers: below its length and its depth (LIST_DEPTH: deeper is a 400). */
const pageable = (length: number) => Math.min(length, LIST_DEPTH);

const listings = (query: {
  offset: number;
  category?: string;
  city?: string;
  q?: string;
  open?: '1';
  near?: string;
}) => urlOf(apiPaths.directory.listings, { query: { limit: LISTINGS_PAGE_SIZE, ...query } });

const CONSONANTS = 'bdfgkmpvz';
const VOWELS = 'aeiou';

/** The words of the job categories ('finance', 'accounting'), for job board searches. */
const JOB_WORDS = [...new Set(JOB_CATEGORIES.flatMap(tokens).filter((w) => w.length >= 3))];

/** How each kind makes one request; `distinctPaths` keeps the ones not made before. */
function makers(
  vocabulary: Vocabulary,
  words: Words,
  random: () => number,
): Record<DistinctKind, () => string> {
  const pick: Pick = (items) => items[Math.floor(random() * items.length)];
  const known = new Set(words.words);
  const long = words.words.filter((word) => word.length >= 5);
  const jobWords = [...new Set([...JOB_WORDS, ...words.words])];
  const below = (count: number) => Math.floor(random() * Math.max(count, 1));
  /** Most visitors read the first page; some page on (a quarter of a list is open at a time). */
  const firstOrDeeper = (count: number) => (random() < 0.7 ? 0 : below(pageable(count)));
  /**
   * 'Near me' is a person's click, never a crawler's path: the first page mostly, else one
   * of the next four ('Load more'), not a random depth.
   */
  const nearPage = (pageSize: number, count: number) =>
    random() < 0.7 ? 0 : Math.min(pageSize * (1 + below(4)), Math.max(0, pageable(count) - 1));
  /** A visitor somewhere in the Brazos Valley, as 'Near me' sends it (three decimals). */
  const point = () =>
    `${(30.5 + below(300) / 1000).toFixed(3)},${(-96.5 + below(300) / 1000).toFixed(3)}`;
  /** A word, or half the time its first three letters or more, as someone still typing. */
  const typing = (word: string) =>
    random() < 0.5 ? word : word.slice(0, 3 + Math.floor(random() * (word.length - 2)));
  const phrase = (size: number, from: string[]) => {
    const chosen: string[] = [];
    while (chosen.length < size) {
      const word = pick(from);
      if (!chosen.includes(word)) chosen.push(word);
    }
    chosen[size - 1] = typing(chosen[size - 1]);
    return chosen.join(' ');
  };
  /** A word of five letters or more with one letter (not its first) missing: 'plmbing'. */
  const typo = () => {
    for (;;) {
      const word = pick(long);
      const at = 1 + Math.floor(random() * (word.length - 1));
      const missing = word.slice(0, at) + word.slice(at + 1);
      if (!known.has(missing)) return missing;
    }
  };
  /**
   * Three made-up syllables and four digits ('zuvekdo4127'): no three letters of it in
   * a row occur in any word of the vocabulary, so neither the full-text nor the
   * trigram index has a word to find.
   */
  const noMatch = () => {
    const letter = (from: string) => from[Math.floor(random() * from.length)];
    for (;;) {
      let letters = '';
      for (let i = 0; i < 3; i++) letters += letter(CONSONANTS) + letter(VOWELS);
      let shared = false;
      for (let i = 0; i + 3 <= letters.length && !shared; i++)
        shared = words.text.includes(letters.slice(i, i + 3));
      if (!shared) return `${letters}${1000 + Math.floor(random() * 9000)}`;
    }
  };
  return {
    'search-one-word': () =>
      search(
        random() < 0.5 || !words.numbers.length ? typing(pick(words.words)) : pick(words.numbers),
      ),
    'search-two-words': () => search(phrase(2, words.words)),
    'search-three-words': () => search(phrase(3, words.words)),
    'search-typo': () => {
      if (random() < 0.5) return search(typo());
      const other = pick(words.words);
      return search(random() < 0.5 ? `${other} ${typo()}` : `${typo()} ${other}`);
    },
    'search-no-match': () => search(noMatch()),
    // The home search's two dropdowns, or a page of the listings filtered by both.
    'category-city': () => {
      const { category, city, count } = pick(vocabulary.groups);
      return random() < 0.25
        ? urlOf(apiPaths.directory.search, { query: { category, city } })
        : listings({ offset: below(pageable(count)), category, city });
    },
    'listings-page': () => listings({ offset: below(pageable(words.total)) }),
    'city-page': () => {
      const city = pick(words.cities);
      return cityBusinessesPath(citySlug(city.name), below(pageable(city.count)));
    },
    suggestions: () => {
      const name = pick(vocabulary.businesses).name.toLowerCase();
      const length = SUGGESTION_MIN_LENGTH + Math.floor(random() * (name.length - 1));
      const typed = name.slice(0, length).trimEnd();
      const q = typed.length >= SUGGESTION_MIN_LENGTH ? typed : name;
      return urlOf(apiPaths.directory.suggestions, { query: { q } });
    },
    profile: () => businessProfilePath(pick(vocabulary.businesses).slug),
    'open-now': () => {
      const r = random();
      if (r < 0.4) {
        const { category, city, count } = pick(vocabulary.groups);
        return listings({ offset: firstOrDeeper(count / 4), category, city, open: '1' });
      }
      if (r < 0.6) return listings({ offset: firstOrDeeper(words.total / 4), open: '1' });
      if (r < 0.8) {
        const q = typing(pick(words.words));
        return urlOf(apiPaths.directory.search, { query: { q, open: '1' } });
      }
      const city = pick(words.cities);
      return cityBusinessesPath(citySlug(city.name), firstOrDeeper(city.count / 4), {
        open: '1',
      });
    },
    'near-me': () => {
      const near = point();
      if (random() < 0.6) {
        const category = random() < 0.5 ? pick(vocabulary.groups).category : undefined;
        return listings({ offset: nearPage(LISTINGS_PAGE_SIZE, words.total), category, near });
      }
      const city = pick(words.cities);
      return cityBusinessesPath(citySlug(city.name), nearPage(CITY_PAGE_SIZE, city.count), {
        near,
      });
    },
    'job-search': () =>
      jobBoardPath(
        {
          q: random() < 0.8 ? phrase(1 + Math.floor(random() * 2), jobWords) : undefined,
          location: random() < 0.5 ? pick(words.cities).name : undefined,
          category: random() < 0.3 ? pick(JOB_CATEGORIES) : undefined,
          type: random() < 0.3 ? pick(JOB_TYPES) : undefined,
        },
        random() < 0.7 ? 0 : JOB_PAGE_SIZE * Math.floor(random() * 5),
      ),
  };
}

/** Tries in a row that made only paths already in the list: the kind has run out. */
const EXHAUSTED_AFTER = 2_000;

/**
 * Up to `count` paths of one kind, none twice, in an order the seed fixes. Fewer when
 * the data has fewer distinct requests of that kind (a small directory's category and
 * city pairs): the caller says so, as the load generator then takes them again.
 */
export function distinctPaths(
  kind: DistinctKind,
  vocabulary: Vocabulary,
  { seed, count }: { seed: number; count: number },
  words: Words = wordsOf(vocabulary),
): string[] {
  const make = makers(vocabulary, words, seededRandom(kindSeed(seed, kind)))[kind];
  const seen = new Set<string>();
  let misses = 0;
  while (seen.size < count && misses < EXHAUSTED_AFTER) {
    const path = make();
    if (seen.has(path)) misses++;
    else {
      seen.add(path);
      misses = 0;
    }
  }
  return [...seen];
}
