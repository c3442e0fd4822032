import type { Context } from 'hono';
import { DEFAULT_LANGUAGE, type Language, preferredLanguage } from '#domain/languages.js';
import { authHeaders } from './auth/auth-headers.js';
import { clientIp, userAgent } from './client-ip.js';
import type { AppEnv, RequestMeta } from './request-context.js';

/** The language the caller reads: its Accept-Language (the web app sends its page's), else English. */
export function requestLanguage(c: Context): Language {
  return preferredLanguage(c.req.header('accept-language')) ?? DEFAULT_LANGUAGE;
}

/** The caller as our server sees it: for the auth library, rate limits and the security log. */
export function requestMeta<E extends AppEnv>(c: Context<E>): RequestMeta {
  // Only reads the request and the deps, which every AppEnv context has.
  const base = c as unknown as Context<AppEnv>;
  return {
    headers: authHeaders(base),
    ip: clientIp(base),
    userAgent: userAgent(base),
    language: requestLanguage(base),
  };
}
