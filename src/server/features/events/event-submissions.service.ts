/**
 * Events as their owners and the admins run them (issue 26 point 1), like job
 * postings: a plan with events may submit them, each waits for an admin, every status
 * move follows EVENT_TRANSITIONS (src/domain/events.ts), every write has its audit row.
 *
 * The allowance (eventsPerMonth of the plan, counted by each event's start month in
 * College Station) and the cap of EVENT_MAX_UPCOMING are checked with the business's
 * row locked, so two submissions at once (two tabs) take turns: one is saved, the
 * other finds the month taken.
 */
import type { EventFields } from '#domain/event-schemas.js';
import {
  ADMIN_EVENT_ACTION_MESSAGES,
  ADMIN_EVENT_TABS,
  type AdminEventList,
  type AdminEventTab,
  canEventTransition,
  EDITABLE_EVENT_STATUSES,
  EVENT_MAX_UPCOMING,
  EVENT_STATUSES_IN_QUOTA,
  eventMessages,
  eventTransitionRefusal,
  type ManagedEvent,
  monthTakenMessage,
  type OwnerEvents,
} from '#domain/events.js';
import { PLANS, planOf } from '#domain/plans.js';
import { instantOfLocal, localMonthBounds, localMonthOf } from '#domain/time.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/app-error.js';
import { assertCan, type SessionUser } from '../../platform/auth/guards.js';
import type { ActorRequest, ListRequest, RequestMeta } from '../../platform/request-context.js';
import { reviewQueuePage } from '../../platform/review-queue.js';
import { logAdminAction, logUserAction } from '../../platform/security-log.js';
import { findBusinessRowById, lockBusiness } from '../businesses/businesses.service.js';
import { requireOwnBusiness } from '../portal/portal.service.js';
import {
  countEventsByStatus,
  countEventsStarting,
  countUpcomingEventsOf,
  type EventRow,
  findApprovedPhotoOf,
  findEvent,
  insertEvent,
  listEventsByStatus,
  listEventsOfBusiness,
  lockEvent,
  updateEvent,
} from './events.queries.js';
import { toManagedEvent } from './events.service.js';

interface Context {
  db: Db;
  meta: RequestMeta;
  actor: SessionUser;
  /** The clock; tests pass their own. */
  now?: Date;
}

function invalid(field: 'startsAt' | 'endsAt' | 'photoId', message: string): AppError {
  return new AppError('validation', message, { [field]: message });
}

/** The input's times as instants; the start must be ahead. */
function timesOf(input: EventFields, now: Date) {
  const startsAt = instantOfLocal(input.startsAt);
  const endsAt = instantOfLocal(input.endsAt);
  // The schema has already refused what is no time; this keeps the types honest.
  if (!startsAt) throw invalid('startsAt', eventMessages.dateTime);
  if (!endsAt) throw invalid('endsAt', eventMessages.dateTime);
  if (startsAt <= now) throw invalid('startsAt', eventMessages.startInPast);
  return { startsAt, endsAt };
}

function ownerLog(ctx: Context, action: string, event: { id: string }, metadata: object) {
  return (tx: Db) =>
    logUserAction(tx, ctx, {
      action,
      resourceType: 'event',
      resourceId: event.id,
      metadata: { ...metadata },
    });
}

/**
 * The business's plan, its row locked for the rest of the transaction: two submissions
 * of one business take turns, so both cannot find its month free.
 */
async function lockOwnBusiness(tx: Db, businessId: string) {
  const business = await lockBusiness({ db: tx, id: businessId, strength: 'no key update' });
  if (!business) throw new AppError('not_found', eventMessages.businessNotFound);
  return business;
}

/**
 * With the business locked: the plan includes events, the photo is the business's
 * and approved, the start month has room, and the business has fewer than
 * EVENT_MAX_UPCOMING events to come. `exceptId` leaves out the event being edited.
 */
