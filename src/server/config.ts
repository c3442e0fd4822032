import { resolve } from 'node:path';
import { z } from 'zod';
import {
  DEFAULT_MAP_TILE_ATTRIBUTION,
  DEFAULT_MAP_TILE_URL,
  isTileUrlTemplate,
} from '#domain/map-tiles.js';
import { DEFAULT_PAST_DUE_GRACE_DAYS } from '#domain/payments.js';
import type { PublicConfig } from '#domain/public-config.js';
import {
  DEFAULT_APPLICATION_RETENTION_DAYS,
  DEFAULT_SENT_MAIL_RETENTION_DAYS,
} from '#domain/retention.js';
import { passwordField } from '#domain/validation.js';

/**
 * The only reader of process.env. Parsed once at boot; a bad value stops the
 * server with a message naming the variable.
 */
const boolish = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

/** PBKDF2 iterations per attempt of the human check (platform/captcha.ts explains the work). */
export const DEFAULT_CAPTCHA_COST = 5_000;

/**
 * How often the maintenance pass (job expiry, clean-ups) runs, once across all server
 * processes. Rate-limit buckets live 15 to 60 minutes; every ten keeps the table near
 * its live size.
 */
export const DEFAULT_MAINTENANCE_INTERVAL_MS = 10 * 60_000;

