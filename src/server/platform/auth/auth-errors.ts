import { APIError } from 'better-auth';
import type { SecurityAction } from '#domain/accounts.js';
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

export interface AuthRefusal {
  db: Db;
  meta: RequestMeta;
  userId: string;
  action: SecurityAction;
  /** The form field the message belongs to. */
  field: string;
  /** The message for each library code that has its own; `otherwise` for the rest. */
  messages: Record<string, string>;
  otherwise: string;
  /** Which step failed, logged with the library's code. */
  stage?: string;
}

/**
 * Runs a call to the auth library that changes an account. When the library
 * refuses, logs the refusal as `action` and throws a 400 with the message for
 * its code on `field`; any other error passes through as it is.
 */
export async function refusingAuthErrors<T>(call: () => Promise<T>, refusal: AuthRefusal) {
  try {
    return await call();
  } catch (err) {
    const reason = authErrorCode(err);
    if (!reason) throw err;
    const { db, meta, userId, action, field, messages, otherwise, stage } = refusal;
    const message = messages[reason] ?? otherwise;
    await logAccountEvent(db, meta, {
      action,
      success: false,
      actorUserId: userId,
      errorMessage: message,
      metadata: stage ? { stage, reason } : undefined,
    });
    throw new AppError('validation', message, { [field]: message });
  }
}
