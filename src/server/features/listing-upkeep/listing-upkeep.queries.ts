import { and, count, desc, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Confirmer, ReportStatus } from '#domain/listing-upkeep.js';
import type { PageRequest } from '#domain/paging.js';
import type { Db } from '../../db/client.js';
import { selectOwnerRecipients } from '../../db/owner-recipients.js';
import { selectPage } from '../../db/paging.js';
import { user } from '../../db/schema/auth.js';
import { businesses, businessOwners, businessReports } from '../../db/schema/index.js';

export type NewReport = typeof businessReports.$inferInsert;

export async function insertReport(db: Db, values: NewReport) {
  const [row] = await db
    .insert(businessReports)
    .values(values)
    .returning({ id: businessReports.id });
  return row;
}

const reportColumns = {
  id: businessReports.id,
  businessId: businessReports.businessId,
  businessName: businesses.name,
  businessSlug: businesses.slug,
  businessClosedAt: businesses.closedAt,
  reason: businessReports.reason,
  note: businessReports.note,
  status: businessReports.status,
  createdAt: businessReports.createdAt,
  resolvedAt: businessReports.resolvedAt,
};

export type ReportRow = NonNullable<Awaited<ReturnType<typeof findReport>>>;

export function listReports(db: Db, status: ReportStatus, page: PageRequest) {
  const where = eq(businessReports.status, status);
  const rows = db
    .select(reportColumns)
    .from(businessReports)
    .innerJoin(businesses, eq(businesses.id, businessReports.businessId))
    .where(where)
    .orderBy(desc(businessReports.createdAt), desc(businessReports.id));
  const total = db.select({ total: count() }).from(businessReports).where(where);
  return selectPage(rows, total, page);
}

export async function findReport(db: Db, id: string) {
  const [row] = await db
    .select(reportColumns)
    .from(businessReports)
    .innerJoin(businesses, eq(businesses.id, businessReports.businessId))
    .where(eq(businessReports.id, id));
  return row;
}

/** Decides a new report; undefined when there is no such report or it was decided already. */
export async function decideReport(
  db: Db,
  id: string,
  values: { status: 'resolved' | 'dismissed'; resolvedBy: string },
) {
  const [row] = await db
    .update(businessReports)
    .set({ ...values, resolvedAt: new Date() })
    .where(and(eq(businessReports.id, id), eq(businessReports.status, 'new')))
    .returning({ id: businessReports.id });
  return row;
}

export async function countNewReports(db: Db): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(businessReports)
    .where(eq(businessReports.status, 'new'));
  return row?.total ?? 0;
}

export async function setConfirmed(db: Db, businessId: string, by: Confirmer) {
  const [row] = await db
    .update(businesses)
    .set({ confirmedAt: new Date(), confirmedBy: by })
    .where(eq(businesses.id, businessId))
    .returning({ id: businesses.id, confirmedAt: businesses.confirmedAt });
  return row;
}

/** Marks a business closed (a date) or open again (null); the old value, or undefined when none. */
export async function setClosedAt(db: Db, businessId: string, closedAt: Date | null) {
  const [before] = await db
    .select({ closedAt: businesses.closedAt })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .for('update');
  if (!before) return undefined;
  if ((before.closedAt === null) !== (closedAt === null)) {
    await db.update(businesses).set({ closedAt }).where(eq(businesses.id, businessId));
  }
  return before;
}

const staleSince = (months: number) => sql`now() - make_interval(months => ${months})`;

/** Unclaimed, open listings last confirmed (or, never confirmed, created) `months` ago or more. */
export function listStaleListings(db: Db, months: number, page: PageRequest) {
  const where = and(
    isNull(businesses.closedAt),
    sql`not exists (select 1 from business_owners o where o.business_id = ${businesses.id})`,
    sql`coalesce(${businesses.confirmedAt}, ${businesses.createdAt}) <= ${staleSince(months)}`,
  );
  const rows = db
    .select({
      id: businesses.id,
      slug: businesses.slug,
      name: businesses.name,
      city: businesses.city,
      confirmedAt: businesses.confirmedAt,
      confirmedBy: businesses.confirmedBy,
    })
    .from(businesses)
    .where(where)
    .orderBy(sql`coalesce(${businesses.confirmedAt}, ${businesses.createdAt})`, businesses.id);
  const total = db.select({ total: count() }).from(businesses).where(where);
  return selectPage(rows, total, page);
}

/**
 * Owners of an open listing whose last confirmation, last reminder and own account
 * are all `months` old or more: the reminders due. At most `limit`, longest waiting first.
 */
export function selectOwnersDueReminder(
  db: Db,
  { months, limit }: { months: number; limit: number },
) {
  const since = staleSince(months);
  return selectOwnerRecipients(db)
    .where(
      and(
        isNull(businesses.closedAt),
        lt(businessOwners.createdAt, since),
        or(isNull(businesses.confirmedAt), lt(businesses.confirmedAt, since)),
        or(
          isNull(businessOwners.confirmationRemindedAt),
          lt(businessOwners.confirmationRemindedAt, since),
        ),
      ),
    )
    .orderBy(
      sql`greatest(${businesses.confirmedAt}, ${businessOwners.confirmationRemindedAt}) nulls first`,
      businessOwners.id,
    )
    .limit(limit);
}

/**
 * Claims the reminder for this owner: true only for the one call that finds it still
 * due (a second pass, or a second server racing this one, re-reads the row and gets false).
 */
export async function markReminded(db: Db, ownerId: string, months: number): Promise<boolean> {
  const since = staleSince(months);
  const rows = await db
    .update(businessOwners)
    .set({ confirmationRemindedAt: sql`now()` })
    .where(
      and(
        eq(businessOwners.id, ownerId),
        isNotNull(businessOwners.businessId),
        or(
          isNull(businessOwners.confirmationRemindedAt),
          lt(businessOwners.confirmationRemindedAt, since),
        ),
      ),
    )
    .returning({ id: businessOwners.id });
  return rows.length > 0;
}

/** The owner's listing, for the reminder's link (its row locked with `lock`); undefined when none. */
export async function findOwnerListing(db: Db, ownerId: string, { lock = false } = {}) {
  const query = db
    .select({
      ownerId: businessOwners.id,
      remindedAt: businessOwners.confirmationRemindedAt,
      language: user.language,
      businessId: businesses.id,
      name: businesses.name,
      confirmedAt: businesses.confirmedAt,
      confirmedBy: businesses.confirmedBy,
    })
    .from(businessOwners)
    .innerJoin(businesses, eq(businesses.id, businessOwners.businessId))
    .leftJoin(user, eq(user.id, businessOwners.authUserId))
    .where(eq(businessOwners.id, ownerId));
  const [row] = lock ? await query.for('update', { of: businesses }) : await query;
  return row;
}
