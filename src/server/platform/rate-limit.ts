import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.js';
import { AppError } from './app-error.js';
import type { Logger } from './logger.js';

export interface RateLimitRule {
  /** Names the limit in keys and logs, e.g. 'login', 'contact'. */
  name: string;
  max: number;
  windowMs: number;
}

/**
 * The pace of a public form a visitor sends (the contact form, a problem report): enough
 * for a person who retries a few times; a script gets 429 quickly. Each form counts
 * under its own name.
 */
export const VISITOR_FORM_PACE: Omit<RateLimitRule, 'name'> = { max: 5, windowMs: 10 * 60 * 1000 };

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait before trying again.';

/**
 * Counts one attempt for each key in the database (so every server process sees
 * the same counts) and refuses once any key is over its rule. A failure of the
 * limiter itself refuses the attempt (DESIGN decision 9).
 */
export async function consumeRateLimit(
  { db, logger }: { db: Db; logger?: Logger },
  rule: RateLimitRule,
  keys: string[],
): Promise<void> {
  let counts: { count: number }[];
  try {
    counts = await Promise.all(
      keys.map(async (key) => {
        const [row] = await queryRows<{ count: number }>(
          db,
          sql`insert into rate_limit_buckets (key, count, reset_at)
              values (${`${rule.name}:${key}`}, 1, now() + make_interval(secs => ${rule.windowMs / 1000}))
              on conflict (key) do update set
                count = case when rate_limit_buckets.reset_at <= now() then 1 else rate_limit_buckets.count + 1 end,
                reset_at = case when rate_limit_buckets.reset_at <= now() then excluded.reset_at else rate_limit_buckets.reset_at end
              returning count`,
        );
        return row;
      }),
    );
  } catch (err) {
    logger?.error('rate limiter failed; refusing the attempt', {
      rule: rule.name,
      error: String(err),
    });
    throw new AppError('rate_limited', TOO_MANY_ATTEMPTS);
  }
  if (counts.some((row) => row.count > rule.max)) {
    throw new AppError('rate_limited', TOO_MANY_ATTEMPTS);
  }
}

/**
 * Takes back one counted attempt per key, for rules that count failures only: the
 * attempt is counted before it is tried (so parallel attempts cannot slip past the
 * limit) and given back when it succeeds. `reset` empties the bucket instead.
 */
export async function forgiveRateLimit(
  db: Db,
  rule: RateLimitRule,
  { decrement = [], reset = [] }: { decrement?: string[]; reset?: string[] },
): Promise<void> {
  const keyOf = (key: string) => `${rule.name}:${key}`;
  for (const key of decrement) {
    await db.execute(
      sql`update rate_limit_buckets set count = greatest(count - 1, 0) where key = ${keyOf(key)}`,
    );
  }
  for (const key of reset) {
    await db.execute(sql`delete from rate_limit_buckets where key = ${keyOf(key)}`);
  }
}

/** Drops buckets whose window has passed; called by the maintenance tick. */
export async function pruneRateLimits(db: Db): Promise<void> {
  await db.execute(sql`delete from rate_limit_buckets where reset_at <= now()`);
}