/**
 * NODE_ENV is not read: a plain `npm start` is the safe mode, and nothing that
 * weakens security hangs on a variable that is usually unset
 * (docs/decisions/017-safe-by-default.md).
 */
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('BCS Local <no-reply@bcslocal.example>'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Another address for Stripe's API (a local fake in tests, stripe-mock); unset: Stripe's own. */
  STRIPE_API_URL: z.url().optional(),
  STRIPE_PRICE_SILVER_MONTHLY: z.string().optional(),
  STRIPE_PRICE_SILVER_YEARLY: z.string().optional(),
  STRIPE_PRICE_GOLD_MONTHLY: z.string().optional(),
  STRIPE_PRICE_GOLD_YEARLY: z.string().optional(),
  /** Google reviews on Texas Gold listings (Places API (New)); unset: nothing is fetched or shown. */
  GOOGLE_PLACES_API_KEY: z.string().optional(),
  /** Another address for the Places API (a local fake in tests); unset: Google's own. */
  GOOGLE_PLACES_API_URL: z.url().default('https://places.googleapis.com'),
  /** 'census': addresses get coordinates from the U.S. Census geocoder; unset: no outside calls. */
  GEOCODER: z.enum(['census'], { message: "GEOCODER must be 'census' or unset." }).optional(),
  /** Another address for the Census geocoder (a local fake in tests); unset: the Census Bureau's. */
  GEOCODER_URL: z.url().default('https://geocoding.geo.census.gov'),
  /** Days a past-due subscription keeps its plan before the listing drops to free. */
  /** At least 2: the start-up, scheduled-task and import locks each hold a connection of their own. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(10),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(30_000),
  SLOW_QUERY_MS: z.coerce.number().int().min(1).default(200),
  /**
   * PBKDF2 iterations per attempt of the human check. Only the test suites lower it;
   * a start below the default logs a warning (weakCaptchaWarning).
   */
  CAPTCHA_COST: z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_CAPTCHA_COST),
  /**
   * Test suites only: passwords hashed with scrypt at a trivial cost
   * (platform/auth/password-hash.ts). A start with it on logs a warning
   * (fastPasswordHashWarning).
   */
  INSECURE_FAST_PASSWORD_HASH: boolish,
  MAINTENANCE_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(DEFAULT_MAINTENANCE_INTERVAL_MS),
  /** Days after its job closes that an application and its resume are kept (decision 030). */
  APPLICATION_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3650)
    .default(DEFAULT_APPLICATION_RETENTION_DAYS),
  /** Days our copy of a sent e-mail is kept (it may carry an application's details). */
  SENT_MAIL_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3650)
    .default(DEFAULT_SENT_MAIL_RETENTION_DAYS),
  PAST_DUE_GRACE_DAYS: z.coerce.number().int().min(0).max(90).default(DEFAULT_PAST_DUE_GRACE_DAYS),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TRUST_PROXY: boolish,
  SEED: z.enum(['demo', 'none']).default('demo'),
  /**
   * Test runs only: a folder where the demo seed keeps the pictures it draws and copies
   * them from on the next seed (db/seed/images/render.ts). Unset, every seed draws its own.
   */
  SEED_IMAGE_CACHE_DIR: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  NEWSLETTER_URL: z.url().default('https://bcslocalevents.substack.com'),
  CONTACT_EMAIL: z.email().default('hello@bcslocal.example'),
  AGENCY_NAME: z.string().default('Brazos Valley Web Studio'),
  AGENCY_URL: z.url().default('https://brazosvalleyweb.example'),
  BUILD_WEB: z.enum(['auto', 'always', 'never']).default('auto'),
  /**
   * Where text searches are matched and ranked: 'memory', the server's word index of the
   * directory (search/word-index.ts: about 40 MB at 100,000 businesses), or 'database',
   * PostgreSQL's text indexes alone (a server short of memory).
   */
  SEARCH_INDEX: z.enum(['memory', 'database']).default('memory'),
  /** An admin made at start-up when missing (browser tests, first deploys); see README. */
  BOOTSTRAP_ADMIN_EMAIL: z.email().optional(),
  BOOTSTRAP_ADMIN_PASSWORD: passwordField('BOOTSTRAP_ADMIN_PASSWORD').optional(),
  /** An S3-compatible bucket for uploads (DESIGN decision 15); unset keeps them under DATA_DIR. */
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Where browsers read the bucket's public area, e.g. a CDN; defaults to the endpoint. */
  S3_PUBLIC_URL: z.url().optional(),
  /** Where the built SPA lives; the browser tests build into their own directory. */
  WEB_DIST_DIR: z.string().optional(),
  /** Map tiles (decision 037): a {z}/{x}/{y} template and its attribution; see README. */
  MAP_TILE_URL: z
    .string()
    .refine(isTileUrlTemplate, 'must be an http(s) URL template with {z}, {x} and {y}')
    .default(DEFAULT_MAP_TILE_URL),
  MAP_TILE_ATTRIBUTION: z.string().min(1).default(DEFAULT_MAP_TILE_ATTRIBUTION),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  /** Files never served directly (resumes); only authorized routes read them. */
  privateDir: string;
  s3: S3Config | undefined;
  databaseUrl: string | undefined;
  /** PostgreSQL only: PGlite is one connection in this process. */
  database: { poolSize: number; statementTimeoutMs: number; slowQueryMs: number };
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  stripe: {
    secretKey: string | undefined;
    webhookSecret: string | undefined;
    apiUrl: string | undefined;
    pastDueGraceDays: number;
    prices: Record<
      'silver_monthly' | 'silver_yearly' | 'gold_monthly' | 'gold_yearly',
      string | undefined
    >;
  };
  /** Google's Places API (New): reviews on the plans that show them (issue 26 point 3). */
  googlePlaces: { apiKey: string | undefined; apiUrl: string };
  /** The geocoder for businesses' coordinates (issue 29 point 4); null: none, no calls. */
  geocoder: { kind: 'census'; url: string } | null;
  authSecret: string | undefined;
  captchaCost: number;
  /** INSECURE_FAST_PASSWORD_HASH: the test suites' cheap password hash instead of the library's. */
  insecureFastPasswordHash: boolean;
  maintenanceIntervalMs: number;
  /** How long personal data is kept (decision 030); the privacy policy states the same figures. */
  retention: { applicationDays: number; sentMailDays: number };
  trustProxy: boolean;
  seed: Env['SEED'];
  /** SEED_IMAGE_CACHE_DIR: the test runs' cache of drawn demo pictures (none by default). */
  seedImageCacheDir: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  bodyLimitBytes: number;
  buildWeb: Env['BUILD_WEB'];
  searchIndex: Env['SEARCH_INDEX'];
  webDistDir: string | undefined;
  bootstrapAdmin: { email: string; password: string } | undefined;
  public: PublicConfig;
}

export interface S3Config {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Base URL of the public area as browsers reach it, without a trailing slash. */
  publicUrl: string;
}

export class ConfigError extends Error {}

const S3_VARIABLES = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

