import { describe, expect, it } from 'vitest';
import { keptIn, keptRecent } from './kept-in.js';

describe('keptIn', () => {
  it('makes a value the first time a key is asked for and keeps it after', () => {
    const map = new Map<string, string[]>();
    let made = 0;
    const make = () => {
      made++;
      return [];
    };
    keptIn(map, 'bryan', make).push('a');
    keptIn(map, 'bryan', make).push('b');
    expect(map.get('bryan')).toEqual(['a', 'b']);
    expect(made).toBe(1);
  });
});

describe('keptRecent', () => {
  it('keeps the last `most` keys put, a key put again counting as the newest', () => {
    const map = new Map<string, number>();
    keptRecent(map, 'bryan', 1, 2);
    keptRecent(map, 'college station', 2, 2);
    keptRecent(map, 'bryan', 3, 2);
    keptRecent(map, 'navasota', 4, 2);
    expect([...map]).toEqual([
      ['bryan', 3],
      ['navasota', 4],
    ]);
  });
});
