/**
 * Small row builders for tests: each test makes the rows it needs and never
 * relies on seed data or another test's rows. Names get a random suffix so
 * files and tests never collide on unique keys.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { slugify } from '#domain/slug.js';
import { ensureCategories } from '../db/categories.js';
import type { Db } from '../db/client.js';

export { ensureCategories };

import { withOpeningHours } from '../db/opening-hours.js';
import {
  analyticsEvents,
  businesses,
  businessOwners,
  businessPhotos,
  changeRequests,
  jobs,
  securityEvents,
} from '../db/schema/index.js';
import { flushAnalyticsEvents } from '../features/analytics/event-queue.js';

const suffix = () => randomBytes(3).toString('hex');

type BusinessInsert = typeof businesses.$inferInsert;
type PhotoInsert = typeof businessPhotos.$inferInsert;
type JobInsert = typeof jobs.$inferInsert;

export async function createBusiness(db: Db, overrides: Partial<BusinessInsert> = {}) {
  await ensureCategories(db);
  const name = overrides.name ?? `Test Business ${suffix()}`;
  const [row] = await db
    .insert(businesses)
    .values(
      withOpeningHours({
        slug: `${slugify(name)}-${suffix()}`,
        category: 'Services',
        address: '100 Main St',
        city: 'Bryan',
        state: 'TX',
        zipCode: '77801',
        phone: '(979) 555-0100',
        website: 'https://example.com',
        email: 'owner@example.com',
        description: 'A local business used in tests.',
        rating: 4.5,
        reviews: 12,
        yearsInBusiness: 5,
        hours: 'Mon-Fri: 9AM-5PM',
        plan: 'free',
        ...overrides,
        name,
      }),
    )
    .returning();
  return row;
}

/** One business per set of values, made in their order (so created and updated times follow it). */
export async function createBusinesses(db: Db, each: Partial<BusinessInsert>[]) {
  const rows: (typeof businesses.$inferSelect)[] = [];
  for (const overrides of each) rows.push(await createBusiness(db, overrides));
  return rows;
}

/** The plan a business is on, as its row says. */
export async function planOfBusiness(db: Db, businessId: string) {
  const [row] = await db
    .select({ plan: businesses.plan })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row.plan;
}

export async function createPhoto(
  db: Db,
  businessId: string,
  overrides: Partial<PhotoInsert> = {},
) {
  const file = `photo-${suffix()}.webp`;
  const [row] = await db
    .insert(businessPhotos)
    .values({
      businessId,
      fileName: file,
      filePath: `/uploads/businesses/${businessId}/${file}`,
      storagePath: `businesses/${businessId}/${file}`,
      fileSize: 1000,
      mimeType: 'image/webp',
      approvalStatus: 'approved',
      storageArea:
        overrides.approvalStatus && overrides.approvalStatus !== 'approved' ? 'private' : 'public',
      ...overrides,
    })
    .returning();
  return row;
}

export async function createJob(db: Db, businessId: string, overrides: Partial<JobInsert> = {}) {
  const [row] = await db
    .insert(jobs)
    .values({
      businessId,
      companyName: 'Test Company',
      title: `Test Job ${suffix()}`,
      category: 'Services',
      location: 'Bryan, TX',
      description: 'A job used in tests.',
      status: 'approved',
      ...overrides,
    })
    .returning();
  return row;
}

/** The analytics rows `where` picks, once this server's queued events are written. */
export async function analyticsRowsWhere(db: Db, where: SQL | undefined) {
  await flushAnalyticsEvents(db);
  return db.select().from(analyticsEvents).where(where);
}

/** The audit rows of `action` on `resourceId` (security_events), in no set order. */
export async function auditRowsOf(db: Db, action: string, resourceId: string) {
  return db
    .select()
    .from(securityEvents)
    .where(and(eq(securityEvents.action, action), eq(securityEvents.resourceId, resourceId)));
}

/** Links the owner with `email` to a business, as an approved claim does. */
export async function linkOwnerToBusiness(
  db: Db,
  { email, businessId }: { email: string; businessId: string },
) {
  await db.update(businessOwners).set({ businessId }).where(eq(businessOwners.email, email));
}

/** Marks the change requests `where` picks processed, as an admin's decision does. */
async function markProcessed(db: Db, where: SQL, status: 'approved' | 'rejected') {
  await db.update(changeRequests).set({ status, processedAt: new Date() }).where(where);
}

/** Marks the business claim of `ownerEmail` processed, as an admin's decision does. */
export async function processClaim(
  db: Db,
  { ownerEmail, status }: { ownerEmail: string; status: 'approved' | 'rejected' },
) {
  await markProcessed(
    db,
    and(
      eq(changeRequests.changeType, 'business_claim'),
      sql`${changeRequests.newData}->>'owner_email' = ${ownerEmail}`,
    ) as SQL,
    status,
  );
}

/**
 * A pending profile_update of the owner with `ownerEmail` for `businessId`, as
 * the portal stores one: old and new values of the changed fields only.
 */
export async function createProfileChange(
  db: Db,
  {
    ownerEmail,
    businessId,
    oldData,
    newData,
  }: {
    ownerEmail: string;
    businessId: string;
    oldData: Record<string, string | null>;
    newData: Record<string, string | null>;
  },
) {
  const [owner] = await db
    .select({ id: businessOwners.id })
    .from(businessOwners)
    .where(eq(businessOwners.email, ownerEmail));
  const [row] = await db
    .insert(changeRequests)
    .values({
      changeType: 'profile_update',
      businessId,
      businessOwnerId: owner?.id ?? null,
      oldData,
      newData,
      status: 'pending',
    })
    .returning({ id: changeRequests.id });
  return row;
}

/** Marks a change request processed, as an admin's decision does. */
export async function processChangeRequest(
  db: Db,
  { id, status }: { id: string; status: 'approved' | 'rejected' },
) {
  await markProcessed(db, eq(changeRequests.id, id), status);
}
