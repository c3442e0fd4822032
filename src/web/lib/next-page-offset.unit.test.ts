import { describe, expect, it } from 'vitest';
import { nextPageOffset, shownAllItCan } from './next-page-offset';

const page = (items: number, more: { total: number; reachable?: number }) => ({
  items: Array.from({ length: items }, (_, i) => i),
  ...more,
});

describe('nextPageOffset', () => {
  it('asks for the next page until the total, or the depth when the list is deeper', () => {
    const first = page(100, { total: 250 });
    expect(nextPageOffset(first, [first])).toBe(100);
    const last = page(50, { total: 250 });
    expect(nextPageOffset(last, [first, page(100, { total: 250 }), last])).toBeUndefined();

    const deep = page(100, { total: 50_000, reachable: 200 });
    expect(nextPageOffset(deep, [deep])).toBe(100);
    expect(nextPageOffset(deep, [deep, deep])).toBeUndefined();
  });
});

describe('shownAllItCan', () => {
  it('is true once a deeper list has shown all it can, never for a list shown whole', () => {
    expect(shownAllItCan({ total: 50_000, reachable: 200 }, 100)).toBe(false);
    expect(shownAllItCan({ total: 50_000, reachable: 200 }, 200)).toBe(true);
    expect(shownAllItCan({ total: 1000 }, 1000)).toBe(false);
  });
});
