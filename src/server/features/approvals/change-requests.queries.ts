import { and, desc, eq } from 'drizzle-orm';
import type { ProfileField } from '#domain/profile-changes.js';
import type { Db } from '../../db/client.js';
import { changeRequests } from '../../db/schema/index.js';

export async function insertClaimRequest(
  db: Db,
  input: { businessOwnerId: string; newData: Record<string, unknown> },
) {
  const [row] = await db
    .insert(changeRequests)
    .values({
      changeType: 'business_claim',
      businessOwnerId: input.businessOwnerId,
      newData: input.newData,
      status: 'pending',
    })
    .returning({ id: changeRequests.id, createdAt: changeRequests.createdAt });
  return row;
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
