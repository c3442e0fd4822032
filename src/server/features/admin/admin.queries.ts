import { and, count, desc, eq, gte, ilike, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { AdminDashboardStats } from '../../../domain/admin.js';
import type { PageRequest } from '../../../domain/paging.js';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import { user } from '../../db/schema/auth.js';
import {
  analyticsEvents,
  businesses,
  businessPhotos,
  changeRequests,
  jobs,
  securityEvents,
} from '../../db/schema/index.js';

/** count(*) of the rows matching `condition`, as a number. */
const countWhere = (condition: SQL) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** The dashboard's numbers: five aggregate queries, no rows loaded. */
export async function countDashboardStats(db: Db): Promise<AdminDashboardStats> {
  const [[plans], [changes], [photos], [pendingJobs], [views]] = await Promise.all([
    db
      .select({
        total: count(),
        free: countWhere(eq(businesses.plan, 'free')),
        silver: countWhere(eq(businesses.plan, 'silver')),
        texasGold: countWhere(eq(businesses.plan, 'texas_gold')),
      })
      .from(businesses),
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
    db
      .select({ total: count() })
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
    },
    totalViews: views.total,
    monthlyRevenue: 0,
  };
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
  const [items, [{ total }]] = await Promise.all([
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
      .orderBy(desc(securityEvents.createdAt), desc(securityEvents.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(securityEvents)
      .leftJoin(user, eq(user.id, securityEvents.actorUserId))
      .where(where),
  ]);
  return { items, total };
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
