import type { SecurityAction } from '#domain/accounts.js';
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
 * The one writer of the security log (DESIGN decision 12): every kind of row below
 * (an auth outcome, an admin action, any other security event) is written here. Pass
 * the transaction when the events belong to a change, so both commit together. Never
 * put secrets in metadata.
 */
async function writeSecurityEvents(db: Db, events: SecurityEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db.insert(securityEvents).values(
    events.map((event) => ({
      action: event.action,
      success: event.success,
      resourceType: event.resourceType ?? null,
      resourceId: event.resourceId ?? null,
      errorMessage: event.errorMessage ?? null,
      metadata: event.metadata ?? {},
      ipAddress: event.ipAddress ?? null,
      userAgent: event.userAgent ?? null,
      actorUserId: event.actorUserId ?? null,
    })),
  );
}

/** One security event. */
export function logSecurityEvent(db: Db, event: SecurityEvent): Promise<void> {
  return writeSecurityEvents(db, [event]);
}

export interface UserAction {
  /** snake_case, e.g. 'photo_uploaded', 'job_posted'. */
  action: string;
  resourceType: string;
  resourceId: string;
  metadata?: Record<string, unknown>;
}

/** Who acted (none when a signed link stood in for a session), and their request. */
export interface ActingUser {
  actor?: { id: string } | null;
  meta: RequestMeta;
}

/**
 * A user's own successful action on a record (an owner's upload, edit or withdrawal,
 * a download), with the request's address and user agent.
 */
export function logUserAction(
  db: Db,
  { actor, meta }: ActingUser,
  event: UserAction,
): Promise<void> {
  return logSecurityEvent(db, {
    ...event,
    success: true,
    actorUserId: actor?.id ?? null,
    ipAddress: meta.ip,
    userAgent: meta.userAgent,
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
export function logAccountEvent(db: Db, meta: RequestMeta, event: AccountEvent): Promise<void> {
  return logSecurityEvent(db, {
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
export function logAdminAction(db: Db, meta: RequestMeta, event: AdminAction): Promise<void> {
  return logAdminActions(db, meta, [event]);
}

/** Several audit rows of one request (e.g. a bulk approval) in one statement. */
export function logAdminActions(db: Db, meta: RequestMeta, events: AdminAction[]): Promise<void> {
  return writeSecurityEvents(
    db,
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
