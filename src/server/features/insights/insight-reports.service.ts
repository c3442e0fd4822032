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
import { CLICK_KINDS, changeOf, type InsightTotals, signedPercent } from '#domain/insights.js';
import { type Language, pathInLanguage } from '#domain/languages.js';
import { PLANS, type PlanId, planOf } from '#domain/plans.js';
import { addDays, localDateOf, localMonthBounds, localMonthOf, monthLabel } from '#domain/time.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { resolveAuthSecret } from '../../platform/auth/auth.js';
import { type ServerMessageId, type Translator, translator } from '../../platform/i18n.js';
import { type Logger, serializeError } from '../../platform/logger.js';
import { composeEmail, greeting, subjectText } from '../../platform/mail/compose.js';
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

/** One thing the owner can do, the most useful first, in their language. */
export function reportSuggestion(
  profile: {
    photos: unknown[];
    description: string | null;
    hours?: string | null;
    website?: string | null;
    plan: string;
  },
  language: Language = 'en',
): string {
  const { t } = translator(language);
  const plan = planOf(profile.plan);
  if (profile.photos.length < plan.photoLimit) {
    return t('email.insightsReport.ideaPhotos', {
      limit: plan.photoLimit,
      count: profile.photos.length,
    });
  }
  if (!profile.description || profile.description.trim().length < 80) {
    return t('email.insightsReport.ideaDescription');
  }
  if (!profile.hours) return t('email.insightsReport.ideaHours');
  if (!profile.website) return t('email.insightsReport.ideaWebsite');
  if (plan.eventsPerMonth > 0) return t('email.insightsReport.ideaEvent');
  return t('email.insightsReport.ideaShare');
}

/** '+12%', 'no change' or 'new', in the reader's language. */
function changeWords({ t, locale }: Translator, now: number, before: number): string {
  const change = changeOf(now, before);
  if (change.kind === 'percent') return signedPercent(change.percent, locale);
  return t(change.kind === 'none' ? 'insights.change.none' : 'insights.change.new');
}

function numberLines(tr: Translator, before: string, now: InsightTotals, then: InsightTotals) {
  const beforeName = monthLabel(before, tr.locale).split(' ')[0];
  const line = (label: ServerMessageId, a: number, b: number) =>
    tr.t('email.insightsReport.line', {
      label: tr.t(label),
      count: a.toLocaleString(tr.locale),
      change: changeWords(tr, a, b),
      before: beforeName,
    });
  return [
    line('insights.metric.searchAppearances', now.searchAppearances, then.searchAppearances),
    line('insights.metric.profileViews', now.profileViews, then.profileViews),
    ...CLICK_KINDS.map((kind) =>
      line(`insights.metric.${kind}`, now.clicks[kind], then.clicks[kind]),
    ),
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
      const language = owner.language ?? 'en';
      const tr = translator(language);
      const { t } = tr;
      const monthName = monthLabel(month, tr.locale);
      const idea = reportSuggestion(
        {
          ...profile,
          plan: business.plan,
          description: business.description,
          hours: business.hours,
          website: business.website,
        },
        language,
      );
      const message = composeEmail({
        kind: 'insights_report',
        to: owner.email,
        language,
        subject: subjectText(
          t('email.insightsReport.subject', { businessName: business.name, month: monthName }),
        ),
        heading: t('email.insightsReport.heading', { month: monthName }),
        paragraphs: [
          greeting(language, owner.fullName),
          t('email.insightsReport.intro', {
            businessName: business.name,
            month: monthName,
            before: monthLabel(before, tr.locale),
          }),
          numberLines(tr, before, counts, then),
          t('email.insightsReport.idea', { idea }),
          t('email.insightsReport.portal', {
            url: `${config.publicUrl}${pathInLanguage('/business/portal', language)}?tab=insights`,
          }),
          t('email.insightsReport.unsubscribe', { url: unsubscribe }),
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
