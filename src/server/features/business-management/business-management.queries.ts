import { and, asc, desc, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Category } from '#domain/categories.js';
import type { GeocodeProblem } from '#domain/geocoding.js';
import type { PageRequest } from '#domain/paging.js';
import type { PlanId } from '#domain/plans.js';
import { basicBusinessColumns } from '../../db/business-columns.js';
import type { Db } from '../../db/client.js';
import { selectTablePage } from '../../db/paging.js';
import {
  businesses,
  businessOwners,
  changeRequests,
  emailOutbox,
  securityEvents,
  session,
  subscriptionChanges,
  subscriptions,
  user,
} from '../../db/schema/index.js';
import { geocodeProblemCondition } from '../geocoding/geocoding.service.js';

export interface BusinessListFilter {
  search: string | null;
  category?: Category;
  plan?: PlanId;
  geocode?: GeocodeProblem;
}

/**
 * The first owner's e-mail. The subquery names both tables itself: drizzle writes a
 * one-table select's columns bare, so `business_id = "id"` compared the owner row with
 * its own id and the admins' list never showed an owner.
 */
const ownerEmail = sql<
  string | null
>`(select o.email from ${businessOwners} o where o.business_id = ${businesses}.id order by o.created_at limit 1)`;

export const adminBusinessColumns = {
  ...basicBusinessColumns,
  plan: businesses.plan,
  paymentMethod: businesses.paymentMethod,
  email: businesses.email,
  website: businesses.website,
  adminNotes: businesses.adminNotes,
  speaksSpanish: businesses.speaksSpanish,
  hours: businesses.hours,
  latitude: businesses.latitude,
  longitude: businesses.longitude,
  ownerEmail,
  createdAt: businesses.createdAt,
};

/** A typed term matches itself: % and _ are not wildcards. */
const likeTerm = (term: string) => `%${term.replace(/[\\%_]/g, '\\$&')}%`;

/** The Businesses tab's filters as conditions: the list and the export share them. */
export function businessFilterConditions(filter: BusinessListFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.search) {
    const term = likeTerm(filter.search);
    conditions.push(
      sql`(${businesses.name} ilike ${term} or ${businesses.city} ilike ${term} or ${businesses.category} ilike ${term})`,
    );
  }
  if (filter.category) conditions.push(eq(businesses.category, filter.category));
  if (filter.plan) conditions.push(eq(businesses.plan, filter.plan));
  if (filter.geocode) conditions.push(geocodeProblemCondition(filter.geocode));
  return conditions;
}

export async function listBusinesses(db: Db, filter: BusinessListFilter, page: PageRequest) {
  const conditions = businessFilterConditions(filter);
  const where = conditions.length ? and(...conditions) : undefined;
  const rows = db.select(adminBusinessColumns).from(businesses);
  const order = [asc(businesses.name), asc(businesses.id)];
  return selectTablePage(db, { rows, table: businesses, where, order }, page);
}

export async function findAdminBusiness(db: Db, id: string) {
  const [row] = await db.select(adminBusinessColumns).from(businesses).where(eq(businesses.id, id));
  return row;
}

export async function findOwnerIdOfBusiness(db: Db, businessId: string) {
  const [row] = await db
    .select({ id: businessOwners.id })
    .from(businessOwners)
    .where(eq(businessOwners.businessId, businessId))
    .orderBy(asc(businessOwners.createdAt))
    .limit(1);
  return row?.id ?? null;
}

/** The business's newest subscription takes the new plan; a business without one gets one. */
/**
 * The plan an admin set by hand becomes the business's current subscription. A
 * subscription paid online is left as it was (its provider still bills it) and a
 * new manual row supersedes it, so the provider's later events no longer set the plan.
 */
