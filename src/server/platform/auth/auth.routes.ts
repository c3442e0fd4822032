import { Hono } from 'hono';
import { AppError } from '../app-error.js';
import type { AppEnv } from '../request-context.js';
import { authHeaders } from './auth-headers.js';

/**
 * The auth library's own HTTP handler, at /api/auth/*. Only reading the session
 * is open: signing in, claiming, resets and two-factor go through /api/account
 * (human check, rate limits, security log), and public sign-up, role changes
 * and the rest of the library's endpoints answer 404.
 */
const OPEN_PATHS = new Set(['GET /api/auth/get-session', 'GET /api/auth/ok']);

export const authRoutes = new Hono<AppEnv>().all('/*', async (c) => {
  if (!OPEN_PATHS.has(`${c.req.method} ${c.req.path}`)) {
    throw new AppError('not_found', 'There is nothing at this address.');
  }
  const request = new Request(c.req.raw, { headers: authHeaders(c) });
  return c.get('auth').handler(request);
});
