/**
 * Issue 26 point 1, what the public reads: /api/events by date with its filters and
 * paging, one event, a business's events, the .ics download and the /events.ics feed
 * (read back with ical.js), and what is never shown: pending, rejected, over, or of a
 * business whose plan no longer includes events.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PublicEvent } from '#domain/events.js';
import type { Page } from '#domain/paging.js';
import { addDays, localDateOf } from '#domain/time.js';
import { businesses, localEvents } from '../../db/schema/index.js';
import { at, createEventRow, DAY, HOUR, localIn, newTag } from '../../test/events.js';
import { createBusiness, createPhoto } from '../../test/factories.js';
import { parseCalendar } from '../../test/ical.js';
import { createTestContext } from '../../test/test-app.js';

const { app, database } = await createTestContext({ PUBLIC_URL: 'https://bcslocal.example' });
const db = database.db;
// A second database that only ever holds past events.
const empty = await createTestContext();

async function list(query = '') {
  const res = await app.request(`/api/events${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Page<PublicEvent>;
}

function titlesTagged(items: PublicEvent[], tag: string): string[] {
  return items
    .filter((e) => e.title.startsWith(`${tag} `))
    .map((e) => e.title.slice(tag.length + 1));
}

describe('GET /api/events', () => {
  it('lists published events that are not over, soonest first', async () => {
    const tag = newTag();
    const now = Date.now();
    const make = (name: string, startIn: number, endIn: number | null, extra = {}) =>
      createEventRow(db, {
        title: `${tag} ${name}`,
        startsAt: new Date(now + startIn),
        endsAt: endIn === null ? null : new Date(now + endIn),
        ...extra,
      });
    await make('next month', 30 * DAY, 30 * DAY + 2 * HOUR);
    await make('ended yesterday', -DAY - 2 * HOUR, -DAY);
    await make('started an hour ago, no end', -HOUR, null);
    await make('started yesterday, no end', -DAY, null);
    await make('tomorrow', DAY, DAY + HOUR);
    await make('running now', -HOUR, 2 * HOUR);
    await make('pending', 2 * DAY, 2 * DAY + HOUR, { status: 'pending' });
    await make('rejected', 2 * DAY, 2 * DAY + HOUR, { status: 'rejected' });
    await make('withdrawn before approval', 2 * DAY, 2 * DAY + HOUR, {
      status: 'cancelled',
      approvedAt: null,
    });
    await make('called off', 4 * DAY, 4 * DAY + HOUR, { status: 'cancelled' });

    const page = await list('?limit=100');
    // Without an end, an event is over once it has started.
    expect(titlesTagged(page.items, tag)).toEqual([
      'running now',
      'tomorrow',
      'called off',
      'next month',
    ]);
    expect(page.items.find((e) => e.title === `${tag} called off`)?.cancelled).toBe(true);
    const starts = page.items.map((e) => Date.parse(e.startsAt));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(page.total).toBe(page.items.length);
  });

  it('answers each event with its organizer, place, price and picture', async () => {
    const tag = newTag();
    const business = await createBusiness(db, { plan: 'texas_gold', name: `${tag} Bakery` });
    const photo = await createPhoto(db, business.id);
    const pending = await createPhoto(db, business.id, { approvalStatus: 'pending' });
    const starts = new Date(Date.now() + 2 * DAY);
    await createEventRow(db, {
      title: `${tag} market`,
      businessId: business.id,
      photoId: photo.id,
      priceCents: 1250,
      startsAt: starts,
      endsAt: new Date(starts.getTime() + 4 * HOUR),
    });
    await createEventRow(db, {
      title: `${tag} unapproved photo`,
      businessId: business.id,
      photoId: pending.id,
      priceCents: 0,
      startsAt: starts,
    });
    await createEventRow(db, { title: `${tag} town`, startsAt: starts, priceCents: null });

    const items = (await list('?limit=100')).items;
    const market = items.find((e) => e.title === `${tag} market`);
    expect(market).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      title: `${tag} market`,
      description: 'Something to do in town.',
      venue: 'Downtown Bryan',
      address: '500 N Main St',
      city: 'Bryan',
      url: 'https://example.com/event',
      imageUrl: photo.filePath,
      startsAt: starts.toISOString(),
      endsAt: new Date(starts.getTime() + 4 * HOUR).toISOString(),
      priceCents: 1250,
      cancelled: false,
      organizer: { name: `${tag} Bakery`, slug: business.slug },
      updatedAt: expect.stringMatching(/^\d{4}-/),
      revision: 0,
    });
    expect(items.find((e) => e.title === `${tag} unapproved photo`)?.imageUrl).toBeNull();
    expect(items.find((e) => e.title === `${tag} town`)?.organizer).toEqual({
      name: 'BCS Local',
      slug: null,
    });
  });

  it('filters by city, whatever its case', async () => {
    const tag = newTag();
    await createEventRow(db, { title: `${tag} navasota`, city: 'Navasota' });
    await createEventRow(db, { title: `${tag} bryan`, city: 'Bryan' });
    expect(titlesTagged((await list('?city=navasota&limit=100')).items, tag)).toEqual(['navasota']);
  });

  it('filters by College Station days, both ends included, with running events', async () => {
    const tag = newTag();
    const day = (n: number) => addDays(localDateOf(new Date()), n);
    await createEventRow(db, {
      title: `${tag} day 5 late`,
      startsAt: at(`${day(5)}T23:00`),
      endsAt: at(`${day(5)}T23:59`),
    });
    await createEventRow(db, { title: `${tag} day 6 early`, startsAt: at(`${day(6)}T00:30`) });
    await createEventRow(db, { title: `${tag} day 8`, startsAt: at(`${day(8)}T12:00`) });
    await createEventRow(db, {
      title: `${tag} festival days 3-7`,
      startsAt: at(`${day(3)}T10:00`),
      endsAt: at(`${day(7)}T18:00`),
    });
    const range = await list(`?from=${day(6)}&to=${day(7)}&limit=100`);
    expect(titlesTagged(range.items, tag)).toEqual(['festival days 3-7', 'day 6 early']);
    const oneDay = await list(`?from=${day(5)}&to=${day(5)}&limit=100`);
    expect(titlesTagged(oneDay.items, tag)).toEqual(['festival days 3-7', 'day 5 late']);
  });

  it("lists one business's events by its slug or id, and hides them when its plan drops", async () => {
    const tag = newTag();
    const business = await createBusiness(db, { plan: 'texas_gold' });
    await createEventRow(db, { title: `${tag} ours`, businessId: business.id });
    await createEventRow(db, { title: `${tag} town` });
    for (const key of [business.slug, business.id]) {
      const page = await list(`?business=${key}`);
      expect(titlesTagged(page.items, tag)).toEqual(['ours']);
      expect(page.total).toBe(1);
    }
    await db.update(businesses).set({ plan: 'silver' }).where(eq(businesses.id, business.id));
    expect(titlesTagged((await list(`?business=${business.slug}`)).items, tag)).toEqual([]);
    expect(titlesTagged((await list('?limit=100')).items, tag)).toEqual(['town']);
  });

  it('pages with limit and offset; total counts every upcoming event', async () => {
    const all = await list('?limit=100');
    const page = await list('?limit=2&offset=1');
    expect(page.total).toBe(all.total);
    expect(page.items.map((e) => e.id)).toEqual(all.items.slice(1, 3).map((e) => e.id));
  });

  it.each([
    ['?limit=0', 'Limit must be a whole number from 1 to 100.'],
    ['?limit=500', 'Limit must be a whole number from 1 to 100.'],
    ['?offset=-1', 'Offset must be a whole number of 0 or more.'],
    ['?from=tomorrow', 'Dates must be written YYYY-MM-DD.'],
    ['?from=2027-02-30', 'Dates must be written YYYY-MM-DD.'],
    ['?from=2027-05-02&to=2027-05-01', 'The end of the date range must not be before its start.'],
    [`?city=${'x'.repeat(61)}`, 'City must be no more than 60 characters long'],
  ])('refuses %s with a clear message', async (query, message) => {
    const res = await app.request(`/api/events${query}`);
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(message);
  });

  it('answers 404 Business not found for an unknown business', async () => {
    const res = await app.request('/api/events?business=no-such-business-anywhere');
    expect(res.status).toBe(404);
    expect((await res.json()).error.message).toBe('Business not found');
  });

  it('answers an empty page when no event is coming', async () => {
    await createEventRow(empty.database.db, {
      startsAt: new Date(Date.now() - 7 * DAY),
      endsAt: new Date(Date.now() - 7 * DAY + HOUR),
    });
    const res = await empty.app.request('/api/events');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ items: [], total: 0 });
  });
});

describe('GET /api/events/:id', () => {
  it('answers a published event, also once it is over or cancelled', async () => {
    const upcoming = await createEventRow(db);
    const over = await createEventRow(db, {
      startsAt: new Date(Date.now() - 3 * DAY),
      endsAt: new Date(Date.now() - 3 * DAY + HOUR),
    });
    const cancelled = await createEventRow(db, { status: 'cancelled' });
    for (const row of [upcoming, over, cancelled]) {
      const res = await app.request(`/api/events/${row.id}`);
      expect(res.status).toBe(200);
      const event = (await res.json()) as PublicEvent;
      expect(event.id).toBe(row.id);
      expect(event.cancelled).toBe(row === cancelled);
    }
  });

  it('answers 404 Event not found for what is not published, and 400 for a bad id', async () => {
    const pending = await createEventRow(db, { status: 'pending' });
    const rejected = await createEventRow(db, { status: 'rejected' });
    const withdrawn = await createEventRow(db, { status: 'cancelled', approvedAt: null });
    const silver = await createBusiness(db, { plan: 'silver' });
    const dropped = await createEventRow(db, { businessId: silver.id });
    for (const id of [pending.id, rejected.id, withdrawn.id, dropped.id, crypto.randomUUID()]) {
      const res = await app.request(`/api/events/${id}`);
      expect(res.status).toBe(404);
      expect((await res.json()).error.message).toBe('Event not found');
    }
    const bad = await app.request('/api/events/not-an-id');
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe('The event id must be a UUID.');
  });
});

describe('calendars', () => {
  it("downloads one event as an .ics file at College Station's wall time", async () => {
    const row = await createEventRow(db, {
      title: 'Tacos; <b>beer</b>, and music',
      startsAt: at(localIn(12, '19:00')),
      endsAt: at(localIn(12, '22:00')),
    });
    const res = await app.request(`/api/events/${row.id}/calendar.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="tacos-b-beer-b-and-music.ics"',
    );
    const calendar = parseCalendar(await res.text());
    expect(calendar.zones).toEqual(['America/Chicago']);
    expect(calendar.events).toHaveLength(1);
    const [event] = calendar.events;
    expect(event.uid).toBe(`${row.id}@bcslocal.example`);
    expect(event.summary).toBe('Tacos; <b>beer</b>, and music');
    expect(event.startZone).toBe('America/Chicago');
    expect(event.startWall).toBe(`${localIn(12, '19:00')}:00`);
    expect(event.start.toISOString()).toBe(row.startsAt.toISOString());
    expect(event.end.toISOString()).toBe(row.endsAt?.toISOString());
    expect(event.location).toBe('Downtown Bryan, 500 N Main St, Bryan, TX');
    expect(event.status).toBe('CONFIRMED');

    const missing = await app.request(`/api/events/${crypto.randomUUID()}/calendar.ics`);
    expect(missing.status).toBe(404);
  });

  it('serves /events.ics: published events with stable UIDs, cancelled ones marked', async () => {
    const tag = newTag();
    const kept = await createEventRow(db, { title: `${tag} kept` });
    const calledOff = await createEventRow(db, { title: `${tag} called off`, status: 'cancelled' });
    await createEventRow(db, { title: `${tag} pending`, status: 'pending' });
    await createEventRow(db, {
      title: `${tag} long ago`,
      startsAt: new Date(Date.now() - 60 * DAY),
      endsAt: new Date(Date.now() - 60 * DAY + HOUR),
    });
    const recent = await createEventRow(db, {
      title: `${tag} last week`,
      startsAt: new Date(Date.now() - 7 * DAY),
      endsAt: new Date(Date.now() - 7 * DAY + HOUR),
    });

    const read = async () => {
      const res = await app.request('/events.ics');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      return parseCalendar(await res.text());
    };
    const first = await read();
    expect(first.name).toBe('BCS Local Events');
    const ours = first.events.filter((e) => e.summary.includes(tag));
    expect(ours.map((e) => [e.summary, e.status]).sort()).toEqual([
      [`Cancelled: ${tag} called off`, 'CANCELLED'],
      [`${tag} kept`, 'CONFIRMED'],
      [`${tag} last week`, 'CONFIRMED'],
    ]);
    expect(ours.map((e) => e.uid).sort()).toEqual(
      [kept.id, calledOff.id, recent.id].map((id) => `${id}@bcslocal.example`).sort(),
    );

    // A change keeps the UID and raises the sequence, so calendars replace their copy.
    await db
      .update(localEvents)
      .set({ title: `${tag} kept, moved`, revision: 1 })
      .where(eq(localEvents.id, kept.id));
    const second = (await read()).events.find((e) => e.uid === `${kept.id}@bcslocal.example`);
    expect(second?.summary).toBe(`${tag} kept, moved`);
    expect(second?.sequence).toBe(1);
  });
});