async function checkAllowance(
  tx: Db,
  {
    business,
    input,
    startsAt,
    now,
    exceptId,
  }: {
    business: { id: string; plan: string };
    input: EventFields;
    startsAt: Date;
    now: Date;
    exceptId?: string;
  },
) {
  const businessId = business.id;
  const plan = planOf(business.plan);
  if (plan.eventsPerMonth < 1) throw new AppError('forbidden', eventMessages.planRequired);
  if (input.photoId && !(await findApprovedPhotoOf(tx, businessId, input.photoId))) {
    throw invalid('photoId', eventMessages.photoNotFound);
  }
  const month = localMonthOf(startsAt);
  const { start, end } = localMonthBounds(month);
  const inMonth = await countEventsStarting(tx, {
    businessId,
    statuses: EVENT_STATUSES_IN_QUOTA,
    start,
    end,
    exceptId,
  });
  if (inMonth >= plan.eventsPerMonth) {
    throw new AppError('conflict', monthTakenMessage(month, business.plan));
  }
  const upcoming = await countUpcomingEventsOf(tx, {
    businessId,
    statuses: EVENT_STATUSES_IN_QUOTA,
    now,
    exceptId,
  });
  if (upcoming >= EVENT_MAX_UPCOMING) throw new AppError('conflict', eventMessages.tooMany);
}

function rowOf(input: EventFields, times: { startsAt: Date; endsAt: Date }) {
  return {
    title: input.title,
    description: input.description,
    location: input.venue,
    address: input.address,
    city: input.city,
    url: input.url,
    photoId: input.photoId,
    priceCents: input.priceCents,
    startsAt: times.startsAt,
    endsAt: times.endsAt,
  };
}

async function managedEvent(db: Db, id: string): Promise<ManagedEvent> {
  const row = await findEvent(db, id);
  if (!row) throw new AppError('not_found', eventMessages.notFound);
  return toManagedEvent(row);
}

/** The owner's event, or not found (another business's event is answered as missing). */
async function requireOwnEvent(ctx: Context, id: string): Promise<{ businessId: string }> {
  assertCan(ctx.actor, 'manage:event:own');
  const { businessId } = await requireOwnBusiness(ctx.db, ctx.actor);
  const row = await findEvent(ctx.db, id);
  if (!row || row.event.businessId !== businessId) {
    throw new AppError('not_found', eventMessages.notFound);
  }
  return { businessId };
}

function isOver(event: EventRow, now: Date): boolean {
  return (event.endsAt ?? event.startsAt) < now;
}

// ---- The owner ----

export async function listOwnEvents({ db, actor }: ActorRequest): Promise<OwnerEvents> {
  assertCan(actor, 'manage:event:own');
  const { businessId } = await requireOwnBusiness(db, actor);
  const business = await findBusinessRowById({ db, id: businessId });
  const rows = await listEventsOfBusiness(db, businessId);
  return {
    items: rows.map(toManagedEvent),
    eventsPerMonth: planOf(business?.plan).eventsPerMonth,
    upgradePlan: PLANS.texas_gold.marketingName,
  };
}

/** A new event, pending review. */
export async function createOwnEvent(
  ctx: Context & { input: EventFields },
): Promise<{ message: string; event: ManagedEvent }> {
  assertCan(ctx.actor, 'manage:event:own');
  const { businessId } = await requireOwnBusiness(ctx.db, ctx.actor);
  const now = ctx.now ?? new Date();
  const times = timesOf(ctx.input, now);
  const id = await ctx.db.transaction(async (tx) => {
    const business = await lockOwnBusiness(tx, businessId);
    await checkAllowance(tx, { business, input: ctx.input, startsAt: times.startsAt, now });
    const event = await insertEvent(tx, {
      ...rowOf(ctx.input, times),
      businessId,
      status: 'pending',
    });
    await ownerLog(ctx, 'event_submitted', event, {
      businessId,
      month: localMonthOf(times.startsAt),
    })(tx);
    return event.id;
  });
  return { message: eventMessages.submitted, event: await managedEvent(ctx.db, id) };
}

