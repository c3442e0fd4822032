/**
 * Sign-in for the HTTP benchmark (issue 13: "plus sign-in and one portal read as an
 * owner"), measured under the server's own rules: nothing is switched off.
 *
 * - Every attempt needs a solved ALTCHA challenge, and a challenge works once. So the
 *   bench fetches fresh challenges from the server and solves them before the measured
 *   run (prepareSignIns), several at a time (node's pbkdf2 runs on the thread pool).
 * - Sign-in is rate limited per client address and per e-mail (auth-rate-limits.ts).
 *   Every prepared request has an account of its own and an X-Forwarded-For of its own;
 *   the server believes that header because the bench starts it with TRUST_PROXY=1, as
 *   a production server behind a reverse proxy runs.
 * - The accounts are seeded with one known password. They share one hash (same salt),
 *   made once with the auth library's own hasher: checking a password costs the same
 *   scrypt whatever the salt, and hashing thousands at seed time would only slow the
 *   bench down.
 *
 * The load generator (load-generator.ts) hands out the prepared requests one per
 * request and never sends one twice.
 */
import type { Challenge } from 'altcha-lib';
import { generateId } from 'better-auth';
import { hashPassword } from 'better-auth/crypto';
import type { Db } from '#server/db/client.js';
import { account, user } from '#server/db/schema/auth.js';
import { solveCaptchaChallenge } from '#server/test/captcha.js';
import type { PreparedRequest } from './load-generator.js';

export const SIGN_IN_LABEL = 'sign-in (owner)';
export const SIGN_IN_PATH = '/api/account/sign-in';
const PASSWORD = 'Str0ng&Safe-bench';

export function signInEmail(index: number): string {
  return `bench-sign-in-${index}@example.com`;
}

/**
 * Business owners bench-sign-in-0 .. count-1@example.com, laid out as
 * platform/auth/users.ts insertCredentialUser lays them out, in bulk.
 */
export async function seedSignInAccounts(db: Db, count: number): Promise<void> {
  const passwordHash = await hashPassword(PASSWORD);
  const now = new Date();
  for (let start = 0; start < count; start += 500) {
    const ids = Array.from({ length: Math.min(500, count - start) }, () => generateId(32));
    await db.insert(user).values(
      ids.map((id, i) => ({
        id,
        name: `Bench Owner ${start + i}`,
        email: signInEmail(start + i),
        emailVerified: false,
        userType: 'business_owner',
        twoFactorEnabled: false,
        createdAt: now,
        updatedAt: now,
      })),
    );
    await db.insert(account).values(
      ids.map((id) => ({
        id: generateId(32),
        accountId: id,
        providerId: 'credential',
        userId: id,
        password: passwordHash,
        createdAt: now,
        updatedAt: now,
      })),
    );
  }
}

/** A distinct address per attempt: 10.x.y.z from the attempt's number. */
function address(index: number): string {
  const n = index + 1;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/**
 * A fresh challenge. Retried on a closed socket: solving takes seconds, and the
 * server may close the idle keep-alive connection just as fetch reuses it.
 */
async function fetchChallenge(base: string, attempts = 3): Promise<Challenge> {
  try {
    const res = await fetch(`${base}/api/captcha/challenge`);
    if (res.status !== 200) throw new Error(`captcha challenge answered ${res.status}`);
    return (await res.json()) as Challenge;
  } catch (err) {
    if (attempts <= 1 || !(err instanceof TypeError)) throw err;
    return fetchChallenge(base, attempts - 1);
  }
}

/**
 * Sign-in requests for the accounts first .. first+count-1, each with a freshly
 * fetched and solved challenge, its own e-mail and its own X-Forwarded-For. Solves
 * `parallel` at a time; each challenge is fetched just before it is solved, so none
 * is near its ten-minute expiry when the run starts.
 */
export async function prepareSignIns(
  base: string,
  first: number,
  count: number,
  parallel: number,
): Promise<PreparedRequest[]> {
  const prepared: PreparedRequest[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const captcha = await solveCaptchaChallenge(await fetchChallenge(base));
      prepared[i] = {
        method: 'POST',
        path: SIGN_IN_PATH,
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': address(first + i),
        },
        body: JSON.stringify({
          email: signInEmail(first + i),
          password: PASSWORD,
          portal: 'business',
          captcha,
        }),
      };
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, count) }, worker));
  return prepared;
}
