import { and, desc, eq } from 'drizzle-orm';
import type { ProfileField } from '../../../domain/profile-changes.js';
import type { Db } from '../../db/client.js';
import { businesses, businessOwners, changeRequests } from '../../db/schema/index.js';

/** The owner record of a signed-in user, with the id of the business it is linked to, if any. */
export async function findOwnerByAuthUser(db: Db, authUserId: string) {
  const [row] = await db
    .select({
      id: businessOwners.id,
      fullName: businessOwners.fullName,
      email: businessOwners.email,
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
      hours: businesses.hours,
    })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .for('update');
  return row ?? null;
}

const pendingProfileUpdate = (businessId: string) =>
  and(
    eq(changeRequests.businessId, businessId),
    eq(changeRequests.changeType, 'profile_update'),
    eq(changeRequests.status, 'pending'),
  );

const changeColumns = {
  id: changeRequests.id,
  oldData: changeRequests.oldData,
  newData: changeRequests.newData,
  createdAt: changeRequests.createdAt,
};

/** The business's profile change waiting for an admin, newest first if there were ever two. */
export async function findPendingProfileChange(db: Db, businessId: string) {
  const [row] = await db
    .select(changeColumns)
    .from(changeRequests)
    .where(pendingProfileUpdate(businessId))
    .orderBy(desc(changeRequests.createdAt))
    .limit(1);
  return row ?? null;
}

export async function insertProfileChange(
  tx: Db,
  values: {
    businessId: string;
    businessOwnerId: string;
    oldData: Partial<Record<ProfileField, string | null>>;
    newData: Partial<Record<ProfileField, string | null>>;
  },
) {
  const [row] = await tx
    .insert(changeRequests)
    .values({ ...values, changeType: 'profile_update', status: 'pending' })
    .returning(changeColumns);
  return row;
}

/** Removes a still-pending profile change of this business; undefined when there is none. */
export async function deletePendingProfileChange(
  tx: Db,
  { id, businessId }: { id: string; businessId: string },
) {
  const [row] = await tx
    .delete(changeRequests)
    .where(and(eq(changeRequests.id, id), pendingProfileUpdate(businessId)))
    .returning(changeColumns);
  return row;
}
