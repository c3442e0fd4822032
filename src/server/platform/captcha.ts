/**
 * The human check (DESIGN decision 8): ALTCHA proof of work, self-hosted. The server
 * issues signed challenges; the browser's <altcha-widget> solves one and sends the
 * payload with the form; verifyCaptcha checks the signature, the expiry and the
 * work, and remembers the challenge until it expires so a solution works once.
 * See docs/decisions/003-captcha.md.
 */
import { createHmac } from 'node:crypto';
import { type Challenge, createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../config.js';
import { type Db, queryRows } from '../db/client.js';
import { AppError } from './app-error.js';
import { resolveAuthSecret } from './auth/auth.js';
import { CAPTCHA_COUNTER_MAX, CAPTCHA_COUNTER_MIN } from './captcha-counter.js';

export const CAPTCHA_MESSAGES = {
  missing: 'Please complete the verification.',
  invalid: 'The verification could not be confirmed. Please verify again.',
  expired: 'The verification has expired. Please verify again.',
  replayed: 'This verification has already been used. Please verify again.',
} as const;

/**
 * The work: PBKDF2/SHA-256 at config.captchaCost iterations per attempt (5000 unless
 * a test suite lowers it), and the solver must find a counter the server picked
 * between CAPTCHA_COUNTER_MIN and CAPTCHA_COUNTER_MAX. A browser (several workers) needs about a
 * second; checking it costs one HMAC.
 */
export const CAPTCHA_ALGORITHM = 'PBKDF2/SHA-256';
export const CAPTCHA_TTL_MS = 10 * 60 * 1000;
/** A real payload is about 700 characters; anything far longer is not ours. */
const MAX_PAYLOAD_LENGTH = 4_000;

interface CaptchaSecrets {
  /** Signs the challenge parameters. */
  signature: string;
  /** Signs the derived key, so checking a solution costs one HMAC. */
  keySignature: string;
}

const secretsByConfig = new WeakMap<Config, CaptchaSecrets>();

/**
 * Derived from the auth secret, so every server sharing AUTH_SECRET (or one data
 * directory) issues and accepts the same challenges; nothing extra to configure.
 */
function captchaSecrets(config: Config): CaptchaSecrets {
  let secrets = secretsByConfig.get(config);
  if (!secrets) {
    const master = resolveAuthSecret(config);
    const derive = (purpose: string) =>
      createHmac('sha256', master).update(`bcs-local:altcha:${purpose}`).digest('hex');
    secrets = { signature: derive('signature'), keySignature: derive('key-signature') };
    secretsByConfig.set(config, secrets);
  }
  return secrets;
}

/** A fresh signed challenge in the format the altcha v3 widget fetches. */
export async function createCaptchaChallenge({
  config,
  expiresAt = new Date(Date.now() + CAPTCHA_TTL_MS),
}: {
  config: Config;
  /** Tests pass a past date to get an expired challenge. */
  expiresAt?: Date;
}): Promise<Challenge> {
  const secrets = captchaSecrets(config);
  return createChallenge({
    algorithm: CAPTCHA_ALGORITHM,
    cost: config.captchaCost,
    counter: randomInt(CAPTCHA_COUNTER_MAX, CAPTCHA_COUNTER_MIN),
    deriveKey,
    expiresAt,
    hmacSignatureSecret: secrets.signature,
    hmacKeySignatureSecret: secrets.keySignature,
  });
}

const hex = z.string().regex(/^[0-9a-f]+$/i);

// Only what our own challenges carry; the signature covers every parameter.
const PayloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.literal(CAPTCHA_ALGORITHM),
      nonce: hex,
      salt: hex,
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: hex,
      keySignature: hex,
      expiresAt: z.number().int().positive(),
    }),
    signature: hex.max(256),
  }),
  solution: z.object({
    counter: z.number(),
    derivedKey: hex.max(256),
    time: z.number().optional(),
  }),
});

type CaptchaPayload = z.infer<typeof PayloadSchema>;

function decodePayload(payload: string): CaptchaPayload | null {
  if (payload.length > MAX_PAYLOAD_LENGTH) return null;
  try {
    const json: unknown = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    const parsed = PayloadSchema.safeParse(json);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Throws AppError('validation') unless `payload` (the widget's base64 string) solves
 * a challenge we issued that has not expired and has not been used before. Call it
 * after the request's own validation and rate limit, before anything is written.
 */
export async function verifyCaptcha({
  db,
  config,
  payload,
}: {
  db: Db;
  config: Config;
  payload: string | null | undefined;
}): Promise<void> {
  if (typeof payload !== 'string' || payload.trim() === '') {
    throw new AppError('validation', CAPTCHA_MESSAGES.missing, {
      captcha: CAPTCHA_MESSAGES.missing,
    });
  }
  const decoded = decodePayload(payload.trim());
  if (!decoded) throw invalid(CAPTCHA_MESSAGES.invalid);

  const secrets = captchaSecrets(config);
  const result = await verifySolution({
    challenge: decoded.challenge,
    solution: decoded.solution,
    deriveKey,
    hmacSignatureSecret: secrets.signature,
    hmacKeySignatureSecret: secrets.keySignature,
  });
  if (result.expired) throw invalid(CAPTCHA_MESSAGES.expired);
  if (!result.verified) throw invalid(CAPTCHA_MESSAGES.invalid);

  // The signature is unique per challenge; 0 rows inserted means it was used before.
  // The same statement forgets challenges that have expired (their replay fails on
  // expiry anyway), so the table stays small without a separate job.
  const inserted = await queryRows<{ challenge: string }>(
    db,
    sql`with pruned as (delete from used_captcha_challenges where expires_at < now())
        insert into used_captcha_challenges (challenge, expires_at)
        values (${decoded.challenge.signature.toLowerCase()},
                to_timestamp(${decoded.challenge.parameters.expiresAt}))
        on conflict (challenge) do nothing
        returning challenge`,
  );
  if (inserted.length === 0) throw invalid(CAPTCHA_MESSAGES.replayed);
}

function invalid(message: string): AppError {
  return new AppError('validation', message, { captcha: message });
}
