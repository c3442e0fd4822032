import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businesses, jobs } from '../../db/schema/index.js';
import { createBusiness, createJob } from '../../test/factories.js';
import { locsOf, seoTestSetup, tag } from './seo.test-setup.js';
import { getSitemapFile } from './sitemap.service.js';

const { PUBLIC_URL, db, config, app, readSitemap } = await seoTestSetup();

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
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
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
    // Enough entries that the file is worth compressing, whatever ran before.
    for (let i = 0; i < 8; i++) await createBusiness(db);
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
      // The same pages in Spanish.
      '/es/admin',
      '/es/business/portal',
      '/es/import-businesses',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /es');
    expect(lines).not.toContain('Disallow: /');
  });
});
