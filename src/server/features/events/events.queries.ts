import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AdminEventTab, EventStatus } from '#domain/events.js';
import type { PageRequest } from '#domain/paging.js';
import type { PlanId } from '#domain/plans.js';
import { businessLabel } from '../../db/business-columns.js';
import type { Db } from '../../db/client.js';
import { selectPage, selectTablePage } from '../../db/paging.js';
import { lockRow } from '../../db/rows.js';
import { businesses, businessPhotos, localEvents } from '../../db/schema/index.js';

export type EventRow = typeof localEvents.$inferSelect;
export type NewEventRow = typeof localEvents.$inferInsert;

/** An event with what its cards show of its organizer and its photo. */
const withOrganizer = {
  event: localEvents,
  ...businessLabel,
  // Only a photo that is (still) approved is shown; its public address.
  photoUrl: sql<
    string | null
  >`case when ${businessPhotos.approvalStatus} = 'approved' then ${businessPhotos.filePath} end`,
};
export type EventWithOrganizer = {
  event: EventRow;
  businessName: string | null;
  businessSlug: string | null;
  photoUrl: string | null;
};

function selectWithOrganizer(db: Db) {
  return db
    .select(withOrganizer)
    .from(localEvents)
    .leftJoin(businesses, eq(businesses.id, localEvents.businessId))
    .leftJoin(businessPhotos, eq(businessPhotos.id, localEvents.photoId));
}

/** Not over at `now`: it ends later, or (without an end) starts later or is running today. */
export function notOver(now: Date): SQL {
  return sql`coalesce(${localEvents.endsAt}, ${localEvents.startsAt}) >= ${now}`;
}

/**
 * Published: approved, or cancelled after it was (visitors and calendars are told),
 * by BCS Local or by a business whose plan still includes events.
 */
export function publishedCondition(eventPlans: PlanId[]): SQL {
  return and(
    or(
      eq(localEvents.status, 'approved'),
      and(eq(localEvents.status, 'cancelled'), sql`${localEvents.approvedAt} is not null`),
    ),
    or(isNull(localEvents.businessId), inArray(businesses.plan, eventPlans)),
  ) as SQL;
}

export interface PublicEventFilter {
  now: Date;
  eventPlans: PlanId[];
  /** Lower-cased. */
  city?: string;
  /** Starts at or after. */
  from?: Date;
  /** Starts before. */
  before?: Date;
  businessId?: string;
}

function publicWhere(filter: PublicEventFilter): SQL {
  const conditions: SQL[] = [publishedCondition(filter.eventPlans), notOver(filter.now)];
  if (filter.city) conditions.push(sql`lower(${localEvents.city}) = ${filter.city}`);
  if (filter.from) {
    // An event that started before the range and still runs in it belongs to it too.
    conditions.push(
      sql`coalesce(${localEvents.endsAt}, ${localEvents.startsAt}) >= ${filter.from}`,
    );
  }
  if (filter.before) conditions.push(lt(localEvents.startsAt, filter.before));
  if (filter.businessId) conditions.push(eq(localEvents.businessId, filter.businessId));
  return and(...conditions) as SQL;
}

/** One page of published events that are not over, soonest first, and the total. */
export async function selectPublicEvents(db: Db, filter: PublicEventFilter, page: PageRequest) {
  const where = publicWhere(filter);
  return selectPage(
    selectWithOrganizer(db)
      .where(where)
      .orderBy(asc(localEvents.startsAt), asc(localEvents.title), asc(localEvents.id)),
    db
      .select({ total: count() })
      .from(localEvents)
      .leftJoin(businesses, eq(businesses.id, localEvents.businessId))
      .where(where),
    page,
  );
}

/** A published event, over or not. */
export async function findPublishedEvent(db: Db, id: string, eventPlans: PlanId[]) {
  const [row] = await selectWithOrganizer(db).where(
    and(eq(localEvents.id, id), publishedCondition(eventPlans)),
  );
  return row ?? null;
}

