/**
 * The list of a user's signed-in devices, and signing out the others or one
 * chosen device (spec 000 section 8, sign-out scope 'others').
 */
import type { AccountSession } from '#domain/accounts.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/app-error.js';
import type { RequestMeta } from '../../platform/request-context.js';
import { logAccountEvent } from '../../platform/security-log.js';
import { isStorableText } from '../../platform/validate.js';
import {
  deleteOtherSessions,
  deleteSessionOfUser,
  listActiveSessions,
} from './accounts.queries.js';

interface CurrentSession {
  db: Db;
  userId: string;
  currentSessionId: string;
}

export async function listSessions({
  db,
  userId,
  currentSessionId,
}: CurrentSession): Promise<{ items: AccountSession[]; total: number }> {
  const rows = await listActiveSessions(db, userId);
  const items = rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
    current: row.id === currentSessionId,
  }));
  return { items, total: items.length };
}

/** Every session but this one ends. */
export async function signOutOtherSessions({
  db,
  meta,
  userId,
  currentSessionId,
}: CurrentSession & { meta: RequestMeta }): Promise<{ revoked: number }> {
  const revoked = await deleteOtherSessions(db, userId, currentSessionId);
  await logAccountEvent(db, meta, {
    action: 'auth_logout_others',
    success: true,
    actorUserId: userId,
    metadata: { scope: 'others', revoked },
  });
  return { revoked };
}

export async function revokeSession({
  db,
  meta,
  userId,
  currentSessionId,
  sessionId,
}: CurrentSession & { meta: RequestMeta; sessionId: string }): Promise<void> {
  if (sessionId === currentSessionId) {
    throw new AppError('validation', 'Use Sign Out to end the session on this device.');
  }
  const deleted = isStorableText(sessionId) && (await deleteSessionOfUser(db, userId, sessionId));
  if (!deleted) throw new AppError('not_found', 'Session not found');
  await logAccountEvent(db, meta, {
    action: 'auth_session_revoked',
    success: true,
    actorUserId: userId,
    metadata: { sessionId },
  });
}
