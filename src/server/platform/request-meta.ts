import type { Context } from 'hono';
import { DEFAULT_LANGUAGE, preferredLanguage } from '#domain/languages.js';
import { authHeaders } from './auth/auth-headers.js';
import { clientIp, userAgent } from './client-ip.js';
import type { AppEnv, RequestMeta } from './request-context.js';

/** The caller as our server sees it: for the auth library, rate limits and the security log. */
export function requestMeta<E extends AppEnv>(c: Context<E>): RequestMeta {
  // Only reads the request and the deps, which every AppEnv context has.
  const base = c as unknown as Context<AppEnv>;
  return {
    headers: authHeaders(base),
    ip: clientIp(base),
    userAgent: userAgent(base),
    language: preferredLanguage(base.req.header('accept-language')) ?? DEFAULT_LANGUAGE,
  };
}
