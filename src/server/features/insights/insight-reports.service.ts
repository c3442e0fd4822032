/**
 * The monthly insights report (issue 26 point 2): once a month has ended in College
 * Station, each Silver and Texas Gold owner who has not turned it off gets that
 * month's numbers compared with the month before, and one suggestion for the listing.
 *
 * Sent once per owner per month: the maintenance pass (once per interval across all
 * servers) picks owners without a report row for the month, and each e-mail is queued
 * in the transaction that inserts that row (ON CONFLICT DO NOTHING): a second pass,
 * or a second server racing the first, inserts nothing and queues nothing.
 *
 * The e-mail's one-click unsubscribe link is signed for the owner (signed-links.ts);
 * the portal's Insights tab turns the report back on.
 */
import { CLICK_KINDS, CLICK_LABELS, changeText, type InsightTotals } from '#domain/insights.js';
import { PLANS, type PlanId, planOf } from '#domain/plans.js';
import { addDays, localDateOf, localMonthBounds, localMonthOf, monthLabel } from '#domain/time.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { resolveAuthSecret } from '../../platform/auth/auth.js';
import { type Logger, serializeError } from '../../platform/logger.js';
import { composeEmail, subjectText } from '../../platform/mail/compose.js';
import { enqueueEmail } from '../../platform/mail/outbox.js';
import { signLink, verifyLink } from '../../platform/signed-links.js';
import { flushQueuedEvents } from '../analytics/analytics.service.js';
import { findBusinessRowById, getBusinessProfile } from '../businesses/businesses.service.js';
import {
  markReportSent,
  selectDailyCounts,
  selectOwnersDueReport,
  setOwnerReportSetting,
} from './insights.queries.js';
import { sumDays } from './insights.service.js';

/** Reports queued per pass; the next pass (minutes later) takes the next owners. */
export const REPORTS_PER_PASS = 200;
/** How long an unsubscribe link works: well past the next report. */
const LINK_DAYS = 400;

const reportPlans = (): PlanId[] =>
  Object.values(PLANS)
    .filter((plan) => plan.insights)
    .map((plan) => plan.id);

/** The month before `month` ('YYYY-MM'): the month of an instant half a day before it starts. */
function previousMonth(month: string): string {
  return localMonthOf(new Date(localMonthBounds(month).start.getTime() - 12 * 60 * 60_000));
}

const linkSubject = (ownerId: string) => `insights-report:${ownerId}`;

export function reportLink(config: Config, ownerId: string, now = new Date()): string {
  const token = signLink(
    resolveAuthSecret(config),
    linkSubject(ownerId),
    new Date(now.getTime() + LINK_DAYS * 24 * 60 * 60_000),
  );
  return `${config.publicUrl}/api/insights/unsubscribe?owner=${ownerId}&token=${encodeURIComponent(token)}`;
}

export function verifyReportLink(config: Config, ownerId: string, token: string, now = new Date()) {
  return verifyLink(resolveAuthSecret(config), linkSubject(ownerId), token, now);
}

/** One thing the owner can do, the most useful first. */
export function reportSuggestion(profile: {
  photos: unknown[];
  description: string | null;
  hours?: string | null;
  website?: string | null;
  plan: string;
}): string {
  const plan = planOf(profile.plan);
  if (profile.photos.length < plan.photoLimit) {
    return `Add photos: your plan shows up to ${plan.photoLimit} and your listing has ${profile.photos.length}. Listings with photos get more views.`;
  }
  if (!profile.description || profile.description.trim().length < 80) {
    return 'Add a description: a few sentences on what you offer help people choose you.';
  }
  if (!profile.hours) return 'Add your hours, so visitors know when to come by or call.';
  if (!profile.website) return 'Add your website, so visitors can read more about you.';
  if (plan.eventsPerMonth > 0) {
    return 'Post an event: your plan includes one a month, shown on the Events page and your profile.';
  }
  return 'Share your listing link with your customers: every visit counts.';
}

