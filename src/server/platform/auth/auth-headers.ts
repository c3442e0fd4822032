import type { Context } from 'hono';
import { clientIp } from '../client-ip.js';
import type { AppEnv } from '../request-context.js';
import { CLIENT_IP_HEADER } from './auth.js';

/**
 * The request's headers as the auth library should see them: the cookies and
 * user agent as sent, and the client address as our own code determined it
 * (whatever a client put in CLIENT_IP_HEADER is replaced).
 */
export function authHeaders(c: Context<AppEnv>): Headers {
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, clientIp(c));
  return headers;
}

/** Copies the library's Set-Cookie headers (session, two-factor) onto our response. */
export function forwardCookies<E extends AppEnv>(
  c: Context<E>,
  headers: Headers | undefined,
): void {
  if (!headers) return;
  for (const cookie of headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
}

/** What a service hands back to its route: the body, and the library's cookies to set. */
export interface WithCookies<T> {
  body: T;
  cookies?: Headers;
}

/** Sets a service's cookies on the answer and gives back its body, for the route to return. */
export function bodyWithCookies<E extends AppEnv, T>(c: Context<E>, result: WithCookies<T>): T {
  forwardCookies(c, result.cookies);
  return result.body;
}
