import type { AdminDashboardStats } from '../../../domain/admin.js';
import type { PageRequest } from '../../../domain/paging.js';
import type { Db } from '../../db/client.js';
import { assertCan, type SessionUser } from '../../platform/auth/guards.js';
import {
  countDashboardStats,
  listSecurityActions,
  listSecurityEvents,
  type SecurityEventFilter,
} from './admin.queries.js';

/** The numbers of the dashboard's header, stat cards, tab labels and notifications. */
export async function getDashboardStats({
  db,
  actor,
}: {
  db: Db;
  actor: SessionUser;
}): Promise<AdminDashboardStats> {
  assertCan(actor, 'read:dashboard:any');
  return countDashboardStats(db);
}

/** The security log, newest first, with the filters of the admin screen. */
export async function findSecurityEvents({
  db,
  actor,
  filter,
  page,
}: {
  db: Db;
  actor: SessionUser;
  filter: SecurityEventFilter;
  page: PageRequest;
}) {
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