function numberLines(before: string, now: InsightTotals, then: InsightTotals) {
  const beforeName = monthLabel(before).split(' ')[0];
  const line = (label: string, a: number, b: number) =>
    `${label}: ${a.toLocaleString('en-US')} (${changeText(a, b)} from ${beforeName})`;
  return [
    line('Search appearances', now.searchAppearances, then.searchAppearances),
    line('Profile views', now.profileViews, then.profileViews),
    ...CLICK_KINDS.map((kind) => line(CLICK_LABELS[kind], now.clicks[kind], then.clicks[kind])),
  ].join('\n');
}

/**
 * Queues the reports due for the month that ended before `now` (College Station),
 * at most REPORTS_PER_PASS. Returns how many this call queued.
 */
export async function runInsightReports({
  db,
  config,
  logger,
  now = new Date(),
}: {
  db: Db;
  config: Config;
  logger: Logger;
  now?: Date;
}): Promise<{ month: string; sent: number }> {
  const month = previousMonth(localMonthOf(now));
  const before = previousMonth(month);
  const due = await selectOwnersDueReport(db, {
    month,
    monthEnd: localMonthBounds(month).end,
    plans: reportPlans(),
    limit: REPORTS_PER_PASS,
  });
  if (due.length === 0) return { month, sent: 0 };
  await flushQueuedEvents(db);
  const firstDay = localDateOf(localMonthBounds(before).start);
  const lastDay = addDays(localDateOf(localMonthBounds(month).end), -1);
  const monthStart = localDateOf(localMonthBounds(month).start);
  let sent = 0;
  for (const owner of due) {
    try {
      const business = await findBusinessRowById({ db, id: owner.businessId });
      if (!business) continue;
      const profile = await getBusinessProfile({ db, idOrSlug: business.id });
      const daily = await selectDailyCounts(db, { businessId: business.id, firstDay, lastDay });
      const then = sumDays(daily.filter((day) => day.date < monthStart));
      const counts = sumDays(daily.filter((day) => day.date >= monthStart));
      const unsubscribe = reportLink(config, owner.ownerId, now);
      const message = composeEmail({
        kind: 'insights_report',
        to: owner.email,
        subject: subjectText(`${business.name}: your BCS Local report for ${monthLabel(month)}`),
        heading: `Your listing in ${monthLabel(month)}`,
        paragraphs: [
          `Hello${owner.fullName ? ` ${owner.fullName}` : ''},`,
          `Here is how ${business.name} did on BCS Local in ${monthLabel(month)} (College Station time), compared with ${monthLabel(before)}:`,
          numberLines(before, counts, then),
          `One idea for this month: ${reportSuggestion({ ...profile, plan: business.plan, description: business.description, hours: business.hours, website: business.website })}`,
          `See every day, your top searches and where visitors came from in your Business Portal (Insights tab): ${config.publicUrl}/business/portal?tab=insights`,
          `Don't want this report? Unsubscribe with one click: ${unsubscribe} (you can turn it back on in the portal).`,
        ],
      });
      // Mail clients show their own Unsubscribe button for these (RFC 2369, RFC 8058).
      const email = {
        ...message,
        headers: {
          'List-Unsubscribe': `<${unsubscribe}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      };
      const queued = await db.transaction(async (tx) => {
        if (
          !(await markReportSent(tx, { ownerId: owner.ownerId, month, businessId: business.id }))
        ) {
          return false;
        }
        await enqueueEmail(tx, email);
        return true;
      });
      if (queued) sent++;
    } catch (error) {
      // One owner's failure must not stop the others; the next pass tries it again.
      logger.error('insights report not queued', {
        ownerId: owner.ownerId,
        month,
        error: serializeError(error),
      });
    }
  }
  if (sent) logger.info('insights reports queued', { month, sent });
  return { month, sent };
}

/** The one-click link: turns the report off. False when the link is not ours or expired. */
export async function unsubscribeByLink({
  db,
  config,
  ownerId,
  token,
  monthlyReport,
}: {
  db: Db;
  config: Config;
  ownerId: string;
  token: string;
  monthlyReport: boolean;
}): Promise<boolean> {
  if (!verifyReportLink(config, ownerId.toLowerCase(), token)) return false;
  await setOwnerReportSetting(db, ownerId.toLowerCase(), monthlyReport);
  return true;
}
