import type { Db } from '../../db/client.js';
import { assertCan, type SessionUser } from '../../platform/auth/guards.js';
import { findOwnerWithBusiness } from './portal.queries.js';

/**
 * The signed-in owner and their business. `business` is null until an admin
 * approves their claim: the portal then shows 'No Business Found ...'.
 */
export async function getPortalOverview({ db, user }: { db: Db; user: SessionUser }) {
  assertCan(user, 'read:portal:own');
  const row = await findOwnerWithBusiness(db, user.id);
  return {
    owner: {
      fullName: row?.owner.fullName ?? user.name,
      email: row?.owner.email ?? user.email,
      phone: row?.owner.phone ?? null,
    },
    business: row?.business?.id ? row.business : null,
  };
}
