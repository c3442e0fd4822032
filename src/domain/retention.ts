/**
 * How long personal data is kept, and how a person has it deleted (issue 30 point 5,
 * DESIGN decision 22, docs/decisions/030-personal-data-retention.md). The figures are
 * the server's settings; the privacy policy reads them from the page's public config.
 */
import type { JobStatus } from './jobs.js';

/** APPLICATION_RETENTION_DAYS when unset: days after its job closes that an application is kept. */
export const DEFAULT_APPLICATION_RETENTION_DAYS = 180;

/** SENT_MAIL_RETENTION_DAYS when unset: days our copy of a sent e-mail is kept. */
export const DEFAULT_SENT_MAIL_RETENTION_DAYS = 30;

/** A job in one of these statuses no longer takes applications and never reopens. */
export const CLOSED_JOB_STATUSES = [
  'expired',
  'filled',
  'archived',
] as const satisfies readonly JobStatus[];

export function isClosedJobStatus(status: JobStatus): boolean {
  return (CLOSED_JOB_STATUSES as readonly JobStatus[]).includes(status);
}

/**
 * How long the withdraw link of an application's confirmation works: the retention
 * period after ten years. A job may stay open as long as its owner likes (an expiry
 * date is optional), so the link is made to outlive any job a directory keeps open
 * and then the retention period, so it never dies before the data it deletes.
 */
export function withdrawLinkDays(applicationRetentionDays: number): number {
  return applicationRetentionDays + 10 * 365;
}

/** The page an application's withdraw link opens (`/es` before it in Spanish). */
export const WITHDRAW_APPLICATION_PATH = '/jobs/applications/withdraw';

export const withdrawalMessages = {
  linkInvalid: 'This link is not valid or has expired. Your application may already be deleted.',
  withdrawn: 'Your application and its resume have been deleted.',
} as const;

/** The link's query: `?application={id}&token={signature}` (job-schemas.ts checks it). */
export interface WithdrawalQuery {
  application: string;
  token: string;
}

/** What the withdraw page shows before the applicant confirms: what will be deleted. */
export interface WithdrawalPreview {
  jobTitle: string;
  companyName: string;
  /** ISO time the application was sent. */
  appliedAt: string;
  /** The resume's file name as uploaded; null without one. */
  resumeFileName: string | null;
}

/** The admin's erasure of an owner account: what went and what stayed. */
export interface OwnerErased {
  message: string;
  /** The listing that stays, now unclaimed. */
  businessId: string;
}

export const erasureMessages = {
  ownerNotFound: 'Owner account not found',
  ownerErased: 'Owner account erased. The listing stays, unclaimed.',
  notAnOwner: 'Only business owner accounts can be erased here.',
  subscriptionRenews:
    "This owner's paid subscription still renews with the payment provider. Cancel it there first, then erase the account.",
} as const;
