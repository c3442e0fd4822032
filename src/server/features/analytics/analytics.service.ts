import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  ANALYTICS_DAYS,
  type AnalyticsOverview,
  TOP_BUSINESSES,
  VIEWS_BY_PAGE_LIMIT,
} from '#domain/analytics.js';
import { CLICK_EVENT_TYPES, type ClickKind, insightMessages } from '#domain/insights.js';
import { TIME_ZONE } from '#domain/time.js';
import { type Db, queryRows } from '../../db/client.js';
import { analyticsEvents, businesses, searchImpressions } from '../../db/schema/index.js';
import { AppError } from '../../platform/app-error.js';
import { assertCan } from '../../platform/auth/guards.js';
import type { Logger } from '../../platform/logger.js';
import { consumeRateLimit, type RateLimitRule } from '../../platform/rate-limit.js';
import type { ActorRequest } from '../../platform/request-context.js';
import { findBusinessRowById } from '../businesses/businesses.service.js';
import {
  flushAnalyticsEvents,
  queueAnalyticsEvents,
  queueSearchImpressions,
} from './event-queue.js';

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

/**
 * How many events the rows a query reads hold, of one type or of every type: a row
 * holds `event_count` alike events (event-queue.ts), so every count of events sums it.
 */
export function eventTotal(
  eventType?: (typeof analyticsEvents.$inferSelect)['eventType'],
): SQL<number> {
  const only = eventType ? sql` filter (where ${analyticsEvents.eventType} = ${eventType})` : sql``;
  return sql<number>`coalesce(sum(${analyticsEvents.eventCount})${only}, 0)::int`;
}

/** The longest search term kept (the words of a search are capped before this anyway). */
export const SEARCH_TERM_MAX_LENGTH = 100;

/**
 * An impression for each business a search returned: one row of the search, queued to
 * be written with others (docs/decisions/044), with what it asked for (`searchTerm`: its
 * words, or its category and city), which the owner's insights list as top searches.
 */
export function recordSearchImpressions({
  db,
  logger,
  businessIds,
  page,
  searchTerm,
}: {
  db: Db;
  logger: Logger;
  businessIds: string[];
  page?: string | null;
  searchTerm?: string | null;
}): void {
  const term = searchTerm?.trim().slice(0, SEARCH_TERM_MAX_LENGTH) || null;
  queueSearchImpressions(db, logger, { page, searchTerm: term, businessIds });
}

export function recordProfileView({
  db,
  logger,
  businessId,
  referrer,
}: {
  db: Db;
  logger: Logger;
  businessId: string;
  referrer?: string | null;
}): void {
  queueAnalyticsEvents(db, logger, [
    { businessId, eventType: 'profile_view', referrer: cleanReferrer(referrer) },
  ]);
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
  queueAnalyticsEvents(db, logger, [
    { eventType: 'page_view', page, referrer: cleanReferrer(referrer) },
  ]);
}

/** Clicks are rarer than page views; the same room for a campus behind one address. */
export const LISTING_CLICK_RATE_LIMIT: RateLimitRule = {
  name: 'listing_click',
  max: 300,
  windowMs: 60_000,
};

/**
 * A visitor clicked a listing's website, phone, e-mail or directions (issue 26 point
 * 2): limited per client address, checked against a real business, then queued.
 */
export async function recordListingClick({
  db,
  logger,
  clientIp,
  businessId,
  kind,
}: {
  db: Db;
  logger: Logger;
  clientIp: string;
  businessId: string;
  kind: ClickKind;
}): Promise<void> {
  await consumeRateLimit({ db, logger }, LISTING_CLICK_RATE_LIMIT, [`ip:${clientIp}`]);
  if (!(await findBusinessRowById({ db, id: businessId }))) {
    throw new AppError('not_found', insightMessages.businessNotFound);
  }
  queueAnalyticsEvents(db, logger, [{ businessId, eventType: CLICK_EVENT_TYPES[kind] }]);
}

/**
 * Writes this server's queued events now: a reader of the counts calls it first, so
 * what this server recorded a moment ago is counted (event-queue.ts).
 */
export function flushQueuedEvents(db: Db): Promise<void> {
  return flushAnalyticsEvents(db);
}

