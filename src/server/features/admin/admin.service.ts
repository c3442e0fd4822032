import {
  ADMIN_RECENT_CHANGES_LIMIT,
  ADMIN_SUBSCRIPTIONS_LIMIT,
  type AdminDashboardStats,
  type AdminSubscriptionsOverview,
  countsTowardRevenue,
  monthlyRecurringRevenue,
  monthlyValueUsd,
  roundToCents,
} from '#domain/admin.js';
import type { Db } from '../../db/client.js';
import { assertCan, type SessionUser } from '../../platform/auth/guards.js';
import type { ActorRequest, ListRequest } from '../../platform/request-context.js';
import { flushAnalyticsEvents } from '../analytics/event-queue.js';
import { geocodeProblemCounts } from '../geocoding/geocoding.service.js';
import { countNewProblemReports } from '../listing-upkeep/listing-upkeep.service.js';
import {
  countBusinessesPerPlan,
  countCurrentSubscriptions,
  countDashboardStats,
  listPaidSubscriptions,
  listRecentPlanChanges,
  listSecurityActions,
  listSecurityEvents,
  type SecurityEventFilter,
} from './admin.queries.js';

/** The numbers of the dashboard's header, stat cards, tab labels and notifications. */
export async function getDashboardStats({ db, actor }: ActorRequest): Promise<AdminDashboardStats> {
  assertCan(actor, 'read:dashboard:any');
  // The page views counted include this server's, still queued.
  await flushAnalyticsEvents(db);
  const [stats, subscriptions, geocodeProblems, newReports] = await Promise.all([
    countDashboardStats(db),
    countCurrentSubscriptions(db),
    geocodeProblemCounts(db),
    countNewProblemReports({ db }),
  ]);
  return {
    ...stats,
    notifications: { ...stats.notifications, reports: newReports },
    monthlyRevenue: monthlyRecurringRevenue(subscriptions),
    geocodeProblems,
  };
}

/**
 * The Subscriptions panel: plan counts, monthly recurring revenue (the same
 * figure as the dashboard's), the paid businesses' current subscriptions and
 * the newest plan changes.
 */
export async function getSubscriptionsOverview({
  db,
  actor,
}: ActorRequest): Promise<AdminSubscriptionsOverview> {
  assertCan(actor, 'read:dashboard:any');
  const [plans, groups, paid, changes] = await Promise.all([
    countBusinessesPerPlan(db),
    countCurrentSubscriptions(db),
    listPaidSubscriptions(db, ADMIN_SUBSCRIPTIONS_LIMIT),
    listRecentPlanChanges(db, ADMIN_RECENT_CHANGES_LIMIT),
  ]);
  return {
    plans,
    monthlyRecurringRevenue: monthlyRecurringRevenue(groups),
    subscriptions: {
      items: paid.items.map((row) => ({
        ...row,
        currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
        monthlyValueUsd: roundToCents(monthlyValueUsd(row)),
        countsTowardRevenue: countsTowardRevenue(row),
      })),
      total: paid.total,
    },
    recentChanges: changes.map(({ processedAt, createdAt, ...change }) => ({
      ...change,
      // As the owner's Subscription tab says it: approved once processed, otherwise pending.
      status: processedAt ? 'approved' : 'pending',
      createdAt: createdAt.toISOString(),
    })),
  };
}

/** The security log, newest first, with the filters of the admin screen. */
export async function findSecurityEvents({
  db,
  actor,
  filter,
  page,
}: ListRequest<SecurityEventFilter>) {
  assertCan(actor, 'read:security-log:any');
  const { items, total } = await listSecurityEvents(db, filter, page);
  return {
    items: items.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total,
  };
}

/** Every action the security log holds, for the log's action filter. */
export async function findSecurityActions({ db, actor }: { db: Db; actor: SessionUser }) {
  assertCan(actor, 'read:security-log:any');
  return { actions: await listSecurityActions(db) };
}
