import type { Context } from 'hono';

/**
 * Sets a header on a response that is already built. `c.header()` would copy the
 * whole response first (and turn a string body into a stream), which costs more
 * than most handlers; the response's own headers are mutable unless it came from
 * `fetch()` or `Response.redirect()`, and only then is the copy needed.
 */
export function setResponseHeader(c: Context, name: string, value: string) {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.header(name, value);
  }
}
