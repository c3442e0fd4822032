import { and, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { ChangeListStatus, ChangeType } from '#domain/approvals.js';
import type { Language } from '#domain/languages.js';
import type { PageRequest } from '#domain/paging.js';
import type { PlanId } from '#domain/plans.js';
import { ownerContactColumns } from '../../db/business-columns.js';
import type { Db } from '../../db/client.js';
import { selectTablePage } from '../../db/paging.js';
import { user } from '../../db/schema/auth.js';
import {
  businesses,
  businessOwners,
  changeRequests,
  subscriptions,
} from '../../db/schema/index.js';

/** The language of the owner's account (their e-mails), English without one. */
function ownerLanguage() {
  return sql<Language>`coalesce((select ${user.language} from ${user} where ${user.id} = ${businessOwners.authUserId}), 'en')`;
}

const requestColumns = {
  id: changeRequests.id,
  type: changeRequests.changeType,
  status: changeRequests.status,
  businessId: changeRequests.businessId,
  businessOwnerId: changeRequests.businessOwnerId,
  oldData: changeRequests.oldData,
  newData: changeRequests.newData,
  adminNotes: changeRequests.adminNotes,
  createdAt: changeRequests.createdAt,
  processedAt: changeRequests.processedAt,
  businessName: businesses.name,
  ownerName: businessOwners.fullName,
  ownerEmail: businessOwners.email,
  ownerLanguage: ownerLanguage(),
  processedByName: user.name,
  processedByEmail: user.email,
};

export type ChangeRequestRow = NonNullable<Awaited<ReturnType<typeof findChangeRequest>>>;

function selectRequests(db: Db) {
  return db
    .select(requestColumns)
    .from(changeRequests)
    .leftJoin(businesses, eq(businesses.id, changeRequests.businessId))
    .leftJoin(businessOwners, eq(businessOwners.id, changeRequests.businessOwnerId))
    .leftJoin(user, eq(user.id, changeRequests.processedBy));
}

/** Only the two kinds this screen decides on; the other change types are not made by anything. */
const DECIDABLE_TYPES: ChangeType[] = ['business_claim', 'profile_update'];

export async function listChangeRequests(
  db: Db,
  filter: { status: ChangeListStatus; type?: ChangeType },
  page: PageRequest,
) {
  const conditions: SQL[] = [
    filter.type
      ? eq(changeRequests.changeType, filter.type)
      : inArray(changeRequests.changeType, DECIDABLE_TYPES),
  ];
  if (filter.status === 'processed') conditions.push(ne(changeRequests.status, 'pending'));
  else conditions.push(eq(changeRequests.status, filter.status));
  const where = and(...conditions);
  const newestBy =
    filter.status === 'pending' ? changeRequests.createdAt : changeRequests.processedAt;
  const order = [desc(newestBy), desc(changeRequests.id)];
  return selectTablePage(
    db,
    { rows: selectRequests(db), table: changeRequests, where, order },
    page,
  );
}

export async function findChangeRequest(db: Db, id: string) {
  const [row] = await selectRequests(db).where(eq(changeRequests.id, id));
  return row;
}

/**
 * Takes a pending request for this decision, or returns undefined when it is
 * not pending (any more). The row lock makes a second admin's concurrent
 * decision wait, then find it processed.
 */
export async function decidePendingRequest(
  tx: Db,
  id: string,
  decision: { status: 'approved' | 'rejected'; processedBy: string; adminNotes: string | null },
) {
  const [row] = await tx
    .update(changeRequests)
    .set({ ...decision, processedAt: new Date() })
    .where(and(eq(changeRequests.id, id), eq(changeRequests.status, 'pending')))
    .returning({ id: changeRequests.id });
  return row;
}

/** The change request's business, once a claim has made or linked one. */
export async function setRequestBusiness(tx: Db, id: string, businessId: string) {
  await tx.update(changeRequests).set({ businessId }).where(eq(changeRequests.id, id));
}

/** Listings in `city` whose name looks like `name` (pg_trgm), most alike first. */
export async function findSimilarBusinesses(db: Db, name: string, city: string, limit = 5) {
  const similarity = sql<number>`similarity(${businesses.name}, ${name})`;
  const hasOwner = sql<boolean>`exists (select 1 from ${businessOwners} where ${businessOwners.businessId} = ${businesses.id})`;
  return db
    .select({
      id: businesses.id,
      slug: businesses.slug,
      name: businesses.name,
      address: businesses.address,
      city: businesses.city,
      hasOwner,
    })
    .from(businesses)
    .where(
      and(
        sql`lower(coalesce(${businesses.city}, '')) = lower(${city})`,
        sql`(${businesses.name} % ${name} or lower(${businesses.name}) = lower(${name}))`,
      ),
    )
    .orderBy(desc(similarity), businesses.name)
    .limit(limit);
}

export async function businessHasOwner(db: Db, businessId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: businessOwners.id })
    .from(businessOwners)
    .where(eq(businessOwners.businessId, businessId))
    .limit(1);
  return Boolean(row);
}

export async function findOwner(db: Db, ownerId: string) {
  const [row] = await db
    .select({
      ...ownerContactColumns,
      businessId: businessOwners.businessId,
      language: ownerLanguage(),
    })
    .from(businessOwners)
    .where(eq(businessOwners.id, ownerId));
  return row;
}

/** An approved claim: the owner runs this business now, not yet verified. */
export async function linkOwnerToBusiness(
  tx: Db,
  ownerId: string,
  values: { businessId: string; fullName: string; phone: string },
) {
  await tx
    .update(businessOwners)
    .set({ ...values, isVerified: false })
    .where(eq(businessOwners.id, ownerId));
}

export async function insertActiveSubscription(
  tx: Db,
  values: { businessId: string; businessOwnerId: string; planType: PlanId },
) {
  await tx.insert(subscriptions).values({ ...values, status: 'active' });
}
