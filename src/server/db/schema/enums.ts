/**
 * The database's enums, each built from the domain's list of the same values, so a
 * value the code writes and a value the database allows cannot drift apart.
 */
import { pgEnum } from 'drizzle-orm/pg-core';
import { ANALYTICS_EVENT_TYPES } from '#domain/analytics.js';
import { CHANGE_STATUSES, STORED_CHANGE_TYPES } from '#domain/approvals.js';
import { STORED_PAYMENT_METHODS } from '#domain/business-management.js';
import { CONTACT_STATUSES } from '#domain/contact.js';
import { EVENT_STATUSES } from '#domain/events.js';
import { APPLICATION_METHODS, JOB_STATUSES, JOB_TYPES } from '#domain/jobs.js';
import { LANGUAGES } from '#domain/languages.js';
import { CONFIRMERS, REPORT_REASONS, REPORT_STATUSES } from '#domain/listing-upkeep.js';
import { MAIL_STATUSES } from '#domain/mailbox.js';
import {
  BILLING_CYCLES,
  SUBSCRIPTION_CHANGE_TYPES,
  SUBSCRIPTION_STATUSES,
} from '#domain/payments.js';
import { PHOTO_STATUSES } from '#domain/photos.js';
import { PLAN_IDS } from '#domain/plans.js';
import { STORAGE_AREAS } from '../../platform/storage/storage-area.js';

export const planEnum = pgEnum('plan', PLAN_IDS);
export const photoApprovalStatusEnum = pgEnum('photo_approval_status', PHOTO_STATUSES);
/** Which storage area holds a file: public (served to anyone) or private (authorized routes). */
export const storageAreaEnum = pgEnum('storage_area', STORAGE_AREAS);
export const changeTypeEnum = pgEnum('change_type', STORED_CHANGE_TYPES);
export const changeStatusEnum = pgEnum('change_status', CHANGE_STATUSES);
export const subscriptionStatusEnum = pgEnum('subscription_status', SUBSCRIPTION_STATUSES);
export const billingCycleEnum = pgEnum('billing_cycle', BILLING_CYCLES);
export const subscriptionChangeTypeEnum = pgEnum(
  'subscription_change_type',
  SUBSCRIPTION_CHANGE_TYPES,
);
export const jobTypeEnum = pgEnum('job_type', JOB_TYPES);
export const jobStatusEnum = pgEnum('job_status', JOB_STATUSES);
export const applicationMethodEnum = pgEnum('application_method', APPLICATION_METHODS);
export const contactStatusEnum = pgEnum('contact_status', CONTACT_STATUSES);
export const analyticsEventTypeEnum = pgEnum('analytics_event_type', ANALYTICS_EVENT_TYPES);
export const outboxStatusEnum = pgEnum('outbox_status', MAIL_STATUSES);
export const eventStatusEnum = pgEnum('event_status', EVENT_STATUSES);
export const paymentMethodEnum = pgEnum('payment_method', STORED_PAYMENT_METHODS);
/** The language a person reads us in: their e-mails are written in it (issue 28). */
export const languageEnum = pgEnum('language', LANGUAGES);
/** Who last confirmed a listing, why a visitor reported it, and the report's state (issue 29). */
export const confirmerEnum = pgEnum('confirmer', CONFIRMERS);
export const reportReasonEnum = pgEnum('report_reason', REPORT_REASONS);
export const reportStatusEnum = pgEnum('report_status', REPORT_STATUSES);
