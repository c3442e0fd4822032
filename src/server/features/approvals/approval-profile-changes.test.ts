/**
 * Approving an owner's profile change field by field through the admin API.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  approvalMessages,
  type ChangeRequestSummary,
  type ProfileChangeDetail,
} from '#domain/approvals.js';
import type { Page } from '#domain/paging.js';
import { queryRows } from '../../db/client.js';
import { signedInOwner, statusAndMessageOf } from '../../test/accounts.js';
import { createBusiness, createProfileChange, linkOwnerToBusiness } from '../../test/factories.js';
import { approvalsTestSetup } from './approvals.test-setup.js';

const { app, database, admin, BASE } = await approvalsTestSetup();

describe('approving a profile change field by field', () => {
  async function ownerWithChange() {
    const owner = await signedInOwner(app);
    const business = await createBusiness(database.db, {
      name: `Century Tree Florist ${Math.random().toString(36).slice(2, 6)}`,
      city: 'College Station',
      hours: null,
      phone: '979-555-0100',
      description: 'Flowers.',
      plan: 'free',
    });
    await linkOwnerToBusiness(database.db, { email: owner.email, businessId: business.id });
    const change = await createProfileChange(database.db, {
      ownerEmail: owner.email,
      businessId: business.id,
      oldData: { phone: '979-555-0100', description: 'Flowers.', hours: null },
      newData: {
        phone: '979-555-0199',
        description: 'Fresh flowers every day.',
        hours: 'Mon-Fri: 9AM-5PM',
      },
    });
    return { owner, business, id: change.id };
  }

  it('shows old and new side by side and applies only the accepted, edited fields', async () => {
    const { owner, business, id } = await ownerWithChange();
    const detail = (await (
      await admin.device.request(`${BASE}/${id}`)
    ).json()) as ProfileChangeDetail;
    expect(detail.business).toMatchObject({ id: business.id, plan: 'free' });
    expect(detail.changes).toEqual([
      { field: 'phone', from: '979-555-0100', to: '979-555-0199', current: '979-555-0100' },
      {
        field: 'description',
        from: 'Flowers.',
        to: 'Fresh flowers every day.',
        current: 'Flowers.',
      },
      { field: 'hours', from: null, to: 'Mon-Fri: 9AM-5PM', current: null },
    ]);

    const res = await admin.device.post(`${BASE}/${id}/approve`, {
      fields: { description: 'Fresh flowers, every single day.', hours: 'Mon-Fri: 9AM-5PM' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ message: approvalMessages.changesApproved });

    const [row] = await queryRows<{ phone: string; description: string; hours: string }>(
      database.db,
      sql`select phone, description, hours from businesses where id = ${business.id}`,
    );
    expect(row).toEqual({
      phone: '979-555-0100',
      description: 'Fresh flowers, every single day.',
      hours: 'Mon-Fri: 9AM-5PM',
    });
    const [audit] = await queryRows<{ action: string; metadata: Record<string, unknown> }>(
      database.db,
      sql`select action, metadata from security_events where resource_id = ${business.id} and action = 'admin_profile_change_approved'`,
    );
    expect(audit.metadata).toMatchObject({
      before: { description: 'Flowers.', hours: null },
      after: { description: 'Fresh flowers, every single day.', hours: 'Mon-Fri: 9AM-5PM' },
      dropped: ['phone'],
    });
    const mail = await queryRows<{ kind: string }>(
      database.db,
      sql`select kind from email_outbox where to_address = ${owner.email} and kind = 'profile_changes_approved'`,
    );
    expect(mail).toHaveLength(1);
  });

  it("refuses a description over the plan's limit, a field not asked for, or no field at all", async () => {
    const { business, id } = await ownerWithChange();
    const tooLong = await admin.device.post(`${BASE}/${id}/approve`, {
      fields: { description: 'x'.repeat(101) },
    });
    expect(await statusAndMessageOf(tooLong)).toEqual({
      status: 400,
      message: 'Description must be no more than 100 characters long',
    });
    const foreign = await admin.device.post(`${BASE}/${id}/approve`, { fields: { name: 'Other' } });
    expect(await statusAndMessageOf(foreign)).toEqual({
      status: 400,
      message: 'Business Name was not part of this request.',
    });
    const none = await admin.device.post(`${BASE}/${id}/approve`, { fields: {} });
    expect(await statusAndMessageOf(none)).toEqual({
      status: 400,
      message: approvalMessages.nothingAccepted,
    });

    // Nothing was applied and the request still waits.
    const [row] = await queryRows<{ description: string }>(
      database.db,
      sql`select description from businesses where id = ${business.id}`,
    );
    expect(row.description).toBe('Flowers.');
    const list = (await (
      await admin.device.request(`${BASE}?status=pending&type=profile_update&limit=100`)
    ).json()) as Page<ChangeRequestSummary>;
    expect(list.items.find((item) => item.id === id)).toMatchObject({
      status: 'pending',
      businessName: business.name,
      changedFields: ['phone', 'description', 'hours'],
    });
  });
});