export async function setSubscriptionPlan(
  tx: Db,
  values: { businessId: string; businessOwnerId: string | null; plan: PlanId },
) {
  const [current] = await tx
    .select({ id: subscriptions.id, providerId: subscriptions.stripeSubscriptionId })
    .from(subscriptions)
    .where(eq(subscriptions.businessId, values.businessId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(1);
  if (current && !current.providerId) {
    await tx
      .update(subscriptions)
      .set({ planType: values.plan, status: 'active' })
      .where(eq(subscriptions.id, current.id));
  } else {
    await tx.insert(subscriptions).values({
      businessId: values.businessId,
      businessOwnerId: values.businessOwnerId,
      planType: values.plan,
      status: 'active',
    });
  }
}

export async function insertSubscriptionChange(
  tx: Db,
  values: typeof subscriptionChanges.$inferInsert,
) {
  const [row] = await tx.insert(subscriptionChanges).values(values).returning();
  return row;
}

export async function deleteBusinessById(tx: Db, id: string) {
  const [row] = await tx
    .delete(businesses)
    .where(eq(businesses.id, id))
    .returning({ id: businesses.id, name: businesses.name, slug: businesses.slug });
  return row;
}

// ---- Erasing an owner's account (issue 30 point 5) ----

/** The owner account the Businesses tab shows for a business (its first owner), with its user. */
export async function findOwnerAccountOfBusiness(tx: Db, businessId: string) {
  const [row] = await tx
    .select({
      ownerId: businessOwners.id,
      userId: businessOwners.authUserId,
      email: businessOwners.email,
      userType: user.userType,
    })
    .from(businessOwners)
    .leftJoin(user, eq(user.id, businessOwners.authUserId))
    .where(eq(businessOwners.businessId, businessId))
    .orderBy(asc(businessOwners.createdAt))
    .limit(1)
    .for('update', { of: businessOwners });
  return row ?? null;
}

/** Whether the business has a subscription its payment provider will bill again. */
export async function hasRenewingProviderSubscription(tx: Db, businessId: string) {
  const rows = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.businessId, businessId),
        isNotNull(subscriptions.stripeSubscriptionId),
        inArray(subscriptions.status, ['active', 'trialing', 'past_due']),
        eq(subscriptions.cancelAtPeriodEnd, false),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Deletes what is the person's: their claims (with their name, e-mail and phone), the
 * mail to their address, their owner row and their user (with its sessions, password
 * and two-factor secret, which cascade); their lines in the security log keep the
 * action and lose the address, browser and e-mail. The business's plan history and
 * subscriptions stay, no longer tied to anyone. Returns how many of each went.
 */
export async function eraseOwnerRows(
  tx: Db,
  owner: { ownerId: string; userId: string | null; email: string },
) {
  const email = owner.email.toLowerCase();
  const claims = await tx
    .delete(changeRequests)
    .where(
      and(
        eq(changeRequests.changeType, 'business_claim'),
        or(
          eq(changeRequests.businessOwnerId, owner.ownerId),
          sql`lower(${changeRequests.newData}->>'owner_email') = ${email}`,
        ),
      ),
    )
    .returning({ id: changeRequests.id });
  const emails = await tx
    .delete(emailOutbox)
    .where(sql`lower(${emailOutbox.toAddress}) = ${email}`)
    .returning({ id: emailOutbox.id });
  const aboutThem = [sql`lower(${securityEvents.metadata}->>'email') = ${email}`];
  if (owner.userId) {
    aboutThem.push(
      eq(securityEvents.actorUserId, owner.userId),
      and(
        eq(securityEvents.resourceType, 'user'),
        eq(securityEvents.resourceId, owner.userId),
      ) as SQL,
    );
  }
  const scrubbed = await tx
    .update(securityEvents)
    .set({ ipAddress: null, userAgent: null, metadata: sql`${securityEvents.metadata} - 'email'` })
    .where(or(...aboutThem))
    .returning({ id: securityEvents.id });
  // Kept for the business's revenue history, without the person.
  await tx
    .update(subscriptionChanges)
    .set({ businessOwnerId: null })
    .where(eq(subscriptionChanges.businessOwnerId, owner.ownerId));
  let sessions: { id: string }[] = [];
  if (owner.userId) {
    sessions = await tx
      .delete(session)
      .where(eq(session.userId, owner.userId))
      .returning({ id: session.id });
  }
  await tx.delete(businessOwners).where(eq(businessOwners.id, owner.ownerId));
  if (owner.userId) await tx.delete(user).where(eq(user.id, owner.userId));
  return {
    sessions: sessions.length,
    claims: claims.length,
    emails: emails.length,
    securityEvents: scrubbed.length,
  };
}

/**
 * The businesses whose opening_hours kept a note: the part of the text not read
 * (issue 29), the first 500 by name, and how many there are.
 */
export async function listUnreadHoursRows(db: Db) {
  const unread = sql`${businesses.openingHours}->>'note' is not null`;
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(businesses)
    .where(unread);
  const items = await db
    .select({
      ...basicBusinessColumns,
      hours: sql<string>`coalesce(${businesses.hours}, '')`,
      note: sql<string>`${businesses.openingHours}->>'note'`,
    })
    .from(businesses)
    .where(unread)
    .orderBy(asc(businesses.name))
    .limit(500);
  return { items, total };
}
