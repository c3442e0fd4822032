/**
 * Issue 30 point 5: an admin erases a business owner's account. The person goes
 * (sign-in, sessions, owner row, claim, mail, their address in the security log); the
 * listing stays, unclaimed, on its plan; a subscription the provider still renews
 * must be cancelled first; the audit row counts what went and names no one.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminBusiness } from '#domain/business-management.js';
import type { Page } from '#domain/paging.js';
import { erasureMessages } from '#domain/retention.js';
import { queryRows } from '../../db/client.js';
import {
  businesses,
  businessOwners,
  emailOutbox,
  securityEvents,
  subscriptions,
  user,
} from '../../db/schema/index.js';
import {
  adminTestContext,
  Device,
  errorOf,
  ownerWithBusiness,
  STRONG_PASSWORD,
  signInAs,
} from '../../test/accounts.js';
import { auditRowsOf, createBusiness } from '../../test/factories.js';
import { OWNER_ERASED_ACTION } from './owner-erasure.service.js';

const { app, database, admin } = await adminTestContext();
const { db } = database;

const erase = (businessId: string, device = admin.device) =>
  device.request(`/api/admin/businesses/${businessId}/owner`, { method: 'DELETE' });

async function listed(name: string) {
  const res = await admin.device.request(
    `/api/admin/businesses?${new URLSearchParams({ search: name })}`,
  );
  const page = (await res.json()) as Page<AdminBusiness>;
  return page.items.find((item) => item.name === name);
}

describe("an admin erases an owner's account", () => {
  it('removes the person and their sign-in, keeps the listing unclaimed on its plan, audits counts only', async () => {
    const owner = await ownerWithBusiness(app, db, { plan: 'silver' });
    const { email, business } = owner;
    expect((await owner.device.request('/api/portal/me')).status).toBe(200);
    expect((await listed(business.name))?.ownerEmail).toBe(email);
    const [account] = await db.select().from(user).where(eq(user.email, email));

    const res = await erase(business.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      message: erasureMessages.ownerErased,
      businessId: business.id,
    });

    // Signed out everywhere, and the password no longer opens anything.
    expect((await owner.device.request('/api/portal/me')).status).toBe(401);
    const again = await signInAs(app, new Device(app), { email, password: STRONG_PASSWORD });
    expect(again.status).toBe(401);

    expect(await db.select().from(user).where(eq(user.id, account.id))).toEqual([]);
    expect(await db.select().from(businessOwners).where(eq(businessOwners.email, email))).toEqual(
      [],
    );
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email))).toEqual([]);
    const [claims] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from change_requests where new_data->>'owner_email' = ${email}`,
    );
    expect(claims.n).toBe(0);
    const [leftAbout] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from security_events
          where (resource_type = 'user' and resource_id = ${account.id})
            and (ip_address is not null or user_agent is not null or metadata ? 'email')`,
    );
    expect(leftAbout.n).toBe(0);

    // The listing stays, with its plan, and no owner.
    const [kept] = await db.select().from(businesses).where(eq(businesses.id, business.id));
    expect(kept.plan).toBe('silver');
    expect((await listed(business.name))?.ownerEmail).toBeNull();

    const [audit] = await auditRowsOf(db, OWNER_ERASED_ACTION, business.id);
    expect(audit).toMatchObject({
      actorUserId: expect.any(String),
      resourceType: 'business',
      metadata: { kind: 'owner_account', accounts: 1, sessions: 1, claims: 1 },
    });
    const written = JSON.stringify(audit);
    expect(written).not.toContain(email);
    expect(written).not.toContain('Pat Owner');
    expect(written).not.toContain(account.id);

    // Erased once: there is no owner left to erase.
    expect(await errorOf(await erase(business.id))).toEqual({
      status: 404,
      code: 'not_found',
      message: erasureMessages.ownerNotFound,
    });
  });

  it('refuses while the payment provider still renews the subscription, changing nothing', async () => {
    const owner = await ownerWithBusiness(app, db, { plan: 'texas_gold' });
    await db.insert(subscriptions).values({
      businessId: owner.business.id,
      planType: 'texas_gold',
      status: 'active',
      stripeSubscriptionId: `sub_${owner.business.id.slice(0, 8)}`,
    });
    expect(await errorOf(await erase(owner.business.id))).toEqual({
      status: 409,
      code: 'conflict',
      message: erasureMessages.subscriptionRenews,
    });
    expect((await owner.device.request('/api/portal/me')).status).toBe(200);

    // Set to end with the period: the account can go; the provider's last event ends the plan.
    await db
      .update(subscriptions)
      .set({ cancelAtPeriodEnd: true })
      .where(eq(subscriptions.businessId, owner.business.id));
    expect((await erase(owner.business.id)).status).toBe(200);
    const [sub] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.businessId, owner.business.id));
    expect(sub).toMatchObject({ businessOwnerId: null, status: 'active' });
  });

  it('answers 404 for a business without an owner, and 403 to an owner', async () => {
    const unclaimed = await createBusiness(db);
    expect(await errorOf(await erase(unclaimed.id))).toMatchObject({
      status: 404,
      message: erasureMessages.ownerNotFound,
    });
    const owner = await ownerWithBusiness(app, db);
    const other = await ownerWithBusiness(app, db);
    expect((await erase(other.business.id, owner.device)).status).toBe(403);
    expect((await other.device.request('/api/portal/me')).status).toBe(200);
    const rows = await db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.action, OWNER_ERASED_ACTION));
    expect(rows.map((row) => row.resourceId)).not.toContain(other.business.id);
  });
});
