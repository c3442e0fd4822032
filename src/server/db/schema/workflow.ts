import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { byUser, createdAt, uuidId } from './columns.js';
import { businessOwners, businessRef } from './directory.js';
import {
  analyticsEventTypeEnum,
  changeStatusEnum,
  changeTypeEnum,
  contactStatusEnum,
  outboxStatusEnum,
  reportReasonEnum,
  reportStatusEnum,
} from './enums.js';

/** Claims and profile edits awaiting an admin (DESIGN decision 6). */
export const changeRequests = pgTable(
  'change_requests',
  {
    id: uuidId(),
    businessId: businessRef(),
    businessOwnerId: uuid('business_owner_id').references(() => businessOwners.id, {
      onDelete: 'set null',
    }),
    changeType: changeTypeEnum('change_type').notNull(),
    oldData: jsonb('old_data').$type<Record<string, unknown>>(),
    newData: jsonb('new_data').$type<Record<string, unknown>>().notNull(),
    status: changeStatusEnum('status').notNull().default('pending'),
    adminNotes: text('admin_notes'),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    processedBy: byUser('processed_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('change_requests_status_created_idx').on(t.status, t.createdAt),
    index('change_requests_status_processed_idx').on(t.status, t.processedAt),
    check(
      'change_requests_processed_consistent',
      sql`(${t.status} = 'pending') = (${t.processedAt} is null)`,
    ),
  ],
);

export const contactSubmissions = pgTable(
  'contact_submissions',
  {
    id: uuidId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject'),
    message: text('message').notNull(),
    status: contactStatusEnum('status').notNull().default('unread'),
    adminNotes: text('admin_notes'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    isArchived: boolean('is_archived').notNull().default(false),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    ipAddress: text('ip_address'),
    createdAt: createdAt(),
  },
  (t) => [index('contact_submissions_archived_idx').on(t.isArchived, t.createdAt)],
);

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // No foreign key: checking it locked the business row for every event (1.8 ms for
    // a search's 50 impressions against 0.5 ms without). A trigger on businesses
    // deletes a deleted business's events instead (migration 0011).
    businessId: uuid('business_id'),
    eventType: analyticsEventTypeEnum('event_type').notNull(),
    page: text('page'),
    referrer: text('referrer'),
    /** What a search that showed the business asked for (its words, or its category and city). */
    searchTerm: text('search_term'),
    // Alike events of one flush (same business, type, page and referrer) are one row
    // with their number here, so a search's impressions cost a row per business per
    // flush, not per request. Every reader sums it.
    eventCount: integer('event_count').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    check('analytics_events_count_positive', sql`${t.eventCount} > 0`),
    // An owner's insights: one business's events of a period, read from the index alone
    // (an index-only scan: every column its queries read is in it; bench/insights-bench.ts).
    index('analytics_events_business_time_idx')
      .on(t.businessId, t.createdAt, t.eventType, t.eventCount, t.searchTerm)
      .where(sql`${t.businessId} is not null`),
    // Views by page (the admin), and one profile's page views of a period with their
    // referrers (an owner's insights), both from the index alone. A page is at most 200
    // characters and a referrer 500 (analytics.service.ts), well within a key's limit.
    // Only page and profile views: nothing reads a search's impressions or a click by
    // page, and each index a row goes into is work for every write (a search writes 50
    // impressions: 2.1 ms of the database's CPU with four indexes, 1.0 with two;
    // docs/decisions/041). The business index is the one above: its first column.
    index('analytics_events_type_page_time_idx')
      .on(t.eventType, t.page, t.createdAt, t.eventCount, t.referrer)
      .where(sql`${t.eventType} in ('page_view', 'profile_view')`),
  ],
);

/**
 * A search's impressions (docs/decisions/044): one row a search, the businesses it showed
 * in `business_ids`, with what it asked for. Fifty rows a search in analytics_events
 * cost the database 660 µs a search to write, this one 96. A business's impressions are
 * the rows whose array holds it (the GIN index); alike searches of one flush (same page,
 * words and businesses) are one row with their number.
 */
export const searchImpressions = pgTable(
  'search_impressions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    page: text('page'),
    /** What the search asked for (its words, or its category and city). */
    searchTerm: text('search_term'),
    businessIds: uuid('business_ids').array().notNull(),
    eventCount: integer('event_count').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    check('search_impressions_count_positive', sql`${t.eventCount} > 0`),
    index('search_impressions_business_idx').using('gin', t.businessIds),
  ],
);

