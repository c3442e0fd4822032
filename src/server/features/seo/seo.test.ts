import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ROUTES, routePaths } from '#domain/routes.js';
import { createApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { businesses, jobs } from '../../db/schema/index.js';
import { createLogger } from '../../platform/logger.js';
import { createEventRow, DAY, HOUR } from '../../test/events.js';
import { createBusiness, createJob, createPhoto } from '../../test/factories.js';
import { createTestContext } from '../../test/test-app.js';
import { resolvePageHead } from './seo.service.js';
import { getSitemapFile } from './sitemap.service.js';

const PUBLIC_URL = 'https://bcs.example';

// The SPA's own index.html as the build leaves it (the script is a bundle), with a
// description of its own so the test can see it replaced.
const INDEX_HTML = readFileSync(resolve('src/web/index.html'), 'utf8')
  .replace(/(<meta\s+name="description"\s+content=")[^"]*/, '$1Template description.')
  .replace(
    '<script type="module" src="./main.tsx"></script>',
    '<script type="module" crossorigin src="/assets/index-test.js"></script>',
  );

const { database, dataDir } = await createTestContext();
const db = database.db;
const webDir = mkdtempSync(join(tmpdir(), 'bcs-web-'));
writeFileSync(join(webDir, 'index.html'), INDEX_HTML);
afterAll(() => rmSync(webDir, { recursive: true, force: true }));

const config = loadConfig({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  PUBLIC_URL,
});
const logs: Record<string, unknown>[] = [];
const logger = createLogger('debug', (line) => logs.push(JSON.parse(line)));
const app = createApp({ config, database, logger, webDir });

const tag = () => randomBytes(3).toString('hex');

async function page(path: string) {
  const res = await app.request(path);
  return { status: res.status, html: await res.text(), headers: res.headers };
}

function titleOf(html: string) {
  const titles = [...html.matchAll(/<title>([\s\S]*?)<\/title>/g)];
  expect(titles).toHaveLength(1);
  return titles[0][1];
}

function metaContent(html: string, key: string) {
  const tags = [
    ...html.matchAll(
      new RegExp(
        `<meta (?:name|property)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`,
        'g',
      ),
    ),
  ];
  return tags.length === 1 ? tags[0][1] : tags.length === 0 ? undefined : 'DUPLICATED';
}

function jsonLdOf(html: string) {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(blocks).toHaveLength(1);
  return JSON.parse(blocks[0][1]);
}

const decode = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

/** The sitemap as a crawler reads it: the index, then every file the index lists. */
async function readSitemap() {
  const index = await app.request('/sitemap.xml');
  expect(index.status).toBe(200);
  const indexXml = await index.text();
  const files = locsOf(indexXml);
  const xml = [];
  for (const file of files) {
    expect(file.startsWith(`${PUBLIC_URL}/sitemaps/`)).toBe(true);
    const res = await app.request(file.slice(PUBLIC_URL.length));
    expect({ file, status: res.status }).toEqual({ file, status: 200 });
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    xml.push(await res.text());
  }
  return { indexXml, files, xml: xml.join('\n'), locs: xml.flatMap(locsOf) };
}

describe('the HTML shell of a business profile', () => {
  it('has the business in its title, description, Open Graph tags and JSON-LD', async () => {
    const business = await createBusiness(db, {
      name: `Joe's Test Plumbing ${tag()}`,
      category: 'Plumbers',
      plan: 'texas_gold',
      city: 'Bryan',
      address: '1408 S Texas Ave',
      zipCode: '77802',
      phone: '(979) 555-0101',
      description: 'Licensed plumbers for the Brazos Valley since 2004.',
      hours: 'Mon-Fri: 7AM-7PM, Sat: 8:30AM-4PM, Sun: Closed',
      rating: 4.9,
      reviews: 412,
      latitude: 30.6629,
      longitude: -96.3561,
      email: 'service@joes.example',
      website: 'https://joes.example',
      socialLinks: { facebook: 'https://facebook.example/joes' },
    });
    const photo = await createPhoto(db, business.id, { isPrimary: true });
    const { status, html, headers } = await page(`/business/${business.slug}`);

    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('text/html');
    expect(headers.get('cache-control')).toBe('no-cache');
    expect(decode(titleOf(html))).toBe(`${business.name} · Plumbers in Bryan – BCS Local`);
    expect(metaContent(html, 'description')).toBe(
      'Licensed plumbers for the Brazos Valley since 2004.',
    );
    const url = `${PUBLIC_URL}/business/${business.slug}`;
    expect(decode(metaContent(html, 'og:title') ?? '')).toBe(business.name);
    expect(metaContent(html, 'og:type')).toBe('business.business');
    expect(metaContent(html, 'og:url')).toBe(url);
    expect(metaContent(html, 'og:image')).toBe(`${PUBLIC_URL}${photo.filePath}`);
    expect(html).toContain(`<link rel="canonical" href="${url}">`);
    // The template's own description is replaced, not repeated.
    expect(html).not.toContain('Template description.');
    // The SPA still boots: its config meta tag and script are there.
    expect(html).toMatch(/<meta name="bcs-config" content="\{&quot;siteName&quot;:/);
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-test.js">');
    expect(html).toContain('<div id="root"></div>');

    expect(jsonLdOf(html)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      '@id': `${url}#business`,
      name: business.name,
      url,
      description: 'Licensed plumbers for the Brazos Valley since 2004.',
      image: [`${PUBLIC_URL}${photo.filePath}`],
      telephone: '(979) 555-0101',
      email: 'service@joes.example',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1408 S Texas Ave',
        addressLocality: 'Bryan',
        addressRegion: 'TX',
        postalCode: '77802',
        addressCountry: 'US',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 30.6629, longitude: -96.3561 },
      openingHours: ['Mo-Fr 07:00-19:00', 'Sa 08:30-16:00'],
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.9,
        reviewCount: 412,
        bestRating: 5,
        worstRating: 0,
      },
      sameAs: ['https://joes.example', 'https://facebook.example/joes'],
    });
  });

  it('points the canonical URL at the slug when opened by UUID', async () => {
    const business = await createBusiness(db);
    const { status, html } = await page(`/business/${business.id}`);
    expect(status).toBe(200);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/business/${business.slug}">`);
  });

  it("keeps a free plan's hidden details out of the head too", async () => {
    const business = await createBusiness(db, {
      plan: 'free',
      email: 'secret@free.example',
      website: 'https://free.example',
      hours: 'Mon-Fri: 9AM-5PM',
    });
    const { html } = await page(`/business/${business.slug}`);
    expect(html).not.toContain('secret@free.example');
    expect(html).not.toContain('free.example');
    const jsonLd = jsonLdOf(html);
    expect(jsonLd).not.toHaveProperty('email');
    expect(jsonLd).not.toHaveProperty('openingHours');
    expect(jsonLd).not.toHaveProperty('sameAs');
    expect(jsonLd.telephone).toBe(business.phone);
    // No photo: the default image, still absolute.
    expect(metaContent(html, 'og:image')).toBe(`${PUBLIC_URL}/default-business.svg`);
  });

  it('escapes a malicious business name everywhere', async () => {
    const name = `</script><script>alert(1)</script> "Bob's" & $& ${tag()}`;
    const business = await createBusiness(db, {
      name,
      description: '<img src=x onerror=alert(2)>',
    });
    const { status, html } = await page(`/business/${business.slug}`);
    expect(status).toBe(200);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(titleOf(html)).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(titleOf(html)).toContain('&quot;Bob&#39;s&quot; &amp; $&amp;');
    expect(decode(titleOf(html))).toContain(name);
    expect(decode(metaContent(html, 'og:title') ?? '')).toBe(name);
    // Only the template's module script and the JSON-LD block are scripts.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(jsonLdOf(html).name).toBe(name);
  });

  it("answers an unknown profile with 404 and 'Business Not Found', still serving the app", async () => {
    const { status, html } = await page(`/business/no-such-business-${tag()}`);
    expect(status).toBe(404);
    expect(titleOf(html)).toBe('Business Not Found – BCS Local');
    expect(metaContent(html, 'robots')).toBe('noindex');
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('application/ld+json');
  });

  it('answers a 64 KB profile id without a 500', async () => {
    const { status } = await page(`/business/${'x'.repeat(64 * 1024)}`);
    expect(status).toBe(404);
  });
});

