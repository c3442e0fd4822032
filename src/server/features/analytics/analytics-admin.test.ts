import { describe, expect, it } from 'vitest';
import type { AnalyticsOverview } from '#domain/analytics.js';
import { analyticsEvents } from '../../db/schema/index.js';
import { signedInAdmin, signedInOwner } from '../../test/accounts.js';
import { createBusiness } from '../../test/factories.js';
import { createTestContext } from '../../test/test-app.js';

const ctx = await createTestContext();
const { app, database } = ctx;
const admin = await signedInAdmin(app, ctx);

/** The Bryan / College Station date `n` days before today, as YYYY-MM-DD. */
function localDay(n: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(
    new Date(),
  );
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - n);
  return day.toISOString().slice(0, 10);
}
// 17:30 UTC is late morning in College Station, summer or winter: always that local day.
const daysAgo = (n: number) => new Date(`${localDay(n)}T17:30:00Z`);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

describe('GET /api/admin/analytics', () => {
  it('counts views by page, per day for 30 days with empty days, and the ten most viewed profiles', async () => {
    const businesses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => createBusiness(database.db, { name: `Viewed ${i} Co` })),
    );
    // Business i has i + 1 views: one row alone, and the others as one row with their
    // number, as the event queue writes alike views of one flush.
    const views = businesses.flatMap((b, i) =>
      [1, i].filter(Boolean).map((eventCount) => ({
        businessId: b.id,
        eventType: 'profile_view' as const,
        eventCount,
        createdAt: daysAgo(1),
      })),
    );
    await database.db.insert(analyticsEvents).values([
      ...views,
      { eventType: 'page_view', page: '/', createdAt: daysAgo(0) },
      { eventType: 'page_view', page: '/', createdAt: daysAgo(2) },
      { eventType: 'page_view', page: '/listings', createdAt: daysAgo(2) },
      // Outside the chart's 30 days, still in the totals by page.
      { eventType: 'page_view', page: '/listings', eventCount: 2, createdAt: daysAgo(45) },
      { businessId: businesses[0].id, eventType: 'search_result', createdAt: daysAgo(0) },
    ]);

    const res = await admin.device.request('/api/admin/analytics');
    expect(res.status).toBe(200);
    const overview = (await res.json()) as AnalyticsOverview;
    expect(overview.viewsByPage).toEqual([
      { page: '/listings', views: 3 },
      { page: '/', views: 2 },
    ]);
    expect(overview.totalViews).toBe(5);
    expect(overview.pageCount).toBe(2);
    expect(overview.daily).toHaveLength(30);
    expect(overview.daily.at(-1)).toEqual({
      date: isoDay(daysAgo(0)),
      pageViews: 1,
      profileViews: 0,
    });
    expect(overview.daily.at(-2)).toEqual({
      date: isoDay(daysAgo(1)),
      pageViews: 0,
      profileViews: 78,
    });
    expect(overview.daily.at(-3)).toEqual({
      date: isoDay(daysAgo(2)),
      pageViews: 2,
      profileViews: 0,
    });
    expect(overview.daily[0]).toEqual({ date: isoDay(daysAgo(29)), pageViews: 0, profileViews: 0 });
    expect(overview.topBusinesses).toHaveLength(10);
    expect(overview.topBusinesses.map((b) => b.profileViews)).toEqual([
      12, 11, 10, 9, 8, 7, 6, 5, 4, 3,
    ]);
    expect(overview.topBusinesses[0]).toMatchObject({
      name: 'Viewed 11 Co',
      slug: businesses[11].slug,
    });
  });

  it('counts an evening visit on its College Station day, not the next UTC day', async () => {
    // 03:00 UTC is 9 or 10 pm the evening before in College Station.
    const evening = new Date(`${localDay(9)}T03:00:00Z`);
    await database.db
      .insert(analyticsEvents)
      .values({ eventType: 'page_view', page: '/events', createdAt: evening });
    const overview = (await (
      await admin.device.request('/api/admin/analytics')
    ).json()) as AnalyticsOverview;
    expect(overview.daily.find((d) => d.date === localDay(10))).toMatchObject({ pageViews: 1 });
    expect(overview.daily.find((d) => d.date === localDay(9))).toMatchObject({ pageViews: 0 });
  });

  it('lists the 200 most viewed pages and says how many there are in all', async () => {
    const before = (await (
      await admin.device.request('/api/admin/analytics')
    ).json()) as AnalyticsOverview;
    await database.db.insert(analyticsEvents).values(
      Array.from({ length: 201 }, (_, i) => ({
        eventType: 'page_view' as const,
        page: `/business/many-${String(i).padStart(3, '0')}`,
      })),
    );
    const overview = (await (
      await admin.device.request('/api/admin/analytics')
    ).json()) as AnalyticsOverview;
    expect(overview.viewsByPage).toHaveLength(200);
    expect(overview.pageCount).toBe(before.pageCount + 201);
    expect(overview.totalViews).toBe(before.totalViews + 201);
  });

  it('answers 401 signed out and 403 to an owner', async () => {
    const owner = await signedInOwner(app);
    expect((await app.request('/api/admin/analytics')).status).toBe(401);
    expect((await owner.device.request('/api/admin/analytics')).status).toBe(403);
  });
});
