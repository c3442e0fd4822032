import type { Context } from 'hono';

const texts = new WeakMap<object, string>();
const kept = new WeakSet<object>();

/**
 * Marks a value the directory cache keeps (readThroughDirectory): the same object
 * answers every request until the directory changes, so jsonAnswer makes its JSON
 * text once and reuses it (a city page of 100 businesses is a JSON.stringify of some
 * 100 KB otherwise, on every request). Kept values are never changed in place; a new
 * directory version reads a new object, which gets its own text.
 */
export function keptValue<T extends object>(value: T): T {
  kept.add(value);
  return value;
}

/** `c.json`, except that a kept value's text is made once. */
export function jsonAnswer(c: Context, value: unknown, status: 200 | 201 = 200): Response {
  if (value === null || typeof value !== 'object' || !kept.has(value)) {
    return c.json(value as object, status);
  }
  let text = texts.get(value);
  if (text === undefined) {
    text = JSON.stringify(value);
    texts.set(value, text);
  }
  return c.body(text, status, { 'Content-Type': 'application/json' });
}

const itemTexts = new WeakMap<object, string>();

/**
 * An item's JSON text, made once per item object: a list's card or listing made once
 * per word index row (search.service.ts) is the same object in every page that shows
 * it, so its text is too.
 */
export function itemJson(item: object): string {
  let text = itemTexts.get(item);
  if (text === undefined) {
    text = JSON.stringify(item);
    itemTexts.set(item, text);
  }
  return text;
}

/**
 * A kept page whose text is put together from its items' texts (`parts`, in order)
 * instead of serializing every item again: for pages that never repeat (every visitor's
 * search is another), serializing 100 listings was a tenth of a request's CPU.
 */
export function keptPage<T extends { items: readonly unknown[] }>(
  page: T,
  parts: readonly string[],
): T {
  const { items: _items, ...rest } = page;
  const others = JSON.stringify(rest);
  const text = `{"items":[${parts.join(',')}]${others === '{}' ? '}' : `,${others.slice(1)}`}`;
  texts.set(page, text);
  kept.add(page);
  return page;
}

/**
 * Values made from objects (a word index row's card, listing or city card), kept for the
 * objects asked about most recently: between `size` and twice as many (two generations;
 * the older is dropped when the newer fills). With their JSON texts (itemJson) a kept
 * value is about 1 KB, so 5,000 keep 5-10 MB a kind, whatever the directory's size,
 * while the pages people open most stay made.
 */
export class RecentlyMade<K extends object, V> {
  private current = new Map<K, V>();
  private previous = new Map<K, V>();

  constructor(
    private readonly make: (key: K) => V,
    private readonly size = 5_000,
  ) {}

  get(key: K): V {
    const made = this.current.get(key);
    if (made !== undefined) return made;
    const value = this.previous.get(key) ?? this.make(key);
    if (this.current.size >= this.size) {
      this.previous = this.current;
      this.current = new Map();
    }
    this.current.set(key, value);
    return value;
  }
}
