/**
 * What every account service gets, and the two things each of them does around
 * the auth library: count the attempt against a rate limit and write the outcome
 * to the security log. Secrets (passwords, tokens, codes) never reach either.
 */
import { APIError } from 'better-auth';
import type { SecurityAction } from '../../../domain/accounts.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/app-error.js';
import type { Auth } from '../../platform/auth/auth.js';
import type { Logger } from '../../platform/logger.js';
import { consumeRateLimit, type RateLimitRule } from '../../platform/rate-limit.js';
import { logSecurityEvent } from '../../platform/security-log.js';

export interface AccountDeps {
  auth: Auth;
  db: Db;
  config: Config;
  logger: Logger;
}

/** The caller as our server sees it (the client address is never taken from the client). */
export interface RequestMeta {
  /** Headers to hand the auth library: cookies, user agent, our client-address header. */
  headers: Headers;
  ip: string;
  userAgent: string | null;
}

const MINUTE = 60_000;

/**
 * Per client address and per e-mail (DESIGN decision 9). Every attempt counts,
 * successful or not: the 4th sign-in inside the window is refused.
 */
export const RATE_LIMITS = {
  signIn: { name: 'login', max: 3, windowMs: 15 * MINUTE },
  twoFactor: { name: 'two-factor', max: 10, windowMs: 15 * MINUTE },
  claim: { name: 'signup', max: 3, windowMs: 60 * MINUTE },
  resetRequest: { name: 'reset_password', max: 3, windowMs: 15 * MINUTE },
  resetSubmit: { name: 'reset_submit', max: 10, windowMs: 15 * MINUTE },
  changePassword: { name: 'change_password', max: 5, windowMs: 15 * MINUTE },
  twoFactorSetup: { name: 'two_factor_setup', max: 5, windowMs: 15 * MINUTE },
} as const satisfies Record<string, RateLimitRule>;

export interface EventInput {
  action: SecurityAction;
  success: boolean;
  actorUserId?: string | null;
  errorMessage?: string | null;
  metadata?: Record<string, unknown>;
}

export async function recordEvent(db: Db, meta: RequestMeta, event: EventInput): Promise<void> {
  await logSecurityEvent(db, {
    action: event.action,
    success: event.success,
    resourceType: 'user',
    resourceId: event.actorUserId ?? null,
    actorUserId: event.actorUserId ?? null,
    errorMessage: event.errorMessage ?? null,
    metadata: event.metadata ?? {},
    ipAddress: meta.ip,
    userAgent: meta.userAgent,
  });
}

/**
 * Counts one attempt under `rule` for each key; when refused, writes
 * auth_rate_limited and throws the spec's 429.
 */
export async function limitAttempt(
  deps: Pick<AccountDeps, 'db' | 'logger'>,
  meta: RequestMeta,
  rule: RateLimitRule,
  keys: { email?: string; userId?: string },
): Promise<void> {
  const bucketKeys = [`ip:${meta.ip}`];
  if (keys.email) bucketKeys.push(`email:${keys.email}`);
  if (keys.userId) bucketKeys.push(`user:${keys.userId}`);
  try {
    await consumeRateLimit(deps, rule, bucketKeys);
  } catch (err) {
    if (err instanceof AppError && err.code === 'rate_limited') {
      await recordEvent(deps.db, meta, {
        action: 'auth_rate_limited',
        success: false,
        actorUserId: keys.userId,
        errorMessage: err.message,
        metadata: { attemptType: rule.name, ...(keys.email ? { email: keys.email } : {}) },
      }).catch((logErr) =>
        deps.logger.error('could not log a rate-limited attempt', { error: String(logErr) }),
      );
    }
    throw err;
  }
}

/** The library's error code ('INVALID_EMAIL_OR_PASSWORD', 'INVALID_CODE', ...), or null. */
export function authErrorCode(err: unknown): string | null {
  if (!(err instanceof APIError)) return null;
  const body = err.body as { code?: unknown } | undefined;
  return typeof body?.code === 'string' ? body.code : 'UNKNOWN';
}

/**
 * Waits until `ms` have passed since `started`, so answers whose work differs
 * for known and unknown e-mails (a reset link written or not) take the same time.
 */
export async function answerNoSoonerThan(started: number, ms: number): Promise<void> {
  const left = ms - (performance.now() - started);
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}
