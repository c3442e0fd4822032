/**
 * The insights' aggregates (issue 26 point 2): each answer is one grouped read of one
 * business's analytics rows in a period, by the (business, time) index, summing
 * `event_count` (a row holds alike events; analytics/event-queue.ts); its search
 * impressions are the searches whose businesses hold it (search_impressions' GIN index,
 * docs/decisions/044). Days are College Station days.
 */
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { CLICK_EVENT_TYPES, CLICK_KINDS, type InsightTotals } from '#domain/insights.js';
import type { PlanId } from '#domain/plans.js';
import { TIME_ZONE } from '#domain/time.js';
import { type Db, queryRows } from '../../db/client.js';
import { selectOwnerRecipients } from '../../db/owner-recipients.js';
import {
  analyticsEvents,
  businesses,
  businessOwners,
  insightReports,
  searchImpressions,
} from '../../db/schema/index.js';

export interface DayCounts extends InsightTotals {
  date: string;
}

interface DayRow {
  date: string;
  search: number;
  views: number;
  website: number;
  phone: number;
  email: number;
  directions: number;
}

const sumOf = (type: string) =>
  sql.raw(`coalesce(sum(event_count) filter (where event_type = '${type}'), 0)::int`);

/**
 * Every College Station day from `firstDay` to `lastDay` (both included) with the
 * business's counts, days without events as zeros.
 */
export async function selectDailyCounts(
  db: Db,
  { businessId, firstDay, lastDay }: { businessId: string; firstDay: string; lastDay: string },
): Promise<DayCounts[]> {
  const tz = TIME_ZONE;
  const rows = await queryRows<DayRow>(
    db,
    sql`with searches as (
          select (created_at at time zone ${tz})::date as day, sum(event_count)::int as search
          from ${searchImpressions}
          where business_ids @> array[${businessId}::uuid]
            and created_at >= (${firstDay}::date::timestamp at time zone ${tz})
            and created_at < ((${lastDay}::date + 1)::timestamp at time zone ${tz})
          group by 1),
        counts as (
          select (created_at at time zone ${tz})::date as day,
                 ${sumOf('profile_view')} as views,
                 ${sumOf(CLICK_EVENT_TYPES.website)} as website,
                 ${sumOf(CLICK_EVENT_TYPES.phone)} as phone,
                 ${sumOf(CLICK_EVENT_TYPES.email)} as email,
                 ${sumOf(CLICK_EVENT_TYPES.directions)} as directions
          from ${analyticsEvents}
          where business_id = ${businessId}
            and created_at >= (${firstDay}::date::timestamp at time zone ${tz})
            and created_at < ((${lastDay}::date + 1)::timestamp at time zone ${tz})
          group by 1)
        select to_char(calendar.day, 'YYYY-MM-DD') as date,
               coalesce(s.search, 0) as search, coalesce(c.views, 0) as views,
               coalesce(c.website, 0) as website, coalesce(c.phone, 0) as phone,
               coalesce(c.email, 0) as email, coalesce(c.directions, 0) as directions
        from generate_series(${firstDay}::date, ${lastDay}::date, interval '1 day') as calendar(day)
        left join counts c on c.day = calendar.day::date
        left join searches s on s.day = calendar.day::date
        order by calendar.day`,
  );
  return rows.map((row) => ({
    date: row.date,
    searchAppearances: row.search,
    profileViews: row.views,
    clicks: Object.fromEntries(CLICK_KINDS.map((kind) => [kind, row[kind]])) as DayCounts['clicks'],
  }));
}

/** What searches showed the business in the period, used at least `minCount` times, most first. */
export async function selectTopSearches(
  db: Db,
  {
    businessId,
    firstDay,
    lastDay,
    minCount,
    limit,
  }: { businessId: string; firstDay: string; lastDay: string; minCount: number; limit: number },
) {
  const tz = TIME_ZONE;
  return queryRows<{ term: string; count: number }>(
    db,
    sql`select search_term as term, sum(event_count)::int as count
        from ${searchImpressions}
        where business_ids @> array[${businessId}::uuid]
          and created_at >= (${firstDay}::date::timestamp at time zone ${tz})
          and created_at < ((${lastDay}::date + 1)::timestamp at time zone ${tz})
          and search_term is not null
        group by 1
        having sum(event_count) >= ${minCount}
        order by 2 desc, 1
        limit ${limit}`,
  );
}

