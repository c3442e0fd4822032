import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Category } from '#domain/categories.js';
import type { PageRequest } from '#domain/paging.js';
import type { PlanId } from '#domain/plans.js';
import { basicBusinessColumns } from '../../db/business-columns.js';
import type { Db } from '../../db/client.js';
import { selectTablePage } from '../../db/paging.js';
import {
  businesses,
  businessOwners,
  subscriptionChanges,
  subscriptions,
} from '../../db/schema/index.js';

export interface BusinessListFilter {
  search: string | null;
  category?: Category;
  plan?: PlanId;
}

const ownerEmail = sql<
  string | null
>`(select ${businessOwners.email} from ${businessOwners} where ${businessOwners.businessId} = ${businesses.id} order by ${businessOwners.createdAt} limit 1)`;

export const adminBusinessColumns = {
  ...basicBusinessColumns,
  plan: businesses.plan,
  paymentMethod: businesses.paymentMethod,
  email: businesses.email,
  website: businesses.website,
  adminNotes: businesses.adminNotes,
  speaksSpanish: businesses.speaksSpanish,
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
