import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PortalOverview, ProfileChangeSubmitted } from '#domain/portal.js';
import type { ProfileFieldsInput } from '#domain/profile-changes.js';
import {
  businesses,
  businessOwners,
  changeRequests,
  securityEvents,
} from '../../db/schema/index.js';
import {
  errorOf,
  ownerWithBusiness as linkedOwner,
  signedInAdmin,
  signedInOwner,
} from '../../test/accounts.js';
import { createBusiness, linkOwnerToBusiness, processChangeRequest } from '../../test/factories.js';
import { createTestContext } from '../../test/test-app.js';

const ctx = await createTestContext();
const { app, database } = ctx;
const { db } = database;

type BusinessOverrides = Parameters<typeof createBusiness>[1];
type Business = Awaited<ReturnType<typeof createBusiness>>;

const ownerWithBusiness = (overrides: BusinessOverrides = {}) => linkedOwner(app, db, overrides);

/** The edit form as it opens: the business's live values, '' where empty. */
function formOf(business: Business, changes: Partial<ProfileFieldsInput> = {}) {
  return {
    name: business.name,
    category: business.category ?? '',
    address: business.address ?? '',
    phone: business.phone ?? '',
    website: business.website ?? '',
    email: business.email ?? '',
    description: business.description ?? '',
    hours: business.hours ?? '',
    ...changes,
  };
}

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

async function eventsFor(action: string, resourceId: string) {
  return db
    .select()
    .from(securityEvents)
    .where(and(eq(securityEvents.action, action), eq(securityEvents.resourceId, resourceId)));
}

describe('GET /api/portal/me', () => {
  it('answers 401 signed out', async () => {
    const res = await app.request('/api/portal/me');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { code: 'unauthenticated' } });
  });

  it('answers 403 to an admin', async () => {
    const { device } = await signedInAdmin(app, ctx);
    const res = await device.request('/api/portal/me');
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: { code: 'forbidden' } });
  });

  it('shows an owner with a pending claim no business (the portal shows No Business Found)', async () => {
    const { device, email } = await signedInOwner(app);
    const res = await device.request('/api/portal/me');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({
      owner: { fullName: 'Pat Owner', email, phone: '979-555-0102' },
      business: null,
      pendingChange: null,
    });
  });

  it('shows an owner only their own linked business, with its hours', async () => {
    const { device, email } = await signedInOwner(app);
    const mine = await createBusiness(db, {
      name: 'Mine Cafe',
      plan: 'silver',
      hours: 'Mon-Sun: 7AM-3PM',
    });
    await createBusiness(db, { name: 'Not Mine Diner' });
    await linkOwnerToBusiness(db, { email, businessId: mine.id });
    const body = (await (await device.request('/api/portal/me')).json()) as PortalOverview;
    expect(body.business).toMatchObject({
      id: mine.id,
      name: 'Mine Cafe',
      plan: 'silver',
      hours: 'Mon-Sun: 7AM-3PM',
    });
    expect(body.pendingChange).toBeNull();
  });
});