describe('the HTML shell of a job', () => {
  it('has the job in its title and a JobPosting with the fields Google requires', async () => {
    const business = await createBusiness(db, { plan: 'silver', name: `Aggie Diner ${tag()}` });
    const job = await createJob(db, business.id, {
      title: 'Line Cook',
      companyName: business.name,
      location: 'Bryan, TX',
      jobType: 'part_time',
      salaryMin: 30000,
      salaryMax: 38000,
      applicationDeadline: '2099-01-31',
      requiredSkills: ['Food safety'],
    });
    const res = await page(`/jobs/${job.id}`);
    expect(res.status).toBe(200);
    expect(decode(titleOf(res.html))).toBe(`Line Cook at ${business.name} – BCS Local`);
    expect(metaContent(res.html, 'description')).toContain('Line Cook at');
    const ld = jsonLdOf(res.html);
    // Google for Jobs: title, description, datePosted, hiringOrganization, jobLocation required.
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Line Cook',
      description: expect.stringContaining('Food safety'),
      datePosted: job.createdAt.toISOString(),
      validThrough: '2099-02-01T05:59:59.000Z',
      employmentType: 'PART_TIME',
      hiringOrganization: { '@type': 'Organization', name: business.name },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Bryan',
          addressRegion: 'TX',
          addressCountry: 'US',
        },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'USD',
        value: { '@type': 'QuantitativeValue', minValue: 30000, maxValue: 38000, unitText: 'YEAR' },
      },
    });
    expect(ld.hiringOrganization.sameAs).toMatch(/^https:\/\//);
    expect((await readSitemap()).xml).toContain(`${PUBLIC_URL}/jobs/${job.id}</loc>`);
  });

  it('marks a remote job TELECOMMUTE and answers a closed job with 404', async () => {
    const business = await createBusiness(db, { plan: 'silver' });
    const remote = await createJob(db, business.id, { isRemote: true });
    expect(jsonLdOf((await page(`/jobs/${remote.id}`)).html)).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'USA' },
    });
    const paused = await createJob(db, business.id, { status: 'paused' });
    for (const path of [`/jobs/${paused.id}`, '/jobs/not-a-uuid']) {
      const res = await page(path);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(titleOf(res.html)).toContain('Job Not Found');
    }
    expect((await readSitemap()).xml).not.toContain(paused.id);
  });
});

