import { and, desc, eq, gt, like, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { session, verification } from '../../db/schema/auth.js';
import { businessOwners } from '../../db/schema/index.js';

export const RESET_IDENTIFIER_PREFIX = 'reset-password:';

export async function listActiveSessions(db: Db, userId: string) {
  return db
    .select({
      id: session.id,
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
      expiresAt: session.expiresAt,
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
    })
    .from(session)
    .where(and(eq(session.userId, userId), gt(session.expiresAt, sql`now()`)))
    .orderBy(desc(session.updatedAt));
}

/** Deletes the user's sessions except `keepSessionId`; returns how many went. */
export async function deleteOtherSessions(db: Db, userId: string, keepSessionId: string) {
  const rows = await db
    .delete(session)
    .where(and(eq(session.userId, userId), ne(session.id, keepSessionId)))
    .returning({ id: session.id });
  return rows.length;
}

export async function deleteSessionOfUser(db: Db, userId: string, sessionId: string) {
  const rows = await db
    .delete(session)
    .where(and(eq(session.userId, userId), eq(session.id, sessionId)))
    .returning({ id: session.id });
  return rows.length > 0;
}

export async function deleteSessionByToken(db: Db, token: string) {
  await db.delete(session).where(eq(session.token, token));
}

/** A new reset link replaces any older one of the same user. */
export async function replaceResetToken(
  db: Db,
  input: { id: string; token: string; userId: string; expiresAt: Date },
) {
  await db
    .delete(verification)
    .where(
      and(
        like(verification.identifier, `${RESET_IDENTIFIER_PREFIX}%`),
        eq(verification.value, input.userId),
      ),
    );
  await db.insert(verification).values({
    id: input.id,
    identifier: `${RESET_IDENTIFIER_PREFIX}${input.token}`,
    value: input.userId,
    expiresAt: input.expiresAt,
  });
}

/** Whose reset link this is, while it is still valid. */
export async function findResetTokenOwner(db: Db, token: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: verification.value })
    .from(verification)
    .where(
      and(
        eq(verification.identifier, `${RESET_IDENTIFIER_PREFIX}${token}`),
        gt(verification.expiresAt, sql`now()`),
      ),
    );
  return row?.userId ?? null;
}

export async function findOwnerByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: businessOwners.id, authUserId: businessOwners.authUserId })
    .from(businessOwners)
    .where(sql`lower(${businessOwners.email}) = ${email.toLowerCase()}`);
  return row ?? null;
}

export async function insertOwner(
  db: Db,
  input: { authUserId: string; email: string; fullName: string; phone: string },
) {
  const [row] = await db
    .insert(businessOwners)
    .values({ ...input, isVerified: false })
    .returning({ id: businessOwners.id });
  return row;
}

/** An owner row made earlier (e.g. by an admin) with no account yet gets this one. */
export async function linkOwnerToUser(
  db: Db,
  ownerId: string,
  input: { authUserId: string; fullName: string; phone: string },
) {
  await db.update(businessOwners).set(input).where(eq(businessOwners.id, ownerId));
}
