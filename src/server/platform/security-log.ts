import type { SecurityAction } from '../../domain/accounts.js';
import type { Db } from '../db/client.js';
import { securityEvents } from '../db/schema/index.js';
import type { RequestMeta } from './request-context.js';

export interface SecurityEvent {
  action: string;
  success: boolean;
  resourceType?: string | null;
  resourceId?: string | null;
  errorMessage?: string | null;
  metadata?: Record<string, unknown>;
  ipAddress?: string | null;
  userAgent?: string | null;
  actorUserId?: string | null;
}

/**
 * Writes one security event (DESIGN decision 12). Pass the transaction when the
 * event belongs to a change so both commit together. Never put secrets in metadata.
 */
export async function logSecurityEvent(db: Db, event: SecurityEvent): Promise<void> {
  await db.insert(securityEvents).values({
    action: event.action,
    success: event.success,
    resourceType: event.resourceType ?? null,
    resourceId: event.resourceId ?? null,
    errorMessage: event.errorMessage ?? null,
    metadata: event.metadata ?? {},
    ipAddress: event.ipAddress ?? null,
    userAgent: event.userAgent ?? null,
    actorUserId: event.actorUserId ?? null,
  });
}

export interface AccountEvent {
  action: SecurityAction;
  success: boolean;
  actorUserId?: string | null;
  errorMessage?: string | null;
  metadata?: Record<string, unknown>;
}

/**
 * An auth outcome (sign-in, claim, reset, ...) about the acting user, with the
 * request's address and user agent. Secrets (passwords, tokens, codes) never go in.
 */
export async function logAccountEvent(
  db: Db,
  meta: RequestMeta,
  event: AccountEvent,
): Promise<void> {
  await logSecurityEvent(db, {
    ...event,
    resourceType: 'user',
    resourceId: event.actorUserId ?? null,
    ipAddress: meta.ip,
    userAgent: meta.userAgent,
  });
}

export interface AdminAction {
  /** snake_case verb phrase, e.g. 'admin_change_approved', 'admin_business_plan_changed'. */
  action: string;
  actorUserId: string;
  resourceType: string;
  resourceId: string;
  /** The values the action replaced and the ones it wrote (only the fields it touched). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  metadata?: Record<string, unknown>;
}

/**
 * The audit row of an admin action (issue 8 point 8): who did what to which
 * record, with the before and after values. Write it in the action's
 * transaction, so an action and its audit row commit or fail together.
 */
export async function logAdminAction(db: Db, meta: RequestMeta, event: AdminAction): Promise<void> {
  await logAdminActions(db, meta, [event]);
}

/** Several audit rows of one request (e.g. a bulk approval) in one statement. */
export async function logAdminActions(
  db: Db,
  meta: RequestMeta,
  events: AdminAction[],
): Promise<void> {
  if (events.length === 0) return;
  await db.insert(securityEvents).values(
    events.map((event) => ({
      action: event.action,
      success: true,
      resourceType: event.resourceType,
      resourceId: event.resourceId,
      actorUserId: event.actorUserId,
      metadata: { ...event.metadata, before: event.before ?? null, after: event.after ?? null },
      ipAddress: meta.ip,
      userAgent: meta.userAgent,
    })),
  );
}