describe('the HTML shell of an event', () => {
  it('has the event in its title, Open Graph tags and an Event with the fields Google requires, and is in the sitemap', async () => {
    const business = await createBusiness(db, {
      plan: 'texas_gold',
      name: `Kolache Corner ${tag()}`,
    });
    const event = await createEventRow(db, {
      businessId: business.id,
      title: `Kolache Night ${tag()}`,
      location: 'Kolache Corner Patio',
      address: '200 Main St',
      city: 'Bryan',
      priceCents: 500,
      startsAt: new Date(Date.now() + 10 * DAY),
    });
    const res = await page(`/events/${event.id}`);
    expect(res.status).toBe(200);
    expect(decode(titleOf(res.html))).toBe(`${event.title} – BCS Local`);
    expect(decode(metaContent(res.html, 'og:title') ?? '')).toBe(event.title);
    expect(metaContent(res.html, 'og:url')).toBe(`${PUBLIC_URL}/events/${event.id}`);
    // What the page fetches first is named in its head.
    expect(res.html).toContain(`href="/api/events/${event.id}"`);
    expect(jsonLdOf(res.html)).toMatchObject({
      '@type': 'Event',
      name: event.title,
      startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-0[56]:00$/),
      eventStatus: 'https://schema.org/EventScheduled',
      location: {
        '@type': 'Place',
        name: 'Kolache Corner Patio',
        address: { streetAddress: '200 Main St', addressLocality: 'Bryan' },
      },
      organizer: { name: business.name, url: `${PUBLIC_URL}/business/${business.slug}` },
      offers: { price: '5.00', priceCurrency: 'USD' },
    });
    expect((await readSitemap()).xml).toContain(`${PUBLIC_URL}/events/${event.id}</loc>`);
  });

  it('answers a pending, an unknown and a malformed event with 404, and keeps them out of the sitemap', async () => {
    const business = await createBusiness(db, { plan: 'texas_gold' });
    const pending = await createEventRow(db, { businessId: business.id, status: 'pending' });
    const ended = await createEventRow(db, {
      startsAt: new Date(Date.now() - 3 * DAY),
      endsAt: new Date(Date.now() - 3 * DAY + 2 * HOUR),
    });
    for (const path of [
      `/events/${pending.id}`,
      '/events/7f4c2d8e-0d6a-4c1e-9a3b-2f6e1d0c9b8a',
      '/events/not-a-uuid',
    ]) {
      const res = await page(path);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(titleOf(res.html)).toContain('Event Not Found');
      expect(metaContent(res.html, 'robots')).toBe('noindex');
    }
    // An event that is over keeps its page for old links, out of search results.
    const over = await page(`/events/${ended.id}`);
    expect(over.status).toBe(200);
    expect(metaContent(over.html, 'robots')).toBe('noindex');
    const { xml } = await readSitemap();
    expect(xml).not.toContain(pending.id);
    expect(xml).not.toContain(ended.id);
  });
});

