import { randomBytes, randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { user } from '../../db/schema/auth.js';
import { AppError } from '../app-error.js';
import type { Logger } from '../logger.js';
import { logSecurityEvent } from '../security-log.js';
import { type Auth, createAuth } from './auth.js';
import { findUserByEmail, hashPassword, insertCredentialUser } from './users.js';

/**
 * Makes an administrator (DESIGN decision 7). Only our own code calls it: the
 * `admin:create` script, and start-up (BOOTSTRAP_ADMIN_*, first embedded start).
 * The new admin sets up two-factor authentication at their first sign-in.
 */
export async function createAdmin({
  config,
  db,
  auth = createAuth({ config, db }),
  email,
  password,
  name,
}: {
  config: Config;
  db: Db;
  auth?: Auth;
  email: string;
  password: string;
  name: string;
}) {
  if (await findUserByEmail(db, email)) {
    throw new AppError('conflict', `A user with the e-mail ${email} already exists.`);
  }
  const passwordHash = await hashPassword(auth, password);
  return db.transaction(async (tx) => {
    const admin = await insertCredentialUser(tx, {
      email,
      name,
      userType: 'admin',
      passwordHash,
      emailVerified: true,
    });
    await logSecurityEvent(tx, {
      action: 'admin_created',
      success: true,
      resourceType: 'user',
      resourceId: admin.id,
      metadata: { email: admin.email },
    });
    return admin;
  });
}

/** BOOTSTRAP_ADMIN_EMAIL / _PASSWORD: that admin exists after start-up (e2e, first deploys). */
export async function ensureBootstrapAdmin({
  config,
  db,
  logger,
}: {
  config: Config;
  db: Db;
  logger: Logger;
}): Promise<void> {
  const wanted = config.bootstrapAdmin;
  if (!wanted) return;
  if (await findUserByEmail(db, wanted.email)) return;
  await createAdmin({ config, db, ...wanted, name: 'Administrator' });
  logger.info('bootstrap admin created', { email: wanted.email });
}

/** 8+ characters with every class the password rules ask for, in random order. */
export function generateAdminPassword(): string {
  const chars = [
    ...randomBytes(12).toString('base64url').replace(/[-_]/g, ''),
    'abcdefghijkmnopqrstuvwxyz'[randomInt(25)],
    'ABCDEFGHJKLMNPQRSTUVWXYZ'[randomInt(24)],
    '23456789'[randomInt(8)],
    '@$!%*?&'[randomInt(7)],
  ];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}

/**
 * On an embedded database with no administrator yet, makes one and returns its
 * password, to be printed once (DESIGN decision 7). Returns null otherwise.
 */
export async function ensureFirstAdmin({
  config,
  db,
}: {
  config: Config;
  db: Db;
}): Promise<{ email: string; password: string } | null> {
  if (config.databaseUrl) return null;
  const [existing] = await db
    .select({ id: user.id })
    .from(user)
    .where(sql`${user.userType} = 'admin'`)
    .limit(1);
  if (existing) return null;
  const email = 'admin@bcslocal.example';
  if (await findUserByEmail(db, email)) return null;
  const password = generateAdminPassword();
  await createAdmin({ config, db, email, password, name: 'Administrator' });
  return { email, password };
}

/** Printed once, on the start that made the first admin; the password is not kept anywhere else. */
export function printFirstAdmin(
  admin: { email: string; password: string },
  write: (text: string) => void = (text) => process.stdout.write(text),
): void {
  write(
    [
      '',
      '  First administrator created (shown only this once):',
      `    e-mail:   ${admin.email}`,
      `    password: ${admin.password}`,
      '  Sign in at /admin/login; the first sign-in sets up two-factor authentication.',
      '',
      '',
    ].join('\n'),
  );
}
