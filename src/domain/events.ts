/**
 * Events (DESIGN decision 18, issue 26 point 1): Texas Gold owners publish one event
 * per calendar month (counted by its start in College Station time), an admin
 * approves each like a job posting, and the town events seeded with the directory
 * are events of BCS Local itself. The status moves are one table, as for jobs; the
 * request schemas are in event-schemas.ts, so the public pages load no zod.
 */
import type { TabbedPage } from './paging.js';
import { PLANS, type PlanId, planOf } from './plans.js';
import {
  type ActorRole,
  isAllowedTransition,
  type StatusTransition,
  transitionRefusalText,
} from './status-transitions.js';
import { monthLabel } from './time.js';

export const EVENT_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export const EVENT_STATUS_LABELS: Record<EventStatus, string> = {
  pending: 'Pending Review',
  approved: 'Approved',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};

/** At most this many of a business's events may be pending or approved and not over. */
export const EVENT_MAX_UPCOMING = 5;
/** The longest an event may run (a festival weekend fits; a season does not). */
export const EVENT_MAX_DAYS = 14;
export const EVENT_TITLE_MAX = 120;
export const EVENT_DESCRIPTION_MAX = 2000;
export const EVENT_PRICE_MAX_USD = 10_000;
/** Events a page of /events shows. */
export const EVENT_PAGE_SIZE = 20;
/** Upcoming events a business profile lists. */
export const PROFILE_EVENTS = 3;
/** Events a page of the admin's review lists. */
export const ADMIN_EVENT_PAGE_SIZE = 20;

export const ADMIN_EVENT_TABS = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type AdminEventTab = (typeof ADMIN_EVENT_TABS)[number];

// ---- Who may move an event where (status-transitions.ts, as for jobs) ----

export const EVENT_TRANSITIONS: readonly StatusTransition<EventStatus>[] = [
  { from: 'pending', to: 'approved', by: 'admin' },
  { from: 'pending', to: 'rejected', by: 'admin' },
  // An admin takes a published event down; visitors see it cancelled.
  { from: 'approved', to: 'cancelled', by: 'admin' },
  { from: 'pending', to: 'cancelled', by: 'owner' },
  { from: 'approved', to: 'cancelled', by: 'owner' },
];

export function canEventTransition(from: EventStatus, to: EventStatus, by: ActorRole) {
  return isAllowedTransition(EVENT_TRANSITIONS, { from, to, by });
}

/** Editing is not a move: it sends a pending, approved or rejected event (back) to review. */
export const EDITABLE_EVENT_STATUSES: readonly EventStatus[] = ['pending', 'approved', 'rejected'];

/**
 * What uses a month of the plan's allowance: an event waiting for review or
 * published. A rejected or cancelled one frees its month for another.
 */
export const EVENT_STATUSES_IN_QUOTA: readonly EventStatus[] = ['pending', 'approved'];

/** The plans that may publish events, best first. */
export function plansWithEvents(): PlanId[] {
  return Object.values(PLANS)
    .filter((plan) => plan.eventsPerMonth > 0)
    .map((plan) => plan.id);
}

/** The plan name the upgrade messages send an owner to (the cheapest plan with events). */
function eventPlanName(): string {
  const cheapest = Object.values(PLANS)
    .filter((plan) => plan.eventsPerMonth > 0)
    .sort((a, b) => a.priceMonthlyUsd - b.priceMonthlyUsd)[0];
  return cheapest?.marketingName ?? PLANS.texas_gold.marketingName;
}

