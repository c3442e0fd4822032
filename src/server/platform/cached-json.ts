import type { Context } from 'hono';

const texts = new WeakMap<object, string>();

/**
 * `c.json` for a value the directory cache keeps (readThroughDirectory): the same
 * object answers every request until the directory changes, so its JSON text is made
 * once and reused (a city page of 100 businesses is a JSON.stringify of some 100 KB
 * otherwise, on every request). Cached values are never changed in place; a new
 * directory version reads a new object, which gets its own text.
 */
export function cachedJson(c: Context, value: object): Response {
  let text = texts.get(value);
  if (text === undefined) {
    text = JSON.stringify(value);
    texts.set(value, text);
  }
  return c.body(text, 200, { 'Content-Type': 'application/json' });
}
