/**
 * Events as the public reads them (DESIGN decision 18, issue 26 point 1): /events by
 * date with city and date-range filters, one event's page and calendar file, a
 * business's upcoming events, the iCalendar feed and the sitemap's entries.
 * Published means approved (or cancelled after it was, marked so), by BCS Local or by
 * a business whose plan still includes events.
 */
import type { PublicEventsFilter } from '#domain/event-schemas.js';
import {
  eventMessages,
  type ManagedEvent,
  type PublicEvent,
  plansWithEvents,
  SITE_ORGANIZER,
} from '#domain/events.js';
import type { Page } from '#domain/paging.js';
import { addDays, instantOfLocal } from '#domain/time.js';
import type { Db } from '../../db/client.js';
import { mapPage } from '../../db/paging.js';
import { AppError } from '../../platform/app-error.js';
import { BUSINESS_NOT_FOUND, findBusinessByIdOrSlug } from '../businesses/businesses.service.js';
import { type CalendarSite, eventCalendar } from './event-calendar.js';
import {
  type EventWithOrganizer,
  findPublishedEvent,
  listPublishedEventEntries,
  selectPublicEvents,
} from './events.queries.js';

/** How long ended events stay in the calendar feed, so subscribers keep recent ones. */
const FEED_KEEPS_ENDED_MS = 30 * 24 * 60 * 60_000;
/** The feed's most events (a few months of a busy town). */
const FEED_MAX_EVENTS = 500;

export function toPublicEvent({
  event,
  businessName,
  businessSlug,
  photoUrl,
}: EventWithOrganizer): PublicEvent {
  return {
    id: event.id,
    title: event.title,
    description: event.description ?? '',
    venue: event.location ?? '',
    address: event.address,
    city: event.city ?? '',
    url: event.url,
    imageUrl: photoUrl,
    startsAt: event.startsAt.toISOString(),
    endsAt: event.endsAt?.toISOString() ?? null,
    priceCents: event.priceCents,
    cancelled: event.status === 'cancelled',
    organizer: event.businessId
      ? { name: businessName ?? '', slug: businessSlug }
      : { name: SITE_ORGANIZER, slug: null },
    updatedAt: event.updatedAt.toISOString(),
    revision: event.revision,
  };
}

export function toManagedEvent(row: EventWithOrganizer): ManagedEvent {
  const { event } = row;
  return {
    ...toPublicEvent(row),
    status: event.status,
    adminNotes: event.adminNotes,
    photoId: event.photoId,
    businessId: event.businessId,
    createdAt: event.createdAt.toISOString(),
    approvedAt: event.approvedAt?.toISOString() ?? null,
  };
}

/**
 * /events: published events that are not over, soonest first. `from` and `to` are
 * College Station days, both included; an event still running on `from` is in range.
 * `business` (an id or slug) lists one business's events; an unknown one is a 404.
 */
export async function listPublicEvents({
  db,
  query,
  now = new Date(),
}: {
  db: Db;
  query: PublicEventsFilter;
  now?: Date;
}): Promise<Page<PublicEvent>> {
  let businessId: string | undefined;
  if (query.business) {
    const business = await findBusinessByIdOrSlug({ db, idOrSlug: query.business });
    if (!business) throw new AppError('not_found', BUSINESS_NOT_FOUND);
    businessId = business.id;
  }
  const page = await selectPublicEvents(
    db,
    {
      now,
      eventPlans: plansWithEvents(),
      city: query.city?.toLowerCase() || undefined,
      from: query.from ? (instantOfLocal(query.from) ?? undefined) : undefined,
      before: query.to ? (instantOfLocal(addDays(query.to, 1)) ?? undefined) : undefined,
      businessId,
    },
    { limit: query.limit, offset: query.offset },
  );
  return mapPage(page, toPublicEvent);
}

/** A published event: upcoming, running, over or cancelled; anything else is not found. */
export async function getPublicEvent({ db, id }: { db: Db; id: string }): Promise<PublicEvent> {
  const row = await findPublishedEvent(db, id, plansWithEvents());
  if (!row) throw new AppError('not_found', eventMessages.notFound);
  return toPublicEvent(row);
}

/** One event's 'Add to calendar' file. */
export async function getEventCalendarFile({
  db,
  site,
  id,
}: {
  db: Db;
  site: CalendarSite;
  id: string;
}): Promise<{ ics: string; fileName: string }> {
  const event = await getPublicEvent({ db, id });
  const slug =
    event.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'event';
  return { ics: eventCalendar(site, [event], { single: true }), fileName: `${slug}.ics` };
}

/**
 * /events.ics: every published event not over (and those ended in the last 30 days,
 * so a subscribed calendar keeps them), cancelled ones marked so.
 */
export async function getEventFeed({
  db,
  site,
  now = new Date(),
}: {
  db: Db;
  site: CalendarSite;
  now?: Date;
}): Promise<string> {
  const { items } = await selectPublicEvents(
    db,
    { now: new Date(now.getTime() - FEED_KEEPS_ENDED_MS), eventPlans: plansWithEvents() },
    { limit: FEED_MAX_EVENTS, offset: 0 },
  );
  return eventCalendar(site, items.map(toPublicEvent));
}

/** Published upcoming events (not cancelled) for the sitemap. */
export async function listEventSitemapEntries({ db, now = new Date() }: { db: Db; now?: Date }) {
  return listPublishedEventEntries(db, now, plansWithEvents());
}
