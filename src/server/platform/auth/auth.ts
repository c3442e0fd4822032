import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../domain/validation.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import * as schema from '../../db/schema/auth.js';

/**
 * The signing secret: AUTH_SECRET when set (required when several servers share
 * one PostgreSQL), else one generated on first start and kept in the data directory.
 */
export function resolveAuthSecret(config: Config): string {
  if (config.authSecret) return config.authSecret;
  const file = join(config.dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function createAuth({ config, db }: { config: Config; db: Db }) {
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
      // Sign-up happens only through our claim flow and the admin script.
      disableSignUp: false,
    },
    user: {
      additionalFields: {
        // input: false, so a client can never choose its own role.
        userType: { type: 'string', required: false, input: false },
      },
    },
    session: { cookieCache: { enabled: true, maxAge: 60 } },
    rateLimit: { enabled: config.env !== 'test', storage: 'database' },
    advanced: { useSecureCookies: config.publicUrl.startsWith('https://') },
    plugins: [twoFactor({ issuer: 'BCS Local' })],
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
