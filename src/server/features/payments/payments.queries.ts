import { and, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Language } from '#domain/languages.js';
import { ownerContactColumns } from '../../db/business-columns.js';
import type { Db } from '../../db/client.js';
import { lockRow } from '../../db/rows.js';
import {
  businesses,
  businessOwners,
  checkoutSessions,
  subscriptionChanges,
  subscriptions,
  user,
  webhookEvents,
} from '../../db/schema/index.js';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;

/** Records the event id; false when it was already recorded (a duplicate delivery). */
export async function recordWebhookEvent(tx: Db, id: string, type: string): Promise<boolean> {
  const rows = await tx
    .insert(webhookEvents)
    .values({ id, type })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id });
  return rows.length > 0;
}

export async function insertCheckoutSession(db: Db, values: typeof checkoutSessions.$inferInsert) {
  const [row] = await db.insert(checkoutSessions).values(values).returning();
  return row;
}

export async function findCheckoutSession(db: Db, id: string): Promise<CheckoutSessionRow | null> {
  const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
  return row ?? null;
}

/** Moves an open session to `status`; false when it was no longer open. */
export async function closeCheckoutSession(
  db: Db,
  id: string,
  status: string,
  customerId?: string,
) {
  const rows = await db
    .update(checkoutSessions)
    .set({ status, ...(customerId ? { stripeCustomerId: customerId } : {}) })
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'open')))
    .returning({ id: checkoutSessions.id });
  return rows.length > 0;
}

export async function lockSubscriptionByProviderId(tx: Db, providerId: string) {
  return lockRow(tx, subscriptions, eq(subscriptions.stripeSubscriptionId, providerId));
}

export async function insertSubscription(tx: Db, values: typeof subscriptions.$inferInsert) {
  const [row] = await tx.insert(subscriptions).values(values).returning();
  return row;
}

export async function updateSubscription(
  tx: Db,
  id: string,
  values: Partial<typeof subscriptions.$inferInsert>,
) {
  await tx.update(subscriptions).set(values).where(eq(subscriptions.id, id));
}

/**
 * The business's current subscription: the newest one. A plan an admin set by hand
 * starts a new row, so it supersedes an older provider subscription.
 */
export async function latestSubscription(
  db: Db,
  businessId: string,
): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.businessId, businessId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(1);
  return row ?? null;
}

/**
 * The customer id an earlier subscription or checkout of the business used at this
 * provider (one customer per business). Test provider ids start with `cus_test_`,
 * so a switch to Stripe never hands Stripe a made-up customer.
 */
export async function customerOfBusiness(
  db: Db,
  businessId: string,
  provider: 'stripe' | 'test',
): Promise<string | null> {
  return (
    (await latestCustomerIn(db, subscriptions, businessId, provider)) ||
    latestCustomerIn(db, checkoutSessions, businessId, provider)
  );
}

/** The newest customer id the business used at this provider, in one table that keeps them. */
async function latestCustomerIn(
  db: Db,
  table: typeof subscriptions | typeof checkoutSessions,
  businessId: string,
  provider: 'stripe' | 'test',
): Promise<string | null> {
  const pattern = 'cus\\_test\\_%';
  const customer = table.stripeCustomerId;
  const [row] = await db
    .select({ customer })
    .from(table)
    .where(
      and(
        eq(table.businessId, businessId),
        isNotNull(customer),
        provider === 'test'
          ? sql`${customer} like ${pattern}`
          : sql`${customer} not like ${pattern}`,
      ),
    )
    .orderBy(desc(table.createdAt))
    .limit(1);
  return row?.customer ?? null;
}

export async function findBusinessPlan(db: Db, businessId: string) {
  const [row] = await db
    .select({ plan: businesses.plan, paymentMethod: businesses.paymentMethod })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row ?? null;
}

/** The owner of a business, with the language of their account (their e-mails'). */
export async function ownerOfBusiness(db: Db, businessId: string) {
  const [row] = await db
    .select({ ...ownerContactColumns, language: sql<Language>`coalesce(${user.language}, 'en')` })
    .from(businessOwners)
    .leftJoin(user, eq(user.id, businessOwners.authUserId))
    .where(eq(businessOwners.businessId, businessId))
    .limit(1);
  return row ?? null;
}

export async function recentPlanChanges(db: Db, businessId: string, limit: number) {
  return db
    .select()
    .from(subscriptionChanges)
    .where(eq(subscriptionChanges.businessId, businessId))
    .orderBy(desc(subscriptionChanges.createdAt))
    .limit(limit);
}

export async function insertPlanChange(tx: Db, values: typeof subscriptionChanges.$inferInsert) {
  await tx.insert(subscriptionChanges).values(values);
}

/** Past-due subscriptions whose grace period ended and whose business still has their plan. */
export async function pastDueBeyondGrace(db: Db, before: Date) {
  return db
    .select({ subscription: subscriptions, businessPlan: businesses.plan })
    .from(subscriptions)
    .innerJoin(businesses, eq(businesses.id, subscriptions.businessId))
    .where(
      and(
        eq(subscriptions.status, 'past_due'),
        lte(subscriptions.pastDueSince, before),
        sql`${businesses.plan} = ${subscriptions.planType}`,
      ),
    );
}
