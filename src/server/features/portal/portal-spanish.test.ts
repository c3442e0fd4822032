/**
 * Spanish content of a listing (issue 28 point 5), through the HTTP API: the owner's
 * Spanish description goes through the same approval as the rest of the profile and
 * is held to the plan's cap; 'Se habla español' shows at once on the profile, the
 * cards and the search's filter.
 */
import { describe, expect, it } from 'vitest';
import type { BusinessCard, BusinessProfile } from '#domain/businesses.js';
import type { Page } from '#domain/paging.js';
import type { PortalOverview } from '#domain/portal.js';
import { Device, errorOf, signedInAdmin } from '../../test/accounts.js';
import { createBusiness } from '../../test/factories.js';
import { portalTestContext } from '../../test/portal-context.js';

const { ctx, app, db, ownerWithBusiness, submitChange, changeRowsOf } = await portalTestContext();
const admin = await signedInAdmin(app, ctx);

async function profileOf(slug: string) {
  return (await (
    await new Device(app).request(`/api/businesses/${slug}`)
  ).json()) as BusinessProfile;
}

async function searchNames(params: Record<string, string>) {
  const res = await new Device(app).request(
    `/api/businesses/search?${new URLSearchParams(params)}`,
  );
  return ((await res.json()) as Page<BusinessCard>).items.map((card) => card.name);
}

describe('the Spanish description', () => {
  it('is sent for approval with the profile, and shows once approved', async () => {
    const { device, business } = await ownerWithBusiness({ plan: 'silver' });
    const descriptionEs = 'Panadería familiar: conchas y café cada mañana.';
    const sent = await submitChange(device, business, { descriptionEs });
    expect(sent.status).toBe(201);
    const [change] = await changeRowsOf(business.id);
    expect(change.newData).toEqual({ descriptionEs });
    expect((await profileOf(business.slug)).descriptionEs).toBeNull();

    const approved = await admin.device.post(`/api/admin/change-requests/${change.id}/approve`, {
      fields: { descriptionEs },
    });
    expect(approved.status).toBe(200);
    expect((await profileOf(business.slug)).descriptionEs).toBe(descriptionEs);
    const me = (await (await device.request('/api/portal/me')).json()) as PortalOverview;
    expect(me.business?.descriptionEs).toBe(descriptionEs);
  });

  it("is held to the plan's description cap, by its own label", async () => {
    const { device, business } = await ownerWithBusiness({ plan: 'free' });
    const over = await submitChange(device, business, { descriptionEs: 'ñ'.repeat(101) });
    expect(await over.json()).toMatchObject({
      error: {
        code: 'validation',
        message: 'Description in Spanish must be no more than 100 characters long',
        fields: {
          descriptionEs: 'Description in Spanish must be no more than 100 characters long',
        },
      },
    });
    expect(await changeRowsOf(business.id)).toEqual([]);
  });
});

describe("'Se habla español'", () => {
  it('shows at once on the profile and the cards, and the search filters by it', async () => {
    const city = `Hablaville ${letters()}`;
    const { device, business } = await ownerWithBusiness({ city, name: 'Taller Brazos' });
    await createBusiness(db, { city, name: 'English Only Garage' });

    const on = await device.request('/api/portal/spanish', {
      method: 'PUT',
      json: { speaksSpanish: true },
    });
    expect(await on.json()).toEqual({
      speaksSpanish: true,
      message: 'Your listing now shows Se habla español.',
    });
    expect((await profileOf(business.slug)).speaksSpanish).toBe(true);
    expect(await searchNames({ city, spanish: '1' })).toEqual(['Taller Brazos']);
    expect(await searchNames({ spanish: 'true', q: 'taller brazos' })).toEqual(['Taller Brazos']);
    expect((await searchNames({ city })).sort()).toEqual(['English Only Garage', 'Taller Brazos']);

    const off = await device.request('/api/portal/spanish', {
      method: 'PUT',
      json: { speaksSpanish: false },
    });
    expect(off.status).toBe(200);
    expect(await searchNames({ city, spanish: '1' })).toEqual([]);
  });

  it("changes only the signing-in owner's own listing, whatever the body names", async () => {
    const a = await ownerWithBusiness();
    const b = await ownerWithBusiness();
    const res = await b.device.request('/api/portal/spanish', {
      method: 'PUT',
      json: { speaksSpanish: true, businessId: a.business.id },
    });
    expect(res.status).toBe(200);
    expect((await profileOf(a.business.slug)).speaksSpanish).toBe(false);
    expect((await profileOf(b.business.slug)).speaksSpanish).toBe(true);
  });

  it('is the signed-in owner’s to set, with a clear answer to anything else', async () => {
    const { device } = await ownerWithBusiness();
    const bad = await device.request('/api/portal/spanish', {
      method: 'PUT',
      json: { speaksSpanish: 'yes' },
    });
    expect(await errorOf(bad)).toMatchObject({
      status: 400,
      message: 'Se habla español must be on or off.',
    });
    const anonymous = await new Device(app).request('/api/portal/spanish', {
      method: 'PUT',
      json: { speaksSpanish: true },
    });
    expect(anonymous.status).toBe(401);
    const byAdmin = await admin.device.request('/api/portal/spanish', {
      method: 'PUT',
      json: { speaksSpanish: true },
    });
    expect(byAdmin.status).toBe(403);
    expect(
      await errorOf(await new Device(app).request('/api/businesses/search?spanish=maybe')),
    ).toMatchObject({ status: 400, message: 'Spanish must be 1 or true.' });
  });
});

/** Letters only, so a city name never reads as a number to the search. */
function letters() {
  return Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 8);
}
