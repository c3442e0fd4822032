import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { analyticsEvents } from '../../db/schema/index.js';
import type { Logger } from '../../platform/logger.js';
import { consumeRateLimit, type RateLimitRule } from '../../platform/rate-limit.js';

export const PAGE_MAX_LENGTH = 200;
export const REFERRER_MAX_LENGTH = 500;

/**
 * A browser sends one page view per navigation. Ten a second per address is far
 * more than a person clicks, yet leaves room for many visitors behind one address
 * (a campus network) and stops a flood of rows.
 */
export const PAGE_VIEW_RATE_LIMIT: RateLimitRule = {
  name: 'page_view',
  max: 600,
  windowMs: 60_000,
};

/**
 * Keeps where a visitor came from without what they typed: the query string and
 * fragment of a referrer (search terms, tokens) are dropped.
 */
export function cleanReferrer(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  let cleaned: string;
  if (text.startsWith('/')) {
    cleaned = text.replace(/[?#].*$/s, '');
  } else {
    try {
      const url = new URL(text);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
      cleaned = `${url.origin}${url.pathname}`;
    } catch {
      return null;
    }
  }
  return cleaned.slice(0, REFERRER_MAX_LENGTH) || null;
}

/** One row per business a search returned, written in a single statement. */
export async function recordSearchImpressions({
  db,
  businessIds,
  page,
}: {
  db: Db;
  businessIds: string[];
  page?: string | null;
}): Promise<void> {
  if (businessIds.length === 0) return;
  await db.insert(analyticsEvents).values(
    businessIds.map((businessId) => ({
      businessId,
      eventType: 'search_result' as const,
      page: page ?? null,
    })),
  );
}

export async function recordProfileView({
  db,
  businessId,
  referrer,
}: {
  db: Db;
  businessId: string;
  referrer?: string | null;
}): Promise<void> {
  await db
    .insert(analyticsEvents)
    .values({ businessId, eventType: 'profile_view', referrer: cleanReferrer(referrer) });
}

/** A browser reports a page view: limited per client address, then recorded. */
export async function trackPageView({
  db,
  logger,
  clientIp,
  page,
  referrer,
}: {
  db: Db;
  logger: Logger;
  clientIp: string;
  page: string;
  referrer?: string | null;
}): Promise<void> {
  await consumeRateLimit({ db, logger }, PAGE_VIEW_RATE_LIMIT, [`ip:${clientIp}`]);
  await db
    .insert(analyticsEvents)
    .values({ eventType: 'page_view', page, referrer: cleanReferrer(referrer) });
}

/** Search impressions and profile views of each business, counted by the database. */
export async function countBusinessEvents({
  db,
  businessIds,
}: {
  db: Db;
  businessIds: string[];
}): Promise<Map<string, { searchImpressions: number; profileViews: number }>> {
  const counts = new Map<string, { searchImpressions: number; profileViews: number }>();
  if (businessIds.length === 0) return counts;
  const rows = await db
    .select({
      businessId: analyticsEvents.businessId,
      searchImpressions: sql<number>`count(*) filter (where ${analyticsEvents.eventType} = 'search_result')::int`,
      profileViews: sql<number>`count(*) filter (where ${analyticsEvents.eventType} = 'profile_view')::int`,
    })
    .from(analyticsEvents)
    .where(inArray(analyticsEvents.businessId, businessIds))
    .groupBy(analyticsEvents.businessId);
  for (const row of rows) {
    if (row.businessId) counts.set(row.businessId, row);
  }
  return counts;
}
