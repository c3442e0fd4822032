import { describe, expect, it } from 'vitest';
import { ROUTES, routePaths } from '#domain/routes.js';
import type { Db } from '../../db/client.js';
import { createEventRow } from '../../test/events.js';
import { createBusiness, createJob } from '../../test/factories.js';
import { resolvePageHead } from './seo.service.js';
import { metaContent, seoTestSetup, titleOf } from './seo.test-setup.js';

const { PUBLIC_URL, db, config, logs, logger, app, page } = await seoTestSetup();

describe('the route map', () => {
  // The route table the SPA's router is built from: every page and alias has a head here.
  const paths = ROUTES.flatMap(routePaths);

  it('answers every page of the route table with 200 and a title of its own', async () => {
    const business = await createBusiness(db);
    const job = await createJob(db, business.id);
    const event = await createEventRow(db);
    for (const route of paths) {
      const path = route
        .replace(':jobId', job.id)
        .replace(':eventId', event.id)
        .replace(':businessId', business.slug)
        .replace(':cityName', 'college-station');
      const res = await page(path);
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
      expect(titleOf(res.html)).toMatch(/ – BCS Local$|^BCS Local – /);
    }
  });

  it('gives the home page and the static pages their own title and description', async () => {
    const home = await page('/');
    expect(titleOf(home.html)).toBe('BCS Local – Local businesses in Bryan / College Station, TX');
    const about = await page('/about');
    expect(titleOf(about.html)).toBe('About – BCS Local');
    expect(metaContent(about.html, 'description')).toContain('68% of each dollar');
    expect(about.html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/about">`);
    const pricing = await page('/pricing');
    expect(metaContent(pricing.html, 'description')).toContain('$15/month');
    // An alias names the one canonical page.
    expect((await page('/businesses')).html).toContain(
      `<link rel="canonical" href="${PUBLIC_URL}/listings">`,
    );
    // Private pages stay out of search results.
    expect(metaContent((await page('/admin/login')).html, 'robots')).toBe('noindex');
  });

  it('matches like the SPA: letter case and a trailing slash do not matter', async () => {
    expect((await page('/About/')).status).toBe(200);
    expect((await page('/PRICING/success')).status).toBe(200);
  });

  for (const path of [
    '/no-such-page',
    '/city',
    '/business',
    '/business/',
    '/business/login/extra',
    '/admin/unknown',
    '/city/a/b',
    '/index.html',
  ]) {
    it(`answers ${path} with 404 and the app`, async () => {
      const res = await page(path);
      expect(res.status).toBe(404);
      expect(titleOf(res.html)).toBe('Page not found – BCS Local');
      expect(metaContent(res.html, 'robots')).toBe('noindex');
      expect(res.html).toContain('<div id="root"></div>');
    });
  }

  it('keeps answering unknown API paths with the JSON envelope', async () => {
    const res = await app.request('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe('not_found');
  });

  it('serves the default head when the database fails, and logs it', async () => {
    const broken = new Proxy({} as Db, {
      get: () => {
        throw new Error('database is down');
      },
    });
    const result = await resolvePageHead({
      db: broken,
      logger,
      config,
      pathname: '/business/some-slug',
    });
    expect(result).toEqual({ status: 200 });
    expect(logs.some((l) => l.msg === 'could not read the page head; serving the default')).toBe(
      true,
    );
  });
});
