/**
 * Events as iCalendar (RFC 5545), for 'Add to calendar' and the /events.ics feed that
 * Google Calendar or Apple Calendar can subscribe to. Each event keeps one UID for
 * life (its id at our host), its SEQUENCE rises with every change, and its times are
 * College Station wall times with TZID=America/Chicago, defined by a VTIMEZONE in the
 * file, so a calendar anywhere shows 7 PM as 7 PM in Bryan.
 */
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { eventPriceText, type PublicEvent } from '#domain/events.js';
import { offsetMinutesAt, TIME_ZONE } from '#domain/time.js';

export interface CalendarSite {
  publicUrl: string;
  siteName: string;
}

/**
 * America/Chicago as US rules have had it since 2007: daylight time from 2 AM on the
 * second Sunday of March to 2 AM on the first Sunday of November. A unit test holds
 * it against the platform's time-zone data for the years ahead.
 */
export const CHICAGO_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:America/Chicago',
  'X-LIC-LOCATION:America/Chicago',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0600',
  'TZOFFSETTO:-0500',
  'TZNAME:CDT',
  'DTSTART:19700308T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0600',
  'TZNAME:CST',
  'DTSTART:19701101T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/**
 * An instant as ical-generator formats a zoned date: it reads TZDate-like values
 * (date-fns' TZDate) through their local getters, which here give College Station
 * wall time whatever the server's own time zone is.
 */
class CollegeStationDate extends Date {
  readonly internal: Date;

  constructor(instant: Date) {
    super(instant.getTime());
    this.internal = new Date(instant.getTime());
  }

  private wall(): Date {
    return new Date(this.internal.getTime() + offsetMinutesAt(this.internal) * 60_000);
  }

  withTimeZone(): CollegeStationDate {
    return this;
  }

  tzComponents() {
    return { offset: offsetMinutesAt(this.internal) };
  }

  override getFullYear() {
    return this.wall().getUTCFullYear();
  }
  override getMonth() {
    return this.wall().getUTCMonth();
  }
  override getDate() {
    return this.wall().getUTCDate();
  }
  override getHours() {
    return this.wall().getUTCHours();
  }
  override getMinutes() {
    return this.wall().getUTCMinutes();
  }
  override getSeconds() {
    return this.wall().getUTCSeconds();
  }
}

const TWO_HOURS = 2 * 60 * 60_000;

function placeOf(event: PublicEvent): string {
  return [event.venue, event.address, event.city ? `${event.city}, TX` : null]
    .filter(Boolean)
    .join(', ');
}

function descriptionOf(event: PublicEvent, pageUrl: string): string {
  const price = eventPriceText(event.priceCents);
  return [
    event.cancelled ? 'CANCELLED' : null,
    event.description,
    price ? `Admission: ${price}` : null,
    `Organized by ${event.organizer.name}`,
    pageUrl,
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** An iCalendar file of `events`; `single` for one event's download (METHOD:PUBLISH). */
export function eventCalendar(
  site: CalendarSite,
  events: PublicEvent[],
  { single = false }: { single?: boolean } = {},
): string {
  const host = new URL(site.publicUrl).host;
  const calendar = ical({
    prodId: { company: site.siteName, product: 'Events', language: 'EN' },
    name: single ? undefined : `${site.siteName} Events`,
    description: single
      ? undefined
      : 'Upcoming events in Bryan and College Station, Texas, from local businesses and BCS Local.',
    url: `${site.publicUrl}/events`,
    method: ICalCalendarMethod.PUBLISH,
    // No calendar time zone: DTSTAMP stays UTC; each event names America/Chicago.
    timezone: {
      name: null,
      generator: (tz) => (tz === TIME_ZONE ? CHICAGO_VTIMEZONE : null),
    },
    ttl: single ? undefined : 6 * 60 * 60,
  });
  for (const event of events) {
    const pageUrl = `${site.publicUrl}/events/${event.id}`;
    const start = new Date(event.startsAt);
    const end = event.endsAt ? new Date(event.endsAt) : new Date(start.getTime() + TWO_HOURS);
    calendar.createEvent({
      id: `${event.id}@${host}`,
      sequence: event.revision,
      start: new CollegeStationDate(start),
      end: new CollegeStationDate(end),
      timezone: TIME_ZONE,
      stamp: new Date(event.updatedAt),
      lastModified: new Date(event.updatedAt),
      summary: event.cancelled ? `Cancelled: ${event.title}` : event.title,
      description: descriptionOf(event, pageUrl),
      location: placeOf(event),
      url: event.url ?? pageUrl,
      status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
