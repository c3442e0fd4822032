/**
 * Events for tests: rows made directly (BCS Local's or a business's, in any status)
 * and College Station wall times counted from today, as the portal's form sends them.
 */
import { randomBytes } from 'node:crypto';
import type { EventInput } from '#domain/event-schemas.js';
import type { PublicEvent } from '#domain/events.js';
import { addDays, instantOfLocal, localDateOf } from '#domain/time.js';
import type { Db } from '../db/client.js';
import { localEvents } from '../db/schema/index.js';

type EventInsert = typeof localEvents.$inferInsert;

export const HOUR = 60 * 60_000;
export const DAY = 24 * HOUR;

/** A unique word to put in titles, so a test finds its own events among others. */
export const newTag = () => `t${randomBytes(3).toString('hex')}`;

/** 'YYYY-MM-DDTHH:MM' in College Station, `days` from today. */
export function localIn(days: number, time = '19:00'): string {
  return `${addDays(localDateOf(new Date()), days)}T${time}`;
}

/** The 15th of the month `months` after this one, at `time`, College Station. */
export function midMonthIn(months: number, time = '18:00'): string {
  const today = localDateOf(new Date());
  const [year, month] = today.split('-').map(Number);
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return `${y}-${String(m).padStart(2, '0')}-15T${time}`;
}

/** The next year whose March 1st (College Station) is still ahead. */
export function nextMarchYear(): number {
  const today = localDateOf(new Date());
  const year = Number(today.slice(0, 4));
  return today < `${year}-03-01` ? year : year + 1;
}

/** What the portal's form sends, with `overrides`. */
export function eventInput(overrides: Partial<EventInput> = {}): EventInput {
  return {
    title: `Trivia Night ${newTag()}`,
    description: 'Teams of up to four. Prizes for the top three teams.',
    startsAt: localIn(10, '19:00'),
    endsAt: localIn(10, '21:00'),
    venue: 'The Back Room',
    address: '100 Main St',
    city: 'Bryan',
    url: null,
    photoId: null,
    admission: 'free',
    ...overrides,
  };
}

/** An event row as stored; BCS Local's (no business) and approved unless told otherwise. */
export async function createEventRow(db: Db, overrides: Partial<EventInsert> = {}) {
  const startsAt = overrides.startsAt ?? new Date(Date.now() + 3 * DAY);
  const status = overrides.status ?? 'approved';
  const [row] = await db
    .insert(localEvents)
    .values({
      title: `Town Event ${newTag()}`,
      description: 'Something to do in town.',
      location: 'Downtown Bryan',
      address: '500 N Main St',
      city: 'Bryan',
      url: 'https://example.com/event',
      endsAt: new Date(startsAt.getTime() + 2 * HOUR),
      approvedAt: status === 'approved' || status === 'cancelled' ? new Date() : null,
      ...overrides,
      status,
      startsAt,
    })
    .returning();
  return row;
}

/** The instant of a College Station wall time (throws on a time the clocks skip). */
export function at(local: string): Date {
  const instant = instantOfLocal(local);
  if (!instant) throw new Error(`${local} is no College Station time`);
  return instant;
}

/** An event as the public API answers it (for the unit tests of what is built from one). */
export function aPublicEvent(overrides: Partial<PublicEvent> = {}): PublicEvent {
  return {
    id: '5b0e7c1e-7a55-4b9a-9d59-2a0a1b1c2d3e',
    title: 'Trivia Night',
    description: 'Teams of four; prizes for the top three.',
    venue: 'Blue Bell Bakery',
    address: '100 Main St',
    city: 'Bryan',
    url: null,
    imageUrl: null,
    startsAt: (instantOfLocal('2027-03-31T23:30') as Date).toISOString(),
    endsAt: (instantOfLocal('2027-04-01T01:00') as Date).toISOString(),
    priceCents: 500,
    cancelled: false,
    organizer: { name: 'Blue Bell Bakery', slug: 'blue-bell-bakery' },
    updatedAt: '2027-01-01T12:00:00.000Z',
    revision: 2,
    ...overrides,
  };
}
