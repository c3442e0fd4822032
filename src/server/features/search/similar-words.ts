/**
 * The directory's words (search_words: the words of names, categories and cities) and
 * the ones a typed word is close to, in memory, as pg_trgm's `%` finds them for
 * selectCorrections (search-words.queries.ts): trigrams of each word padded with two
 * spaces before and one after, similarity = shared trigrams / all trigrams of both, at
 * least pg_trgm's default threshold (0.3), closest first, then by word.
 */

/** pg_trgm.similarity_threshold's default, in single precision as pg_trgm compares it. */
const THRESHOLD = Math.fround(0.3);

/** The distinct trigrams of a text as pg_trgm makes them: per run of letters and digits, lower case. */
export function trigramsOf(text: string): string[] {
  const trigrams = new Set<string>();
  for (const token of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    const chars = [' ', ' ', ...token, ' '];
    for (let i = 0; i + 3 <= chars.length; i++) trigrams.add(chars.slice(i, i + 3).join(''));
  }
  return [...trigrams];
}

/** PostgreSQL's text order under the C collation: by code point. */
function byCodePoint(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    if (x[i] !== y[i]) return (x[i].codePointAt(0) ?? 0) - (y[i].codePointAt(0) ?? 0);
  }
  return x.length - y.length;
}

export class SimilarWords {
  private readonly words: string[];
  private readonly sizes: Uint16Array;
  private readonly byTrigram = new Map<string, number[]>();

  constructor(words: Iterable<string>) {
    this.words = [...new Set(words)];
    this.sizes = new Uint16Array(this.words.length);
    this.words.forEach((word, id) => {
      const trigrams = trigramsOf(word);
      this.sizes[id] = trigrams.length;
      for (const trigram of trigrams) {
        let list = this.byTrigram.get(trigram);
        if (!list) {
          list = [];
          this.byTrigram.set(trigram, list);
        }
        list.push(id);
      }
    });
  }

  /** Up to `limit` words of the directory close to `typed`, other than itself, closest first. */
  closest(typed: string, limit = 3): string[] {
    const trigrams = trigramsOf(typed);
    const shared = new Map<number, number>();
    for (const trigram of trigrams) {
      for (const id of this.byTrigram.get(trigram) ?? []) shared.set(id, (shared.get(id) ?? 0) + 1);
    }
    const close: { word: string; closeness: number }[] = [];
    for (const [id, count] of shared) {
      const word = this.words[id];
      if (word === typed) continue;
      const closeness = Math.fround(count / (trigrams.length + this.sizes[id] - count));
      if (closeness >= THRESHOLD) close.push({ word, closeness });
    }
    return close
      .sort((a, b) => b.closeness - a.closeness || byCodePoint(a.word, b.word))
      .slice(0, limit)
      .map((item) => item.word);
  }

  /**
   * For each typed word of three letters or more, its closest words, as selectCorrections
   * gives them (a word typed twice has them twice).
   */
  corrections(words: string[]): Map<string, string[]> {
    const found = new Map<string, string[]>();
    for (const word of words) {
      if (word.length < 3) continue;
      const close = this.closest(word);
      if (close.length > 0) found.set(word, [...(found.get(word) ?? []), ...close]);
    }
    return found;
  }
}

/** pg_trgm's trigrams of a text in order of appearance, repeats kept (generate_trgm_only). */
function trigramSequence(text: string): string[] {
  const sequence: string[] = [];
  for (const token of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    const chars = [' ', ' ', ...token, ' '];
    for (let i = 0; i + 3 <= chars.length; i++) sequence.push(chars.slice(i, i + 3).join(''));
  }
  return sequence;
}

const similarity = (count: number, len1: number, len2: number) =>
  Math.fround(Math.fround(count) / Math.fround(len1 + len2 - count));

/**
 * pg_trgm's word_similarity(first, second): how well the first text's trigrams match a
 * run of the second's, by the same steps as calc_word_similarity and
 * iterate_word_similarity (contrib/pg_trgm/trgm_op.c, plain, not strict), in single
 * precision.
 */
export function wordSimilarity(first: string, second: string | readonly string[]): number {
  return wordSimilarityOf(
    trigramSequence(first),
    typeof second === 'string' ? trigramSequence(second) : second,
  );
}

/**
 * Whether word_similarity(typed, name) can reach `threshold`: it is at most the share of
 * the typed text's distinct trigrams found anywhere in the name (the run of the name it
 * is measured on holds each one it counts, so its denominator is never below that
 * number), in the same single precision. Measuring every category for every search was
 * a tenth of a two-word search's CPU at 100,000 businesses (word-index.ts's
 * similarCategories); most share too few trigrams.
 */
export function mayReach(
  typed: ReadonlySet<string>,
  name: ReadonlySet<string>,
  threshold: number,
): boolean {
  let shared = 0;
  for (const trigram of typed) if (name.has(trigram)) shared++;
  return shared > 0 && Math.fround(shared / typed.size) >= threshold;
}

/** The trigrams of a text as word_similarity reads its second argument (kept for texts compared often). */
export const trigramsInOrder = (text: string): readonly string[] => trigramSequence(text);

/** word_similarity of two texts' trigrams in order (trigramsInOrder). */
export function wordSimilarityOf(trg1: readonly string[], trg2: readonly string[]): number {
  if (trg1.length === 0 || trg2.length === 0) return 0;
  const distinct = [...new Set([...trg1, ...trg2])].sort();
  const indexOf = new Map(distinct.map((trigram, j) => [trigram, j]));
  const inFirst = new Set(trg1);
  const found = distinct.map((trigram) => inFirst.has(trigram));
  const ulen1 = inFirst.size;
  const trg2indexes = trg2.map((trigram) => indexOf.get(trigram) ?? 0);

  const lastpos = new Array<number>(distinct.length).fill(-1);
  let ulen2 = 0;
  let count = 0;
  let lower = -1;
  let best = 0;
  for (let i = 0; i < trg2.length; i++) {
    const index = trg2indexes[i];
    if (lower >= 0 || found[index]) {
      if (lastpos[index] < 0) {
        ulen2++;
        if (found[index]) count++;
      }
      lastpos[index] = i;
    }
    if (!found[index]) continue;
    const upper = i;
    if (lower === -1) {
      lower = i;
      ulen2 = 1;
    }
    let current = similarity(count, ulen1, ulen2);
    let tmpCount = count;
    let tmpUlen2 = ulen2;
    const previousLower = lower;
    for (let tmpLower = lower; tmpLower <= upper; tmpLower++) {
      const candidate = similarity(tmpCount, ulen1, tmpUlen2);
      if (candidate > current) {
        current = candidate;
        ulen2 = tmpUlen2;
        lower = tmpLower;
        count = tmpCount;
      }
      const tmpIndex = trg2indexes[tmpLower];
      if (lastpos[tmpIndex] === tmpLower) {
        tmpUlen2--;
        if (found[tmpIndex]) tmpCount--;
      }
    }
    best = Math.max(best, current);
    for (let tmpLower = previousLower; tmpLower < lower; tmpLower++) {
      const tmpIndex = trg2indexes[tmpLower];
      if (lastpos[tmpIndex] === tmpLower) lastpos[tmpIndex] = -1;
    }
  }
  return best;
}
