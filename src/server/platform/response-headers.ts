import type { Context } from 'hono';
import type { HeaderPair } from './security-headers.js';

/**
 * Sets headers on a response that is already built. `c.header()` would copy the
 * whole response first (and turn a string body into a stream), which costs more
 * than most handlers; the response's own headers are mutable unless it came from
 * `fetch()` or `Response.redirect()`, and only then is the copy made.
 */
export function setResponseHeaders(c: Context, pairs: readonly HeaderPair[]) {
  let headers = c.res.headers;
  try {
    for (const [name, value] of pairs) headers.set(name, value);
  } catch {
    c.res = new Response(c.res.body, c.res);
    headers = c.res.headers;
    for (const [name, value] of pairs) headers.set(name, value);
  }
}

export function setResponseHeader(c: Context, name: string, value: string) {
  setResponseHeaders(c, [[name, value]]);
}
