import { and, asc, count, desc, eq, gte, ilike, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { AdminDashboardStats } from '#domain/admin.js';
import type { PageRequest } from '#domain/paging.js';
import { businessLabel } from '../../db/business-columns.js';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import { selectPage } from '../../db/paging.js';
import { user } from '../../db/schema/auth.js';
import {
  analyticsEvents,
  businesses,
  businessPhotos,
  changeRequests,
  jobs,
  localEvents,
  securityEvents,
  subscriptionChanges,
  subscriptions,
} from '../../db/schema/index.js';
import { eventTotal } from '../analytics/analytics.service.js';

/** count(*) of the rows matching `condition`, as a number. */
const countWhere = (condition: SQL) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** Businesses on each plan, as columns of one aggregate over `businesses`. */
const planCountColumns = () => ({
  free: countWhere(eq(businesses.plan, 'free')),
  silver: countWhere(eq(businesses.plan, 'silver')),
  texasGold: countWhere(eq(businesses.plan, 'texas_gold')),
});

/**
 * The dashboard's numbers but its revenue (a rule, applied by the service to
 * `countCurrentSubscriptions`): six aggregate queries, no rows loaded.
 */
export async function countDashboardStats(db: Db): Promise<
  Omit<AdminDashboardStats, 'monthlyRevenue' | 'notifications' | 'geocodeProblems'> & {
    notifications: Omit<AdminDashboardStats['notifications'], 'reports'>;
  }
> {
  const [[plans], [changes], [photos], [pendingJobs], [events], [views]] = await Promise.all([
    db.select({ total: count(), ...planCountColumns() }).from(businesses),
    db
      .select({
        pending: countWhere(eq(changeRequests.status, 'pending')),
        processed: countWhere(ne(changeRequests.status, 'pending')),
        claims: countWhere(
          and(
            eq(changeRequests.status, 'pending'),
            eq(changeRequests.changeType, 'business_claim'),
          ) as SQL,
        ),
        profileChanges: countWhere(
          and(
            eq(changeRequests.status, 'pending'),
            eq(changeRequests.changeType, 'profile_update'),
          ) as SQL,
        ),
      })
      .from(changeRequests),
    db
      .select({ pending: count() })
      .from(businessPhotos)
      .where(eq(businessPhotos.approvalStatus, 'pending')),
    db.select({ pending: count() }).from(jobs).where(eq(jobs.status, 'pending')),
    db.select({ pending: count() }).from(localEvents).where(eq(localEvents.status, 'pending')),
    db
      .select({ total: eventTotal() })
      .from(analyticsEvents)
      .where(eq(analyticsEvents.eventType, 'page_view')),
  ]);
  return {
    totalBusinesses: plans.total,
    plans: { free: plans.free, silver: plans.silver, texas_gold: plans.texasGold },
    pendingApprovals: changes.pending,
    processedApprovals: changes.processed,
    notifications: {
      claims: changes.claims,
      profileChanges: changes.profileChanges,
      photos: photos.pending,
      jobs: pendingJobs.pending,
      events: events.pending,
    },
    totalViews: views.total,
  };
}

export async function countBusinessesPerPlan(db: Db) {
  const [plans] = await db.select(planCountColumns()).from(businesses);
  return { free: plans.free, silver: plans.silver, texas_gold: plans.texasGold };
}

/**
 * Each business's current subscription: its newest row by created_at (the id
 * breaks a tie). `distinct on` keeps one row per business inside PostgreSQL.
 */
function currentSubscriptions(db: Db) {
  return db.$with('current_subscriptions').as(
    db
      .selectDistinctOn([subscriptions.businessId], {
        businessId: subscriptions.businessId,
        plan: subscriptions.planType,
        status: subscriptions.status,
        billingCycle: subscriptions.billingCycle,
        currentPeriodEnd: subscriptions.currentPeriodEnd,
        cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      })
      .from(subscriptions)
      .orderBy(subscriptions.businessId, desc(subscriptions.createdAt), desc(subscriptions.id)),
  );
}

/**
 * Current subscriptions counted by what their value depends on (plan, status,
 * cycle, payment method): a few dozen rows at most, however many businesses.
 */
export async function countCurrentSubscriptions(db: Db) {
  const current = currentSubscriptions(db);
  return db
    .with(current)
    .select({
      plan: current.plan,
      status: current.status,
      billingCycle: current.billingCycle,
      paymentMethod: businesses.paymentMethod,
      count: count(),
    })
    .from(current)
    .innerJoin(businesses, eq(businesses.id, current.businessId))
    .groupBy(current.plan, current.status, current.billingCycle, businesses.paymentMethod);
}

/** Businesses on a paid plan with their current subscription, by name, and how many there are. */
export async function listPaidSubscriptions(db: Db, limit: number) {
  const current = currentSubscriptions(db);
  const rows = await db
    .with(current)
    .select({
      businessId: businesses.id,
      businessName: businesses.name,
      slug: businesses.slug,
      plan: current.plan,
      status: current.status,
      billingCycle: current.billingCycle,
      currentPeriodEnd: current.currentPeriodEnd,
      cancelAtPeriodEnd: current.cancelAtPeriodEnd,
      paymentMethod: businesses.paymentMethod,
      // Counted before the limit applies: the total without a second pass.
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(current)
    .innerJoin(businesses, eq(businesses.id, current.businessId))
    .where(ne(businesses.plan, 'free'))
    .orderBy(asc(businesses.name), asc(businesses.id))
    .limit(limit);
  return {
    items: rows.map(({ total: _total, ...row }) => row),
    total: rows[0]?.total ?? 0,
  };
}

/** The newest plan changes of any business, with the business's name when it still exists. */
export async function listRecentPlanChanges(db: Db, limit: number) {
  return db
    .select({
      id: subscriptionChanges.id,
      oldPlan: subscriptionChanges.oldPlan,
      newPlan: subscriptionChanges.newPlan,
      changeType: subscriptionChanges.changeType,
      processedAt: subscriptionChanges.processedAt,
      createdAt: subscriptionChanges.createdAt,
      businessId: subscriptionChanges.businessId,
      ...businessLabel,
    })
    .from(subscriptionChanges)
    .leftJoin(businesses, eq(businesses.id, subscriptionChanges.businessId))
    .orderBy(desc(subscriptionChanges.createdAt), desc(subscriptionChanges.id))
    .limit(limit);
}

export interface SecurityEventFilter {
  action?: string;
  /** Part of the actor's e-mail address, any case. */
  actor?: string;
  success?: boolean;
  from?: Date;
  to?: Date;
}

/** `text` as a LIKE pattern that matches it literally anywhere. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function listSecurityEvents(db: Db, filter: SecurityEventFilter, page: PageRequest) {
  const conditions: SQL[] = [];
  if (filter.action) conditions.push(eq(securityEvents.action, filter.action));
  if (filter.actor) conditions.push(ilike(user.email, containsPattern(filter.actor)));
  if (filter.success !== undefined) conditions.push(eq(securityEvents.success, filter.success));
  if (filter.from) conditions.push(gte(securityEvents.createdAt, filter.from));
  if (filter.to) conditions.push(lt(securityEvents.createdAt, filter.to));
  const where = conditions.length ? and(...conditions) : undefined;
  return selectPage(
    db
      .select({
        id: securityEvents.id,
        action: securityEvents.action,
        success: securityEvents.success,
        resourceType: securityEvents.resourceType,
        resourceId: securityEvents.resourceId,
        errorMessage: securityEvents.errorMessage,
        metadata: securityEvents.metadata,
        ipAddress: securityEvents.ipAddress,
        userAgent: securityEvents.userAgent,
        actorUserId: securityEvents.actorUserId,
        actorEmail: user.email,
        createdAt: securityEvents.createdAt,
      })
      .from(securityEvents)
      .leftJoin(user, eq(user.id, securityEvents.actorUserId))
      .where(where)
      .orderBy(desc(securityEvents.createdAt), desc(securityEvents.id)),
    db
      .select({ total: count() })
      .from(securityEvents)
      .leftJoin(user, eq(user.id, securityEvents.actorUserId))
      .where(where),
    page,
  );
}

/**
 * The actions the log holds, in order. A skip scan over the (action, created_at)
 * index: one index probe per distinct action, however long the log grows.
 */
export async function listSecurityActions(db: Db): Promise<string[]> {
  const rows = await queryRows<{ action: string }>(
    db,
    sql`with recursive actions(action) as (
      (select action from security_events order by action limit 1)
      union all
      select (select s.action from security_events s where s.action > a.action order by s.action limit 1)
      from actions a where a.action is not null
    )
    select action from actions where action is not null`,
  );
  return rows.map((row) => row.action);
}
