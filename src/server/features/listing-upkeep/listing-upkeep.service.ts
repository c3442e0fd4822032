/**
 * Listings that stay current (issue 29 point 5; docs/decisions/035-staying-current.md).
 *
 * - Who last confirmed a listing: the owner (the reminder's link, an approved profile
 *   change) or BCS Local (an admin's edit, a listing an admin creates or approves, the
 *   Stale listings queue's Confirm). Other features record it with `confirmedNow`.
 * - Reminders: the maintenance pass (once per interval across servers) e-mails each
 *   owner whose listing was neither confirmed nor reminded for REMINDER_MONTHS. Each
 *   e-mail is queued in the transaction whose conditional update claims the reminder
 *   (markReminded), so a second pass or a racing server queues nothing.
 * - The reminder's link is signed for the owner and that reminder's time: it confirms
 *   once (a confirmation after the reminder makes it used), and a GET only shows what a
 *   button will confirm, so a mail scanner that follows links confirms nothing.
 * - Visitors' problem reports (rate limit, then the human check, then stored) and the
 *   admins' Reports queue; a business marked permanently closed leaves the directory.
 */
import type { Language } from '#domain/languages.js';
import { pathInLanguage } from '#domain/languages.js';
import {
  CONFIRM_LINK_DAYS,
  type Confirmer,
  type ProblemReport,
  problemReportMessages,
  REMINDER_MONTHS,
  type ReportReason,
  type ReportStatus,
  STALE_MONTHS,
  type StaleListing,
  upkeepAdminMessages,
} from '#domain/listing-upkeep.js';
import type { Page, PageRequest } from '#domain/paging.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/app-error.js';
import { resolveAuthSecret } from '../../platform/auth/auth.js';
import { assertCan, type SessionUser } from '../../platform/auth/guards.js';
import { verifyCaptcha } from '../../platform/captcha.js';
import { type ServerMessageId, translator } from '../../platform/i18n.js';
import { type Logger, serializeError } from '../../platform/logger.js';
import { composeEmail, greeting, subjectText } from '../../platform/mail/compose.js';
import { enqueueEmail } from '../../platform/mail/outbox.js';
import {
  consumeRateLimit,
  type RateLimitRule,
  VISITOR_FORM_PACE,
} from '../../platform/rate-limit.js';
import type { RequestMeta } from '../../platform/request-context.js';
import { logAdminAction } from '../../platform/security-log.js';
import { signLink, verifyLink } from '../../platform/signed-links.js';
import { findBusinessByIdOrSlug, findBusinessRowById } from '../businesses/businesses.service.js';
import {
  countNewReports,
  decideReport,
  findOwnerListing,
  findReport,
  insertReport,
  listReports,
  listStaleListings,
  markReminded,
  type ReportRow,
  selectOwnersDueReminder,
  setClosedAt,
  setConfirmed,
} from './listing-upkeep.queries.js';

/** The columns that say a listing was just confirmed, for a write that confirms it. */
export function confirmedNow(by: Confirmer) {
  return { confirmedAt: new Date(), confirmedBy: by };
}

// ---- Visitors' problem reports ----

export const REPORT_RATE_LIMIT: RateLimitRule = { name: 'problem-report', ...VISITOR_FORM_PACE };

/**
 * Stores a visitor's report. The rate limit and the human check come first, so
 * nothing is written for a refused attempt; the report is one row, written at once.
 */
export async function submitProblemReport({
  db,
  config,
  logger,
  ipAddress,
  idOrSlug,
  input,
  captcha,
}: {
  db: Db;
  config: Config;
  logger: Logger;
  ipAddress: string;
  idOrSlug: string;
  input: { reason: ReportReason; note: string | null };
  captcha: string | null | undefined;
}): Promise<{ id: string; message: string }> {
  await consumeRateLimit({ db, logger }, REPORT_RATE_LIMIT, [ipAddress]);
  await verifyCaptcha({ db, config, payload: captcha });
  const business = await findBusinessByIdOrSlug({ db, idOrSlug });
  if (!business) throw new AppError('not_found', upkeepAdminMessages.businessNotFound);
  const row = await insertReport(db, { businessId: business.id, ...input, ipAddress });
  return { id: row.id, message: problemReportMessages.sent };
}

// ---- The admins' Reports queue and the permanently closed mark ----

interface AdminContext {
  db: Db;
  meta: RequestMeta;
  actor: SessionUser;
}

