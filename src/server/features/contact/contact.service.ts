import { type ContactForm, type ContactSubmission, contactAdminMessages } from '#domain/contact.js';
import type { Page } from '#domain/paging.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { mapPage } from '../../db/paging.js';
import { AppError } from '../../platform/app-error.js';
import { assertCan, type SessionUser } from '../../platform/auth/guards.js';
import { verifyCaptcha } from '../../platform/captcha.js';
import { escapeHtml } from '../../platform/html.js';
import type { Logger } from '../../platform/logger.js';
import { emailLayout, textToHtml } from '../../platform/mail/html.js';
import { enqueueEmail } from '../../platform/mail/outbox.js';
import {
  consumeRateLimit,
  type RateLimitRule,
  VISITOR_FORM_PACE,
} from '../../platform/rate-limit.js';
import type { ListRequest, RequestMeta } from '../../platform/request-context.js';
import { logAdminAction } from '../../platform/security-log.js';
import {
  type ContactSubmissionRow,
  findContactSubmission,
  insertContactSubmission,
  listContactSubmissions,
  type NewContactSubmission,
  updateContactSubmission,
} from './contact.queries.js';

export const CONTACT_RATE_LIMIT: RateLimitRule = { name: 'contact', ...VISITOR_FORM_PACE };

/**
 * Stores a visitor's message and queues the notification to the operators in the
 * same transaction. The rate limit and the human check come first, so nothing is
 * written for a refused attempt; once stored, delivery is the outbox worker's job
 * and cannot lose the message.
 */
export async function submitContactMessage({
  db,
  config,
  logger,
  ipAddress,
  input,
  captcha,
}: {
  db: Db;
  config: Config;
  logger: Logger;
  ipAddress: string;
  input: ContactForm;
  captcha: string | null | undefined;
}): Promise<{ id: string }> {
  await consumeRateLimit({ db, logger }, CONTACT_RATE_LIMIT, [ipAddress]);
  await verifyCaptcha({ db, config, payload: captcha });

  return db.transaction(async (tx) => {
    const submission = await insertContactSubmission(tx, { ...input, ipAddress });
    await enqueueEmail(tx, notificationEmail(config.public.contactEmail, input));
    return { id: submission.id };
  });
}

function notificationEmail(to: string, input: ContactForm) {
  const lines: [label: string, value: string | null][] = [
    ['Name', input.name],
    ['Email', input.email],
    ['Phone', input.phone],
    ['Subject', input.subject],
  ];
  const filled = lines.filter((line): line is [string, string] => line[1] !== null);
  const text = [
    'A visitor sent a message through the BCS Local contact form.',
    '',
    ...filled.map(([label, value]) => `${label}: ${value}`),
    '',
    'Message:',
    input.message,
  ].join('\n');
  const rows = filled
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#78716c;">${label}</td><td style="padding:4px 0;">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  // To the admins, whose dashboard is English (DESIGN decision 20).
  const html = emailLayout({
    language: 'en',
    heading: 'New contact message',
    bodyHtml: `<table style="border-collapse:collapse;margin-bottom:16px;">${rows}</table><p style="margin:0 0 4px;color:#78716c;">Message</p><p style="margin:0;">${textToHtml(input.message)}</p>`,
  });
  // One line: a subject never carries the visitor's line breaks into the headers.
  const about = (input.subject ?? input.name).replace(/\s+/g, ' ').slice(0, 120);
  return {
    kind: 'contact_received',
    to,
    subject: `New contact message: ${about}`,
    text,
    html,
  };
}

// ---- The admin's Contact Forms tab: every change is one transaction with its audit row ----

interface AdminContext {
  db: Db;
  meta: RequestMeta;
  actor: SessionUser;
}

function toContactSubmission(row: ContactSubmissionRow): ContactSubmission {
  return {
    ...row,
    respondedAt: row.respondedAt?.toISOString() ?? null,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findContactSubmissions({
  db,
  actor,
  filter,
  page,
}: ListRequest<{ archived: boolean }>): Promise<Page<ContactSubmission>> {
  assertCan(actor, 'manage:contact:any');
  return mapPage(await listContactSubmissions(db, filter.archived, page), toContactSubmission);
}

/**
 * Changes one submission in a transaction: `change` gets the locked row and
 * returns the values to write (or null for none); the audit row records the
 * fields before and after.
 */
async function changeSubmission(
  { db, meta, actor }: AdminContext,
  id: string,
  action: string,
  change: (row: ContactSubmissionRow) => Partial<NewContactSubmission> | null,
): Promise<ContactSubmission> {
  assertCan(actor, 'manage:contact:any');
  return db.transaction(async (tx) => {
    const row = await findContactSubmission(tx, id, { lock: true });
    if (!row) throw new AppError('not_found', contactAdminMessages.notFound);
    // Only what really changes: a repeated click or an unchanged note writes nothing.
    const values = Object.fromEntries(
      Object.entries(change(row) ?? {}).filter(
        ([field, value]) =>
          comparable(row[field as keyof ContactSubmissionRow]) !== comparable(value),
      ),
    ) as Partial<NewContactSubmission>;
    const fields = Object.keys(values) as (keyof ContactSubmissionRow)[];
    if (fields.length === 0) return toContactSubmission(row);
    const updated = await updateContactSubmission(tx, id, values);
    await logAdminAction(tx, meta, {
      action,
      actorUserId: actor.id,
      resourceType: 'contact_submission',
      resourceId: id,
      before: Object.fromEntries(fields.map((f) => [f, row[f]])),
      after: Object.fromEntries(fields.map((f) => [f, updated[f]])),
    });
    return toContactSubmission(updated);
  });
}

function comparable(value: unknown) {
  return value instanceof Date ? value.toISOString() : (value ?? null);
}

/** Opening an unread message marks it read (spec 001 section 4). */
export function openContactSubmission(ctx: AdminContext & { id: string }) {
  return changeSubmission(ctx, ctx.id, 'admin_contact_read', (row) =>
    row.status === 'unread' ? { status: 'read' } : null,
  );
}

export function updateContactSubmissionByAdmin(
  ctx: AdminContext & { id: string; input: { status?: 'responded'; adminNotes?: string | null } },
) {
  return changeSubmission(ctx, ctx.id, 'admin_contact_updated', (row) => ({
    // responded_at is when it was first answered; a second Mark as Responded keeps it.
    ...(ctx.input.status && row.status !== 'responded'
      ? { status: 'responded' as const, respondedAt: new Date() }
      : {}),
    ...(ctx.input.adminNotes !== undefined ? { adminNotes: ctx.input.adminNotes } : {}),
  }));
}

export function setContactSubmissionArchived(
  ctx: AdminContext & { id: string; archived: boolean },
) {
  return changeSubmission(
    ctx,
    ctx.id,
    ctx.archived ? 'admin_contact_archived' : 'admin_contact_unarchived',
    (row) =>
      row.isArchived === ctx.archived
        ? null
        : { isArchived: ctx.archived, archivedAt: ctx.archived ? new Date() : null },
  );
}
