import { randomBytes } from 'node:crypto';
import { and, arrayContains, arrayOverlaps, eq, inArray } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { analyticsEvents, businesses, searchImpressions } from '../../db/schema/index.js';
import { analyticsRowsWhere, createBusiness } from '../../test/factories.js';
import { createTestContext } from '../../test/test-app.js';
import {
  countBusinessEvents,
  recordProfileView,
  recordSearchImpressions,
} from './analytics.service.js';
import { flushAnalyticsEvents } from './event-queue.js';

// Each test reports from an address of its own, so the per-address limit is not shared.
const { app, database, logger } = await createTestContext({ TRUST_PROXY: 'true' });
const db = database.db;

const newIp = () => `203.0.113.${randomBytes(1)[0]}-${randomBytes(3).toString('hex')}`;

function postPageView(body: unknown, ip = newIp()) {
  return app.request('/api/analytics/page-view', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const pageViewRowsOf = (page: string) =>
  analyticsRowsWhere(
    db,
    and(eq(analyticsEvents.eventType, 'page_view'), eq(analyticsEvents.page, page)),
  );

/** How many views of the page are recorded: alike views of one flush share a row. */
const pageViewsOf = async (page: string) =>
  (await pageViewRowsOf(page)).reduce((views, row) => views + row.eventCount, 0);

const uniquePath = () => `/city/test-${randomBytes(4).toString('hex')}`;

describe('POST /api/analytics/page-view', () => {
  it('records a page view and answers 204', async () => {
    const page = uniquePath();
    const res = await postPageView({ page, referrer: 'https://www.bing.com/search?q=bcs+local' });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    const rows = await pageViewRowsOf(page);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      eventType: 'page_view',
      page,
      eventCount: 1,
      businessId: null,
      // The search terms are not kept.
      referrer: 'https://www.bing.com/search',
    });
  });

  it('keeps the path only: the query string and fragment are dropped', async () => {
    const page = uniquePath();
    expect((await postPageView({ page: `${page}?email=a@b.example#top` })).status).toBe(204);
    expect(await pageViewsOf(page)).toBe(1);
  });

  it('accepts a missing or null referrer', async () => {
    const page = uniquePath();
    expect((await postPageView({ page })).status).toBe(204);
    expect((await postPageView({ page, referrer: null })).status).toBe(204);
    expect(await pageViewsOf(page)).toBe(2);
    expect((await pageViewRowsOf(page)).every((r) => r.referrer === null)).toBe(true);
  });

  const invalid: [string, unknown, string][] = [
    ['a missing page', {}, 'Page is required'],
    ['an empty page', { page: '  ' }, 'Page is required'],
    [
      'a page over 200 characters',
      { page: `/${'a'.repeat(200)}` },
      'Page must be no more than 200 characters long',
    ],
    ['a page that is not a path', { page: 'https://evil.example/' }, 'Page format is invalid'],
    ['a protocol-relative page', { page: '//evil.example/' }, 'Page format is invalid'],
    ['a page with a NUL', { page: '/a\u0000b' }, 'Page format is invalid'],
    ['a page that is not text', { page: 42 }, 'Page is required'],
    [
      'a huge referrer',
      { page: '/', referrer: 'x'.repeat(3000) },
      'Referrer must be no more than 2000 characters long',
    ],
  ];
  for (const [label, body, message] of invalid) {
    it(`refuses ${label} with 400 '${message}'`, async () => {
      const res = await postPageView(body);
      expect(res.status).toBe(400);
      expect((await res.json()).error).toMatchObject({ code: 'validation', message });
    });
  }

  it('refuses a body that is not JSON with 400', async () => {
    const res = await postPageView('page=/about');
    expect(res.status).toBe(400);
  });

  it('limits one address to 600 page views a minute', async () => {
    const ip = newIp();
    const page = uniquePath();
    const statuses: number[] = [];
    for (let i = 0; i < 601; i++) statuses.push((await postPageView({ page }, ip)).status);
    expect(statuses.slice(0, 600).every((s) => s === 204)).toBe(true);
    expect(statuses[600]).toBe(429);
    expect(await pageViewsOf(page)).toBe(600);
    // Another visitor is not affected.
    expect((await postPageView({ page })).status).toBe(204);
  });
});

