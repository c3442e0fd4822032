import { asc, count, gte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { localEvents } from '../../db/schema/index.js';

/** Events not over yet at `now`: starting later, or started and still running. */
function notOver(now: Date) {
  return or(gte(localEvents.startsAt, now), gte(localEvents.endsAt, now));
}

export async function selectUpcomingEvents(
  db: Db,
  { now, limit, offset }: { now: Date; limit: number; offset: number },
) {
  return db
    .select({
      id: localEvents.id,
      title: localEvents.title,
      description: localEvents.description,
      location: localEvents.location,
      city: localEvents.city,
      url: localEvents.url,
      startsAt: localEvents.startsAt,
      endsAt: localEvents.endsAt,
    })
    .from(localEvents)
    .where(notOver(now))
    .orderBy(asc(localEvents.startsAt), asc(localEvents.title), asc(localEvents.id))
    .limit(limit)
    .offset(offset);
}

export async function countUpcomingEvents(db: Db, now: Date): Promise<number> {
  const [row] = await db.select({ total: count() }).from(localEvents).where(notOver(now));
  return row.total;
}
