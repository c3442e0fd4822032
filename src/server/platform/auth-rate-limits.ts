/**
 * The rate limits of the account doors (DESIGN decision 9), per client address
 * and per e-mail or user. Every attempt counts, successful or not: the 4th
 * sign-in inside the window is refused.
 */
import type { Db } from '../db/client.js';
import { AppError } from './app-error.js';
import type { Logger } from './logger.js';
import { consumeRateLimit, type RateLimitRule } from './rate-limit.js';
import type { RequestMeta } from './request-context.js';
import { logAccountEvent } from './security-log.js';

const MINUTE = 60_000;

export const AUTH_RATE_LIMITS = {
  signIn: { name: 'login', max: 3, windowMs: 15 * MINUTE },
  twoFactor: { name: 'two-factor', max: 10, windowMs: 15 * MINUTE },
  claim: { name: 'signup', max: 3, windowMs: 60 * MINUTE },
  resetRequest: { name: 'reset_password', max: 3, windowMs: 15 * MINUTE },
  resetSubmit: { name: 'reset_submit', max: 10, windowMs: 15 * MINUTE },
  changePassword: { name: 'change_password', max: 5, windowMs: 15 * MINUTE },
  twoFactorSetup: { name: 'two_factor_setup', max: 5, windowMs: 15 * MINUTE },
} as const satisfies Record<string, RateLimitRule>;

/**
 * Counts one attempt under `rule` for the client address and each given key;
 * when refused, writes auth_rate_limited and throws the spec's 429.
 */
export async function limitAuthAttempt({
  db,
  logger,
  meta,
  rule,
  email,
  userId,
}: {
  db: Db;
  logger: Logger;
  meta: RequestMeta;
  rule: RateLimitRule;
  email?: string;
  userId?: string;
}): Promise<void> {
  const bucketKeys = [`ip:${meta.ip}`];
  if (email) bucketKeys.push(`email:${email}`);
  if (userId) bucketKeys.push(`user:${userId}`);
  try {
    await consumeRateLimit({ db, logger }, rule, bucketKeys);
  } catch (err) {
    if (err instanceof AppError && err.code === 'rate_limited') {
      await logAccountEvent(db, meta, {
        action: 'auth_rate_limited',
        success: false,
        actorUserId: userId,
        errorMessage: err.message,
        metadata: { attemptType: rule.name, ...(email ? { email } : {}) },
      }).catch((logErr) =>
        logger.error('could not log a rate-limited attempt', { error: String(logErr) }),
      );
    }
    throw err;
  }
}
