import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from './request-context.js';

/**
 * The real client address (DESIGN decision 9). X-Forwarded-For is believed only
 * when TRUST_PROXY is set; then its last hop is the one our own proxy added.
 */
export function clientIp(c: Context<AppEnv>): string {
  if (c.get('deps').config.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for');
    const hops = forwarded
      ?.split(',')
      .map((hop) => hop.trim())
      .filter(Boolean);
    if (hops?.length) return hops[hops.length - 1];
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'unknown';
  }
}

export function userAgent(c: Context<AppEnv>): string | null {
  return c.req.header('user-agent')?.slice(0, 500) ?? null;
}
