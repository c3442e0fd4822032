import { describe, expect, test } from 'vitest';
import { CATEGORIES } from '#domain/categories.js';
import { PLAN_IDS_BEST_FIRST } from '#domain/plans.js';
import { seededRandom } from '../../platform/seeded-random.js';
import { andedTerms } from './search-filter.js';
import { prefixQueryOf, textWords } from './search-text.js';
import { mayReach, trigramsInOrder, wordSimilarity } from './similar-words.js';
import { combine, parseTsQuery } from './tsquery.js';
import {
  byCodePoint,
  type IndexRow,
  IndexRows,
  Lexicon,
  sortedInSlices,
  WordIndex,
} from './word-index.js';

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

  test('reads a quote doubled or a character after a backslash inside a lexeme', () => {
    expect(parseTsQuery("'it''s' & 'o''':*")).toEqual({
      kind: 'and',
      parts: [word("it's"), word("o'", true)],
    });
    expect(parseTsQuery("'a\\'b' | 'c\\\\d'")).toEqual({
      kind: 'or',
      parts: [word("a'b"), word('c\\d')],
    });
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

describe('IndexRows', () => {
  test("keeps each business's lexemes and positions, weights in the top two bits", () => {
    const row = (id: string, vector: string) =>
      ({ id, name: id, cityKey: 'bryan', vector }) as unknown as Parameters<
        IndexRows['add']
      >[0][number];
    const rows = new IndexRows();
    rows.add([row('a', "'bakeri':2A 'bryan':5C,9")]);
    rows.add([row('b', "'it''s':1 'bakeri'"), row('c', '')]);
    const lexemesOf = (doc: number) => {
      const names = [...rows.lexemes.keys()];
      const [from, to] = rows.entriesOf(doc);
      return Array.from({ length: to - from }, (_, i) => {
        const [first, last] = rows.positionsOf(from + i);
        return [
          names[rows.entryLexeme.array[from + i]],
          [...rows.positions.array.subarray(first, last)],
        ];
      });
    };
    expect(rows.size).toBe(3);
    expect(lexemesOf(0)).toEqual([
      ['bakeri', [(3 << 14) | 2]],
      ['bryan', [(1 << 14) | 5, 9]],
    ]);
    // Without positions: PostgreSQL's POSNULL, one position 0 of weight D.
    expect(lexemesOf(1)).toEqual([
      ["it's", [1]],
      ['bakeri', [0]],
    ]);
    expect(lexemesOf(2)).toEqual([]);
    expect(rows.rows.get(1)).toMatchObject({ id: 'b', name: 'b', city: null });
    expect(rows.rows.get(1)).not.toHaveProperty('vector');
    expect(rows.cityKeys).toEqual(['bryan', 'bryan', 'bryan']);
  });
});

describe('sortedInSlices', () => {
  test('sorts as one sort does, pausing between runs and while merging', async () => {
    const random = seededRandom(7);
    for (const count of [0, 1, 5, 16, 17, 100, 1000]) {
      const values = Array.from({ length: count }, () => Math.floor(random() * 50));
      const compare = (a: number, b: number) => values[a] - values[b] || a - b;
      let pauses = 0;
      const sorted = await sortedInSlices(
        count,
        compare,
        async () => {
          pauses++;
        },
        16,
      );
      const expected = Array.from({ length: count }, (_, i) => i).sort(compare);
      expect([...sorted], `count ${count}`).toEqual(expected);
      expect(pauses > 0, `count ${count}`).toBe(count > 16);
    }
  });
});

describe('byCodePoint', () => {
  test('orders by code point, a character past U+FFFF after every other', () => {
    const texts = [
      'b',
      'a',
      'ab',
      '',
      '\uffff',
      '\u{1f600}',
      '\ue000',
      'z\u{1f600}',
      'z\uff21',
      'Z',
    ];
    const byPoints = (a: string, b: string) => {
      const x = [...a].map((c) => c.codePointAt(0) ?? 0);
      const y = [...b].map((c) => c.codePointAt(0) ?? 0);
      for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i] - y[i];
      return x.length - y.length;
    };
    expect([...texts].sort(byCodePoint)).toEqual([...texts].sort(byPoints));
    expect([...texts].sort(byCodePoint)).not.toEqual([...texts].sort());
  });
});

describe('a search of the word index', () => {
  /** Business `i`: a plan, a rating, and its words as search_vector prints them. */
  const business = (
    i: number,
    plan: IndexRow['plan'],
    rating: number,
    vector: string,
  ): IndexRow => ({
    id: `00000000-0000-0000-0000-${String(i).padStart(12, '0')}`,
    slug: `business-${i}`,
    name: `Business ${String(i).padStart(3, '0')}`,
    category: null,
    city: 'Bryan',
    state: 'TX',
    description: null,
    descriptionEs: null,
    speaksSpanish: false,
    plan,
    rating,
    reviews: 0,
    image: null,
    address: null,
    zipCode: null,
    phone: null,
    hours: null,
    latitude: null,
    longitude: null,
    cover: null,
    yearsInBusiness: null,
    gbpSetUp: false,
    website: null,
    email: null,
    cityKey: 'bryan',
    vector,
  });

  test.each([
    ['arrays', undefined],
    ['a WebAssembly memory', 0],
  ])(
    "ranks only each plan's first matches (best rated first), counts them all, best plan first: sets in %s",
    async (_, setMemoryFrom) => {
      // Two plans (the one between them has no business), 40 matches each among 200
      // businesses (the set's words hold matches and gaps): each plan's three best rated
      // have the word in their description only (weight D), the rest in their name (A).
      const [best, , third] = PLAN_IDS_BEST_FIRST;
      const rows: IndexRow[] = [];
      for (let i = 0; i < 200; i++) {
        const plan = i < 100 ? best : third;
        const inPlan = i % 100;
        const rating = 5 - inPlan / 100;
        const vector = inPlan % 5 === 0 ? '' : inPlan < 4 ? "'pizza':9" : "'pizza':1A";
        rows.push(business(i, plan, rating, vector));
      }
      const index = await WordIndex.build(rows, {}, { setMemoryFrom });
      const page = index.search(
        { words: parseTsQuery("'pizza'"), wordCategories: [] },
        { rankedPerPlan: 3, limit: 50 },
      );
      expect(page.total).toBe(160);
      // The best plan's three best rated that match, then the third plan's: none of the
      // higher-ranking matches past them.
      expect(page.rows.map((row) => row.slug)).toEqual(
        [1, 2, 3, 101, 102, 103].map((i) => `business-${i}`),
      );
      expect(page.rows[0]).toMatchObject({ plan: best, rating: 4.99, city: 'Bryan', cover: null });
    },
  );

  test('hands back every set a search takes from its memory, whatever the search', async () => {
    const [best] = PLAN_IDS_BEST_FIRST;
    const rows = Array.from({ length: 300 }, (_, i) =>
      business(i, best, 4, i % 3 === 0 ? "'pizza':1A" : "'taco':1A"),
    );
    const index = await WordIndex.build(rows, {}, { setMemoryFrom: 0 });
    const options = { rankedPerPlan: 3, limit: 5 };
    const pizza = { words: parseTsQuery("'pizza'"), wordCategories: [] };
    const nothing = { words: parseTsQuery("'zebra'"), wordCategories: [] };
    const page = { offset: 0, limit: 5 };
    // Every kind of read once; a search whose words match nothing is left unranked, as
    // when its words are corrected.
    const round = () => [
      index.search(pizza, options).total,
      'rankAnyway' in index.searchMatchingWords(nothing, options),
      index.listing(pizza, { ...page, cap: 1_000 }).matched,
      index.browse({ cityKey: 'bryan' }, 5).total,
      index.listingWithoutWords({}, page).total,
      index.cityPage(['bryan'], {}, { ...page, near: { latitude: 30.6, longitude: -96.3 } }).total,
      index.suggestions({ text: 'bus', nameQuery: null, categories: [], cityKeys: [], limit: 3 })
        .length,
    ];
    const first = round();
    expect(first).toEqual([100, true, 100, 300, 300, 300, 3]);
    const taken = index.setsTaken;
    for (let i = 0; i < 20; i++) expect(round()).toEqual(first);
    expect(index.setsTaken).toBe(taken);
    const unranked = index.searchMatchingWords(nothing, options);
    expect('rankAnyway' in unranked && unranked.rankAnyway().total).toBe(0);
  });
});

describe('combine', () => {
  test('leaves out empty parts and a part the same as one before it', () => {
    const [plumb, bryan] = [parseTsQuery("'plumb'"), parseTsQuery("'bryan':*")];
    expect(combine('or', [plumb, parseTsQuery("'plumb'")])).toEqual(plumb);
    expect(combine('and', [plumb, parseTsQuery(''), bryan, parseTsQuery("'plumb'")])).toEqual({
      kind: 'and',
      parts: [plumb, bryan],
    });
    // The same lexeme as a prefix is another word.
    expect(combine('or', [plumb, parseTsQuery("'plumb':*")])).toMatchObject({ kind: 'or' });
  });
});

describe('Lexicon', () => {
  test("finds a lexeme's id, and the run of lexemes a prefix begins", () => {
    const sorted = ['bak', 'bakeri', 'bakery', 'bryan', 'café', 'plumb', 'plumber'];
    const lexicon = new Lexicon(sorted);
    expect(lexicon.size).toBe(7);
    expect(sorted.map((_, id) => lexicon.at(id))).toEqual(sorted);
    expect(sorted.map((lexeme) => lexicon.idOf(lexeme))).toEqual([0, 1, 2, 3, 4, 5, 6]);
    for (const absent of ['', 'a', 'bake', 'plumbers', 'zz', 'caf']) {
      expect(lexicon.idOf(absent), absent).toBeUndefined();
    }
    // 'bake:*': every lexeme from 'bake' up to 'bake' and the highest code unit.
    expect([lexicon.lowerBound('bake'), lexicon.lowerBound('bake\uffff')]).toEqual([1, 3]);
    expect([lexicon.lowerBound('plumb'), lexicon.lowerBound('plumb\uffff')]).toEqual([5, 7]);
    expect(new Lexicon([]).idOf('bryan')).toBeUndefined();
  });
});
