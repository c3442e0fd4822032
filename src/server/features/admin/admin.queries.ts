import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { PageRequest } from '../../../domain/paging.js';
import type { Db } from '../../db/client.js';
import { user } from '../../db/schema/auth.js';
import { changeRequests, securityEvents } from '../../db/schema/index.js';

export async function listPendingClaims(db: Db, page: PageRequest) {
  const where = and(
    eq(changeRequests.changeType, 'business_claim'),
    eq(changeRequests.status, 'pending'),
  );
  const [items, [{ total }]] = await Promise.all([
    db
      .select({
        id: changeRequests.id,
        businessOwnerId: changeRequests.businessOwnerId,
        status: changeRequests.status,
        newData: changeRequests.newData,
        createdAt: changeRequests.createdAt,
      })
      .from(changeRequests)
      .where(where)
      .orderBy(desc(changeRequests.createdAt), desc(changeRequests.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(changeRequests).where(where),
  ]);
  return { items, total };
}

export interface SecurityEventFilter {
  action?: string;
  success?: boolean;
  from?: Date;
  to?: Date;
}

export async function listSecurityEvents(db: Db, filter: SecurityEventFilter, page: PageRequest) {
  const conditions: SQL[] = [];
  if (filter.action) conditions.push(eq(securityEvents.action, filter.action));
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
    db.select({ total: count() }).from(securityEvents).where(where),
  ]);
  return { items, total };
}
