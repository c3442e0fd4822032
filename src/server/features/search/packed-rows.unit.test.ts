import { describe, expect, test } from 'vitest';
import { PackedRows } from './packed-rows.js';

interface Row {
  id: string;
  note: string | null;
  city: string | null;
  count: number | null;
  open: boolean | null;
  cover: { filePath: string; width: number } | null;
  plan: string;
}

const FIELDS = {
  id: 'text',
  note: 'text',
  city: 'shared',
  count: 'number',
  open: 'boolean',
  cover: 'json',
  plan: 'shared',
} as const;

const rowNumber = (i: number): Row => ({
  id: `row-${i}`,
  note: i % 7 === 0 ? 'long '.repeat(30) : i % 5 === 0 ? null : `note ${i}`,
  city: i % 3 === 0 ? null : ['Bryan', 'College Station'][i % 2],
  count: i % 4 === 0 ? null : i * 1.5,
  open: i % 6 === 0 ? null : i % 2 === 0,
  cover: i % 9 === 0 ? { filePath: `p/${i}.jpg`, width: i } : null,
  plan: i % 2 === 0 ? 'free' : 'premium',
});

describe('PackedRows', () => {
  test('reads back every row as it was added: texts in any script, nulls, numbers, booleans, shared texts, JSON', () => {
    const rows: Row[] = [
      {
        id: 'a',
        note: 'Café Olé 🌮 «Tacos»',
        city: 'Bryan',
        count: 4.5,
        open: true,
        cover: null,
        plan: 'free',
      },
      {
        id: 'b',
        note: null,
        city: null,
        count: null,
        open: false,
        cover: { filePath: 'p/1.jpg', width: 800 },
        plan: 'premium',
      },
      {
        id: 'c',
        note: '',
        city: 'Bryan',
        count: 0,
        open: null,
        cover: { filePath: 'ñ/"q".jpg', width: 0 },
        plan: 'free',
      },
      {
        id: '',
        note: 'x'.repeat(5_000),
        city: '',
        count: -1e-7,
        open: true,
        cover: null,
        plan: 'free',
      },
    ];
    const packed = new PackedRows<Row>(FIELDS);
    for (const row of rows) packed.add(row);
    expect(packed.size).toBe(4);
    expect(rows.map((_, i) => packed.get(i))).toEqual(rows);
    // Each read is a new object, its keys in the fields' order.
    expect(packed.get(0)).not.toBe(packed.get(0));
    expect(Object.keys(packed.get(1))).toEqual([
      'id',
      'note',
      'city',
      'count',
      'open',
      'cover',
      'plan',
    ]);
    // A shared text is one string for every row that has it.
    const city = packed.reader('city');
    expect(city(0)).toBe('Bryan');
    expect(city(1)).toBeNull();
    expect(packed.reader('note')(3)).toBe('x'.repeat(5_000));
    expect(packed.reader('open')(2)).toBeNull();
  });

  test('keeps rows across many chunks, read while more are added and after the last', () => {
    const packed = new PackedRows<Row>(FIELDS, { chunkCharacters: 64 });
    const rows = Array.from({ length: 300 }, (_, i) => rowNumber(i));
    for (const [i, row] of rows.entries()) {
      packed.add(row);
      // A read in the middle ends the chunk being written; the next row starts another.
      if (i % 37 === 0) expect(packed.get(i)).toEqual(row);
    }
    packed.finish();
    expect(rows.map((_, i) => packed.get(i))).toEqual(rows);
    packed.add(rowNumber(300));
    expect(packed.get(300)).toEqual(rowNumber(300));
    expect(packed.get(299)).toEqual(rows[299]);
  });

  test('refuses a value of the wrong kind rather than keep it wrongly', () => {
    const packed = new PackedRows<Row>(FIELDS);
    expect(() => packed.add({ ...rowNumber(1), count: '3' as unknown as number })).toThrow(
      'count is not a number',
    );
    expect(() => packed.add({ ...rowNumber(1), note: 3 as unknown as string })).toThrow(
      'note is not a text',
    );
  });
});
