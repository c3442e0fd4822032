import { eq } from 'drizzle-orm';
import { ownerContactColumns } from '../../db/business-columns.js';
import type { Db } from '../../db/client.js';
import { businesses, businessOwners } from '../../db/schema/index.js';

/** The owner record of a signed-in user, with the id of the business it is linked to, if any. */
export async function findOwnerByAuthUser(db: Db, authUserId: string) {
  const [row] = await db
    .select({
      ...ownerContactColumns,
      phone: businessOwners.phone,
      businessId: businessOwners.businessId,
    })
    .from(businessOwners)
    .where(eq(businessOwners.authUserId, authUserId));
  return row ?? null;
}

/**
 * The business's profile fields and plan, locked until the transaction ends, so two
 * submissions for one business run one after the other (one pending change each).
 */
export async function lockBusinessProfile(tx: Db, businessId: string) {
  const [row] = await tx
    .select({
      id: businesses.id,
      plan: businesses.plan,
      name: businesses.name,
      category: businesses.category,
      address: businesses.address,
      phone: businesses.phone,
      website: businesses.website,
      email: businesses.email,
      description: businesses.description,
      descriptionEs: businesses.descriptionEs,
      hours: businesses.hours,
      latitude: businesses.latitude,
      longitude: businesses.longitude,
    })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .for('update');
  return row ?? null;
}
