import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  approvalMessages,
  type ChangeRequestSummary,
  type ClaimRequestDetail,
  type ProfileChangeDetail,
} from '#domain/approvals.js';
import type { Page } from '#domain/paging.js';
import type { PortalOverview } from '#domain/portal.js';
import { queryRows } from '../../db/client.js';
import {
  claimAs,
  Device,
  STRONG_PASSWORD,
  signedInAdmin,
  signedInOwner,
  signInAs,
  statusAndMessageOf,
} from '../../test/accounts.js';
import {
  createBusiness,
  createProfileChange,
  ensureCategories,
  linkOwnerToBusiness,
} from '../../test/factories.js';
import { createTestContext } from '../../test/test-app.js';

const ctx = await createTestContext();
const { app, database } = ctx;
const admin = await signedInAdmin(app, ctx);
// The category list, as the seed or the first migration run leaves it.
await ensureCategories(database.db);
const BASE = '/api/admin/change-requests';

async function pendingClaimOf(ownerEmail: string): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    database.db,
    sql`select id from change_requests where new_data->>'owner_email' = ${ownerEmail}`,
  );
  return row.id;
}

async function stateOf(claimId: string, ownerEmail: string) {
  const [request] = await queryRows<{
    status: string;
    business_id: string | null;
    admin_notes: string | null;
    processed_by: string | null;
  }>(
    database.db,
    sql`select status, business_id, admin_notes, processed_by from change_requests where id = ${claimId}`,
  );
  const [owner] = await queryRows<{ id: string; business_id: string | null; is_verified: boolean }>(
    database.db,
    sql`select id, business_id, is_verified from business_owners where email = ${ownerEmail}`,
  );
  const subscriptions = await queryRows<{ plan_type: string; status: string; business_id: string }>(
    database.db,
    sql`select plan_type, status, business_id from subscriptions where business_owner_id = ${owner.id}`,
  );
  const mail = await queryRows<{ kind: string; text_body: string }>(
    database.db,
    sql`select kind, text_body from email_outbox where to_address = ${ownerEmail} order by id`,
  );
  const audit = await queryRows<{
    action: string;
    actor_user_id: string;
    metadata: Record<string, unknown>;
  }>(
    database.db,
    sql`select action, actor_user_id, metadata from security_events where resource_id = ${claimId}`,
  );
  return { request, owner, subscriptions, mail, audit };
}

