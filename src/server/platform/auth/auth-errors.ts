import { APIError } from 'better-auth';
import type { SecurityAction } from '../../../domain/accounts.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../app-error.js';
import type { RequestMeta } from '../request-context.js';
import { logAccountEvent } from '../security-log.js';

/** The auth library's error code ('INVALID_EMAIL_OR_PASSWORD', 'INVALID_CODE', ...), or null. */
export function authErrorCode(err: unknown): string | null {
  if (!(err instanceof APIError)) return null;
  const body = err.body as { code?: unknown } | undefined;
  return typeof body?.code === 'string' ? body.code : 'UNKNOWN';
}

/**
 * After the auth library refused an account change: logs the refusal as
 * `action` and returns the 400 to throw, with the message for the library's
 * code on `field`. Anything that is not the library's refusal is rethrown as is.
 */
export async function authRefusal({
  db,
  meta,
  err,
  userId,
  action,
  field,
  messages,
  otherwise,
  stage,
}: {
  db: Db;
  meta: RequestMeta;
  err: unknown;
  userId: string;
  action: SecurityAction;
  field: string;
  /** The message for each library code that has its own; `otherwise` for the rest. */
  messages: Record<string, string>;
  otherwise: string;
  /** Which step failed, logged with the library's code. */
  stage?: string;
}): Promise<AppError> {
  const reason = authErrorCode(err);
  if (!reason) throw err;
  const message = messages[reason] ?? otherwise;
  await logAccountEvent(db, meta, {
    action,
    success: false,
    actorUserId: userId,
    errorMessage: message,
    metadata: stage ? { stage, reason } : undefined,
  });
  return new AppError('validation', message, { [field]: message });
}
