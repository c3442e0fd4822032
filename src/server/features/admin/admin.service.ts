import type { PageRequest } from '../../../domain/paging.js';
import type { Db } from '../../db/client.js';
import { assertCan, type SessionUser } from '../../platform/auth/guards.js';
import {
  listPendingClaims,
  listSecurityEvents,
  type SecurityEventFilter,
} from './admin.queries.js';

/** Pending business claims, newest first (the approval screen is a later issue). */
export async function findPendingClaims({
  db,
  actor,
  page,
}: {
  db: Db;
  actor: SessionUser;
  page: PageRequest;
}) {
  assertCan(actor, 'read:change-request:any');
  const { items, total } = await listPendingClaims(db, page);
  return {
    items: items.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total,
  };
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
