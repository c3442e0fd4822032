import { describe, expect, test } from 'vitest';
import { CATEGORIES } from '#domain/categories.js';
import { andedTerms } from './search-filter.js';
import { prefixQueryOf, textWords } from './search-text.js';
import { mayReach, trigramsInOrder, wordSimilarity } from './similar-words.js';
import { parseTsQuery } from './tsquery.js';

describe('textWords', () => {
  test('makes a tsquery of the words, lower-cased, the last one a prefix', () => {
    expect(textWords('Plumb Bryan')).toEqual({
      words: 'plumb bryan',
      prefixQuery: 'plumb & bryan:*',
    });
  });

  test('adds the corrections of a word as alternatives, and can keep to names', () => {
    const corrections = new Map([['plumbr', ['plumbing', 'plumber']]]);
    expect(prefixQueryOf(['plumbr', 'bry'], corrections)).toBe(
      '(plumbr | plumbing | plumber) & bry:*',
    );
    expect(prefixQueryOf(['plumbr', 'bry'], corrections, 'A')).toBe(
      '(plumbr:A | plumbing:A | plumber:A) & bry:*A',
    );
  });

  test('keeps only letters and digits, so tsquery syntax cannot get through', () => {
    expect(textWords("plumb:* | !x & (bryan') <b>")).toEqual({
      words: 'plumb x bryan b',
      prefixQuery: 'plumb & x & bryan & b:*',
    });
    expect(textWords("'; drop table businesses; --")?.prefixQuery).toBe(
      'drop & table & businesses:*',
    );
  });

  test('text without a letter or digit has no words', () => {
    expect(textWords('!!! --- %%%')).toBeNull();
    expect(textWords('')).toBeNull();
    expect(textWords(undefined)).toBeNull();
  });

  test('accented and non-Latin letters are words too', () => {
    expect(textWords('Café Ñandú 東京')?.words).toBe('café ñandú 東京');
  });

  test("puts a category's English name beside a word that names it in Spanish", () => {
    expect(textWords('plomeros bryan')?.prefixQuery).toBe('(plomeros | plumbers) & bryan:*');
    expect(textWords('plagas bryan')?.prefixQuery).toBe('(plagas | (pest & control)) & bryan:*');
    expect(textWords('aggie pelu')?.prefixQuery).toBe('aggie & (pelu:* | (beauty & salons))');
  });

  test('uses at most 8 words', () => {
    const words = textWords('a b c d e f g h i j k');
    expect(words?.words).toBe('a b c d e f g h');
  });
});

describe('andedTerms', () => {
  test('splits a tsquery at its top-level ANDs only', () => {
    expect(andedTerms('plumb & (bryn:* | (pest & control)) & tx:*')).toEqual([
      'plumb',
      '(bryn:* | (pest & control))',
      'tx:*',
    ]);
    expect(andedTerms('one:*')).toEqual(['one:*']);
  });
});

describe('parseTsQuery', () => {
  const word = (lexeme: string, prefix = false) => ({ kind: 'word', lexeme, prefix });

  test('reads lexemes, prefixes, weights, groups, and & before |', () => {
    expect(parseTsQuery("'plumb' & ( 'bryan':* | 'brian':AB )")).toEqual({
      kind: 'and',
      parts: [word('plumb'), { kind: 'or', parts: [word('bryan', true), word('brian')] }],
    });
    expect(parseTsQuery("'it''s'")).toEqual(word("it's"));
    expect(parseTsQuery('')).toEqual({ kind: 'empty' });
  });

  test('reads a phrase, which PostgreSQL makes of one typed word, as both words', () => {
    expect(parseTsQuery("'6e4':* <-> 'cb2':*")).toEqual({
      kind: 'and',
      parts: [word('6e4', true), word('cb2', true)],
    });
    expect(parseTsQuery("'a' <2> 'b' & 'c' | 'd'")).toEqual({
      kind: 'or',
      parts: [{ kind: 'and', parts: [word('a'), word('b'), word('c')] }, word('d')],
    });
  });

  test('refuses what the searches never send', () => {
    expect(() => parseTsQuery("!'a'")).toThrow(/unexpected/);
    expect(() => parseTsQuery("'a' <x> 'b'")).toThrow(/unexpected/);
    expect(() => parseTsQuery("'a")).toThrow(/unterminated/);
  });
});

describe('mayReach', () => {
  test('never rules out a category whose word_similarity reaches the threshold, and rules out most', () => {
    const typed = [
      ...CATEGORIES.flatMap((name) => [
        name,
        name.slice(0, 4),
        name.slice(1),
        `${name.slice(0, 3)}x${name.slice(4)}`,
        name.split(' ')[0],
      ]),
      'pizza roof',
      'plumbr',
      'hair',
      'auto repiar',
      'aggieland bakery',
      'a',
      'ñandú',
    ];
    let reached = 0;
    let ruledOut = 0;
    for (const text of typed) {
      const distinct = new Set(trigramsInOrder(text));
      for (const name of CATEGORIES) {
        const nameSet = new Set(trigramsInOrder(name));
        for (const threshold of [0.3, 0.5, 0.6]) {
          const reaches = wordSimilarity(text, name) >= threshold;
          if (reaches) reached++;
          if (!mayReach(distinct, nameSet, threshold)) {
            ruledOut++;
            expect(reaches, `${text} / ${name} at ${threshold}`).toBe(false);
          }
        }
      }
    }
    expect(reached).toBeGreaterThan(CATEGORIES.length * 3);
    expect(ruledOut).toBeGreaterThan(typed.length * CATEGORIES.length);
  });
});
