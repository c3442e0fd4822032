/**
 * The auth library's tables (better-auth 1.7 with the two-factor plugin and
 * database rate limiting). Property names are the library's field names; the
 * drizzle adapter is given this module as its schema.
 */
import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { languageEnum } from './enums.js';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** The library writes both itself, so neither changes on an update of its own. */
const writtenAndUpdated = () => ({
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** The user a row belongs to, removed with them. */
const ofUser = () =>
  text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' });

export const user = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  ...writtenAndUpdated(),
  twoFactorEnabled: boolean('two_factor_enabled').default(false),
  /** business_owner or admin; set only by our server code, never by a client. */
  userType: text('user_type'),
  /** The language of their e-mails: the one they used to sign up, then their choice. */
  language: languageEnum('language').notNull().default('en'),
});

export const session = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: ts('expires_at').notNull(),
    token: text('token').notNull().unique(),
    ...writtenAndUpdated(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: ofUser(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const account = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: ofUser(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: ts('access_token_expires_at'),
    refreshTokenExpiresAt: ts('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    ...writtenAndUpdated(),
  },
  (t) => [index('accounts_user_idx').on(t.userId)],
);

export const verification = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: ts('expires_at').notNull(),
    ...writtenAndUpdated(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

export const twoFactor = pgTable(
  'two_factors',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: ofUser(),
    verified: boolean('verified').default(true),
    failedVerificationCount: integer('failed_verification_count').default(0),
    lockedUntil: ts('locked_until'),
  },
  (t) => [index('two_factors_user_idx').on(t.userId), index('two_factors_secret_idx').on(t.secret)],
);

export const rateLimit = pgTable('auth_rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});