function toReport(row: ReportRow): ProblemReport {
  return {
    ...row,
    businessClosedAt: row.businessClosedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}

export async function findProblemReports({
  db,
  actor,
  status,
  page,
}: {
  db: Db;
  actor: SessionUser;
  status: ReportStatus;
  page: PageRequest;
}): Promise<Page<ProblemReport>> {
  assertCan(actor, 'manage:business:any');
  const found = await listReports(db, status, page);
  return { items: found.items.map(toReport), total: found.total };
}

/** Resolves or dismisses a new report; deciding a decided one again changes nothing. */
export async function decideProblemReport({
  db,
  meta,
  actor,
  id,
  status,
}: AdminContext & { id: string; status: 'resolved' | 'dismissed' }): Promise<ProblemReport> {
  assertCan(actor, 'manage:business:any');
  return db.transaction(async (tx) => {
    const before = await findReport(tx, id);
    if (!before) throw new AppError('not_found', upkeepAdminMessages.reportNotFound);
    if (await decideReport(tx, id, { status, resolvedBy: actor.id })) {
      await logAdminAction(tx, meta, {
        action: `admin_report_${status}`,
        actorUserId: actor.id,
        resourceType: 'business_report',
        resourceId: id,
        before: { status: before.status },
        after: { status },
      });
    }
    return toReport((await findReport(tx, id)) as ReportRow);
  });
}

/** The dashboard's count of reports waiting for an admin. */
export function countNewProblemReports({ db }: { db: Db }): Promise<number> {
  return countNewReports(db);
}

/** Marks a business permanently closed, or open again; the same twice changes nothing. */
export async function setBusinessClosed({
  db,
  meta,
  actor,
  id,
  closed,
}: AdminContext & { id: string; closed: boolean }): Promise<{
  message: string;
  closedAt: string | null;
}> {
  assertCan(actor, 'manage:business:any');
  return db.transaction(async (tx) => {
    const closedAt = closed ? new Date() : null;
    const before = await setClosedAt(tx, id, closedAt);
    if (!before) throw new AppError('not_found', upkeepAdminMessages.businessNotFound);
    const changed = (before.closedAt === null) !== (closedAt === null);
    if (changed) {
      await logAdminAction(tx, meta, {
        action: closed ? 'admin_business_closed' : 'admin_business_reopened',
        actorUserId: actor.id,
        resourceType: 'business',
        resourceId: id,
        before: { closedAt: before.closedAt },
        after: { closedAt },
      });
    }
    const now = changed ? closedAt : before.closedAt;
    return {
      message: closed ? upkeepAdminMessages.closed : upkeepAdminMessages.reopened,
      closedAt: now?.toISOString() ?? null,
    };
  });
}

// ---- The Stale listings queue ----

export async function findStaleListings({
  db,
  actor,
  page,
}: {
  db: Db;
  actor: SessionUser;
  page: PageRequest;
}): Promise<Page<StaleListing>> {
  assertCan(actor, 'manage:business:any');
  const found = await listStaleListings(db, STALE_MONTHS, page);
  return {
    items: found.items.map((row) => ({
      ...row,
      confirmedAt: row.confirmedAt?.toISOString() ?? null,
    })),
    total: found.total,
  };
}

/** An admin checked the listing: confirmed by BCS Local now. */
export async function confirmListingByAdmin({
  db,
  meta,
  actor,
  id,
}: AdminContext & { id: string }): Promise<{ message: string; confirmedAt: string }> {
  assertCan(actor, 'manage:business:any');
  return db.transaction(async (tx) => {
    const row = await setConfirmed(tx, id, 'bcs_local');
    if (!row?.confirmedAt) throw new AppError('not_found', upkeepAdminMessages.businessNotFound);
    await logAdminAction(tx, meta, {
      action: 'admin_business_confirmed',
      actorUserId: actor.id,
      resourceType: 'business',
      resourceId: id,
      after: { confirmedBy: 'bcs_local' },
    });
    return { message: upkeepAdminMessages.confirmed, confirmedAt: row.confirmedAt.toISOString() };
  });
}

// ---- The owners' reminder and its signed link ----

/** Reminders queued per pass; the next pass takes the next owners. */
export const REMINDERS_PER_PASS = 200;

const linkSubject = (ownerId: string, remindedAt: Date) =>
  `listing-confirm:${ownerId}:${remindedAt.getTime()}`;

/** The reminder's 'Everything is still correct' address (a page with a button). */
export function confirmLink(config: Config, ownerId: string, remindedAt: Date): string {
  const token = signLink(
    resolveAuthSecret(config),
    linkSubject(ownerId, remindedAt),
    new Date(remindedAt.getTime() + CONFIRM_LINK_DAYS * 24 * 60 * 60_000),
  );
  return `${config.publicUrl}/api/listing-confirmation?owner=${ownerId}&token=${encodeURIComponent(token)}`;
}

/** The listing's lines as the reminder summarises them. */
function summaryLines(
  t: (id: ServerMessageId, values?: Record<string, string>) => string,
  business: Record<string, string | null>,
) {
  const fields: [ServerMessageId, string | null][] = [
    ['email.listingReminder.fieldName', business.name],
    ['email.listingReminder.fieldCategory', business.category],
    [
      'email.listingReminder.fieldAddress',
      [business.address, business.city, business.state, business.zipCode]
        .filter(Boolean)
        .join(', ') || null,
    ],
    ['email.listingReminder.fieldPhone', business.phone],
    ['email.listingReminder.fieldWebsite', business.website],
    ['email.listingReminder.fieldEmail', business.email],
    ['email.listingReminder.fieldHours', business.hours],
  ];
  return fields
    .map(([label, value]) =>
      t('email.listingReminder.line', {
        label: t(label),
        value: value ?? t('email.listingReminder.notGiven'),
      }),
    )
    .join('\n');
}

/** Queues the reminders due (at most REMINDERS_PER_PASS). Answers how many this call queued. */
export async function runConfirmationReminders({
  db,
  config,
  logger,
}: {
  db: Db;
  config: Config;
  logger: Logger;
}): Promise<{ sent: number }> {
  const due = await selectOwnersDueReminder(db, {
    months: REMINDER_MONTHS,
    limit: REMINDERS_PER_PASS,
  });
  let sent = 0;
  for (const owner of due) {
    try {
      const business = await findBusinessRowById({ db, id: owner.businessId });
      if (!business) continue;
      const language: Language = owner.language ?? 'en';
      const { t } = translator(language);
      const queued = await db.transaction(async (tx) => {
        if (!(await markReminded(tx, owner.ownerId, REMINDER_MONTHS))) return false;
        const listing = await findOwnerListing(tx, owner.ownerId);
        if (!listing?.remindedAt) return false;
        const portal = `${config.publicUrl}${pathInLanguage('/business/portal', language)}`;
        await enqueueEmail(
          tx,
          composeEmail({
            kind: 'listing_reminder',
            to: owner.email,
            language,
            subject: subjectText(
              t('email.listingReminder.subject', { businessName: business.name }),
            ),
            heading: t('email.listingReminder.heading'),
            paragraphs: [
              greeting(language, owner.fullName),
              t('email.listingReminder.intro', { businessName: business.name }),
              summaryLines(t, business as unknown as Record<string, string | null>),
              t('email.listingReminder.confirm', {
                url: confirmLink(config, owner.ownerId, listing.remindedAt),
              }),
              t('email.listingReminder.edit', { url: portal }),
            ],
          }),
        );
        return true;
      });
      if (queued) sent++;
    } catch (error) {
      // One owner's failure must not stop the others; the next pass tries it again.
      logger.error('listing reminder not queued', {
        ownerId: owner.ownerId,
        error: serializeError(error),
      });
    }
  }
  if (sent) logger.info('listing reminders queued', { sent });
  return { sent };
}

/**
 * The listing a reminder's link confirms, when the link is ours, not expired, for the
 * owner's latest reminder, and not used (no confirmation since that reminder).
 */
async function listingOfLink(
  db: Db,
  config: Config,
  ownerId: string,
  token: string,
  options: { lock?: boolean } = {},
) {
  const listing = await findOwnerListing(db, ownerId.toLowerCase(), options);
  if (!listing?.remindedAt) return undefined;
  const subject = linkSubject(listing.ownerId, listing.remindedAt);
  if (!verifyLink(resolveAuthSecret(config), subject, token, new Date())) return undefined;
  if (listing.confirmedAt && listing.confirmedAt >= listing.remindedAt) return undefined;
  return listing;
}

/** What the link's page shows before the button: the listing as the reminder summarised it. */
export async function previewConfirmation({
  db,
  config,
  ownerId,
  token,
}: {
  db: Db;
  config: Config;
  ownerId: string;
  token: string;
}): Promise<{ name: string; language: Language; summary: string } | undefined> {
  const listing = await listingOfLink(db, config, ownerId, token);
  const business = listing && (await findBusinessRowById({ db, id: listing.businessId }));
  if (!listing || !business) return undefined;
  const language = listing.language ?? 'en';
  const summary = summaryLines(
    translator(language).t,
    business as unknown as Record<string, string | null>,
  );
  return { name: listing.name, language, summary };
}

/** The button: confirmed by the owner, once. Undefined when the link is used or not valid. */
export async function confirmByLink({
  db,
  config,
  ownerId,
  token,
}: {
  db: Db;
  config: Config;
  ownerId: string;
  token: string;
}): Promise<{ name: string; language: Language } | undefined> {
  return db.transaction(async (tx) => {
    // The row lock orders two clicks: the second reads the first's confirmation, and is refused.
    const listing = await listingOfLink(tx, config, ownerId, token, { lock: true });
    if (!listing) return undefined;
    const row = await setConfirmed(tx, listing.businessId, 'owner');
    if (!row) return undefined;
    return { name: listing.name, language: listing.language ?? 'en' };
  });
}
