import type { Context } from 'hono';
import { authHeaders } from './auth/auth-headers.js';
import { clientIp, userAgent } from './client-ip.js';
import type { AppEnv, RequestMeta } from './request-context.js';

/** The caller as our server sees it: for the auth library, rate limits and the security log. */
export function requestMeta(c: Context<AppEnv>): RequestMeta {
  return { headers: authHeaders(c), ip: clientIp(c), userAgent: userAgent(c) };
}