/** Saves the owner's edit; the event goes (back) to review. */
export async function updateOwnEvent(
  ctx: Context & { id: string; input: EventFields },
): Promise<{ message: string; event: ManagedEvent }> {
  const { businessId } = await requireOwnEvent(ctx, ctx.id);
  const now = ctx.now ?? new Date();
  const times = timesOf(ctx.input, now);
  await ctx.db.transaction(async (tx) => {
    // The business first, then the event: a writer that takes both takes them in this order.
    const business = await lockOwnBusiness(tx, businessId);
    const before = await lockEvent(tx, ctx.id);
    if (!before) throw new AppError('not_found', eventMessages.notFound);
    if (!EDITABLE_EVENT_STATUSES.includes(before.status)) {
      throw new AppError('conflict', eventMessages.notEditable(before.status));
    }
    if (isOver(before, now)) throw new AppError('conflict', eventMessages.ended);
    await checkAllowance(tx, {
      business,
      input: ctx.input,
      startsAt: times.startsAt,
      now,
      exceptId: ctx.id,
    });
    await updateEvent(tx, ctx.id, {
      ...rowOf(ctx.input, times),
      status: 'pending',
      approvedAt: null,
    });
    await ownerLog(ctx, 'event_updated', before, {
      businessId,
      statusBefore: before.status,
      month: localMonthOf(times.startsAt),
    })(tx);
  });
  return { message: eventMessages.updated, event: await managedEvent(ctx.db, ctx.id) };
}

/** Cancels a pending or published event; a published one stays listed, marked cancelled. */
export async function cancelOwnEvent(
  ctx: Context & { id: string },
): Promise<{ message: string; event: ManagedEvent }> {
  const { businessId } = await requireOwnEvent(ctx, ctx.id);
  const now = ctx.now ?? new Date();
  await ctx.db.transaction(async (tx) => {
    const before = await lockEvent(tx, ctx.id);
    if (!before) throw new AppError('not_found', eventMessages.notFound);
    if (!canEventTransition(before.status, 'cancelled', 'owner')) {
      throw new AppError('conflict', eventTransitionRefusal(before.status, 'cancelled'));
    }
    if (isOver(before, now)) throw new AppError('conflict', eventMessages.ended);
    await updateEvent(tx, ctx.id, { status: 'cancelled' });
    await ownerLog(ctx, 'event_cancelled', before, { businessId, statusBefore: before.status })(tx);
  });
  return { message: eventMessages.cancelled, event: await managedEvent(ctx.db, ctx.id) };
}

// ---- The admin ----

export async function listEventsForAdmin({
  db,
  actor,
  filter: { status },
  page,
}: ListRequest<{ status: AdminEventTab }>): Promise<AdminEventList> {
  assertCan(actor, 'manage:event:any');
  return reviewQueuePage({
    tabs: ADMIN_EVENT_TABS,
    page: listEventsByStatus(db, status, page),
    counts: countEventsByStatus(db),
    toItem: toManagedEvent,
  });
}

/**
 * Approve, reject or take down: the admin's moves of the table, with the note and the
 * audit row. Two admins deciding at once take turns on the event's row; the second
 * finds it decided and is refused.
 */
export async function decideEvent(
  ctx: Context & {
    id: string;
    status: 'approved' | 'rejected' | 'cancelled';
    notes: string | null;
  },
): Promise<{ message: string; event: ManagedEvent }> {
  assertCan(ctx.actor, 'manage:event:any');
  await ctx.db.transaction(async (tx) => {
    const before = await lockEvent(tx, ctx.id);
    if (!before) throw new AppError('not_found', eventMessages.notFound);
    if (!canEventTransition(before.status, ctx.status, 'admin')) {
      throw new AppError('conflict', eventTransitionRefusal(before.status, ctx.status));
    }
    await updateEvent(tx, ctx.id, {
      status: ctx.status,
      adminNotes: ctx.notes,
      reviewedBy: ctx.actor.id,
      ...(ctx.status === 'approved' ? { approvedAt: new Date() } : {}),
    });
    await logAdminAction(tx, ctx.meta, {
      action: 'admin_event_status_changed',
      actorUserId: ctx.actor.id,
      resourceType: 'event',
      resourceId: ctx.id,
      before: { status: before.status, adminNotes: before.adminNotes },
      after: { status: ctx.status, adminNotes: ctx.notes },
      metadata: { businessId: before.businessId },
    });
  });
  return {
    message: ADMIN_EVENT_ACTION_MESSAGES[ctx.status].done,
    event: await managedEvent(ctx.db, ctx.id),
  };
}