/**
 * Where the visitors of the business's profile pages (`pages`) came from in the
 * period: another site by its host, one of ours by its first path segment ('/city'),
 * or '(direct)'. Our own host written in full counts as our page.
 */
export async function selectReferrers(
  db: Db,
  {
    pages,
    ownHost,
    firstDay,
    lastDay,
    limit,
  }: { pages: string[]; ownHost: string; firstDay: string; lastDay: string; limit: number },
) {
  const tz = TIME_ZONE;
  return queryRows<{ source: string; views: number }>(
    db,
    // Each distinct referrer is summed first (a profile has few), then turned into its source.
    sql`with refs as (
          select referrer, sum(event_count) as views
          from ${analyticsEvents}
          where event_type = 'page_view' and page in (${sql.join(
            pages.map((page) => sql`${page}`),
            sql`, `,
          )})
            and created_at >= (${firstDay}::date::timestamp at time zone ${tz})
            and created_at < ((${lastDay}::date + 1)::timestamp at time zone ${tz})
          group by referrer),
        sources as (
          select views,
                 case
                   when referrer is null or referrer = '' then '(direct)'
                   when referrer like '/%' then '/' || split_part(referrer, '/', 2)
                   when lower(substring(referrer from '^https?://([^/:]+)')) = ${ownHost}
                     then '/' || split_part(coalesce(substring(referrer from '^https?://[^/]+(/.*)?$'), '/'), '/', 2)
                   else coalesce(
                     regexp_replace(lower(substring(referrer from '^https?://([^/:]+)')), '^www\\.', ''),
                     '(direct)')
                 end as source
          from refs)
        select source, sum(views)::int as views
        from sources group by 1 order by 2 desc, 1 limit ${limit}`,
  );
}

// ---- The monthly report ----

/**
 * Owners due a report for `month`: the report on, a business on one of `plans`, an
 * account made before the month ended (`monthEnd`; nobody gets a report on a month
 * they were not here), and no report row for that month yet. At most `limit`, oldest
 * owners first.
 */
export async function selectOwnersDueReport(
  db: Db,
  {
    month,
    monthEnd,
    plans,
    limit,
  }: { month: string; monthEnd: Date; plans: PlanId[]; limit: number },
) {
  return selectOwnerRecipients(db)
    .leftJoin(
      insightReports,
      and(eq(insightReports.businessOwnerId, businessOwners.id), eq(insightReports.month, month)),
    )
    .where(
      and(
        eq(businessOwners.monthlyReport, true),
        inArray(businesses.plan, plans),
        lt(businessOwners.createdAt, monthEnd),
        isNull(insightReports.month),
      ),
    )
    .orderBy(businessOwners.createdAt, businessOwners.id)
    .limit(limit);
}

/**
 * Marks the owner's report for `month` sent; false when a row was there already (another
 * pass or server sent it). Call it in the transaction that queues the e-mail.
 */
export async function markReportSent(
  tx: Db,
  { ownerId, month, businessId }: { ownerId: string; month: string; businessId: string },
): Promise<boolean> {
  const rows = await tx
    .insert(insightReports)
    .values({ businessOwnerId: ownerId, month, businessId })
    .onConflictDoNothing()
    .returning({ month: insightReports.month });
  return rows.length > 0;
}

/** Whether the owner wants the monthly report; null when there is no such owner. */
export async function findOwnerReportSetting(db: Db, ownerId: string): Promise<boolean | null> {
  const [row] = await db
    .select({ monthlyReport: businessOwners.monthlyReport })
    .from(businessOwners)
    .where(eq(businessOwners.id, ownerId));
  return row?.monthlyReport ?? null;
}

export async function setOwnerReportSetting(db: Db, ownerId: string, monthlyReport: boolean) {
  await db.update(businessOwners).set({ monthlyReport }).where(eq(businessOwners.id, ownerId));
}
