/**
 * Listings that stay current (issue 29 point 5; docs/decisions/035-staying-current.md):
 * who last confirmed a listing and when, the owners' reminder every six months, the
 * admins' queue of stale unclaimed listings, visitors' problem reports and the
 * permanently closed mark. Shared by the server's validators and the screens.
 */
import { TIME_ZONE } from './time.js';

/** Who last said the listing is right: its owner, or BCS Local (an admin). */
export const CONFIRMERS = ['owner', 'bcs_local'] as const;
export type Confirmer = (typeof CONFIRMERS)[number];

/** An owner is asked again this many months after the last confirmation or reminder. */
export const REMINDER_MONTHS = 6;
/** An unclaimed listing not confirmed for this many months is in the Stale listings queue. */
export const STALE_MONTHS = 12;
/** How long a reminder's link works: until the next reminder, and a little more. */
export const CONFIRM_LINK_DAYS = 200;

/** When and by whom a listing was last confirmed (a profile's 'Confirmed by ... on ...'). */
export interface ListingConfirmation {
  confirmedAt: string | null;
  confirmedBy: Confirmer | null;
  /** When an admin marked the business permanently closed, else null. */
  closedAt: string | null;
}

// ---- A visitor's report of a problem with a listing ----

export const REPORT_REASONS = [
  'closed',
  'wrong_phone',
  'wrong_hours',
  'wrong_address',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_STATUSES = ['new', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_NOTE_MAX = 1000;

/** What visitors and owners read (translated: src/locales/es/messages.json). */
export const problemReportMessages = {
  reasonInvalid: 'Please choose what is wrong.',
  noteRequired: "Please say what is wrong when you choose 'Other'.",
  sent: 'Thank you. We will check this listing.',
  linkInvalid:
    'This link has already been used, has expired or is not valid. Open your Business Portal to check your listing.',
} as const;

/** What only admins read (their dashboard stays English). */
export const upkeepAdminMessages = {
  reportNotFound: 'Report not found',
  businessNotFound: 'Business not found',
  closed: 'The business is marked permanently closed.',
  reopened: 'The business is open again.',
  confirmed: 'The listing is confirmed by BCS Local.',
  reportUpdated: 'Report updated.',
} as const;

export interface ProblemReport {
  id: string;
  businessId: string;
  businessName: string;
  businessSlug: string;
  businessClosedAt: string | null;
  reason: ReportReason;
  note: string | null;
  status: ReportStatus;
  createdAt: string;
  resolvedAt: string | null;
}

/** An unclaimed listing nobody has confirmed for STALE_MONTHS. */
export interface StaleListing {
  id: string;
  slug: string;
  name: string;
  city: string | null;
  confirmedAt: string | null;
  confirmedBy: Confirmer | null;
}

/** 'March 3, 2026': the day of `instant` in College Station, in the reader's locale. */
export function confirmedDateLabel(instant: string | Date, locale = 'en-US'): string {
  return new Date(instant).toLocaleDateString(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: TIME_ZONE,
  });
}
