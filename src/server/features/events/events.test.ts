import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { LocalEvent as EventItem } from '#domain/events.js';
import type { Db } from '../../db/client.js';
import { localEvents } from '../../db/schema/index.js';
import { createTestContext } from '../../test/test-app.js';

const { app, database } = await createTestContext();
const db = database.db;
// A second database that only ever holds past events.
const empty = await createTestContext();

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Inserts events titled "<tag> <name>", starting `startIn` ms from now. */
async function createEvents(
  target: Db,
  tag: string,
  events: { name: string; startIn: number; endIn?: number }[],
) {
  const now = Date.now();
  await target.insert(localEvents).values(
    events.map((e) => ({
      title: `${tag} ${e.name}`,
      description: 'Something to do in town.',
      location: '500 N Main St',
      city: 'Bryan',
      url: 'https://example.com/event',
      startsAt: new Date(now + e.startIn),
      endsAt: e.endIn === undefined ? null : new Date(now + e.endIn),
    })),
  );
}

async function list(query = '') {
  const res = await app.request(`/api/events${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as { items: EventItem[]; total: number };
}

function tagged(items: EventItem[], tag: string): string[] {
  return items
    .filter((e) => e.title.startsWith(`${tag} `))
    .map((e) => e.title.slice(tag.length + 1));
}

const newTag = () => `t${randomBytes(3).toString('hex')}`;

describe('GET /api/events', () => {
  it('lists events that are not over yet, soonest first', async () => {
    const tag = newTag();
    await createEvents(db, tag, [
      { name: 'next month', startIn: 30 * DAY, endIn: 30 * DAY + 2 * HOUR },
      { name: 'ended yesterday', startIn: -DAY - 2 * HOUR, endIn: -DAY },
      { name: 'started yesterday, no end', startIn: -DAY },
      { name: 'tomorrow', startIn: DAY },
      { name: 'running now', startIn: -HOUR, endIn: 2 * HOUR },
      { name: 'in three days', startIn: 3 * DAY, endIn: 3 * DAY + HOUR },
    ]);
    const page = await list();
    expect(tagged(page.items, tag)).toEqual([
      'running now',
      'tomorrow',
      'in three days',
      'next month',
    ]);
    const starts = page.items.map((e) => Date.parse(e.startsAt));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(page.total).toBe(page.items.length);
  });

  it('answers each event with its details', async () => {
    const tag = newTag();
    await createEvents(db, tag, [{ name: 'market', startIn: 2 * DAY, endIn: 2 * DAY + 4 * HOUR }]);
    const event = (await list()).items.find((e) => e.title === `${tag} market`);
    expect(event).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      title: `${tag} market`,
      description: 'Something to do in town.',
      location: '500 N Main St',
      city: 'Bryan',
      url: 'https://example.com/event',
      startsAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      endsAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(Date.parse(event?.endsAt ?? '') - Date.parse(event?.startsAt ?? '')).toBe(4 * HOUR);
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
    ['?limit=abc', 'Limit must be a whole number from 1 to 100.'],
    ['?offset=-1', 'Offset must be a whole number of 0 or more.'],
  ])('refuses %s with a clear message', async (query, message) => {
    const res = await app.request(`/api/events${query}`);
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(message);
  });

  it('answers an empty page when no event is coming', async () => {
    await createEvents(empty.database.db, newTag(), [
      { name: 'last week', startIn: -7 * DAY, endIn: -7 * DAY + HOUR },
    ]);
    const res = await empty.app.request('/api/events');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ items: [], total: 0 });
  });
});
