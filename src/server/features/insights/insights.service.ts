/**
 * The owner's Insights tab (issue 26 point 2): search appearances, profile views and
 * clicks of their own listing over the last 7, 30 or 90 College Station days, with the
 * period before for comparison, the searches that showed it, where its visitors came
 * from, and the same numbers as CSV. Silver and up; a free listing is refused (the
 * portal shows it a preview without numbers). Every number is one aggregate query.
 */
import {
  CLICK_KINDS,
  type InsightPeriod,
  type InsightSettings,
  type InsightTotals,
  insightMessages,
  type ListingInsights,
  METRICS,
  metricValue,
  SEARCH_TERM_MIN_COUNT,
  TOP_REFERRERS,
  TOP_SEARCHES,
} from '#domain/insights.js';
import { planOf } from '#domain/plans.js';
import { addDays, localDateOf } from '#domain/time.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/app-error.js';
import { assertCan, type SessionUser } from '../../platform/auth/guards.js';
import type { ActorRequest } from '../../platform/request-context.js';
import { flushQueuedEvents } from '../analytics/analytics.service.js';
import { findBusinessRowById } from '../businesses/businesses.service.js';
import { requireOwnBusiness } from '../portal/portal.service.js';
import {
  type DayCounts,
  findOwnerReportSetting,
  selectDailyCounts,
  selectReferrers,
  selectTopSearches,
  setOwnerReportSetting,
} from './insights.queries.js';

export function emptyTotals(): InsightTotals {
  return {
    searchAppearances: 0,
    profileViews: 0,
    clicks: Object.fromEntries(CLICK_KINDS.map((kind) => [kind, 0])) as InsightTotals['clicks'],
  };
}

export function sumDays(days: DayCounts[]): InsightTotals {
  const totals = emptyTotals();
  for (const day of days) {
    totals.searchAppearances += day.searchAppearances;
    totals.profileViews += day.profileViews;
    for (const kind of CLICK_KINDS) totals.clicks[kind] += day.clicks[kind];
  }
  return totals;
}

/** The owner's business, on a plan with insights. */
async function requireInsightsBusiness(db: Db, actor: SessionUser) {
  assertCan(actor, 'read:insights:own');
  const { ownerId, businessId } = await requireOwnBusiness(db, actor);
  const business = await findBusinessRowById({ db, id: businessId });
  if (!business) throw new AppError('not_found', insightMessages.businessNotFound);
  if (!planOf(business.plan).insights) {
    throw new AppError('forbidden', insightMessages.planRequired);
  }
  return { ownerId, business };
}

/**
 * The numbers of a business for the `days` College Station days ending today, and of
 * the same number of days before. Exported for the monthly report and the benchmark.
 */
export async function computeInsights({
  db,
  business,
  days,
  ownHost,
  now = new Date(),
}: {
  db: Db;
  business: { id: string; slug: string };
  days: InsightPeriod;
  ownHost: string;
  now?: Date;
}): Promise<ListingInsights> {
  await flushQueuedEvents(db);
  const to = localDateOf(now);
  const from = addDays(to, -(days - 1));
  const [daily, topSearches, referrers] = await Promise.all([
    selectDailyCounts(db, { businessId: business.id, firstDay: addDays(from, -days), lastDay: to }),
    selectTopSearches(db, {
      businessId: business.id,
      firstDay: from,
      lastDay: to,
      minCount: SEARCH_TERM_MIN_COUNT,
      limit: TOP_SEARCHES,
    }),
    selectReferrers(db, {
      pages: [`/business/${business.slug}`, `/business/${business.id}`],
      ownHost,
      firstDay: from,
      lastDay: to,
      limit: TOP_REFERRERS,
    }),
  ]);
  const current = daily.slice(days);
  return {
    days,
    from,
    to,
    totals: sumDays(current),
    previous: sumDays(daily.slice(0, days)),
    daily: current,
    topSearches,
    referrers,
  };
}

export function ownHostOf(config: Pick<Config, 'publicUrl'>): string {
  return new URL(config.publicUrl).hostname.toLowerCase();
}

export async function getOwnInsights({
  db,
  config,
  actor,
  days,
  now,
}: {
  db: Db;
  config: Config;
  actor: SessionUser;
  days: InsightPeriod;
  now?: Date;
}): Promise<ListingInsights> {
  const { business } = await requireInsightsBusiness(db, actor);
  return computeInsights({ db, business, days, ownHost: ownHostOf(config), now });
}

/** The per-day numbers as CSV (one row a day, then the period's total). */
export async function exportOwnInsights(input: {
  db: Db;
  config: Config;
  actor: SessionUser;
  days: InsightPeriod;
  now?: Date;
}): Promise<{ csv: string; fileName: string }> {
  const insights = await getOwnInsights(input);
  const line = (label: string, day: InsightTotals) =>
    [label, ...METRICS.map((metric) => metricValue(day, metric.id))].join(',');
  const lines = [
    ['Date', ...METRICS.map((metric) => metric.label)].join(','),
    ...insights.daily.map((day) => line(day.date, day)),
    line('Total', insights.totals),
  ];
  return {
    csv: `${lines.join('\r\n')}\r\n`,
    fileName: `insights-${insights.from}-to-${insights.to}.csv`,
  };
}

export async function getOwnInsightSettings({ db, actor }: ActorRequest): Promise<InsightSettings> {
  const { ownerId } = await requireInsightsBusiness(db, actor);
  return { monthlyReport: (await findOwnerReportSetting(db, ownerId)) ?? true };
}

export async function saveOwnInsightSettings({
  db,
  actor,
  settings,
}: {
  db: Db;
  actor: SessionUser;
  settings: InsightSettings;
}): Promise<InsightSettings & { message: string }> {
  const { ownerId } = await requireInsightsBusiness(db, actor);
  await setOwnerReportSetting(db, ownerId, settings.monthlyReport);
  return { message: insightMessages.settingsSaved, monthlyReport: settings.monthlyReport };
}
