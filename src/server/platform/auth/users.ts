/**
 * Making accounts. The library's public sign-up is disabled (auth.ts): our claim
 * flow and the admin script create users here, inside the caller's transaction,
 * with the password hashed by the library's own hasher.
 */
import { generateId } from 'better-auth';
import { eq, sql } from 'drizzle-orm';
import type { UserType } from '#domain/accounts.js';
import type { Language } from '#domain/languages.js';
import type { Db } from '../../db/client.js';
import { account, user } from '../../db/schema/auth.js';
import { businessOwners } from '../../db/schema/directory.js';
import type { Auth } from './auth.js';

export async function hashPassword(auth: Auth, password: string): Promise<string> {
  const context = await auth.$context;
  return context.password.hash(password);
}

export interface NewUser {
  email: string;
  name: string;
  userType: UserType;
  /** Already hashed with hashPassword(). */
  passwordHash: string;
  emailVerified?: boolean;
  /** The language their e-mails are written in (English when not said). */
  language?: Language;
}

/**
 * Inserts the user and its credential account (the library's own layout:
 * provider 'credential', account id = user id). Throws on a duplicate e-mail
 * (unique violation), so callers check first and treat a race like a duplicate.
 */
export async function insertCredentialUser(tx: Db, input: NewUser) {
  const id = generateId(32);
  const now = new Date();
  const [created] = await tx
    .insert(user)
    .values({
      id,
      name: input.name,
      email: input.email.toLowerCase(),
      emailVerified: input.emailVerified ?? false,
      userType: input.userType,
      language: input.language ?? 'en',
      twoFactorEnabled: false,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: user.id, email: user.email, userType: user.userType });
  await tx.insert(account).values({
    id: generateId(32),
    accountId: id,
    providerId: 'credential',
    userId: id,
    password: input.passwordHash,
    createdAt: now,
    updatedAt: now,
  });
  return created;
}

/** What the account features read about a user; never the password or secrets. */
const userColumns = {
  id: user.id,
  email: user.email,
  name: user.name,
  userType: user.userType,
  twoFactorEnabled: user.twoFactorEnabled,
  language: user.language,
};

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select(userColumns)
    .from(user)
    .where(sql`lower(${user.email}) = ${email.toLowerCase()}`);
  return row ?? null;
}

/** A PostgreSQL unique violation (e.g. two claims racing for one e-mail). */
export function isUniqueViolation(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: string }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export async function findUserById(db: Db, id: string) {
  const [row] = await db.select(userColumns).from(user).where(sql`${user.id} = ${id}`);
  return row ?? null;
}

/**
 * The language of the account that runs a business (its owner's e-mails), English
 * when no account does.
 */
export async function ownerLanguageOfBusiness(db: Db, businessId: string): Promise<Language> {
  const [row] = await db
    .select({ language: user.language })
    .from(businessOwners)
    .innerJoin(user, eq(user.id, businessOwners.authUserId))
    .where(eq(businessOwners.businessId, businessId))
    .limit(1);
  return row?.language ?? 'en';
}

/** Stores the language a user chose: their e-mails are written in it from now on. */
export async function setUserLanguage(db: Db, userId: string, language: Language) {
  await db.update(user).set({ language, updatedAt: new Date() }).where(eq(user.id, userId));
}
