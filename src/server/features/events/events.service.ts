import type { LocalEvent } from '#domain/events.js';
import type { Page, PageRequest } from '#domain/paging.js';
import type { Db } from '../../db/client.js';
import { countUpcomingEvents, selectUpcomingEvents } from './events.queries.js';

/**
 * The Events page (DESIGN decision 13): events that are not over yet, soonest first.
 * One that started an hour ago and runs until tonight is still worth going to.
 */
export async function listUpcomingEvents({
  db,
  page,
  now = new Date(),
}: {
  db: Db;
  page: PageRequest;
  now?: Date;
}): Promise<Page<LocalEvent>> {
  const [rows, total] = await Promise.all([
    selectUpcomingEvents(db, { now, ...page }),
    countUpcomingEvents(db, now),
  ]);
  const items = rows.map((row) => ({
    ...row,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
  }));
  return { items, total };
}
