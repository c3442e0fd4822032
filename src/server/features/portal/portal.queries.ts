import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { businesses, businessOwners } from '../../db/schema/index.js';

/** The owner record of a signed-in user and the business it is linked to, if any. */
export async function findOwnerWithBusiness(db: Db, authUserId: string) {
  const [row] = await db
    .select({
      owner: {
        id: businessOwners.id,
        email: businessOwners.email,
        fullName: businessOwners.fullName,
        phone: businessOwners.phone,
        isVerified: businessOwners.isVerified,
      },
      business: {
        id: businesses.id,
        slug: businesses.slug,
        name: businesses.name,
        category: businesses.category,
        address: businesses.address,
        city: businesses.city,
        state: businesses.state,
        zipCode: businesses.zipCode,
        phone: businesses.phone,
        website: businesses.website,
        email: businesses.email,
        description: businesses.description,
        plan: businesses.plan,
      },
    })
    .from(businessOwners)
    .leftJoin(businesses, eq(businesses.id, businessOwners.businessId))
    .where(eq(businessOwners.authUserId, authUserId));
  return row ?? null;
}
