/**
 * A search's free text and filter as the queries need them (issue 27, issue 28 point
 * 6): the visitor's words as a tsquery (the last word a prefix, a category's English
 * name beside a word naming it in Spanish), the categories the words resemble, and,
 * when the words as typed match nothing, the directory's words they are close to.
 */
import { categoriesNamedInSpanish } from '#domain/category-words.js';
import type { SearchCriteria } from '#domain/search.js';
import type { Db } from '../../db/client.js';
import { readThroughDirectory } from '../../platform/directory-cache.js';
import type { DirectoryFilter, TextTerms } from './search-filter.js';
import {
  selectCategoriesLike,
  selectCorrections,
  selectSimilarCategories,
} from './search-words.queries.js';

/** Prefix search takes at most this many words; more only slows the query down. */
const MAX_QUERY_WORDS = 8;

/**
 * A tsquery of the words, the last one a prefix (still being typed), each or one of its
 * other terms (the directory's words it is close to, the categories it names in
 * Spanish): 'plumb & (bryn:* | bryan)'. Whole words are matched whole: a prefix makes the
 * text index gather every word it begins (about 6 ms for a word in half the businesses
 * of a plan, 0.3 ms whole, at 100,000: bench/README.md). With `weight` 'A' each term
 * matches names only (single words only then).
 */
export function prefixQueryOf(
  words: string[],
  others: ReadonlyMap<string, string[]> = new Map(),
  weight: '' | 'A' = '',
): string {
  const last = words.length - 1;
  return words
    .map((word, index) => {
      const typed = index === last ? `${word}:*${weight}` : weight ? `${word}:${weight}` : word;
      const terms = [
        typed,
        ...(others.get(word) ?? []).map((c) => (weight ? `${c}:${weight}` : c)),
      ];
      return terms.length > 1 ? `(${terms.join(' | ')})` : terms[0];
    })
    .join(' & ');
}

/**
 * For each word that names categories in Spanish, those categories' English names as
 * query terms: 'plomeros' -> ['plumbers'], 'plagas' -> ['(pest & control)'] (issue 28
 * point 6). The last word may be a beginning ('plome').
 */
export function spanishCategoryTerms(words: string[]): Map<string, string[]> {
  const terms = new Map<string, string[]>();
  words.forEach((word, index) => {
    const named = categoriesNamedInSpanish(word, index === words.length - 1);
    if (named.length === 0) return;
    terms.set(
      word,
      named.map((category) => {
        const parts = category.toLowerCase().split(' ');
        return parts.length > 1 ? `(${parts.join(' & ')})` : parts[0];
      }),
    );
  });
  return terms;
}

/** Each word's other terms from both maps. */
function joinedTerms(
  a: ReadonlyMap<string, string[]>,
  b: ReadonlyMap<string, string[]>,
): Map<string, string[]> {
  const joined = new Map(a);
  for (const [word, terms] of b) joined.set(word, [...(joined.get(word) ?? []), ...terms]);
  return joined;
}

/**
 * The free text as the queries need it: lower-case words and a tsquery whose last word
 * is a prefix ('plumb & bryan' -> 'plumb & bryan:*'), a word naming a category in
 * Spanish with that category's name beside it. Only letters and digits survive, so no
 * visitor text can break the tsquery syntax.
 */
export function textWords(q: string | undefined): { words: string; prefixQuery: string } | null {
  const words =
    q
      ?.toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, MAX_QUERY_WORDS) ?? [];
  if (words.length === 0) return null;
  return { words: words.join(' '), prefixQuery: prefixQueryOf(words, spanishCategoryTerms(words)) };
}

/**
 * What a search asked for, as an owner's insights list it: its words (lower-case,
 * letters and digits only, as the query reads them), else its category and city.
 */
export function searchTermOf(criteria: SearchCriteria): string | null {
  const words = textWords(criteria.q)?.words;
  if (words) return words;
  const parts = [criteria.category, criteria.city ? `in ${criteria.city}` : null].filter(Boolean);
  return parts.length ? parts.join(' ') : null;
}

/**
 * The filter for the queries, or null when the text has no word to look for (matches
 * nothing). `similarCategories` answers which categories the words resemble without a
 * statement (the word index's copy of the categories), where it can.
 */
export async function filterOf(
  db: Db,
  criteria: SearchCriteria,
  similarCategories?: (words: string) => string[],
): Promise<DirectoryFilter | null> {
  const category = criteria.category?.toLowerCase();
  const filter: DirectoryFilter = {
    categories: category
      ? await readThroughDirectory(db, `categories-like:${category}`, () =>
          selectCategoriesLike(db, category),
        )
      : undefined,
    city: criteria.city || undefined,
    ...(criteria.spanish ? { speaksSpanish: true as const } : {}),
  };
  if (!criteria.q) return filter;
  const terms = textWords(criteria.q);
  if (!terms) return null;
  // By the words together, as typed: 'shop' alone resembles Shopping, 'quokka shop 12' does not.
  const categories = similarCategories
    ? similarCategories(terms.words)
    : await readThroughDirectory(db, `similar-categories:${terms.words}`, () =>
        selectSimilarCategories(db, terms.words),
      );
  return { ...filter, text: { ...terms, categories } };
}

/**
 * For each word of three letters or more, the directory's words it is close to (a word
 * with none is left out), in one statement, kept while the directory is unchanged.
 */
export function correctionsOf(db: Db, words: string[]): Promise<Map<string, string[]>> {
  return readThroughDirectory(db, `corrections:${words.join(' ')}`, () =>
    selectCorrections(db, words),
  );
}

/**
 * The text again with, for each word, the words of the directory it is close to
 * ('plumbr' -> '(plumbr:* | plumbing)'), or null when no word has any: asked only when
 * the words as typed match no business (a category they resemble may), so a word that
 * matches is never diluted.
 */
export async function corrected(db: Db, text: TextTerms): Promise<TextTerms | null> {
  return correctedWith(text, await correctionsOf(db, text.words.split(' ')));
}

/** The text with each word's `corrections` beside it, or null when there are none. */
export function correctedWith(
  text: TextTerms,
  corrections: ReadonlyMap<string, string[]>,
): TextTerms | null {
  if (corrections.size === 0) return null;
  const words = text.words.split(' ');
  const terms = joinedTerms(spanishCategoryTerms(words), corrections);
  return { ...text, prefixQuery: prefixQueryOf(words, terms) };
}

/** The filter with its text corrected, when the text as typed matched nothing (null: nothing to correct). */
export async function correctedFilter(
  db: Db,
  filter: DirectoryFilter,
): Promise<DirectoryFilter | null> {
  if (!filter.text) return null;
  const text = await corrected(db, filter.text);
  return text ? { ...filter, text } : null;
}
