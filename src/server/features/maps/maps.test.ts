/**
 * Maps (issue 29 point 3, decision 037): the tile setting reaches the page's policy and
 * public config; listings carry their pins; the owner's pin goes through the same
 * approval as the other profile fields and the admin sets one directly, both marked
 * as set by hand; bad coordinates are a 400 with the message, and change nothing.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ProfileChangeDetail } from '#domain/approvals.js';
import type { AdminBusiness } from '#domain/business-management.js';
import type { Listing } from '#domain/businesses.js';
import { mapMessages } from '#domain/maps.js';
import type { Page } from '#domain/paging.js';
import type { PortalOverview } from '#domain/portal.js';
import { profileFormOf } from '#domain/profile-changes.js';
import { businesses, changeRequests } from '../../db/schema/index.js';
import { adminTestContext, ownerWithBusiness, statusAndMessageOf } from '../../test/accounts.js';
import { createBusiness } from '../../test/factories.js';

const TILES = 'http://127.0.0.1:4999/tiles/{z}/{x}/{y}.png';
const { app, database, admin } = await adminTestContext({ MAP_TILE_URL: TILES });
const { db } = database;

async function pinOf(id: string) {
  const [row] = await db
    .select({
      latitude: businesses.latitude,
      longitude: businesses.longitude,
      source: businesses.coordinatesSource,
    })
    .from(businesses)
    .where(eq(businesses.id, id));
  return row;
}

const pendingChangesOf = (businessId: string) =>
  db.select().from(changeRequests).where(eq(changeRequests.businessId, businessId));

describe('the tile setting', () => {
  it("lets pages load images from the tile host and from no other map's", async () => {
    const csp = (await app.request('/robots.txt')).headers.get('content-security-policy') ?? '';
    const images = csp.split('; ').find((part) => part.startsWith('img-src')) ?? '';
    expect(images.split(' ')).toContain('http://127.0.0.1:4999');
    expect(images).not.toContain('openstreetmap');
  });

  it('refuses a tile URL that names no tile', async () => {
    const { loadConfig } = await import('../../config.js');
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example/map.png' })).toThrow(
      /MAP_TILE_URL/,
    );
    const config = loadConfig({});
    expect(config.public.mapTileUrl).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(config.public.mapTileAttribution).toContain('OpenStreetMap');
  });
});

describe('pins on the result pages', () => {
  it('gives each listing its coordinates, null where it has none', async () => {
    const city = `Mapville ${Math.random().toString(36).slice(2, 7)}`;
    const pinned = await createBusiness(db, { city, latitude: 30.6, longitude: -96.3 });
    const unpinned = await createBusiness(db, { city });
    const res = await app.request(`/api/businesses?city=${encodeURIComponent(city)}`);
    expect(res.status).toBe(200);
    const { items } = (await res.json()) as Page<Listing>;
    const byId = new Map(items.map((item) => [item.id, item]));
    expect(byId.get(pinned.id)).toMatchObject({ latitude: 30.6, longitude: -96.3 });
    expect(byId.get(unpinned.id)).toMatchObject({ latitude: null, longitude: null });
  });
});

describe("the owner's pin", () => {
  it('waits for approval, then is on the listing, marked as set by the owner', async () => {
    const owner = await ownerWithBusiness(app, db, { latitude: 30.61, longitude: -96.33 });
    const { business } = owner;
    await db
      .update(businesses)
      .set({ coordinatesSource: 'geocoder' })
      .where(eq(businesses.id, business.id));
    const me = (await (await owner.device.request('/api/portal/me')).json()) as PortalOverview;
    expect(me.business?.location).toBe('30.61, -96.33');

    const form = { ...profileFormOf(business), location: '30.6218,-96.3429' };
    const sent = await owner.device.post('/api/portal/profile-changes', form);
    expect(sent.status).toBe(201);
    const { pendingChange } = (await sent.json()) as PortalOverview;
    expect(pendingChange?.changes).toEqual([
      { field: 'location', label: 'Map Pin', from: '30.61, -96.33', to: '30.6218, -96.3429' },
    ]);
    // Nothing moves before an admin says so.
    expect(await pinOf(business.id)).toEqual({
      latitude: 30.61,
      longitude: -96.33,
      source: 'geocoder',
    });

    const base = '/api/admin/change-requests';
    const id = pendingChange?.id;
    const detail = (await (
      await admin.device.request(`${base}/${id}`)
    ).json()) as ProfileChangeDetail;
    expect(detail.changes).toEqual([
      {
        field: 'location',
        from: '30.61, -96.33',
        to: '30.6218, -96.3429',
        current: '30.61, -96.33',
      },
    ]);
    const approved = await admin.device.post(`${base}/${id}/approve`, {
      fields: { location: '30.6218, -96.3429' },
    });
    expect(approved.status).toBe(200);
    expect(await pinOf(business.id)).toEqual({
      latitude: 30.6218,
      longitude: -96.3429,
      source: 'owner',
    });
    const profile = await (await app.request(`/api/businesses/${business.id}`)).json();
    expect(profile).toMatchObject({ latitude: 30.6218, longitude: -96.3429 });
  });

  it('refuses coordinates off the globe or not numbers with a 400, and stores nothing', async () => {
    const owner = await ownerWithBusiness(app, db);
    for (const location of ['91, -96.3', '30.6, -181', 'here', '30.6']) {
      const res = await owner.device.post('/api/portal/profile-changes', {
        ...profileFormOf(owner.business),
        location,
      });
      expect(await statusAndMessageOf(res), location).toEqual({
        status: 400,
        message: mapMessages.location,
      });
    }
    expect(await pendingChangesOf(owner.business.id)).toEqual([]);
  });

  it('is refused when an admin edits it into bad coordinates while approving', async () => {
    const owner = await ownerWithBusiness(app, db);
    const sent = await owner.device.post('/api/portal/profile-changes', {
      ...profileFormOf(owner.business),
      location: '30.6, -96.3',
    });
    const { pendingChange } = (await sent.json()) as PortalOverview;
    const res = await admin.device.post(`/api/admin/change-requests/${pendingChange?.id}/approve`, {
      fields: { location: '30.6, -200' },
    });
    expect((await statusAndMessageOf(res)).status).toBe(400);
    expect(await pinOf(owner.business.id)).toEqual({
      latitude: null,
      longitude: null,
      source: null,
    });
    expect((await pendingChangesOf(owner.business.id))[0]?.status).toBe('pending');
  });
});

describe("the admin's pin", () => {
  const edit = (id: string, body: unknown) =>
    admin.device.request(`/api/admin/businesses/${id}`, { method: 'PATCH', json: body });

  it('is set directly, marked as set by an admin, and removed with an empty value', async () => {
    const business = await createBusiness(db, {});
    const res = await edit(business.id, { location: '30.5903, -96.2981' });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { business: AdminBusiness };
    expect(answer.business.location).toBe('30.5903, -96.2981');
    expect(await pinOf(business.id)).toEqual({
      latitude: 30.5903,
      longitude: -96.2981,
      source: 'admin',
    });

    expect((await edit(business.id, { location: '' })).status).toBe(200);
    expect(await pinOf(business.id)).toEqual({ latitude: null, longitude: null, source: null });
  });

  it('leaves the pin and its source alone when the edit does not name it', async () => {
    const business = await createBusiness(db, { latitude: 30.1, longitude: -96.1 });
    await db
      .update(businesses)
      .set({ coordinatesSource: 'import' })
      .where(eq(businesses.id, business.id));
    expect((await edit(business.id, { adminNotes: 'Checked.' })).status).toBe(200);
    expect(await pinOf(business.id)).toEqual({
      latitude: 30.1,
      longitude: -96.1,
      source: 'import',
    });
  });

  it('refuses bad coordinates with a 400 and the message', async () => {
    const business = await createBusiness(db, {});
    expect(await statusAndMessageOf(await edit(business.id, { location: '-91, 10' }))).toEqual({
      status: 400,
      message: mapMessages.location,
    });
    expect(await pinOf(business.id)).toEqual({ latitude: null, longitude: null, source: null });
  });
});
