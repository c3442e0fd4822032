import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { businesses } from '../../db/schema/index.js';
import { createLogger } from '../../platform/logger.js';
import { createBusiness } from '../../test/factories.js';
import { createTestContext } from '../../test/test-app.js';
import { SITEMAP_MAX_PAGES, SITEMAP_MAX_URLS } from './sitemap.service.js';

/**
 * The sitemap of a directory past the protocol's 50,000 URLs per file: 25,000 profiles,
 * each listed in English and in Spanish. Its own file (and database): building the
 * full files would slow the other sitemap tests.
 */
const FULL = SITEMAP_MAX_PAGES;

const PUBLIC_URL = 'https://bcs.example';
const { database, dataDir } = await createTestContext();
const db = database.db;
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLIC_URL });
const app = createApp({ config, database, logger: createLogger('silent') });

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
const profileUrl = (slug: string) => `${PUBLIC_URL}/business/${slug}`;
const fileUrl = (name: string) => `${PUBLIC_URL}/sitemaps/${name}`;

async function xmlAt(path: string) {
  const res = await app.request(path);
  expect({ path, status: res.status }).toEqual({ path, status: 200 });
  expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  return res.text();
}

/**
 * The English profile addresses of each business file, in the order the index lists
 * the files; every profile is there in Spanish too, right after, with the same links.
 */
async function readBusinessFiles() {
  const files = locsOf(await xmlAt('/sitemap.xml')).filter((loc) => loc.includes('/businesses-'));
  const urls: string[][] = [];
  for (const file of files) {
    const xml = await xmlAt(file.slice(PUBLIC_URL.length));
    expect(xml.length).toBeLessThan(50 * 1024 * 1024);
    const entries = [
      ...xml.matchAll(
        /<url><loc>([^<]+)<\/loc><lastmod>[\d-]{10}<\/lastmod>(<xhtml:link rel="alternate" hreflang="en" href="([^"]+)"\/><xhtml:link rel="alternate" hreflang="es" href="([^"]+)"\/><xhtml:link rel="alternate" hreflang="x-default" href="\3"\/>)<\/url>/g,
      ),
    ];
    // Every entry is a profile with its last change and its languages.
    expect(entries.length).toBe(locsOf(xml).length);
    expect(entries.length).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
    const english: string[] = [];
    for (let i = 0; i < entries.length; i += 2) {
      const [en, es] = [entries[i], entries[i + 1]];
      expect(en[1]).toBe(en[3]);
      expect(es[1]).toBe(en[4]);
      expect(es[2]).toBe(en[2]);
      english.push(en[1]);
    }
    urls.push(english);
  }
  return { files, urls };
}

async function allProfileUrls() {
  const rows = await db
    .select({ slug: businesses.slug })
    .from(businesses)
    .orderBy(asc(businesses.slug));
  return rows.map((row) => profileUrl(row.slug));
}

it('lists only pages.xml while there is no business, and has no businesses-1.xml', async () => {
  expect(locsOf(await xmlAt('/sitemap.xml'))).toEqual([fileUrl('pages.xml')]);
  expect((await app.request('/sitemaps/businesses-1.xml')).status).toBe(404);
  expect(locsOf(await xmlAt('/sitemaps/pages.xml'))).toContain(`${PUBLIC_URL}/about`);
});

it('puts a single business in businesses-1.xml', async () => {
  const business = await createBusiness(db);
  onTestFinished(async () => {
    await db.delete(businesses).where(eq(businesses.id, business.id));
  });
  const { files, urls } = await readBusinessFiles();
  expect(files).toEqual([fileUrl('businesses-1.xml')]);
  expect(urls).toEqual([[profileUrl(business.slug)]]);
});

describe('with 25,001 businesses', () => {
  beforeAll(async () => {
    await db.execute(sql`
      insert into businesses (slug, name)
      select 'scale-' || lpad(i::text, 5, '0'), 'Scale Business ' || i
      from generate_series(1, ${FULL + 1}) as i`);
  });

  it('has two business files: 25,000 profiles (50,000 addresses), then 1, each once and none missing', async () => {
    expect(FULL).toBe(25_000);
    const { files, urls } = await readBusinessFiles();
    expect(files).toEqual([fileUrl('businesses-1.xml'), fileUrl('businesses-2.xml')]);
    expect(urls.map((locs) => locs.length)).toEqual([FULL, 1]);
    // In slug order across the files: the second starts after the last of the first.
    expect(urls.flat()).toEqual(await allProfileUrls());
  });

  it('gives each file in the index its newest change', async () => {
    const index = await xmlAt('/sitemap.xml');
    expect(locsOf(index)).toEqual([
      fileUrl('pages.xml'),
      fileUrl('businesses-1.xml'),
      fileUrl('businesses-2.xml'),
    ]);
    const [newest] = await db
      .select({ updatedAt: businesses.updatedAt })
      .from(businesses)
      .orderBy(sql`${businesses.updatedAt} desc`)
      .limit(1);
    expect(index).toContain(
      `<loc>${fileUrl('businesses-2.xml')}</loc><lastmod>${newest.updatedAt.toISOString()}</lastmod>`,
    );
  });

  it('answers 404 for a file past the last one and for names that are not files', async () => {
    for (const name of [
      'businesses-3.xml',
      'businesses-0.xml',
      'businesses-99.xml',
      'businesses-abc.xml',
    ]) {
      const res = await app.request(`/sitemaps/${name}`);
      expect({ name, status: res.status }).toEqual({ name, status: 404 });
    }
  });

  it('shows a new business at once, moving the boundary between the files', async () => {
    const first = await createBusiness(db, { name: `Aaa First ${Date.now()}` });
    onTestFinished(async () => {
      await db.delete(businesses).where(eq(businesses.id, first.id));
    });
    const { urls } = await readBusinessFiles();
    expect(urls.map((locs) => locs.length)).toEqual([FULL, 2]);
    expect(urls[0][0]).toBe(profileUrl(first.slug));
    expect(urls.flat()).toEqual(await allProfileUrls());
  });

  it('drops businesses-2.xml at once when a removal leaves exactly 25,000', async () => {
    const [last] = await db
      .delete(businesses)
      .where(eq(businesses.slug, `scale-${FULL + 1}`))
      .returning({ slug: businesses.slug, name: businesses.name });
    onTestFinished(async () => {
      await db.insert(businesses).values(last);
    });
    const { files, urls } = await readBusinessFiles();
    expect(files).toEqual([fileUrl('businesses-1.xml')]);
    expect(urls[0]).toHaveLength(FULL);
    expect(urls[0]).not.toContain(profileUrl(`scale-${FULL + 1}`));
    expect((await app.request('/sitemaps/businesses-2.xml')).status).toBe(404);
  });
});
