import { describe, expect, test } from 'vitest';
import {
  countBoth,
  intersect,
  nextFilled,
  popcount,
  SetMemory,
  shareAny,
  unite,
} from './bit-sets.js';

/** A generator of 32-bit words, seeded: the same sets every run. */
function wordsFrom(seed: number) {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return (state ^ (state >>> 15)) >>> 0;
  };
}

/** The first word where the sets differ, or -1 (a diff of two 31,250-word arrays takes a minute). */
function firstDifference(a: Uint32Array, b: Uint32Array): number {
  if (a.length !== b.length) return Math.min(a.length, b.length);
  return a.findIndex((word, i) => word !== b[i]);
}

/** A set of `words` words, some empty, some full, the rest random, in `into`. */
function fill(into: Uint32Array, seed: number) {
  const next = wordsFrom(seed);
  for (let i = 0; i < into.length; i++) {
    const kind = next() % 4;
    into[i] = kind === 0 ? 0 : kind === 1 ? 0xffffffff : next();
  }
  return into;
}

describe('sets in a SetMemory', () => {
  // 1 and 3 words: less than one 64-byte step; 16: exactly one; 17: one and a word; 31,250:
  // 1,000,000 businesses.
  test.each([1, 3, 16, 17, 31_250])('give what arrays give for every loop, %i words', (words) => {
    const memory = new SetMemory(words, 4);
    const [a, b] = [memory.take(), memory.take()] as Uint32Array[];
    fill(a, words);
    fill(b, words + 1);
    const [plainA, plainB] = [a.slice(), b.slice()];
    expect([a.buffer === b.buffer, a.buffer === plainA.buffer, memory.used]).toEqual([
      true,
      false,
      2,
    ]);

    expect(popcount(a)).toBe(popcount(plainA));
    expect(countBoth(a, b)).toBe(countBoth(plainA, plainB));
    expect(shareAny(a, b)).toBe(true);
    intersect(a, b);
    intersect(plainA, plainB);
    expect(firstDifference(a, plainA)).toBe(-1);
    unite(a, b);
    unite(plainA, plainB);
    expect(firstDifference(a, plainA)).toBe(-1);
    // The arrays' own loops, checked against a count bit by bit.
    let bits = 0;
    for (let doc = 0; doc < words * 32; doc++) if (plainA[doc >>> 5] & (1 << (doc & 31))) bits++;
    expect(popcount(plainA)).toBe(bits);
  });

  test('share a business only when one is in both, in the last word as in the first', () => {
    const memory = new SetMemory(40, 4);
    const [a, b] = [memory.take(), memory.take()] as Uint32Array[];
    a.fill(0x0f0f0f0f);
    b.fill(0xf0f0f0f0);
    expect(shareAny(a, b)).toBe(false);
    expect(countBoth(a, b)).toBe(0);
    b[39] = 1 << 31;
    a[39] = 1 << 31;
    expect(shareAny(a, b)).toBe(true);
    expect(countBoth(a, b)).toBe(1);
    expect(shareAny(a.slice(), b.slice())).toBe(true);
  });

  test('hand out sets of no business until the room is used, each its own', () => {
    const memory = new SetMemory(5, 3);
    const sets = [memory.take(), memory.take(), memory.take()] as Uint32Array[];
    expect(memory.take()).toBeUndefined();
    sets[0].fill(0xffffffff);
    expect(sets.map(popcount)).toEqual([160, 0, 0]);
    unite(sets[1], sets[0]);
    expect(sets.map(popcount)).toEqual([160, 160, 0]);
    // A set in the memory and an array: the arrays' loop, the same answer.
    const plain = new Uint32Array(5).fill(1);
    intersect(sets[1], plain);
    expect(popcount(sets[1])).toBe(5);
    expect(countBoth(sets[0], plain)).toBe(5);
  });
});

describe('SetMemory.create', () => {
  test('makes none where WebAssembly cannot hold the sets, instead of throwing', () => {
    // 2,000 sets of 1,000,000 words: 8 GB, past WebAssembly's 4 GB.
    expect(SetMemory.create(1_000_000, 2_000)).toBeUndefined();
    expect(SetMemory.create(10, 2)?.take()).toHaveLength(10);
  });
});

describe('nextFilled', () => {
  test('finds each filled word of a sparse set, in a memory and in an array', () => {
    const memory = new SetMemory(1_000, 1);
    const set = memory.take() as Uint32Array;
    // Words 0, 15, 16, 17, 63, 64, 500 and 999: each side of a 16-word step, and the last.
    const filled = [0, 15, 16, 17, 63, 64, 500, 999];
    for (const word of filled) set[word] = 1 << (word % 32);
    for (const bits of [set, set.slice()]) {
      const found: number[] = [];
      for (let word = nextFilled(bits, 0); word < bits.length; word = nextFilled(bits, word + 1))
        found.push(word);
      expect(found).toEqual(filled);
      expect(nextFilled(bits, 501)).toBe(999);
      expect(nextFilled(bits, 1_000)).toBe(1_000);
    }
    expect(nextFilled(new SetMemory(40, 1).take() as Uint32Array, 3)).toBe(40);
  });
});
