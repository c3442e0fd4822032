/**
 * Issue 26 point 2 through the HTTP API: the owner's insights against a known set of
 * analytics rows (College Station days, the period before, top searches, referrers),
 * the CSV, recorded clicks and search terms, and who may read them. The monthly
 * report is in insight-reports.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { ListingInsights } from '#domain/insights.js';
import { addDays, localDateOf } from '#domain/time.js';
import { analyticsEvents, searchImpressions } from '../../db/schema/index.js';
import { Device, errorOf, ownerWithBusiness, signedInAdmin } from '../../test/accounts.js';
import { at } from '../../test/events.js';
import { createBusiness } from '../../test/factories.js';
import { createTestContext } from '../../test/test-app.js';
import { flushQueuedEvents } from '../analytics/analytics.service.js';

const ctx = await createTestContext({ PUBLIC_URL: 'https://bcslocal.example' });
const { app, database } = ctx;
const { db } = database;

type EventType = (typeof analyticsEvents.$inferInsert)['eventType'];

async function record(
  businessId: string | null,
  eventType: EventType,
  createdAt: Date,
  extra: { eventCount?: number; searchTerm?: string; page?: string; referrer?: string | null } = {},
) {
  if (eventType === 'search_result' && businessId) {
    // A search's impressions are one row of the businesses it showed (docs/decisions/044).
    const { eventCount, searchTerm, page } = extra;
    await db
      .insert(searchImpressions)
      .values({ businessIds: [businessId], createdAt, eventCount, searchTerm, page });
  } else await db.insert(analyticsEvents).values({ businessId, eventType, createdAt, ...extra });
}

const today = () => localDateOf(new Date());
const day = (ago: number, time = '12:00') => at(`${addDays(today(), -ago)}T${time}`);

async function insights(device: Device, days = 7) {
  const res = await device.request(`/api/portal/insights?days=${days}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as ListingInsights;
}

describe('the Insights tab', () => {
  it('counts a known set of events by College Station day, with the period before', async () => {
    const owner = await ownerWithBusiness(app, db, { plan: 'silver' });
    const { id, slug } = owner.business;
    const other = await createBusiness(db, { plan: 'silver' });
    await record(id, 'search_result', day(0, '10:00'), { eventCount: 3, searchTerm: 'tacos' });
    await record(id, 'profile_view', day(0, '10:05'));
    // 11:30 PM is the next day in UTC, still this day in College Station.
    await record(id, 'profile_view', day(1, '23:30'), { eventCount: 2 });
    await record(id, 'search_result', day(2), { searchTerm: 'taco truck' });
    await record(id, 'search_result', day(2), { eventCount: 2, searchTerm: 'bbq' });
    await record(id, 'website_click', day(6, '00:30'));
    await record(id, 'phone_click', day(7), { eventCount: 5 });
    await record(other.id, 'profile_view', day(0), { eventCount: 50 });
    const page = `/business/${slug}`;
    await record(null, 'page_view', day(1), {
      page,
      referrer: 'https://www.google.com/search',
      eventCount: 3,
    });
    await record(null, 'page_view', day(1), { page, referrer: '/listings', eventCount: 2 });
    await record(null, 'page_view', day(1), { page, referrer: null });
    await record(null, 'page_view', day(1), {
      page,
      referrer: 'https://bcslocal.example/city/bryan',
    });
    await record(null, 'page_view', day(1), { page: '/business/someone-else', referrer: '/' });

    const week = await insights(owner.device, 7);
    expect(week.days).toBe(7);
    expect(week.from).toBe(addDays(today(), -6));
    expect(week.to).toBe(today());
    expect(week.daily.map((d) => d.date)).toEqual(
      [6, 5, 4, 3, 2, 1, 0].map((n) => addDays(today(), -n)),
    );
    const byDate = Object.fromEntries(week.daily.map((d) => [d.date, d]));
    expect(byDate[addDays(today(), 0)]).toMatchObject({ searchAppearances: 3, profileViews: 1 });
    expect(byDate[addDays(today(), -1)]).toMatchObject({ searchAppearances: 0, profileViews: 2 });
    expect(byDate[addDays(today(), -2)]).toMatchObject({ searchAppearances: 3, profileViews: 0 });
    expect(byDate[addDays(today(), -6)].clicks).toEqual({
      website: 1,
      phone: 0,
      email: 0,
      directions: 0,
    });
    expect(week.totals).toEqual({
      searchAppearances: 6,
      profileViews: 3,
      clicks: { website: 1, phone: 0, email: 0, directions: 0 },
    });
    expect(week.previous).toEqual({
      searchAppearances: 0,
      profileViews: 0,
      clicks: { website: 0, phone: 5, email: 0, directions: 0 },
    });
    // 'taco truck' was searched once: one person's words are not shown.
    expect(week.topSearches).toEqual([
      { term: 'tacos', count: 3 },
      { term: 'bbq', count: 2 },
    ]);
    expect(week.referrers).toEqual([
      { source: 'google.com', views: 3 },
      { source: '/listings', views: 2 },
      { source: '(direct)', views: 1 },
      { source: '/city', views: 1 },
    ]);

    const month = await insights(owner.device, 30);
    expect(month.daily).toHaveLength(30);
    expect(month.totals.clicks.phone).toBe(5);
    expect((await insights(owner.device, 90)).daily).toHaveLength(90);
  });

  it('downloads the days as CSV', async () => {
    const owner = await ownerWithBusiness(app, db, { plan: 'texas_gold' });
    await record(owner.business.id, 'email_click', day(0), { eventCount: 4 });
    const res = await owner.device.request('/api/portal/insights.csv?days=7');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="insights-${addDays(today(), -6)}-to-${today()}.csv"`,
    );
    const lines = (await res.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Date,Search appearances,Profile views,Website clicks,Phone clicks,Email clicks,Directions clicks',
    );
    expect(lines).toHaveLength(9);
    expect(lines[7]).toBe(`${today()},0,0,0,0,4,0`);
    expect(lines[8]).toBe('Total,0,0,0,0,4,0');
  });

  it('refuses a free listing with the upgrade message, and who is not an owner', async () => {
    const free = await ownerWithBusiness(app, db, { plan: 'free' });
    for (const path of [
      '/api/portal/insights',
      '/api/portal/insights.csv',
      '/api/portal/insights/settings',
    ]) {
      expect(await errorOf(await free.device.request(path))).toEqual({
        status: 403,
        code: 'forbidden',
        message:
          'Insights are part of the Silver and Texas Gold plans. Upgrade to see how your listing does.',
      });
    }
    expect((await new Device(app).request('/api/portal/insights')).status).toBe(401);
    const admin = await signedInAdmin(app, ctx);
    expect((await admin.device.request('/api/portal/insights')).status).toBe(403);
  });

  it('refuses a period other than 7, 30 or 90 days', async () => {
    const owner = await ownerWithBusiness(app, db, { plan: 'silver' });
    const res = await owner.device.request('/api/portal/insights?days=14');
    expect(await errorOf(res)).toEqual({
      status: 400,
      code: 'validation',
      message: 'Choose 7, 30 or 90 days.',
    });
  });
});

describe('recording what visitors do', () => {
  it("counts clicks on a listing's website, phone, e-mail and directions", async () => {
    const owner = await ownerWithBusiness(app, db, { plan: 'silver' });
    const visitor = new Device(app);
    for (const kind of ['website', 'phone', 'phone', 'email', 'directions']) {
      const res = await visitor.post('/api/analytics/clicks', {
        businessId: owner.business.id,
        kind,
      });
      expect(res.status).toBe(204);
    }
    expect((await insights(owner.device)).totals.clicks).toEqual({
      website: 1,
      phone: 2,
      email: 1,
      directions: 1,
    });
    const unknown = await visitor.post('/api/analytics/clicks', {
      businessId: crypto.randomUUID(),
      kind: 'phone',
    });
    expect(await errorOf(unknown)).toEqual({
      status: 404,
      code: 'not_found',
      message: 'Business not found',
    });
    const badKind = await visitor.post('/api/analytics/clicks', {
      businessId: owner.business.id,
      kind: 'fax',
    });
    expect((await errorOf(badKind)).message).toBe(
      'Click kind must be website, phone, email or directions.',
    );
  });

  it('keeps the words of searches that showed the listing', async () => {
    const owner = await ownerWithBusiness(app, db, {
      plan: 'silver',
      name: 'Zephyr Kolache Works',
    });
    const visitor = new Device(app);
    for (let i = 0; i < 2; i++) {
      const res = await visitor.request('/api/businesses/search?q=Zephyr%20KOLACHE!');
      expect(res.status).toBe(200);
    }
    await flushQueuedEvents(db);
    expect((await insights(owner.device)).topSearches).toEqual([
      { term: 'zephyr kolache', count: 2 },
    ]);
  });
});
