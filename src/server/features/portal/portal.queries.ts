import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { businessOwners } from '../../db/schema/index.js';

/** The owner record of a signed-in user, with the id of the business it is linked to, if any. */
export async function findOwnerByAuthUser(db: Db, authUserId: string) {
  const [row] = await db
    .select({
      fullName: businessOwners.fullName,
      email: businessOwners.email,
      phone: businessOwners.phone,
      businessId: businessOwners.businessId,
    })
    .from(businessOwners)
    .where(eq(businessOwners.authUserId, authUserId));
  return row ?? null;
}
