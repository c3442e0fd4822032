import { describe, expect, it } from 'vitest';
import { signedInAdmin, signedInOwner } from '../../test/accounts.js';
import { createBusiness, linkOwnerToBusiness } from '../../test/factories.js';
import { createTestContext } from '../../test/test-app.js';

const ctx = await createTestContext();
const { app, database } = ctx;

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
    });
  });

  it('shows an owner only their own linked business', async () => {
    const { device, email } = await signedInOwner(app);
    const mine = await createBusiness(database.db, { name: 'Mine Cafe', plan: 'silver' });
    await createBusiness(database.db, { name: 'Not Mine Diner' });
    await linkOwnerToBusiness(database.db, { email, businessId: mine.id });
    const body = (await (await device.request('/api/portal/me')).json()) as {
      business: { id: string; name: string; plan: string };
    };
    expect(body.business).toMatchObject({ id: mine.id, name: 'Mine Cafe', plan: 'silver' });
  });
});
