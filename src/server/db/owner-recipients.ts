import { eq } from 'drizzle-orm';
import type { Db } from './client.js';
import { user } from './schema/auth.js';
import { businesses, businessOwners } from './schema/index.js';

/**
 * Owners with their listings, as e-mails about a listing need them: who to write to and
 * in which language (none before the account is made). The caller adds its joins and
 * conditions (the monthly report, the confirmation reminder).
 */
export function selectOwnerRecipients(db: Db) {
  return db
    .select({
      ownerId: businessOwners.id,
      email: businessOwners.email,
      fullName: businessOwners.fullName,
      businessId: businesses.id,
      language: user.language,
    })
    .from(businessOwners)
    .innerJoin(businesses, eq(businesses.id, businessOwners.businessId))
    .leftJoin(user, eq(user.id, businessOwners.authUserId))
    .$dynamic();
}
