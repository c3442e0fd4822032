import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins';
import { PASSWORD_MAX, PASSWORD_MIN } from '#domain/validation.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import * as schema from '../../db/schema/auth.js';
import { createLogger, type Logger } from '../logger.js';
import { insecureFastPasswordHasher } from './password-hash.js';

/**
 * The header our own code fills with the real client address (see client-ip.ts)
 * before it calls the library, so sessions record an address no client can forge.
 */
export const CLIENT_IP_HEADER = 'x-bcs-client-ip';

/** A reset link works for one hour, once. */
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;

const generatedSecrets = new WeakMap<Config, string>();

/**
 * The signing secret: AUTH_SECRET when set (required when several servers share
 * one PostgreSQL), else one generated on first start and kept in the data directory.
 */
export function resolveAuthSecret(config: Config): string {
  if (config.authSecret) return config.authSecret;
  // Webhooks and resume links sign with it on every request: read the file once per config.
  const known = generatedSecrets.get(config);
  if (known) return known;
  const file = join(config.dataDir, 'auth-secret');
  let secret: string;
  if (existsSync(file)) {
    secret = readFileSync(file, 'utf8').trim();
  } else {
    mkdirSync(config.dataDir, { recursive: true });
    secret = randomBytes(32).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
  }
  generatedSecrets.set(config, secret);
  return secret;
}

export function createAuth({
  config,
  db,
  logger = createLogger(config.logLevel),
}: {
  config: Config;
  db: Db;
  logger?: Logger;
}) {
  return betterAuth({
    appName: 'BCS Local',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: resolveAuthSecret(config),
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      // Accounts are made only by our claim flow and `npm run admin:create`
      // (platform/auth/users.ts), never by the library's public sign-up.
      disableSignUp: true,
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      // Reset links are written by accounts/password.service.ts in the request's
      // transaction (so the mail and the token commit together); the library
      // checks and spends them, and signs the user out everywhere.
      revokeSessionsOnPasswordReset: true,
      // Unset, the library hashes with its own scrypt; only the test suites set it.
      ...(config.insecureFastPasswordHash ? { password: insecureFastPasswordHasher } : {}),
    },
    user: {
      additionalFields: {
        // input: false, so a client can never choose its own role.
        userType: { type: 'string', required: false, input: false },
      },
    },
    // No cookie cache: every private request reads its session row, so a session
    // ended anywhere (reset, change, sign out everywhere, an admin) stops at once.
    session: { cookieCache: { enabled: false } },
    // Our own limiter (platform/rate-limit.ts) guards every way in; the library's
    // HTTP handler is mounted only for reading the session (auth.routes.ts).
    rateLimit: { enabled: false },
    advanced: {
      // Set explicitly, so nothing here follows NODE_ENV (the library skips its
      // origin check when NODE_ENV is 'test'); see docs/decisions/017-safe-by-default.md.
      disableOriginCheck: false,
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    logger: {
      level: 'warn',
      // Messages only: the library's extra arguments may carry request data.
      log: (level, message) =>
        level === 'error'
          ? logger.error(`auth: ${message}`)
          : level === 'warn'
            ? logger.warn(`auth: ${message}`)
            : logger.debug(`auth: ${message}`),
    },
    plugins: [twoFactor({ issuer: 'BCS Local' })],
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
