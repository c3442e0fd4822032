import type { PortalBusiness, PortalOverview } from '../../../domain/portal.js';
import type { Db } from '../../db/client.js';
import { assertCan, type SessionUser } from '../../platform/auth/guards.js';
import { findBusinessRowById } from '../businesses/businesses.service.js';
import { findOwnerByAuthUser } from './portal.queries.js';

async function findPortalBusiness(db: Db, id: string | null): Promise<PortalBusiness | null> {
  const row = id ? await findBusinessRowById({ db, id }) : undefined;
  if (!row) return null;
  // The owner edits what is stored: the whole description and contact details, whatever the plan.
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    category: row.category,
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    phone: row.phone,
    website: row.website,
    email: row.email,
    description: row.description,
    plan: row.plan,
  };
}

/**
 * The signed-in owner and their business. `business` is null until an admin
 * approves their claim: the portal then shows 'No Business Found ...'.
 */
export async function getPortalOverview({
  db,
  user,
}: {
  db: Db;
  user: SessionUser;
}): Promise<PortalOverview> {
  assertCan(user, 'read:portal:own');
  const owner = await findOwnerByAuthUser(db, user.id);
  return {
    owner: {
      fullName: owner?.fullName ?? user.name,
      email: owner?.email ?? user.email,
      phone: owner?.phone ?? null,
    },
    business: await findPortalBusiness(db, owner?.businessId ?? null),
  };
}
