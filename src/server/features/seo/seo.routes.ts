import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { type Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { LANGUAGE_COOKIE, languageOfPath, pathInLanguage } from '#domain/languages.js';
import { matchRoute } from '#domain/routes.js';
import { COMPRESS_MIN_BYTES, chooseEncoding } from '../../platform/compression.js';
import { keptIn } from '../../platform/kept-in.js';
import type { AppEnv } from '../../platform/request-context.js';
import type { WebShell } from '../../platform/web-shell.js';
import { resolvePageHead } from './seo.service.js';
import {
  buildRobots,
  getSitemapFile,
  getSitemapIndex,
  SITEMAP_FILES_PATH,
  type SitemapXml,
} from './sitemap.service.js';

const ONE_HOUR = 'public, max-age=3600';

type Encoding = NonNullable<ReturnType<typeof chooseEncoding>>;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A full business file is about 22 MB of XML (25,000 profiles in two languages, each
 * with its hreflang links; the protocol allows 50 MB), a small fraction of that as
 * brotli. Compressed per request by the compress middleware it would cost more than
 * the cached answer itself, so each built file is compressed once per encoding, kept
 * as long as the file is, and sent with its Content-Encoding (which the middleware
 * leaves alone). Same settings as the middleware.
 */
const compressedFiles = new WeakMap<SitemapXml, Map<Encoding, Promise<Uint8Array<ArrayBuffer>>>>();

function compressed(file: SitemapXml, encoding: Encoding): Promise<Uint8Array<ArrayBuffer>> {
  const copies = keptIn(compressedFiles, file, () => new Map());
  return keptIn(copies, encoding, () => {
    const copy = (
      encoding === 'gzip'
        ? gzipAsync(file.xml, { level: 6 })
        : brotli(file.xml, {
            params: {
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_QUALITY]: 5,
            },
          })
    ).then((bytes) => new Uint8Array(bytes));
    // A failed compression is not kept: the next request tries again.
    copy.catch(() => copies.delete(encoding));
    return copy;
  });
}

async function sendXml(c: Context<AppEnv>, file: SitemapXml) {
  c.header('Content-Type', 'application/xml; charset=utf-8');
  c.header('Cache-Control', ONE_HOUR);
  c.header('Vary', 'Accept-Encoding');
  const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
  if (!encoding || file.xml.length < COMPRESS_MIN_BYTES) return c.body(file.xml);
  const body = await compressed(file, encoding);
  c.header('Content-Encoding', encoding);
  c.header('Content-Length', String(body.byteLength));
  return c.body(body);
}

export const seoRoutes = new Hono<AppEnv>()
  .get('/sitemap.xml', async (c) => {
    const { database, config } = c.get('deps');
    return sendXml(c, await getSitemapIndex({ db: database.db, config }));
  })
  .get(`${SITEMAP_FILES_PATH}/:name`, async (c) => {
    const { database, config } = c.get('deps');
    const name = c.req.param('name');
    return sendXml(c, await getSitemapFile({ db: database.db, config, name }));
  })
  .get('/robots.txt', (c) => {
    c.header('Cache-Control', ONE_HOUR);
    return c.text(buildRobots({ config: c.get('deps').config }));
  });

/**
 * The SPA's index.html for any page path, with that page's own title, description,
 * Open Graph tags, structured data and preloads (its data, its largest picture, its
 * code), in the page's language ('/es/...' is Spanish), and 404 for what the SPA shows
 * as not found.
 *
 * A visitor who chose Spanish (the `lang` cookie the language switch sets) and opens
 * an English page is sent to the same page under '/es', its query kept. Crawlers send
 * no cookie, so both languages stay theirs to index; a browser's Accept-Language never
 * redirects (docs/decisions/028-languages.md); and a Spanish address is always
 * honoured, whatever the cookie says.
 */
export async function renderSpaPage(c: Context<AppEnv>, shell: WebShell) {
  const { database, logger, config } = c.get('deps');
  const url = new URL(c.req.url);
  const { language, path } = languageOfPath(url.pathname);
  const route = matchRoute(path)?.route;
  c.header('Vary', 'Cookie');
  if (language === 'en' && route && getCookie(c, LANGUAGE_COOKIE) === 'es') {
    c.header('Cache-Control', 'no-store');
    return c.redirect(`${pathInLanguage(url.pathname, 'es')}${url.search}`, 302);
  }
  const page = await resolvePageHead({
    db: database.db,
    logger,
    config,
    pathname: url.pathname,
    search: url.search,
  });
  c.header('Cache-Control', 'no-cache');
  return c.html(shell.render(page.head, route?.page, language), page.status);
}
