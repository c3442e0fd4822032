/**
 * Reads iCalendar files the way a calendar does, with ical.js (not the library that
 * wrote them): each file's own VTIMEZONE is registered, and nothing else, so a time
 * with a TZID the file does not define is caught instead of read as local time.
 */
import ICAL from 'ical.js';

export interface ParsedCalendarEvent {
  uid: string;
  summary: string;
  description: string;
  location: string;
  url: string | null;
  status: string | null;
  sequence: number;
  start: Date;
  end: Date;
  /** The TZID the start was written with (null for UTC or floating). */
  startZone: string | null;
  /** The start as written, e.g. '2027-03-31T23:30:00'. */
  startWall: string;
}

export function parseCalendar(text: string) {
  ICAL.TimezoneService.reset();
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zones = calendar.getAllSubcomponents('vtimezone');
  for (const zone of zones) ICAL.TimezoneService.register(zone);
  const events: ParsedCalendarEvent[] = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    const dtstart = vevent.getFirstProperty('dtstart');
    const tzid = dtstart?.getParameter('tzid');
    if (tzid && !ICAL.TimezoneService.has(String(tzid))) {
      throw new Error(`DTSTART names ${tzid}, which the file does not define`);
    }
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      location: event.location,
      url: (vevent.getFirstPropertyValue('url') as string | null) ?? null,
      status: (vevent.getFirstPropertyValue('status') as string | null) ?? null,
      sequence: event.sequence,
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      startZone: tzid ? String(tzid) : null,
      startWall: event.startDate.toString(),
    };
  });
  return {
    version: calendar.getFirstPropertyValue('version'),
    prodId: calendar.getFirstPropertyValue('prodid'),
    name: calendar.getFirstPropertyValue('x-wr-calname'),
    zones: zones.map((zone) => String(zone.getFirstPropertyValue('tzid'))),
    events,
  };
}
