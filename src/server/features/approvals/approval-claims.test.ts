/**
 * Approving and rejecting a business claim through the admin API.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { approvalMessages, type ClaimRequestDetail } from '#domain/approvals.js';
import type { PortalOverview } from '#domain/portal.js';
import { queryRows } from '../../db/client.js';
import {
  claimAs,
  Device,
  STRONG_PASSWORD,
  signedInAdmin,
  signInAs,
  statusAndMessageOf,
} from '../../test/accounts.js';
import { createBusiness } from '../../test/factories.js';
import { approvalsTestSetup } from './approvals.test-setup.js';

const { ctx, app, database, admin, BASE, pendingClaimOf, stateOf } = await approvalsTestSetup();

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