function s3Config(env: Env): S3Config | undefined {
  const set = S3_VARIABLES.filter((name) => env[name]);
  if (set.length === 0) return undefined;
  if (set.length < S3_VARIABLES.length) {
    throw new ConfigError(`Invalid configuration:\n  ${S3_VARIABLES.join(', ')} go together`);
  }
  const bucket = env.S3_BUCKET as string;
  const endpoint = env.S3_ENDPOINT?.replace(/\/$/, '');
  const base = endpoint
    ? `${endpoint}/${bucket}`
    : `https://${bucket}.s3.${env.S3_REGION}.amazonaws.com`;
  return {
    bucket,
    endpoint,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID as string,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY as string,
    publicUrl: (env.S3_PUBLIC_URL ?? `${base}/public`).replace(/\/$/, ''),
  };
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  // Treat empty strings as unset, as shells and .env files often leave them.
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (Boolean(env.BOOTSTRAP_ADMIN_EMAIL) !== Boolean(env.BOOTSTRAP_ADMIN_PASSWORD)) {
    throw new ConfigError(
      'Invalid configuration:\n  BOOTSTRAP_ADMIN_EMAIL and BOOTSTRAP_ADMIN_PASSWORD go together',
    );
  }
  const dataDir = resolve(env.DATA_DIR);
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir,
    uploadsDir: resolve(dataDir, 'uploads'),
    privateDir: resolve(dataDir, 'private'),
    s3: s3Config(env),
    databaseUrl: env.DATABASE_URL,
    database: {
      poolSize: env.DATABASE_POOL_SIZE,
      statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      slowQueryMs: env.SLOW_QUERY_MS,
    },
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      apiUrl: env.STRIPE_API_URL,
      pastDueGraceDays: env.PAST_DUE_GRACE_DAYS,
      prices: {
        silver_monthly: env.STRIPE_PRICE_SILVER_MONTHLY,
        silver_yearly: env.STRIPE_PRICE_SILVER_YEARLY,
        gold_monthly: env.STRIPE_PRICE_GOLD_MONTHLY,
        gold_yearly: env.STRIPE_PRICE_GOLD_YEARLY,
      },
    },
    googlePlaces: {
      apiKey: env.GOOGLE_PLACES_API_KEY,
      apiUrl: env.GOOGLE_PLACES_API_URL.replace(/\/$/, ''),
    },
    geocoder: env.GEOCODER
      ? { kind: env.GEOCODER, url: env.GEOCODER_URL.replace(/\/$/, '') }
      : null,
    authSecret: env.AUTH_SECRET,
    captchaCost: env.CAPTCHA_COST,
    insecureFastPasswordHash: env.INSECURE_FAST_PASSWORD_HASH,
    maintenanceIntervalMs: env.MAINTENANCE_INTERVAL_MS,
    retention: {
      applicationDays: env.APPLICATION_RETENTION_DAYS,
      sentMailDays: env.SENT_MAIL_RETENTION_DAYS,
    },
    trustProxy: env.TRUST_PROXY,
    seed: env.SEED,
    seedImageCacheDir: env.SEED_IMAGE_CACHE_DIR ? resolve(env.SEED_IMAGE_CACHE_DIR) : undefined,
    logLevel: env.LOG_LEVEL,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    buildWeb: env.BUILD_WEB,
    searchIndex: env.SEARCH_INDEX,
    webDistDir: env.WEB_DIST_DIR ? resolve(env.WEB_DIST_DIR) : undefined,
    bootstrapAdmin:
      env.BOOTSTRAP_ADMIN_EMAIL && env.BOOTSTRAP_ADMIN_PASSWORD
        ? { email: env.BOOTSTRAP_ADMIN_EMAIL.toLowerCase(), password: env.BOOTSTRAP_ADMIN_PASSWORD }
        : undefined,
    public: {
      siteName: 'BCS Local',
      tagline: 'Boosting local small businesses',
      newsletterUrl: env.NEWSLETTER_URL,
      contactEmail: env.CONTACT_EMAIL,
      agencyName: env.AGENCY_NAME,
      agencyUrl: env.AGENCY_URL,
      applicationRetentionDays: env.APPLICATION_RETENTION_DAYS,
      sentMailRetentionDays: env.SENT_MAIL_RETENTION_DAYS,
      mapTileUrl: env.MAP_TILE_URL,
      mapTileAttribution: env.MAP_TILE_ATTRIBUTION,
    },
  };
}

/** The line a start logs when CAPTCHA_COST is set below the default (test suites do). */
export function weakCaptchaWarning(config: Pick<Config, 'captchaCost'>): string | null {
  if (config.captchaCost >= DEFAULT_CAPTCHA_COST) return null;
  return `CAPTCHA_COST is ${config.captchaCost}, below ${DEFAULT_CAPTCHA_COST}: the human check is too easy for bots. Unset it outside tests.`;
}

/** The line a start logs when INSECURE_FAST_PASSWORD_HASH is on (test suites turn it on). */
export function fastPasswordHashWarning(
  config: Pick<Config, 'insecureFastPasswordHash'>,
): string | null {
  if (!config.insecureFastPasswordHash) return null;
  return 'INSECURE_FAST_PASSWORD_HASH is on: passwords are hashed at a tiny fraction of the real cost and are easy to crack if the database leaks. Unset it outside tests.';
}