describe('the event queue', () => {
  it('writes queued events by itself within a moment', async () => {
    const pages = [uniquePath(), uniquePath()];
    for (const page of pages) expect((await postPageView({ page })).status).toBe(204);
    // No reader flushes here: the queue's own timer writes them.
    await vi.waitFor(
      async () => {
        const rows = await db
          .select({ page: analyticsEvents.page })
          .from(analyticsEvents)
          .where(inArray(analyticsEvents.page, pages));
        expect(rows).toHaveLength(2);
      },
      { timeout: 5_000, interval: 50 },
    );
  });

  it('writes alike events of one flush as one row with their number, and owners see each', async () => {
    const [shown, other] = [await createBusiness(db), await createBusiness(db)];
    const google = 'https://www.google.com/search?q=plumber';
    for (let i = 0; i < 3; i++) {
      recordSearchImpressions({ db, logger, businessIds: [shown.id, other.id], page: 'home' });
    }
    recordProfileView({ db, logger, businessId: shown.id, referrer: google });
    recordProfileView({ db, logger, businessId: shown.id, referrer: `${google}+bryan` });
    recordProfileView({ db, logger, businessId: shown.id });
    await flushAnalyticsEvents(db);
    const rows = await db
      .select({
        type: analyticsEvents.eventType,
        referrer: analyticsEvents.referrer,
        count: analyticsEvents.eventCount,
      })
      .from(analyticsEvents)
      .where(eq(analyticsEvents.businessId, shown.id))
      .orderBy(analyticsEvents.eventType, analyticsEvents.referrer);
    // The referrers are the same once their search terms are dropped.
    expect(rows).toEqual([
      { type: 'profile_view', referrer: 'https://www.google.com/search', count: 2 },
      { type: 'profile_view', referrer: null, count: 1 },
    ]);
    // The three alike searches: one row of both businesses (docs/decisions/044).
    const searches = await db
      .select({ ids: searchImpressions.businessIds, count: searchImpressions.eventCount })
      .from(searchImpressions)
      .where(arrayContains(searchImpressions.businessIds, [shown.id]));
    expect(searches).toEqual([{ ids: [shown.id, other.id], count: 3 }]);
    const counts = await countBusinessEvents({ db, businessIds: [shown.id, other.id] });
    expect(counts.get(shown.id)).toEqual({ searchImpressions: 3, profileViews: 3 });
    expect(counts.get(other.id)).toMatchObject({ searchImpressions: 3, profileViews: 0 });
  });
});

describe('events of a deleted business', () => {
  it('go with it, and the events of other businesses stay', async () => {
    const [gone, kept] = [await createBusiness(db), await createBusiness(db)];
    recordSearchImpressions({ db, logger, businessIds: [gone.id, kept.id], page: 'home' });
    recordSearchImpressions({ db, logger, businessIds: [gone.id], page: 'home', searchTerm: 'x' });
    recordProfileView({ db, logger, businessId: gone.id });
    recordProfileView({ db, logger, businessId: kept.id });
    await flushAnalyticsEvents(db);
    await db.delete(businesses).where(eq(businesses.id, gone.id));
    const left = await db
      .select({ businessId: analyticsEvents.businessId })
      .from(analyticsEvents)
      .where(inArray(analyticsEvents.businessId, [gone.id, kept.id]));
    expect(left).toEqual([{ businessId: kept.id }]);
    // The search that showed both now shows the one kept; the one that showed only it is gone.
    const searches = await db
      .select({ ids: searchImpressions.businessIds })
      .from(searchImpressions)
      .where(arrayOverlaps(searchImpressions.businessIds, [gone.id, kept.id]));
    expect(searches).toEqual([{ ids: [kept.id] }]);
    const all = await db.select({ ids: searchImpressions.businessIds }).from(searchImpressions);
    expect(all.filter(({ ids }) => ids.length === 0)).toEqual([]);
  });
});
