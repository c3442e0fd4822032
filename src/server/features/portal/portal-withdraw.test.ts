/** An owner withdraws a pending profile change, and who may call the change routes. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PortalOverview, ProfileChangeSubmitted } from '#domain/portal.js';
import { changeRequests } from '../../db/schema/index.js';
import { type Device, errorOf, signedInAdmin } from '../../test/accounts.js';
import { createBusiness, processChangeRequest } from '../../test/factories.js';
import { portalTestContext } from '../../test/portal-context.js';

const { ctx, app, db, ownerWithBusiness, submitChange, businessRow, changeRowsOf, eventsFor } =
  await portalTestContext();

/** Withdraws the change `id` as the device's user. */
const withdraw = (device: Device, id: string) =>
  device.request(`/api/portal/profile-changes/${id}`, { method: 'DELETE' });

describe('DELETE /api/portal/profile-changes/:id', () => {
  async function submitted(owner: Awaited<ReturnType<typeof ownerWithBusiness>>) {
    const res = await submitChange(owner.device, owner.business, { phone: '(979) 555-0155' });
    expect(res.status).toBe(201);
    return ((await res.json()) as ProfileChangeSubmitted).pendingChange;
  }

  it('withdraws the owner’s pending change and records it', async () => {
    const owner = await ownerWithBusiness();
    const change = await submitted(owner);
    const res = await withdraw(owner.device, change.id);
    expect(res.status).toBe(204);
    expect(await changeRowsOf(owner.business.id)).toEqual([]);
    const [event] = await eventsFor('portal_profile_change_withdrawn', change.id);
    expect(event).toMatchObject({ success: true, resourceType: 'change_request' });
    const overview = (await (
      await owner.device.request('/api/portal/me')
    ).json()) as PortalOverview;
    expect(overview.pendingChange).toBeNull();
    expect(await businessRow(owner.business.id)).toMatchObject({ phone: owner.business.phone });

    const again = await withdraw(owner.device, change.id);
    expect(await errorOf(again)).toEqual({
      status: 404,
      code: 'not_found',
      message: 'Change not found',
    });
  });

  it("answers 404 for another owner's change and leaves it waiting", async () => {
    const theirs = await submitted(await ownerWithBusiness());
    const me = await ownerWithBusiness();
    const res = await withdraw(me.device, theirs.id);
    expect(await errorOf(res)).toMatchObject({ status: 404, message: 'Change not found' });
    const [row] = await db.select().from(changeRequests).where(eq(changeRequests.id, theirs.id));
    expect(row.status).toBe('pending');
  });

  it('answers 404 for a change an admin already processed', async () => {
    const owner = await ownerWithBusiness();
    const change = await submitted(owner);
    await processChangeRequest(db, { id: change.id, status: 'approved' });
    const res = await withdraw(owner.device, change.id);
    expect((await errorOf(res)).status).toBe(404);
    const [row] = await db.select().from(changeRequests).where(eq(changeRequests.id, change.id));
    expect(row.status).toBe('approved');
  });

  it('answers 400 for a malformed id', async () => {
    const owner = await ownerWithBusiness();
    for (const id of ['not-a-uuid', '1', `${'a'.repeat(500)}`, "x'%20or%201=1"]) {
      const res = await withdraw(owner.device, id);
      expect(await errorOf(res), id).toEqual({
        status: 400,
        code: 'validation',
        message: 'The change id is not valid.',
      });
    }
  });
});

describe('profile change routes: who may call them', () => {
  const id = '00000000-0000-4000-8000-000000000000';

  it('answer 401 signed out, whatever the body', async () => {
    const post = await app.request('/api/portal/profile-changes', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"oops"',
    });
    expect((await errorOf(post)).status).toBe(401);
    const del = await app.request(`/api/portal/profile-changes/${id}`, { method: 'DELETE' });
    expect((await errorOf(del)).status).toBe(401);
  });

  it('answer 403 to an admin', async () => {
    const { device } = await signedInAdmin(app, ctx);
    const business = await createBusiness(db);
    const post = await submitChange(device, business, {
      category: 'Restaurants',
      phone: '(979) 555-0100',
    });
    expect(await errorOf(post)).toMatchObject({ status: 403, code: 'forbidden' });
    const del = await withdraw(device, id);
    expect(await errorOf(del)).toMatchObject({ status: 403, code: 'forbidden' });
    expect(await changeRowsOf(business.id)).toEqual([]);
  });
});
