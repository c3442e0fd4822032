import { pgEnum } from 'drizzle-orm/pg-core';
import { APPLICATION_METHODS, JOB_STATUSES, JOB_TYPES } from '../../../domain/jobs.js';
import { PLAN_IDS } from '../../../domain/plans.js';
import { STORAGE_AREAS } from '../../platform/storage/storage-area.js';

export const planEnum = pgEnum('plan', PLAN_IDS);
export const photoApprovalStatusEnum = pgEnum('photo_approval_status', [
  'pending',
  'approved',
  'rejected',
]);
/** Which storage area holds a file: public (served to anyone) or private (authorized routes). */
export const storageAreaEnum = pgEnum('storage_area', STORAGE_AREAS);
export const changeTypeEnum = pgEnum('change_type', [
  'business_claim',
  'profile_update',
  'photo_upload',
  'contact_update',
  'category_update',
]);
export const changeStatusEnum = pgEnum('change_status', ['pending', 'approved', 'rejected']);
export const subscriptionStatusEnum = pgEnum('subscription_status', [
  'active',
  'trialing',
  'past_due',
  'canceled',
  'incomplete',
]);
export const billingCycleEnum = pgEnum('billing_cycle', ['monthly', 'yearly']);
export const subscriptionChangeTypeEnum = pgEnum('subscription_change_type', [
  'upgrade',
  'downgrade',
  'other',
]);
export const jobTypeEnum = pgEnum('job_type', JOB_TYPES);
export const jobStatusEnum = pgEnum('job_status', JOB_STATUSES);
export const applicationMethodEnum = pgEnum('application_method', APPLICATION_METHODS);
export const contactStatusEnum = pgEnum('contact_status', ['unread', 'read', 'responded']);
export const analyticsEventTypeEnum = pgEnum('analytics_event_type', [
  'search_result',
  'profile_view',
  'page_view',
]);
export const outboxStatusEnum = pgEnum('outbox_status', ['pending', 'sending', 'sent', 'failed']);
export const paymentMethodEnum = pgEnum('payment_method', [
  'admin_import',
  'manual',
  'cash',
  'check',
  'promotional',
  'stripe',
]);