/** Every auth outcome and admin action (DESIGN decision 12). */
export const securityEvents = pgTable(
  'security_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    action: text('action').notNull(),
    resourceType: text('resource_type'),
    resourceId: text('resource_id'),
    success: boolean('success').notNull(),
    errorMessage: text('error_message'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    actorUserId: byUser('actor_user_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('security_events_created_idx').on(t.createdAt),
    index('security_events_action_idx').on(t.action, t.createdAt),
  ],
);

/** Mail is written here in the event's transaction and delivered by a worker. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** Extra headers, such as the monthly report's List-Unsubscribe (RFC 8058). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: outboxStatusEnum('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

/** Our own limiter (claim, contact, applications, per-email sign-in); shared by all processes. */
export const rateLimitBuckets = pgTable('rate_limit_buckets', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/** ALTCHA challenges already used, kept until they expire so a solution cannot be replayed. */
export const usedCaptchaChallenges = pgTable(
  'used_captcha_challenges',
  {
    challenge: text('challenge').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('used_captcha_challenges_expires_idx').on(t.expiresAt)],
);

/**
 * When each scheduled task (platform/scheduled-task.ts) last started, on whichever
 * server: every process ticks, and only the one that finds the interval passed runs it.
 */
export const scheduledTaskRuns = pgTable('scheduled_task_runs', {
  name: text('name').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
});

/** One run of the listing import (issue 12): who, when, which file, and its counts. */
export const importBatches = pgTable(
  'import_batches',
  {
    id: uuidId(),
    actorUserId: byUser('actor_user_id'),
    /** 'web' (the import page) or 'cli' (npm run import). */
    source: text('source').notNull(),
    fileName: text('file_name').notNull(),
    /**
     * running while a process works on it; done when every row is; interrupted when
     * its process died first (import-batches.service.ts recoverInterruptedImports); undone
     * after a rollback.
     */
    status: text('status').notNull().default('running'),
    /** The file's data rows; null for batches from before it was kept. */
    totalRows: integer('total_rows'),
    createdCount: integer('created_count').notNull().default(0),
    updatedCount: integer('updated_count').notNull().default(0),
    skippedCount: integer('skipped_count').notNull().default(0),
    errorCount: integer('error_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [index('import_batches_created_idx').on(t.createdAt)],
);

/**
 * Every row's outcome. A created or updated row keeps the values it wrote (`after`)
 * and, for an update, the values it replaced (`before`): what an undo restores, and
 * how it tells whether someone changed the business since.
 */
export const importRows = pgTable(
  'import_rows',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => importBatches.id, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    name: text('name'),
    /** create, update, skip or error. */
    action: text('action').notNull(),
    businessId: businessRef('set null'),
    reason: text('reason'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    /**
     * The business's updated_at as this row's statement left it: an undo finds the
     * business written since when the two differ. Null for skips, errors and rows from
     * before it was kept.
     */
    writtenAt: timestamp('written_at', { withTimezone: true }),
  },
  (t) => [
    index('import_rows_batch_idx').on(t.batchId, t.line),
    index('import_rows_business_idx').on(t.businessId),
  ],
);

/**
 * The monthly insights report, one row per owner per month (College Station 'YYYY-MM'):
 * written in the transaction that queues the e-mail, so a month's report is sent once
 * however many passes and servers try.
 */
export const insightReports = pgTable(
  'insight_reports',
  {
    businessOwnerId: uuid('business_owner_id')
      .notNull()
      .references(() => businessOwners.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    businessId: businessRef('set null'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.businessOwnerId, t.month] }),
    check('insight_reports_month_format', sql`${t.month} ~ '^[0-9]{4}-[0-9]{2}$'`),
  ],
);

/** Visitors' reports of a wrong or closed listing, for the admins' Reports queue (issue 29). */
export const businessReports = pgTable(
  'business_reports',
  {
    id: uuidId(),
    businessId: businessRef().notNull(),
    reason: reportReasonEnum('reason').notNull(),
    note: text('note'),
    status: reportStatusEnum('status').notNull().default('new'),
    ipAddress: text('ip_address'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: byUser('resolved_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('business_reports_status_created_idx').on(t.status, t.createdAt),
    index('business_reports_business_idx').on(t.businessId),
    check(
      'business_reports_resolved_consistent',
      sql`(${t.status} = 'new') = (${t.resolvedAt} is null)`,
    ),
  ],
);
