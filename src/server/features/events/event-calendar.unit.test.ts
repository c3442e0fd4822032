import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { instantOfLocal, localDateTimeOf } from '#domain/time.js';
import { aPublicEvent } from '../../test/events.js';
import { parseCalendar } from '../../test/ical.js';
import { CHICAGO_VTIMEZONE, eventCalendar } from './event-calendar.js';

const site = { publicUrl: 'https://bcslocal.example', siteName: 'BCS Local' };

describe('the America/Chicago VTIMEZONE', () => {
  it('puts every wall time of the years ahead at the instant the platform does', () => {
    ICAL.TimezoneService.reset();
    const zone = new ICAL.Timezone(new ICAL.Component(ICAL.parse(CHICAGO_VTIMEZONE)));
    // Every half hour of the weeks around each change for ten years, and every noon.
    const instants: number[] = [];
    for (let year = 2026; year < 2036; year++) {
      for (const [month, from, to] of [
        [2, 1, 21],
        [9, 25, 31],
        [10, 1, 10],
      ]) {
        for (
          let t = Date.UTC(year, month, from);
          t < Date.UTC(year, month, to + 1);
          t += 30 * 60_000
        ) {
          instants.push(t);
        }
      }
      for (let t = Date.UTC(year, 0, 1, 18); t < Date.UTC(year + 1, 0, 1); t += 24 * 60 * 60_000) {
        instants.push(t);
      }
    }
    let checked = 0;
    for (const t of instants) {
      const instant = new Date(t);
      const wall = localDateTimeOf(instant);
      // The hour the clocks pass twice in November is left out: RFC 5545 (3.3.5) reads it
      // as the first pass, as instantOfLocal does, and ical.js as the second.
      const hour = 60 * 60_000;
      if (
        localDateTimeOf(new Date(t - hour)) === wall ||
        localDateTimeOf(new Date(t + hour)) === wall
      ) {
        continue;
      }
      const time = ICAL.Time.fromDateTimeString(`${wall}:00`);
      time.zone = zone;
      expect(time.toJSDate().toISOString(), wall).toBe(instant.toISOString());
      checked++;
    }
    expect(checked).toBeGreaterThan(15_000);
    expect(instantOfLocal('2027-06-01T12:00')).not.toBeNull();
  });
});

describe('eventCalendar', () => {
  it('writes an RFC 5545 file a calendar reads back to the same instants', () => {
    const event = aPublicEvent();
    const text = eventCalendar(site, [event], { single: true });
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(
      true,
    );
    const parsed = parseCalendar(text);
    expect(parsed.version).toBe('2.0');
    expect(parsed.zones).toEqual(['America/Chicago']);
    const [read] = parsed.events;
    expect(read.uid).toBe(`${event.id}@bcslocal.example`);
    expect(read.startZone).toBe('America/Chicago');
    // 11:30 PM on March 31 in College Station (CDT) is 04:30 UTC on April 1.
    expect(read.startWall).toBe('2027-03-31T23:30:00');
    expect(read.start.toISOString()).toBe('2027-04-01T04:30:00.000Z');
    expect(read.end.toISOString()).toBe(event.endsAt);
    expect(read.sequence).toBe(2);
    expect(read.status).toBe('CONFIRMED');
    expect(read.location).toBe('Blue Bell Bakery, 100 Main St, Bryan, TX');
    expect(read.description).toContain('Admission: $5');
    expect(read.description).toContain('Organized by Blue Bell Bakery');
    expect(read.url).toBe(`https://bcslocal.example/events/${event.id}`);
  });

  it('keeps winter times in standard time', () => {
    const january = aPublicEvent({
      startsAt: (instantOfLocal('2027-01-15T19:00') as Date).toISOString(),
      endsAt: (instantOfLocal('2027-01-15T21:00') as Date).toISOString(),
    });
    const [read] = parseCalendar(eventCalendar(site, [january])).events;
    expect(read.startWall).toBe('2027-01-15T19:00:00');
    expect(read.start.toISOString()).toBe('2027-01-16T01:00:00.000Z');
  });

  it('escapes what owners type and marks a cancelled event', () => {
    const text = eventCalendar(site, [
      aPublicEvent({
        title: 'Tacos; <b>beer</b>, music\nand more',
        description: 'Line one\nLine two, with; punctuation',
        cancelled: true,
      }),
    ]);
    const [read] = parseCalendar(text).events;
    expect(read.summary).toBe('Cancelled: Tacos; <b>beer</b>, music\nand more');
    expect(read.status).toBe('CANCELLED');
    expect(read.description).toContain('Line one\nLine two, with; punctuation');
  });

  it('names the feed and keeps each event an entry of its own', () => {
    const a = aPublicEvent();
    const b = aPublicEvent({ id: '0c9d8e7f-1111-4222-8333-944455566677', title: 'Second' });
    const parsed = parseCalendar(eventCalendar(site, [a, b]));
    expect(parsed.name).toBe('BCS Local Events');
    expect(parsed.events.map((e) => e.uid)).toEqual([
      `${a.id}@bcslocal.example`,
      `${b.id}@bcslocal.example`,
    ]);
  });
});
