import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PortalOverview, ProfileChangeSubmitted } from '#domain/portal.js';
import { businessOwners } from '../../db/schema/index.js';
import { errorOf, signedInAdmin, signedInOwner } from '../../test/accounts.js';
import { createBusiness, linkOwnerToBusiness, processChangeRequest } from '../../test/factories.js';
import { formOf, portalTestContext } from '../../test/portal-context.js';

const { ctx, app, db, ownerWithBusiness, submitChange, businessRow, changeRowsOf, eventsFor } =
  await portalTestContext();

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
    const res = await submitChange(device, business, {
      phone: '(979) 555-0199',
      website: 'https://new.example.com',
      description: 'Fresh bread every morning.',
    });
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
    const res = await submitChange(device, business, {
      name: `  ${business.name} `,
      website: '',
      hours: '   ',
    });
    expect(await errorOf(res)).toEqual({ status: 400, code: 'validation', message: 'No Changes' });
    expect(await changeRowsOf(business.id)).toEqual([]);
  });

  it('holds a description to the plan: 100 characters on free', async () => {
    const { device, business } = await ownerWithBusiness({ plan: 'free' });
    const over = await submitChange(device, business, { description: 'a'.repeat(101) });
    expect(over.status).toBe(400);
    expect(await over.json()).toMatchObject({
      error: {
        message: 'Description must be no more than 100 characters long',
        fields: { description: 'Description must be no more than 100 characters long' },
      },
    });
    expect(await changeRowsOf(business.id)).toEqual([]);

    const fits = await submitChange(device, business, { description: 'a'.repeat(100) });
    expect(fits.status).toBe(201);
  });

  it('holds a description to the plan: 1000 characters on silver', async () => {
    const { device, business } = await ownerWithBusiness({ plan: 'silver' });
    const over = await submitChange(device, business, { description: 'b'.repeat(1001) });
    expect(await errorOf(over)).toMatchObject({
      status: 400,
      message: 'Description must be no more than 1000 characters long',
    });
    const fits = await submitChange(device, business, { description: 'b'.repeat(1000) });
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
    const first = await submitChange(device, business, { phone: '(979) 555-0111' });
    expect(first.status).toBe(201);
    const second = await submitChange(device, business, { phone: '(979) 555-0122' });
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
    const again = await submitChange(device, business, { phone: '(979) 555-0122' });
    expect(again.status).toBe(201);
  });

  it('lets only one of two simultaneous submissions through', async () => {
    const { device, business } = await ownerWithBusiness();
    const answers = await Promise.all(
      ['(979) 555-0131', '(979) 555-0132'].map((phone) =>
        submitChange(device, business, { phone }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await changeRowsOf(business.id)).toHaveLength(1);
  });

  it('a processed change no longer blocks a new one', async () => {
    const { device, business } = await ownerWithBusiness();
    const first = (await (
      await submitChange(device, business, { hours: 'Daily 8-8' })
    ).json()) as ProfileChangeSubmitted;
    await processChangeRequest(db, { id: first.pendingChange.id, status: 'rejected' });
    const overview = (await (await device.request('/api/portal/me')).json()) as PortalOverview;
    expect(overview.pendingChange).toBeNull();
    const next = await submitChange(device, business, { hours: 'Daily 9-9' });
    expect(next.status).toBe(201);
  });

  it('keeps HTML as plain text', async () => {
    const { device, business } = await ownerWithBusiness({ plan: 'silver' });
    const html = '<script>alert(1)</script><b>Best</b> & "finest"';
    const res = await submitChange(device, business, {
      name: `<i>${business.name}</i>`,
      description: html,
    });
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
    const res = await submitChange(device, business, { phone: '(979) 555-0177' });
    expect(await errorOf(res)).toEqual({
      status: 403,
      code: 'forbidden',
      message: 'User not authenticated',
    });
    expect(await changeRowsOf(business.id)).toEqual([]);
  });
});
