import type { APIRequestContext } from '@playwright/test';
import { decode, metaContent } from '#server/test/html-text.js';
import { expect, test } from './fixtures';

/**
 * Findability: what a crawler gets without running JavaScript (each page's own
 * title, Open Graph tags and LocalBusiness JSON-LD), the sitemap and robots.txt,
 * and the page-view beacon the app sends on each navigation.
 */

interface Card {
  id: string;
  slug: string;
  name: string;
  plan: string;
  phone: string | null;
  city: string | null;
  rating: number | null;
  reviews: number;
}

async function goldBusiness(request: APIRequestContext): Promise<Card> {
  const res = await request.get('/api/cities/college-station?limit=100');
  const gold = (await res.json()).items.find((b: Card) => b.plan === 'texas_gold');
  if (!gold) throw new Error('no seeded texas_gold business in College Station');
  return gold;
}

/** A meta tag's content as a reader sees it. */
function meta(html: string, key: string): string | undefined {
  const content = metaContent(html, key);
  return content === undefined ? undefined : decode(content);
}

test('a profile page carries its title, Open Graph tags and JSON-LD in the HTML', async ({
  request,
  baseURL,
}) => {
  const gold = await goldBusiness(request);
  const res = await request.get(`/business/${gold.slug}`);
  expect(res.status()).toBe(200);
  const html = await res.text();

  const title = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
  expect(title.startsWith(`${gold.name} · `)).toBe(true);
  expect(title.endsWith(' – BCS Local')).toBe(true);
  expect(meta(html, 'og:title')).toBe(gold.name);
  expect(meta(html, 'og:type')).toBe('business.business');
  expect(meta(html, 'og:url')).toBe(`${baseURL}/business/${gold.slug}`);
  expect(meta(html, 'og:image')).toMatch(new RegExp(`^${baseURL}/uploads/`));
  expect(meta(html, 'description')?.length).toBeGreaterThan(20);

  const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  // The page (a WebPage in the page's language) and the business it is about, one @graph.
  const graph = JSON.parse(block ?? 'null');
  expect(graph['@context']).toBe('https://schema.org');
  const [webPage, jsonLd] = graph['@graph'];
  expect(webPage).toMatchObject({
    '@type': 'WebPage',
    url: `${baseURL}/business/${gold.slug}`,
    inLanguage: 'en',
  });
  expect(jsonLd).toMatchObject({
    '@type': 'LocalBusiness',
    name: gold.name,
    url: `${baseURL}/business/${gold.slug}`,
    telephone: gold.phone,
    address: { '@type': 'PostalAddress', addressLocality: 'College Station', addressRegion: 'TX' },
    geo: { '@type': 'GeoCoordinates' },
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: gold.rating,
      reviewCount: gold.reviews,
    },
  });
  expect(jsonLd.openingHoursSpecification.length).toBeGreaterThan(0);
  expect(jsonLd.image[0]).toMatch(new RegExp(`^${baseURL}/uploads/`));
});

test('the browser shows the profile with its structured data and no CSP error', async ({
  page,
  request,
}) => {
  const gold = await goldBusiness(request);
  await page.goto(`/business/${gold.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: gold.name })).toBeVisible();
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  // The shared fixture fails this test on any console error, CSP reports included.
});

test('an unknown profile and an unknown path answer 404 with their own title', async ({
  request,
}) => {
  const profile = await request.get('/business/no-such-business-anywhere');
  expect(profile.status()).toBe(404);
  expect(await profile.text()).toContain('<title>Business Not Found – BCS Local</title>');

  const unknown = await request.get('/no-such-page');
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toContain('<title>Page not found – BCS Local</title>');

  for (const path of ['/', '/about', '/jobs', '/city/college-station', '/business/login']) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
});

test('a city page has its own title and description in the HTML', async ({ request }) => {
  const html = await (await request.get('/city/college-station')).text();
  expect(html).toContain('<title>Businesses in College Station – BCS Local</title>');
  expect(meta(html, 'description')).toMatch(/^Browse \d+ local businesses in College Station/);
  expect(meta(html, 'og:title')).toBe('Businesses in College Station');
});

test('/sitemap.xml lists profiles, cities, /jobs and the static pages', async ({
  request,
  baseURL,
}) => {
  const gold = await goldBusiness(request);
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/xml');
  // A sitemap index: pages.xml and the business files, read as a crawler does.
  const files = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(files).toContain(`${baseURL}/sitemaps/pages.xml`);
  expect(files).toContain(`${baseURL}/sitemaps/businesses-1.xml`);
  let xml = '';
  for (const file of files) {
    const child = await request.get(file);
    expect(child.status(), file).toBe(200);
    expect(child.headers()['content-type']).toContain('application/xml');
    xml += await child.text();
  }
  for (const path of [
    '/',
    '/about',
    '/jobs',
    '/pricing',
    '/city/college-station',
    '/city/bryan',
    `/business/${gold.slug}`,
  ]) {
    expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
  }
  expect(xml).not.toContain('/admin');
});

test('/robots.txt points to the sitemap and keeps crawlers out of private areas', async ({
  request,
  baseURL,
}) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  for (const path of [
    '/admin',
    '/business/portal',
    '/business-portal',
    '/admin-dashboard',
    '/import-businesses',
    '/api/',
  ]) {
    expect(text).toContain(`Disallow: ${path}\n`);
  }
});

test('the app reports one page view per navigation', async ({ page }) => {
  // Read what the tracker hands to sendBeacon (a beacon's body is not visible to the test).
  await page.addInitScript(() => {
    const sent: string[] = [];
    (window as unknown as { sentBeacons: string[] }).sentBeacons = sent;
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (data instanceof Blob) void data.text().then((text) => sent.push(text));
      return send(url, data);
    };
  });
  const statuses: Promise<number | undefined>[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/api/analytics/page-view') && req.method() === 'POST') {
      statuses.push(req.response().then((r) => r?.status()));
    }
  });
  const beacons = () =>
    page.evaluate(() =>
      (window as unknown as { sentBeacons: string[] }).sentBeacons.map((b) => JSON.parse(b)),
    );

  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About BCS Local' })).toBeVisible();
  await expect.poll(beacons).toEqual([{ page: '/about', referrer: null }]);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  await expect.poll(beacons).toEqual([
    { page: '/about', referrer: null },
    { page: '/pricing', referrer: '/about' },
  ]);
  await expect.poll(() => statuses.length).toBe(2);
  expect(await Promise.all(statuses)).toEqual([204, 204]);
});