describe('the HTML shell of a city page', () => {
  it('describes the businesses of the city, with an ItemList of LocalBusiness', async () => {
    const city = `Shell City ${tag()}`;
    const slug = city.toLowerCase().replace(/ /g, '-');
    const best = await createBusiness(db, { city, rating: 4.8, category: 'Restaurants' });
    await createBusiness(db, { city, rating: 3.9, category: 'Gyms' });
    const { status, html } = await page(`/city/${slug}`);
    expect(status).toBe(200);
    expect(titleOf(html)).toBe(`Businesses in ${city} – BCS Local`);
    expect(metaContent(html, 'description')).toContain(
      `Browse 2 local businesses in ${city}, Texas: Restaurants, Gyms and more.`,
    );
    expect(metaContent(html, 'og:title')).toBe(`Businesses in ${city}`);
    expect(metaContent(html, 'og:url')).toBe(`${PUBLIC_URL}/city/${slug}`);
    expect(metaContent(html, 'og:image')).toMatch(/^https:\/\/bcs\.example\//);
    const jsonLd = jsonLdOf(html);
    expect(jsonLd).toMatchObject({ '@type': 'ItemList', numberOfItems: 2 });
    expect(jsonLd.itemListElement[0]).toMatchObject({
      '@type': 'ListItem',
      position: 1,
      item: {
        '@type': 'LocalBusiness',
        name: best.name,
        url: `${PUBLIC_URL}/business/${best.slug}`,
      },
    });
  });

  it('serves an empty city with 200, its empty text and noindex', async () => {
    const { status, html } = await page('/city/nowhere-ville');
    expect(status).toBe(200);
    expect(titleOf(html)).toBe('Businesses in Nowhere Ville – BCS Local');
    expect(metaContent(html, 'description')).toBe(
      'No businesses found in Nowhere Ville yet. Check back soon!',
    );
    expect(metaContent(html, 'robots')).toBe('noindex');
  });
});

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

describe('GET /sitemap.xml', () => {
  it('answers a sitemap index of pages.xml and the business files, each with its last change', async () => {
    await createBusiness(db);
    const res = await app.request('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    const xml = await res.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).not.toContain('<urlset');
    // Fewer than 50,000 businesses: one business file.
    expect(locsOf(xml)).toEqual([
      `${PUBLIC_URL}/sitemaps/pages.xml`,
      `${PUBLIC_URL}/sitemaps/businesses-1.xml`,
    ]);
    for (const file of ['pages.xml', 'businesses-1.xml']) {
      expect(xml).toMatch(
        new RegExp(
          `<sitemap><loc>${PUBLIC_URL}/sitemaps/${file}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T[\\d:.]+Z</lastmod></sitemap>`,
        ),
      );
    }
  });

  it('lists the static pages, /jobs, every city and every business profile in its files', async () => {
    const city = `Sitemap Town ${tag()}`;
    const business = await createBusiness(db, { city });
    const { xml, locs } = await readSitemap();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    for (const path of ['/', '/about', '/contact', '/listings', '/jobs', '/pricing', '/events']) {
      expect(locs).toContain(`${PUBLIC_URL}${path}`);
    }
    expect(locs).toContain(`${PUBLIC_URL}/business/${business.slug}`);
    expect(locs).toContain(`${PUBLIC_URL}/city/${city.toLowerCase().replace(/ /g, '-')}`);
    // No private page and no alias.
    for (const path of ['/admin/login', '/business/portal', '/businesses', '/import-businesses']) {
      expect(locs).not.toContain(`${PUBLIC_URL}${path}`);
    }
    expect(new Set(locs).size).toBe(locs.length);
    expect(xml).toMatch(
      new RegExp(`/business/${business.slug}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`),
    );
    // The profiles are in the business files, the rest in pages.xml.
    const pages = await (await app.request('/sitemaps/pages.xml')).text();
    expect(locsOf(pages).filter((loc) => loc.includes('/business/'))).toEqual([]);
    expect(pages).toContain(`<loc>${PUBLIC_URL}/about</loc>`);
  });

  it('shows a new business and drops a deleted one at once', async () => {
    await readSitemap();
    const business = await createBusiness(db);
    const url = `${PUBLIC_URL}/business/${business.slug}`;
    expect((await readSitemap()).locs).toContain(url);
    await db.delete(businesses).where(eq(businesses.id, business.id));
    expect((await readSitemap()).locs).not.toContain(url);
  });

  it('shows a business renamed by any write at once: every write to businesses changes the version', async () => {
    const business = await createBusiness(db);
    const file = async () => (await getSitemapFile({ db, config, name: 'businesses-1.xml' })).xml;
    expect(await file()).toContain(`/business/${business.slug}</loc>`);
    // Raw SQL, so updated_at stays as it was: the trigger on businesses still tells.
    const renamed = `renamed-${business.slug}`;
    await db.execute(sql`update businesses set slug = ${renamed} where id = ${business.id}`);
    const after = await file();
    expect(after).toContain(`/business/${renamed}</loc>`);
    expect(after).not.toContain(`/business/${business.slug}</loc>`);
  });

  it('drops a job that expires with no write once the cached files are a minute old, and a closed one at once', async () => {
    const business = await createBusiness(db);
    const expiring = await createJob(db, business.id, { expiresAt: new Date(Date.now() + 1500) });
    const closing = await createJob(db, business.id);
    const file = async (now?: number) =>
      (await getSitemapFile({ db, config, name: 'pages.xml', now })).xml;
    expect(await file()).toContain(`/jobs/${expiring.id}</loc>`);
    // The expiry passes with no statement run, so nothing moves the version.
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect(await file()).toContain(`/jobs/${expiring.id}</loc>`);
    expect(await file(Date.now() + 61_000)).not.toContain(`/jobs/${expiring.id}</loc>`);
    // A job closed by a write moves the directory's version (migration 0012): gone at once.
    await db.update(jobs).set({ status: 'filled' }).where(eq(jobs.id, closing.id));
    expect(await file()).not.toContain(`/jobs/${closing.id}</loc>`);
  });

  it('sends a file compressed as the client asks, the same XML as uncompressed', async () => {
    await createBusiness(db);
    const plain = await (await app.request('/sitemaps/businesses-1.xml')).text();
    expect(plain.length).toBeGreaterThan(1024);
    for (const [acceptEncoding, encoding, decompress] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      // The second time from the compressed copy kept with the file.
      for (let i = 0; i < 2; i++) {
        const res = await app.request('/sitemaps/businesses-1.xml', {
          headers: { 'Accept-Encoding': acceptEncoding },
        });
        expect(res.status).toBe(200);
        expect(res.headers.get('content-encoding')).toBe(encoding);
        expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
        expect(res.headers.get('vary')).toBe('Accept-Encoding');
        const bytes = Buffer.from(await res.arrayBuffer());
        expect(res.headers.get('content-length')).toBe(String(bytes.byteLength));
        expect(decompress(bytes).toString('utf8')).toBe(plain);
      }
    }
  });

  for (const name of [
    'businesses-2.xml',
    'businesses-0.xml',
    'businesses-99.xml',
    'businesses-abc.xml',
    'businesses-01.xml',
    'businesses-1.xml.gz',
    'pages.json',
    'index.xml',
  ]) {
    it(`answers /sitemaps/${name} with 404`, async () => {
      const res = await app.request(`/sitemaps/${name}`);
      expect(res.status).toBe(404);
      expect((await res.json()).error.code).toBe('not_found');
    });
  }
});

describe('GET /robots.txt', () => {
  it('points to the sitemap and keeps crawlers out of private areas and the API', async () => {
    const res = await app.request('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const lines = (await res.text()).split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    for (const path of [
      '/admin',
      '/business/portal',
      '/business-portal',
      '/admin-dashboard',
      '/import-businesses',
      '/api/',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /');
  });
});
