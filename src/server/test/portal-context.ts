/**
 * The owner portal's API tests' server (portal.test.ts, portal-withdraw.test.ts): its
 * own database, owners with a business, and readers of the rows a change writes.
 */
import { and, eq } from 'drizzle-orm';
import { type ProfileFieldsInput, profileFormOf } from '#domain/profile-changes.js';
import { businesses, changeRequests } from '../db/schema/index.js';
import { type Device, ownerWithBusiness as linkedOwner } from './accounts.js';
import { auditRowsOf, type createBusiness } from './factories.js';
import { createTestContext } from './test-app.js';

type BusinessOverrides = Parameters<typeof createBusiness>[1];
type Business = Awaited<ReturnType<typeof createBusiness>>;

/** The portal's edit form as it opens (profileFormOf), with `changes` made. */
export function formOf(business: Business, changes: Partial<ProfileFieldsInput> = {}) {
  return { ...profileFormOf(business), ...changes };
}

export async function portalTestContext() {
  const ctx = await createTestContext();
  const { app, database } = ctx;
  const { db } = database;

  const ownerWithBusiness = (overrides: BusinessOverrides = {}) => linkedOwner(app, db, overrides);

  /** Sends the edit form of `business` from `device`, with `changes` made. */
  const submitChange = (
    device: Device,
    business: Business,
    changes: Partial<ProfileFieldsInput> = {},
  ) => device.post('/api/portal/profile-changes', formOf(business, changes));

  async function businessRow(id: string) {
    const [row] = await db.select().from(businesses).where(eq(businesses.id, id));
    return row;
  }

  async function changeRowsOf(businessId: string) {
    return db
      .select()
      .from(changeRequests)
      .where(
        and(
          eq(changeRequests.businessId, businessId),
          eq(changeRequests.changeType, 'profile_update'),
        ),
      );
  }

  const eventsFor = (action: string, resourceId: string) => auditRowsOf(db, action, resourceId);

  return { ctx, app, db, ownerWithBusiness, submitChange, businessRow, changeRowsOf, eventsFor };
}
