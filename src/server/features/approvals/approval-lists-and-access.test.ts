/**
 * The pending and processed approval lists, bad input, and who may decide.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { approvalMessages, type ChangeRequestSummary } from '#domain/approvals.js';
import type { Page } from '#domain/paging.js';
import { queryRows } from '../../db/client.js';
import { claimAs, Device, signedInOwner, statusAndMessageOf } from '../../test/accounts.js';
import { approvalsTestSetup } from './approvals.test-setup.js';

const { app, database, admin, BASE, pendingClaimOf, stateOf } = await approvalsTestSetup();

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
