import type { PageRequest } from '../../../domain/paging.js';
import type { Db } from '../../db/client.js';
import {
  listPendingClaims,
  listSecurityEvents,
  type SecurityEventFilter,
} from './admin.queries.js';

/** Pending business claims, newest first (the approval screen is a later issue). */
export async function findPendingClaims({ db, page }: { db: Db; page: PageRequest }) {
  const { items, total } = await listPendingClaims(db, page);
  return {
    items: items.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total,
  };
}

/** The security log, newest first, with the filters of the admin screen. */
export async function findSecurityEvents({
  db,
  filter,
  page,
}: {
  db: Db;
  filter: SecurityEventFilter;
  page: PageRequest;
}) {
  const { items, total } = await listSecurityEvents(db, filter, page);
  return {
    items: items.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total,
  };
}
