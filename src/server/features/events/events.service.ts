import type { Db } from '../../db/client.js';
import { countUpcomingEvents, selectUpcomingEvents } from './events.queries.js';

export interface LocalEventItem {
  id: string;
  title: string;
  description: string | null;
  location: string | null;
  city: string | null;
  url: string | null;
  startsAt: Date;
  endsAt: Date | null;
}

/**
 * The Events page (DESIGN decision 13): events that are not over yet, soonest first.
 * One that started an hour ago and runs until tonight is still worth going to.
 */
export async function listUpcomingEvents({
  db,
  limit,
  offset,
  now = new Date(),
}: {
  db: Db;
  limit: number;
  offset: number;
  now?: Date;
}): Promise<{ items: LocalEventItem[]; total: number }> {
  const [items, total] = await Promise.all([
    selectUpcomingEvents(db, { now, limit, offset }),
    countUpcomingEvents(db, now),
  ]);
  return { items, total };
}