describe('POST /api/portal/profile-changes', () => {
  it('stores only the changed fields, with their live values as old_data, and leaves the listing as it is', async () => {
    const { device, business } = await ownerWithBusiness({ plan: 'silver', website: null });
    const res = await device.post(
      '/api/portal/profile-changes',
      formOf(business, {
        phone: '(979) 555-0199',
        website: 'https://new.example.com',
        description: 'Fresh bread every morning.',
      }),
    );
    expect(res.status).toBe(201);
    const body = (await res.json()) as ProfileChangeSubmitted;
    expect(body).toEqual({
      message: 'Changes Submitted',
      pendingChange: {
        id: expect.any(String),
        createdAt: expect.any(String),
        changes: [
          { field: 'phone', label: 'Phone', from: business.phone, to: '(979) 555-0199' },
          { field: 'website', label: 'Website', from: null, to: 'https://new.example.com' },
          {
            field: 'description',
            label: 'Description',
            from: business.description,
            to: 'Fresh bread every morning.',
          },
        ],
      },
    });

    const [row] = await changeRowsOf(business.id);
    expect(row).toMatchObject({
      id: body.pendingChange.id,
      changeType: 'profile_update',
      status: 'pending',
      processedAt: null,
      oldData: { phone: business.phone, website: null, description: business.description },
      newData: {
        phone: '(979) 555-0199',
        website: 'https://new.example.com',
        description: 'Fresh bread every morning.',
      },
    });
    const [owner] = await db
      .select({ id: businessOwners.id })
      .from(businessOwners)
      .where(eq(businessOwners.businessId, business.id));
    expect(row.businessOwnerId).toBe(owner.id);

    // The live listing waits for an admin.
    expect(await businessRow(business.id)).toMatchObject({
      phone: business.phone,
      website: null,
      description: business.description,
    });

    const [event] = await eventsFor('portal_profile_change_submitted', row.id);
    expect(event).toMatchObject({ success: true, resourceType: 'change_request' });
    expect(event.metadata).toMatchObject({
      businessId: business.id,
      fields: ['phone', 'website', 'description'],
    });

    const overview = (await (await device.request('/api/portal/me')).json()) as PortalOverview;
    expect(overview.pendingChange).toEqual(body.pendingChange);
  });

  it("answers 'No Changes' when nothing differs (empty and missing are the same)", async () => {
    const { device, business } = await ownerWithBusiness({ website: null, hours: null });
    const res = await device.post(
      '/api/portal/profile-changes',
      formOf(business, { name: `  ${business.name} `, website: '', hours: '   ' }),
    );
    expect(await errorOf(res)).toEqual({ status: 400, code: 'validation', message: 'No Changes' });
    expect(await changeRowsOf(business.id)).toEqual([]);
  });

  it('holds a description to the plan: 100 characters on free', async () => {
    const { device, business } = await ownerWithBusiness({ plan: 'free' });
    const over = await device.post(
      '/api/portal/profile-changes',
      formOf(business, { description: 'a'.repeat(101) }),
    );
    expect(over.status).toBe(400);
    expect(await over.json()).toMatchObject({
      error: {
        message: 'Description must be no more than 100 characters long',
        fields: { description: 'Description must be no more than 100 characters long' },
      },
    });
    expect(await changeRowsOf(business.id)).toEqual([]);

    const fits = await device.post(
      '/api/portal/profile-changes',
      formOf(business, { description: 'a'.repeat(100) }),
    );
    expect(fits.status).toBe(201);
  });

  it('holds a description to the plan: 1000 characters on silver', async () => {
    const { device, business } = await ownerWithBusiness({ plan: 'silver' });
    const over = await device.post(
      '/api/portal/profile-changes',
      formOf(business, { description: 'b'.repeat(1001) }),
    );
    expect(await errorOf(over)).toMatchObject({
      status: 400,
      message: 'Description must be no more than 1000 characters long',
    });
    const fits = await device.post(
      '/api/portal/profile-changes',
      formOf(business, { description: 'b'.repeat(1000) }),
    );
    expect(fits.status).toBe(201);
  });

  it('only ever changes the business linked to the account, whatever the body names', async () => {
    const { device, business } = await ownerWithBusiness();
    const other = await createBusiness(db, { name: 'Somebody Else Bakery' });
    const res = await device.post('/api/portal/profile-changes', {
      ...formOf(business, { phone: '(979) 555-0142' }),
      businessId: other.id,
      business_id: other.id,
      id: other.id,
    });
    expect(res.status).toBe(201);
    expect(await changeRowsOf(other.id)).toEqual([]);
    const [row] = await changeRowsOf(business.id);
    expect(row.newData).toEqual({ phone: '(979) 555-0142' });
  });

  it('allows one pending change per business: a second answers 409 until the first is withdrawn', async () => {
    const { device, business } = await ownerWithBusiness();
    const first = await device.post(
      '/api/portal/profile-changes',
      formOf(business, { phone: '(979) 555-0111' }),
    );
    expect(first.status).toBe(201);
    const second = await device.post(
      '/api/portal/profile-changes',
      formOf(business, { phone: '(979) 555-0122' }),
    );
    expect(await errorOf(second)).toEqual({
      status: 409,
      code: 'conflict',
      message:
        'Your previous changes are still waiting for approval. Withdraw them before submitting new ones.',
    });
    expect(await changeRowsOf(business.id)).toHaveLength(1);

    const { pendingChange } = (await first.json()) as ProfileChangeSubmitted;
    const withdrawn = await device.request(`/api/portal/profile-changes/${pendingChange.id}`, {
      method: 'DELETE',
    });
    expect(withdrawn.status).toBe(204);
    const again = await device.post(
      '/api/portal/profile-changes',
      formOf(business, { phone: '(979) 555-0122' }),
    );
    expect(again.status).toBe(201);
  });

  it('lets only one of two simultaneous submissions through', async () => {
    const { device, business } = await ownerWithBusiness();
    const answers = await Promise.all(
      ['(979) 555-0131', '(979) 555-0132'].map((phone) =>
        device.post('/api/portal/profile-changes', formOf(business, { phone })),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await changeRowsOf(business.id)).toHaveLength(1);
  });

  it('a processed change no longer blocks a new one', async () => {
    const { device, business } = await ownerWithBusiness();
    const first = (await (
      await device.post('/api/portal/profile-changes', formOf(business, { hours: 'Daily 8-8' }))
    ).json()) as ProfileChangeSubmitted;
    await processChangeRequest(db, { id: first.pendingChange.id, status: 'rejected' });
    const overview = (await (await device.request('/api/portal/me')).json()) as PortalOverview;
    expect(overview.pendingChange).toBeNull();
    const next = await device.post(
      '/api/portal/profile-changes',
      formOf(business, { hours: 'Daily 9-9' }),
    );
    expect(next.status).toBe(201);
  });

  it('keeps HTML as plain text', async () => {
    const { device, business } = await ownerWithBusiness({ plan: 'silver' });
    const html = '<script>alert(1)</script><b>Best</b> & "finest"';
    const res = await device.post(
      '/api/portal/profile-changes',
      formOf(business, { name: `<i>${business.name}</i>`, description: html }),
    );
    expect(res.status).toBe(201);
    const [row] = await changeRowsOf(business.id);
    expect(row.newData).toEqual({ name: `<i>${business.name}</i>`, description: html });
  });

  it('refuses bad input with a 400 and stores nothing', async () => {
    const { device, business } = await ownerWithBusiness({ plan: 'texas_gold' });
    const cases: [Record<string, unknown>, string][] = [
      [
        formOf(business, { description: 'x'.repeat(100 * 1024) }),
        'Description must be no more than 1000 characters long',
      ],
      [formOf(business, { category: 'Space Travel' as never }), 'Category is required'],
      [formOf(business, { name: '   ' }), 'Business Name is required'],
      [formOf(business, { email: 'not-an-email' }), 'Please enter a valid email address'],
      [formOf(business, { phone: '12' }), 'Please enter a valid phone number'],
      [formOf(business, { website: 'not a site' }), 'Website format is invalid'],
      [{ ...formOf(business), hours: 42 }, 'Hours of Operation format is invalid'],
    ];
    for (const [body, message] of cases) {
      const res = await device.post('/api/portal/profile-changes', body);
      expect(await errorOf(res), message).toEqual({ status: 400, code: 'validation', message });
    }
    const malformed = await device.request('/api/portal/profile-changes', {
      method: 'POST',
      rawJson: '{"name": ',
    });
    expect(malformed.status).toBe(400);
    expect(await changeRowsOf(business.id)).toEqual([]);
  });

  it('answers 404 to an owner whose claim is not approved yet', async () => {
    const { device } = await signedInOwner(app);
    const res = await device.post('/api/portal/profile-changes', {
      name: 'Anything',
      category: 'Restaurants',
    });
    expect(await errorOf(res)).toEqual({
      status: 404,
      code: 'not_found',
      message: 'Your account is not linked to a business listing.',
    });
  });

  it("answers 'User not authenticated' to an owner account without an owner record", async () => {
    const { device, email, business } = await ownerWithBusiness();
    await db.delete(businessOwners).where(eq(businessOwners.email, email));
    const res = await device.post(
      '/api/portal/profile-changes',
      formOf(business, { phone: '(979) 555-0177' }),
    );
    expect(await errorOf(res)).toEqual({
      status: 403,
      code: 'forbidden',
      message: 'User not authenticated',
    });
    expect(await changeRowsOf(business.id)).toEqual([]);
  });
});

describe('DELETE /api/portal/profile-changes/:id', () => {
  async function submitted(owner: Awaited<ReturnType<typeof ownerWithBusiness>>) {
    const res = await owner.device.post(
      '/api/portal/profile-changes',
      formOf(owner.business, { phone: '(979) 555-0155' }),
    );
    expect(res.status).toBe(201);
    return ((await res.json()) as ProfileChangeSubmitted).pendingChange;
  }

  it('withdraws the owner’s pending change and records it', async () => {
    const owner = await ownerWithBusiness();
    const change = await submitted(owner);
    const res = await owner.device.request(`/api/portal/profile-changes/${change.id}`, {
      method: 'DELETE',
    });
    expect(res.status).toBe(204);
    expect(await changeRowsOf(owner.business.id)).toEqual([]);
    const [event] = await eventsFor('portal_profile_change_withdrawn', change.id);
    expect(event).toMatchObject({ success: true, resourceType: 'change_request' });
    const overview = (await (
      await owner.device.request('/api/portal/me')
    ).json()) as PortalOverview;
    expect(overview.pendingChange).toBeNull();
    expect(await businessRow(owner.business.id)).toMatchObject({ phone: owner.business.phone });

    const again = await owner.device.request(`/api/portal/profile-changes/${change.id}`, {
      method: 'DELETE',
    });
    expect(await errorOf(again)).toEqual({
      status: 404,
      code: 'not_found',
      message: 'Change not found',
    });
  });

  it("answers 404 for another owner's change and leaves it waiting", async () => {
    const theirs = await submitted(await ownerWithBusiness());
    const me = await ownerWithBusiness();
    const res = await me.device.request(`/api/portal/profile-changes/${theirs.id}`, {
      method: 'DELETE',
    });
    expect(await errorOf(res)).toMatchObject({ status: 404, message: 'Change not found' });
    const [row] = await db.select().from(changeRequests).where(eq(changeRequests.id, theirs.id));
    expect(row.status).toBe('pending');
  });

  it('answers 404 for a change an admin already processed', async () => {
    const owner = await ownerWithBusiness();
    const change = await submitted(owner);
    await processChangeRequest(db, { id: change.id, status: 'approved' });
    const res = await owner.device.request(`/api/portal/profile-changes/${change.id}`, {
      method: 'DELETE',
    });
    expect((await errorOf(res)).status).toBe(404);
    const [row] = await db.select().from(changeRequests).where(eq(changeRequests.id, change.id));
    expect(row.status).toBe('approved');
  });

  it('answers 400 for a malformed id', async () => {
    const owner = await ownerWithBusiness();
    for (const id of ['not-a-uuid', '1', `${'a'.repeat(500)}`, "x'%20or%201=1"]) {
      const res = await owner.device.request(`/api/portal/profile-changes/${id}`, {
        method: 'DELETE',
      });
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
    const post = await device.post(
      '/api/portal/profile-changes',
      formOf(business, { category: 'Restaurants', phone: '(979) 555-0100' }),
    );
    expect(await errorOf(post)).toMatchObject({ status: 403, code: 'forbidden' });
    const del = await device.request(`/api/portal/profile-changes/${id}`, { method: 'DELETE' });
    expect(await errorOf(del)).toMatchObject({ status: 403, code: 'forbidden' });
    expect(await changeRowsOf(business.id)).toEqual([]);
  });
});