export const eventMessages = {
  notFound: 'Event not found',
  planRequired: `Events are part of the ${eventPlanName()} plan. Upgrade to publish an event each month.`,
  tooMany: `You can have at most ${EVENT_MAX_UPCOMING} upcoming events at a time.`,
  startRequired: 'Start is required',
  endRequired: 'End is required',
  dateTime: 'Enter a date and time (YYYY-MM-DDTHH:MM).',
  skippedTime:
    'That time does not exist in College Station: the clocks skip it when daylight saving time starts. Choose another time.',
  startInPast: 'The start must be in the future.',
  endBeforeStart: 'The end must be after the start.',
  tooLong: `An event can last at most ${EVENT_MAX_DAYS} days.`,
  priceRequired: 'Enter the price, or choose Free.',
  price: `The price must be an amount in dollars from $0.01 to $${EVENT_PRICE_MAX_USD.toLocaleString('en-US')}.`,
  photoNotFound: 'Choose one of your approved photos.',
  url: 'Please enter a full web address starting with http:// or https://',
  notEditable: (status: EventStatus) =>
    `An event that is ${EVENT_STATUS_LABELS[status]} can no longer be edited.`,
  ended: 'This event is over and can no longer be changed.',
  submitted: 'Event submitted for admin approval',
  updated: 'Event updated and sent for admin approval',
  cancelled: 'Event cancelled',
  businessNotFound: 'Business not found',
  dateRange: 'The end of the date range must not be before its start.',
  date: 'Dates must be written YYYY-MM-DD.',
  idInvalid: 'The event id must be a UUID.',
  fetchFailed: 'Failed to fetch events',
  fetchOwnFailed: 'Failed to fetch your events',
  createFailed: 'Failed to submit event',
  updateFailed: 'Failed to update event',
  cancelFailed: 'Failed to cancel event',
} as const;

/** The refusal of a second event in a month, naming the month and the plan's allowance. */
export function monthTakenMessage(month: string, plan: string | null | undefined): string {
  const { eventsPerMonth, marketingName } = planOf(plan);
  const allowance = eventsPerMonth === 1 ? '1 event' : `${eventsPerMonth} events`;
  return `You already have an event in ${monthLabel(month)}. ${marketingName} includes ${allowance} per calendar month (by its start, College Station time).`;
}

export function eventTransitionRefusal(from: EventStatus, to: EventStatus): string {
  return transitionRefusalText('An event', EVENT_STATUS_LABELS, from, to);
}

export const ADMIN_EVENT_ACTION_MESSAGES = {
  approved: { done: 'Event approved successfully', failed: 'Failed to approve event' },
  rejected: { done: 'Event rejected successfully', failed: 'Failed to reject event' },
  cancelled: { done: 'Event cancelled successfully', failed: 'Failed to cancel event' },
} as const;

// ---- Display ----

/** 'Free', '$12.50', or null when the owner said nothing about admission. */
export function eventPriceText(priceCents: number | null): string | null {
  if (priceCents === null) return null;
  if (priceCents === 0) return 'Free';
  const dollars = priceCents / 100;
  return `$${dollars.toLocaleString('en-US', {
    minimumFractionDigits: priceCents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  })}`;
}

/** The site's own name as an organizer: the seeded town events belong to BCS Local. */
export const SITE_ORGANIZER = 'BCS Local';

// ---- Answers ----

/** Who puts an event on: a business with its profile, or BCS Local (slug null). */
export interface EventOrganizer {
  name: string;
  slug: string | null;
}

/** An event as the public sees it: on /events, its page, a profile and the calendar feed. */
export interface PublicEvent {
  id: string;
  title: string;
  description: string;
  /** The venue's name ('Lake Bryan Park'). */
  venue: string;
  address: string | null;
  city: string;
  url: string | null;
  imageUrl: string | null;
  /** ISO 8601 (UTC). */
  startsAt: string;
  endsAt: string | null;
  /** Null: not stated; 0: free. */
  priceCents: number | null;
  /** Published events stay listed when cancelled, marked so (and in calendars). */
  cancelled: boolean;
  organizer: EventOrganizer;
  /** When the event last changed. */
  updatedAt: string;
  /** Raised by every change: a calendar replaces its copy when it rises (iCalendar SEQUENCE). */
  revision: number;
}

/** An event as its owner and the admins see it. */
export interface ManagedEvent extends PublicEvent {
  status: EventStatus;
  adminNotes: string | null;
  photoId: string | null;
  businessId: string | null;
  createdAt: string;
  approvedAt: string | null;
}

/** The portal's Events tab. */
export interface OwnerEvents {
  items: ManagedEvent[];
  /** Events the plan allows per calendar month (0: the tab shows what Texas Gold adds). */
  eventsPerMonth: number;
  /** The plan that allows events, for the upgrade prompt. */
  upgradePlan: string;
}

export type AdminEventList = TabbedPage<ManagedEvent, AdminEventTab>;
