import type { Db } from '../db/client.js';
import { securityEvents } from '../db/schema/index.js';

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