describe('approving a business claim', () => {
  it('creates the business, links the owner, starts a free subscription, e-mails and audits, in one go', async () => {
    const owner = new Device(app);
    const claim = await claimAs(app, owner, { businessName: 'Brazos Bike Works', city: 'Bryan' });
    const id = await pendingClaimOf(claim.ownerEmail);

    const detail = (await (
      await admin.device.request(`${BASE}/${id}`)
    ).json()) as ClaimRequestDetail;
    expect(detail.claim).toMatchObject({
      business_name: 'Brazos Bike Works',
      owner_email: claim.ownerEmail,
      additional_message: claim.message,
    });
    expect(JSON.stringify(detail)).not.toContain(STRONG_PASSWORD);

    const res = await admin.device.post(`${BASE}/${id}/approve`, {
      claim: { ...detail.claim, business_name: 'Brazos Bicycle Works' },
      notes: 'Checked by phone',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      message: approvalMessages.claimApproved,
      request: {
        status: 'approved',
        processedBy: { email: admin.account.email },
        adminNotes: 'Checked by phone',
      },
    });

    const state = await stateOf(id, claim.ownerEmail);
    expect(state.request).toMatchObject({ status: 'approved', admin_notes: 'Checked by phone' });
    expect(state.owner).toMatchObject({
      business_id: state.request.business_id,
      is_verified: false,
    });
    expect(state.subscriptions).toEqual([
      { plan_type: 'free', status: 'active', business_id: state.request.business_id },
    ]);
    expect(state.mail.map((m) => m.kind)).toEqual(['claim_received', 'claim_approved']);
    expect(state.audit).toEqual([
      expect.objectContaining({
        action: 'admin_claim_approved',
        actor_user_id: expect.any(String),
        metadata: expect.objectContaining({
          before: expect.objectContaining({
            status: 'pending',
            business_name: 'Brazos Bike Works',
          }),
          after: expect.objectContaining({
            status: 'approved',
            business_name: 'Brazos Bicycle Works',
          }),
        }),
      }),
    ]);

    // The owner's next sign-in reaches the portal with the new listing on plan free.
    await signInAs(app, owner, { email: claim.ownerEmail, password: STRONG_PASSWORD });
    const portal = (await (await owner.request('/api/portal/me')).json()) as PortalOverview;
    expect(portal.business).toMatchObject({
      name: 'Brazos Bicycle Works',
      city: 'Bryan',
      plan: 'free',
    });
    const profile = await app.request(`/api/businesses/${portal.business?.slug}`);
    expect(profile.status).toBe(200);
  });

  it('suggests an existing listing of a similar name in the same city, and links it instead', async () => {
    const existing = await createBusiness(database.db, {
      name: 'Kyle Field Tacos',
      city: 'College Station',
      plan: 'silver',
    });
    await createBusiness(database.db, { name: 'Kyle Field Tacos', city: 'Waco' });
    const claim = await claimAs(app, new Device(app), {
      businessName: 'Kyle Field Taco',
      city: 'college station',
    });
    const id = await pendingClaimOf(claim.ownerEmail);
    const detail = (await (
      await admin.device.request(`${BASE}/${id}`)
    ).json()) as ClaimRequestDetail;
    expect(detail.possibleDuplicates).toEqual([
      expect.objectContaining({ id: existing.id, name: 'Kyle Field Tacos', hasOwner: false }),
    ]);

    const res = await admin.device.post(`${BASE}/${id}/approve`, { linkBusinessId: existing.id });
    expect(res.status).toBe(200);
    const state = await stateOf(id, claim.ownerEmail);
    expect(state.owner.business_id).toBe(existing.id);
    // The linked listing keeps its plan, and so does the owner's subscription.
    expect(state.subscriptions).toEqual([
      { plan_type: 'silver', status: 'active', business_id: existing.id },
    ]);
    const [{ n }] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from businesses where lower(name) like 'kyle field taco%'`,
    );
    expect(n).toBe(2);

    // A listing that has an owner now cannot be linked by a second claim.
    const second = await claimAs(app, new Device(app), {
      businessName: 'Kyle Field Tacos',
      city: 'College Station',
    });
    const secondId = await pendingClaimOf(second.ownerEmail);
    const again = await admin.device.post(`${BASE}/${secondId}/approve`, {
      linkBusinessId: existing.id,
    });
    expect(await statusAndMessageOf(again)).toEqual({
      status: 409,
      message: approvalMessages.businessHasOwner,
    });
  });

  it('leaves nothing behind when the approval fails: the name is taken in that city', async () => {
    await createBusiness(database.db, { name: 'Northgate Noodles', city: 'College Station' });
    const claim = await claimAs(app, new Device(app), {
      businessName: 'Northgate Noodles',
      city: 'College Station',
    });
    const id = await pendingClaimOf(claim.ownerEmail);
    const res = await admin.device.post(`${BASE}/${id}/approve`, {});
    expect(await statusAndMessageOf(res)).toEqual({
      status: 409,
      message: approvalMessages.nameTaken,
    });

    const state = await stateOf(id, claim.ownerEmail);
    expect(state.request).toMatchObject({
      status: 'pending',
      business_id: null,
      processed_by: null,
    });
    expect(state.owner.business_id).toBeNull();
    expect(state.subscriptions).toEqual([]);
    expect(state.mail.map((m) => m.kind)).toEqual(['claim_received']);
    expect(state.audit).toEqual([]);
  });

  it('gives one approval and one 409 when two admins approve at once', async () => {
    const other = await signedInAdmin(app, ctx);
    const claim = await claimAs(app, new Device(app));
    const id = await pendingClaimOf(claim.ownerEmail);
    const answers = await Promise.all([
      admin.device.post(`${BASE}/${id}/approve`, {}),
      other.device.post(`${BASE}/${id}/approve`, {}),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = answers.find((r) => r.status === 409) as Response;
    expect((await statusAndMessageOf(loser)).message).toBe(approvalMessages.alreadyProcessed);
    const state = await stateOf(id, claim.ownerEmail);
    expect(state.subscriptions).toHaveLength(1);
    expect(state.mail.filter((m) => m.kind === 'claim_approved')).toHaveLength(1);
    expect(state.audit).toHaveLength(1);

    // A later reject of the same request is a 409 too, and changes nothing.
    const reject = await admin.device.post(`${BASE}/${id}/reject`, { notes: 'late' });
    expect(reject.status).toBe(409);
    expect((await stateOf(id, claim.ownerEmail)).request.status).toBe('approved');
  });
});

describe('rejecting a claim', () => {
  it('applies nothing, keeps the notes and e-mails the owner, who then sees no business', async () => {
    const owner = new Device(app);
    const claim = await claimAs(app, owner);
    const id = await pendingClaimOf(claim.ownerEmail);
    const res = await admin.device.post(`${BASE}/${id}/reject`, {
      notes: 'We could not confirm you run this business.',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ message: approvalMessages.rejected });
    const state = await stateOf(id, claim.ownerEmail);
    expect(state.request).toMatchObject({ status: 'rejected', business_id: null });
    expect(state.owner.business_id).toBeNull();
    expect(state.subscriptions).toEqual([]);
    expect(state.mail.at(-1)).toMatchObject({ kind: 'change_request_rejected' });
    expect(state.mail.at(-1)?.text_body).toContain('We could not confirm you run this business.');
    expect(state.audit.map((a) => a.action)).toEqual(['admin_claim_rejected']);

    await signInAs(app, owner, { email: claim.ownerEmail, password: STRONG_PASSWORD });
    expect(await (await owner.request('/api/portal/me')).json()).toMatchObject({ business: null });
  });
});

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

describe('the approval lists', () => {
  it('lists pending newest first and processed by processed time, with who and the notes', async () => {
    const first = await claimAs(app, new Device(app), { businessName: 'Listing First Co' });
    const second = await claimAs(app, new Device(app), { businessName: 'Listing Second Co' });
    const pending = (await (
      await admin.device.request(`${BASE}?type=business_claim&limit=2`)
    ).json()) as Page<ChangeRequestSummary>;
    expect(pending.items.map((i) => i.businessName)).toEqual([
      'Listing Second Co',
      'Listing First Co',
    ]);

    await admin.device.post(`${BASE}/${await pendingClaimOf(second.ownerEmail)}/reject`, {
      notes: 'dup',
    });
    await admin.device.post(`${BASE}/${await pendingClaimOf(first.ownerEmail)}/approve`, {});
    const processed = (await (
      await admin.device.request(`${BASE}?status=processed&limit=2`)
    ).json()) as Page<ChangeRequestSummary>;
    expect(processed.items.map((i) => [i.businessName, i.status, i.adminNotes])).toEqual([
      ['Listing First Co', 'approved', null],
      ['Listing Second Co', 'rejected', 'dup'],
    ]);
    expect(processed.items[0].processedBy?.email).toBe(admin.account.email);
    const rejected = (await (
      await admin.device.request(`${BASE}?status=rejected&limit=100`)
    ).json()) as Page<ChangeRequestSummary>;
    expect(rejected.items.every((i) => i.status === 'rejected')).toBe(true);
  });
});

describe('bad input and who may decide', () => {
  it('answers 404, 400 and 409 with clear messages and never a 500', async () => {
    const claim = await claimAs(app, new Device(app));
    const id = await pendingClaimOf(claim.ownerEmail);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(await statusAndMessageOf(await admin.device.request(`${BASE}/${unknown}`))).toEqual({
      status: 404,
      message: approvalMessages.notFound,
    });
    expect(
      await statusAndMessageOf(await admin.device.post(`${BASE}/${unknown}/approve`, {})),
    ).toEqual({
      status: 404,
      message: approvalMessages.notFound,
    });
    expect((await admin.device.request(`${BASE}/not-an-id`)).status).toBe(400);
    expect((await admin.device.request(`${BASE}?status=maybe`)).status).toBe(400);
    const hugeNotes = await admin.device.post(`${BASE}/${id}/reject`, {
      notes: 'n'.repeat(100_000),
    });
    expect(hugeNotes.status).toBeGreaterThanOrEqual(400);
    expect(hugeNotes.status).toBeLessThan(500);
    const badLink = await admin.device.post(`${BASE}/${id}/approve`, { linkBusinessId: 'nope' });
    expect(badLink.status).toBe(400);
    const missingLink = await admin.device.post(`${BASE}/${id}/approve`, {
      linkBusinessId: unknown,
    });
    expect(await statusAndMessageOf(missingLink)).toEqual({
      status: 404,
      message: approvalMessages.businessNotFound,
    });
    const badClaim = await admin.device.post(`${BASE}/${id}/approve`, {
      claim: { business_name: 'x' },
    });
    expect(badClaim.status).toBe(400);
    expect((await stateOf(id, claim.ownerEmail)).request.status).toBe('pending');
  });

  it('keeps HTML as text: the listing holds it as typed', async () => {
    const claim = await claimAs(app, new Device(app), {
      businessName: '<img src=x onerror=alert(1)> Bakery',
    });
    const id = await pendingClaimOf(claim.ownerEmail);
    expect((await admin.device.post(`${BASE}/${id}/approve`, {})).status).toBe(200);
    const [row] = await queryRows<{ name: string }>(
      database.db,
      sql`select b.name from businesses b join change_requests c on c.business_id = b.id where c.id = ${id}`,
    );
    expect(row.name).toBe('<img src=x onerror=alert(1)> Bakery');
  });

  it("refuses owners with the spec's words and signed-out callers with 401", async () => {
    const owner = await signedInOwner(app);
    const claim = await claimAs(app, new Device(app));
    const id = await pendingClaimOf(claim.ownerEmail);
    expect(await statusAndMessageOf(await owner.device.post(`${BASE}/${id}/approve`, {}))).toEqual({
      status: 403,
      message: 'Not authenticated as admin',
    });
    expect((await owner.device.request(BASE)).status).toBe(403);
    expect((await app.request(`${BASE}/${id}/approve`, { method: 'POST' })).status).toBe(401);
    expect((await stateOf(id, claim.ownerEmail)).request.status).toBe('pending');
  });
});