/** Any event with its organizer (owner and admin views). */
export async function findEvent(db: Db, id: string): Promise<EventWithOrganizer | null> {
  const [row] = await selectWithOrganizer(db).where(eq(localEvents.id, id));
  return row ?? null;
}

/** The event, locked until the transaction ends: decisions, edits and cancels queue here. */
export async function lockEvent(tx: Db, id: string): Promise<EventRow | null> {
  return lockRow(tx, localEvents, eq(localEvents.id, id));
}

/** Which of a business's events to count: those in `statuses`, except `exceptId`. */
interface EventsOf {
  businessId: string;
  statuses: readonly EventStatus[];
  exceptId?: string;
}

/** The business's events in `statuses` that also meet `when`, except `exceptId`. */
async function countEventsOf(tx: Db, { businessId, statuses, exceptId }: EventsOf, when: SQL) {
  return tx.$count(
    localEvents,
    and(
      eq(localEvents.businessId, businessId),
      inArray(localEvents.status, [...statuses]),
      when,
      exceptId ? ne(localEvents.id, exceptId) : undefined,
    ),
  );
}

/** The business's events in `statuses` starting in [start, end), except `exceptId`. */
export async function countEventsStarting(
  tx: Db,
  { start, end, ...events }: EventsOf & { start: Date; end: Date },
): Promise<number> {
  return countEventsOf(
    tx,
    events,
    and(gte(localEvents.startsAt, start), lt(localEvents.startsAt, end)) as SQL,
  );
}

/** The business's events in `statuses` that are not over at `now`, except `exceptId`. */
export async function countUpcomingEventsOf(
  tx: Db,
  { now, ...events }: EventsOf & { now: Date },
): Promise<number> {
  return countEventsOf(tx, events, notOver(now));
}

/** The business's approved photo with this id, or null. */
export async function findApprovedPhotoOf(db: Db, businessId: string, photoId: string) {
  const [row] = await db
    .select({ id: businessPhotos.id })
    .from(businessPhotos)
    .where(
      and(
        eq(businessPhotos.id, photoId),
        eq(businessPhotos.businessId, businessId),
        eq(businessPhotos.approvalStatus, 'approved'),
      ),
    );
  return row ?? null;
}

export async function insertEvent(tx: Db, values: NewEventRow): Promise<EventRow> {
  const [row] = await tx.insert(localEvents).values(values).returning();
  return row;
}

export async function updateEvent(tx: Db, id: string, values: Partial<NewEventRow>) {
  await tx
    .update(localEvents)
    .set({ ...values, revision: sql`${localEvents.revision} + 1` })
    .where(eq(localEvents.id, id));
}

/** A business's events, soonest start last (newest plans first). */
export async function listEventsOfBusiness(db: Db, businessId: string) {
  return selectWithOrganizer(db)
    .where(eq(localEvents.businessId, businessId))
    .orderBy(desc(localEvents.startsAt), asc(localEvents.id));
}

/** Events of one status for the admin, the oldest submission first while pending. */
export async function listEventsByStatus(db: Db, status: AdminEventTab, page: PageRequest) {
  const where = eq(localEvents.status, status);
  const direction = status === 'pending' ? asc : desc;
  const order = [direction(localEvents.updatedAt), asc(localEvents.id)];
  return selectTablePage(
    db,
    { rows: selectWithOrganizer(db), table: localEvents, where, order },
    page,
  );
}

export async function countEventsByStatus(db: Db): Promise<Map<EventStatus, number>> {
  const rows = await db
    .select({ status: localEvents.status, n: count() })
    .from(localEvents)
    .groupBy(localEvents.status);
  return new Map(rows.map((r) => [r.status, r.n]));
}

/** Every published, upcoming event's id and last change, for the sitemap. */
export async function listPublishedEventEntries(db: Db, now: Date, eventPlans: PlanId[]) {
  return db
    .select({ id: localEvents.id, updatedAt: localEvents.updatedAt })
    .from(localEvents)
    .leftJoin(businesses, eq(businesses.id, localEvents.businessId))
    .where(and(publishedCondition(eventPlans), eq(localEvents.status, 'approved'), notOver(now)))
    .orderBy(asc(localEvents.startsAt));
}
