import type { Context } from 'hono';
import { api } from '#domain/api.js';
import type { AppEnv } from '../request-context.js';
import { type Route, route } from '../routes.js';
import { authHeaders } from './auth-headers.js';

/** Hands the request to the auth library's own handler, with our client address. */
function toLibrary(c: Context<AppEnv>) {
  const request = new Request(c.req.raw, { headers: authHeaders(c) });
  return c.get('auth').handler(request);
}

/**
 * The auth library's own HTTP handler, at /api/auth/*. Only reading the session
 * is open: signing in, claiming, resets and two-factor go through /api/account
 * (human check, rate limits, security log), and public sign-up, role changes
 * and the rest of the library's endpoints are not registered (404).
 */
export const authRoutes: Route[] = [
  route(api.authSession, toLibrary),
  route(api.authOk, toLibrary),
];
