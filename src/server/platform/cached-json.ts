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
