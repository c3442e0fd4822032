import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect } from 'vitest';
import { createApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { createLogger } from '../../platform/logger.js';
import { createTestContext } from '../../test/test-app.js';

export { decode, metaContent } from '../../test/html-text.js';

/** A short random word that keeps one test's rows apart from another's. */
export const tag = () => randomBytes(3).toString('hex');

/** The page's one <title>. */
export function titleOf(html: string) {
  const titles = [...html.matchAll(/<title>([\s\S]*?)<\/title>/g)];
  expect(titles).toHaveLength(1);
  return titles[0][1];
}

/** The page's one JSON-LD block as it is: a WebPage, or a WebPage and its item in an @graph. */
export function jsonLdBlockOf(html: string) {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(blocks).toHaveLength(1);
  return JSON.parse(blocks[0][1]);
}

/**
 * The item the page is about (the WebPage's main entity), with the block's context,
 * as it would stand alone: its LocalBusiness, ItemList, JobPosting or Event.
 */
export function jsonLdOf(html: string) {
  const block = jsonLdBlockOf(html);
  const [webPage, ...items] = block['@graph'];
  expect(webPage['@type']).toBe('WebPage');
  expect(items).toHaveLength(1);
  expect(webPage.mainEntity).toEqual({ '@id': items[0]['@id'] });
  return { '@context': block['@context'], ...items[0] };
}

/** The <link rel="alternate" hreflang> tags of a page: hreflang -> href. */
export function alternatesOf(html: string) {
  return Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [
      m[1],
      m[2],
    ]),
  );
}

/** The lang attribute of the page's <html> tag. */
export function htmlLangOf(html: string) {
  return /<html\b[^>]*\slang="([^"]*)"/.exec(html)?.[1];
}

export const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

/**
 * What the SEO test files share: their own database and an app serving the SPA's
 * index.html from a throwaway web folder (call once per file, at module level), a page
 * as the app answers it, and the sitemap as a crawler reads it.
 */
export async function seoTestSetup() {
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

  async function page(path: string) {
    const res = await app.request(path);
    return { status: res.status, html: await res.text(), headers: res.headers };
  }

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
  return {
    PUBLIC_URL,
    INDEX_HTML,
    database,
    dataDir,
    db,
    webDir,
    config,
    logs,
    logger,
    app,
    page,
    readSitemap,
  };
}
