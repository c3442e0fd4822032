/**
 * The rate limits of the account doors (DESIGN decision 9), per client address
 * and per e-mail or user. Sign-in counts failures only: a tight limit per account
 * (reset by a success) and a much higher one per address, because a campus or
 * office network puts many honest people behind one address. The other doors
 * count every attempt.
 */
import type { Db } from '../db/client.js';
import { AppError } from './app-error.js';
import type { Logger } from './logger.js';
import { consumeRateLimit, forgiveRateLimit, type RateLimitRule } from './rate-limit.js';
import type { RequestMeta } from './request-context.js';
import { logAccountEvent } from './security-log.js';

const MINUTE = 60_000;

export const AUTH_RATE_LIMITS = {
  /** Wrong passwords for one account, from any address. */
  signInAccount: { name: 'login', max: 5, windowMs: 15 * MINUTE },
  /** Failed sign-ins from one address, whatever the accounts. */
  signInAddress: { name: 'login_address', max: 30, windowMs: 15 * MINUTE },
  twoFactor: { name: 'two-factor', max: 10, windowMs: 15 * MINUTE },
  claim: { name: 'signup', max: 3, windowMs: 60 * MINUTE },
  resetRequest: { name: 'reset_password', max: 3, windowMs: 15 * MINUTE },
  resetSubmit: { name: 'reset_submit', max: 10, windowMs: 15 * MINUTE },
  changePassword: { name: 'change_password', max: 5, windowMs: 15 * MINUTE },
  twoFactorSetup: { name: 'two_factor_setup', max: 5, windowMs: 15 * MINUTE },
} as const satisfies Record<string, RateLimitRule>;

interface LimitOptions {
  db: Db;
  logger: Logger;
  meta: RequestMeta;
  email?: string;
  userId?: string;
}

/**
 * Counts one attempt under `rule` for the client address and each given key;
 * when refused, writes auth_rate_limited and throws the spec's 429.
 */
export async function limitAuthAttempt({
  rule,
  ...options
}: LimitOptions & { rule: RateLimitRule }): Promise<void> {
  const { email, userId, meta } = options;
  const keys = [`ip:${meta.ip}`];
  if (email) keys.push(`email:${email}`);
  if (userId) keys.push(`user:${userId}`);
  await consumeOrRefuse({ ...options, rule, keys });
}

/**
 * Counts a sign-in against its address and its account before it is tried; a
 * success gives both back (forgiveSignInAttempt), so only failures add up.
 */
export async function limitSignInAttempt({
  email,
  ...options
}: LimitOptions & { email: string }): Promise<void> {
  const { meta } = options;
  await consumeOrRefuse({
    ...options,
    email,
    rule: AUTH_RATE_LIMITS.signInAddress,
    keys: [`ip:${meta.ip}`],
  });
  await consumeOrRefuse({
    ...options,
    email,
    rule: AUTH_RATE_LIMITS.signInAccount,
    keys: [`email:${email}`],
  });
}

/** The password was right: the address gets its attempt back and the account starts afresh. */
export async function forgiveSignInAttempt({
  db,
  logger,
  meta,
  email,
}: LimitOptions & { email: string }): Promise<void> {
  try {
    await forgiveRateLimit(db, AUTH_RATE_LIMITS.signInAddress, { decrement: [`ip:${meta.ip}`] });
    await forgiveRateLimit(db, AUTH_RATE_LIMITS.signInAccount, { reset: [`email:${email}`] });
  } catch (err) {
    // The sign-in stands; at worst the attempt keeps counting until its window ends.
    logger.error('could not forgive a successful sign-in attempt', { error: String(err) });
  }
}

async function consumeOrRefuse({
  db,
  logger,
  meta,
  rule,
  keys,
  email,
  userId,
}: LimitOptions & { rule: RateLimitRule; keys: string[] }): Promise<void> {
  try {
    await consumeRateLimit({ db, logger }, rule, keys);
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
