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