/** Search impressions and profile views of each business, summed by the database. */
export async function countBusinessEvents({
  db,
  businessIds,
}: {
  db: Db;
  businessIds: string[];
}): Promise<Map<string, { searchImpressions: number; profileViews: number }>> {
  const counts = new Map<string, { searchImpressions: number; profileViews: number }>();
  if (businessIds.length === 0) return counts;
  await flushAnalyticsEvents(db);
  const views = await db
    .select({ businessId: analyticsEvents.businessId, profileViews: eventTotal('profile_view') })
    .from(analyticsEvents)
    .where(inArray(analyticsEvents.businessId, businessIds))
    .groupBy(analyticsEvents.businessId);
  // The searches that showed any of them (the GIN index), each of theirs counted.
  const shown = await queryRows<{ businessId: string; searchImpressions: number }>(
    db,
    sql`select shown.id as "businessId", sum(s.event_count)::int as "searchImpressions"
        from ${searchImpressions} s, unnest(s.business_ids) as shown(id)
        where s.business_ids && ${sql.param(businessIds)}::uuid[]
          and shown.id = any(${sql.param(businessIds)}::uuid[])
        group by shown.id`,
  );
  const countOf = (businessId: string) => {
    let count = counts.get(businessId);
    if (!count) {
      count = { searchImpressions: 0, profileViews: 0 };
      counts.set(businessId, count);
    }
    return count;
  };
  for (const row of views)
    if (row.businessId) countOf(row.businessId).profileViews = row.profileViews;
  for (const row of shown) countOf(row.businessId).searchImpressions = row.searchImpressions;
  return counts;
}

/** The calendar date (YYYY-MM-DD) of `instant` in the directory's time zone. */
function localDate(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(instant);
}

/**
 * The Analytics tab's numbers, each from one aggregate query: views by page,
 * page and profile views per day for the last 30 days (days without views
 * included), and the ten most viewed profiles.
 */
export async function getAnalyticsOverview({
  db,
  actor,
  now = new Date(),
}: ActorRequest & { now?: Date }): Promise<AnalyticsOverview> {
  assertCan(actor, 'read:analytics:any');
  const tz = TIME_ZONE;
  const today = localDate(now);
  await flushAnalyticsEvents(db);
  const [byPage, daily, top] = await Promise.all([
    db
      .select({
        page: sql<string>`coalesce(${analyticsEvents.page}, '(unknown)')`,
        views: eventTotal(),
      })
      .from(analyticsEvents)
      .where(eq(analyticsEvents.eventType, 'page_view'))
      .groupBy(sql`1`)
      .orderBy(sql`2 desc`, sql`1`)
      .limit(VIEWS_BY_PAGE_LIMIT),
    queryRows<{ date: string; page_views: number; profile_views: number }>(
      db,
      // Counted per day first (one pass over the window), then laid on the calendar.
      sql`with counts as (
            select (created_at at time zone ${tz})::date as day,
                   ${eventTotal('page_view')} as page_views,
                   ${eventTotal('profile_view')} as profile_views
            from ${analyticsEvents}
            where created_at >= ((${today}::date - ${ANALYTICS_DAYS - 1}::int)::timestamp at time zone ${tz})
              and event_type in ('page_view', 'profile_view')
            group by 1)
          select to_char(calendar.day, 'YYYY-MM-DD') as date,
                 coalesce(c.page_views, 0) as page_views,
                 coalesce(c.profile_views, 0) as profile_views
          from generate_series(${today}::date - ${ANALYTICS_DAYS - 1}::int, ${today}::date, interval '1 day') as calendar(day)
          left join counts c on c.day = calendar.day::date
          order by calendar.day`,
    ),
    db
      .select({
        id: businesses.id,
        name: businesses.name,
        slug: businesses.slug,
        profileViews: eventTotal(),
      })
      .from(analyticsEvents)
      .innerJoin(businesses, eq(businesses.id, analyticsEvents.businessId))
      .where(eq(analyticsEvents.eventType, 'profile_view'))
      .groupBy(businesses.id)
      .orderBy(sql`4 desc`, businesses.name)
      .limit(TOP_BUSINESSES),
  ]);
  const [{ total, pages }] = await db
    .select({
      total: eventTotal(),
      pages: sql<number>`count(distinct coalesce(${analyticsEvents.page}, '(unknown)'))::int`,
    })
    .from(analyticsEvents)
    .where(eq(analyticsEvents.eventType, 'page_view'));
  return {
    viewsByPage: byPage,
    pageCount: pages,
    totalViews: total,
    daily: daily.map((d) => ({
      date: d.date,
      pageViews: d.page_views,
      profileViews: d.profile_views,
    })),
    topBusinesses: top,
  };
}
