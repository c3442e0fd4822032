import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { session, verification } from '../../db/schema/auth.js';

/**
 * Deletes sessions and one-time tokens (reset links, two-factor steps) past their
 * expiry. Nothing accepts them any more; without this they would only go when their
 * owner happened to present them again. Run by the maintenance pass.
 */
export async function pruneExpiredSessions(db: Db): Promise<void> {
  await db.delete(session).where(lt(session.expiresAt, sql`now()`));
  await db.delete(verification).where(lt(verification.expiresAt, sql`now()`));
}
