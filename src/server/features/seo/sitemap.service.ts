import { LANGUAGES, pathInLanguage } from '#domain/languages.js';
import { isStaticRoute, ROUTES, routePaths } from '#domain/routes.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/app-error.js';
import { readDirectoryVersion } from '../../platform/directory-cache.js';
import { escapeHtml } from '../../platform/html.js';
import { listCities } from '../cities/cities.service.js';
import { listEventSitemapEntries } from '../events/events.service.js';
import { listOpenJobEntries } from '../jobs/jobs.service.js';
import { languageAlternates, pageUrl } from './page-languages.js';
import { findNewestJobChange, listProfileEntries, listProfileFiles } from './seo.queries.js';
import { absoluteUrl, type SeoConfig } from './seo.service.js';

/** The sitemap protocol's limit for one file. */
export const SITEMAP_MAX_URLS = 50_000;
/** Each page is listed once per language: a file holds this many pages. */
export const SITEMAP_MAX_PAGES = Math.floor(SITEMAP_MAX_URLS / LANGUAGES.length);
const SITEMAP_NOT_FOUND = 'There is no such sitemap file.';

/** Indexable pages, once each (aliases name the same page). */
const SITEMAP_STATIC_PATHS = ROUTES.filter(isStaticRoute)
  .filter((route) => route.indexable)
  .map((route) => route.path);

/** Where the sitemap index points: pages.xml and businesses-N.xml live under it. */
export const SITEMAP_FILES_PATH = '/sitemaps';
const PAGES_FILE = 'pages.xml';
const businessFileName = (n: number) => `businesses-${n}.xml`;
/** businesses-1.xml, businesses-2.xml, ...: no zero, no leading zero, nothing else. */
const BUSINESS_FILE = /^businesses-([1-9]\d{0,5})\.xml$/;
const SITEMAP_XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_XMLNS = 'http://www.w3.org/1999/xhtml';

/**
 * The sitemap cache. Built files are kept in memory per server process (per database
 * and public address) under the directory's version, read on every request
 * (platform/directory-cache.ts: it changes with any write to businesses, photos,
 * categories or jobs, on any server). Building a business file takes about half a
 * second at 100,000 businesses; reading the version takes well under a millisecond.
 *
 * What the version cannot see (a job passing its deadline or expiry with no write)
 * shows once the entry is SITEMAP_TTL_MS old: it is then rebuilt even if the version
 * is the same. So every server shows every change within a minute, and most at once.
 *
 * Parts are built when first asked for, once for all requests waiting on them; a
 * failed build is forgotten so the next request tries again. The business file
 * boundaries are read once per entry, and file N is read after the last slug they give
 * file N-1; a write in between changes the version, so the next request starts over.
 */
const SITEMAP_TTL_MS = 60_000;

interface SitemapEntry {
  key: string;
  createdAt: number;
  /** Built parts by name: the index, each file, the business file boundaries. */
  parts: Map<string, Promise<unknown>>;
}

/**
 * A built sitemap file. The same object is handed out while its cache entry lives, so
 * the routes can keep its compressed copies by it.
 */
export interface SitemapXml {
  readonly xml: string;
}

interface ProfileFile {
  /** The last slug of the file before (null for the first file). */
  after: string | null;
  lastmod: Date | null;
}

const sitemapCache = new WeakMap<Db, Map<string, SitemapEntry>>();

async function sitemapEntry(db: Db, config: SeoConfig, now: number): Promise<SitemapEntry> {
  const key = await readDirectoryVersion(db);
  let byAddress = sitemapCache.get(db);
  if (!byAddress) {
    byAddress = new Map();
    sitemapCache.set(db, byAddress);
  }
  const cached = byAddress.get(config.publicUrl);
  if (cached && cached.key === key && now - cached.createdAt < SITEMAP_TTL_MS) return cached;
  const entry: SitemapEntry = { key, createdAt: now, parts: new Map() };
  byAddress.set(config.publicUrl, entry);
  return entry;
}

function cachedPart<T>(entry: SitemapEntry, name: string, build: () => Promise<T>): Promise<T> {
  const found = entry.parts.get(name) as Promise<T> | undefined;
  if (found) return found;
  const built = build();
  entry.parts.set(name, built);
  built.catch(() => {
    if (entry.parts.get(name) === built) entry.parts.delete(name);
  });
  return built;
}

const newest = (...dates: (Date | null)[]) =>
  dates.reduce<Date | null>((a, b) => (b && (!a || b > a) ? b : a), null);

/**
 * A urlset of `entries` (paths as the router names them), each page in every language:
 * one <url> per language, each naming all of them and x-default with
 * <xhtml:link rel="alternate" hreflang> (Google's way for a sitemap). The links are
 * written once per page and repeated in each of its <url>s.
 */
function urlset(config: SeoConfig, entries: { path: string; lastmod?: Date }[]): string {
  const urls: string[] = [];
  for (const { path, lastmod } of entries) {
    const links = languageAlternates(config, path)
      .map(
        ({ hreflang, href }) =>
          `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>`,
      )
      .join('');
    const modified = lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : '';
    for (const language of LANGUAGES) {
      const loc = `<loc>${escapeHtml(pageUrl(config, path, language))}</loc>`;
      urls.push(`  <url>${loc}${modified}${links}</url>`);
    }
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="${SITEMAP_XMLNS}" xmlns:xhtml="${XHTML_XMLNS}">`,
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

function profileFiles(db: Db, entry: SitemapEntry): Promise<ProfileFile[]> {
  return cachedPart(entry, 'profile-files', async () =>
    (await listProfileFiles(db, SITEMAP_MAX_PAGES)).map((file, index, files) => ({
      after: index === 0 ? null : files[index - 1].lastSlug,
      lastmod: file.lastmod,
    })),
  );
}

/**
 * The static pages, each city, each open job and each upcoming published event:
 * everything but the profiles. Events change without touching the directory's
 * version; the cache's minute (SITEMAP_TTL_MS) brings them in.
 */
async function buildPagesFile(db: Db, config: SeoConfig): Promise<SitemapXml> {
  const entries: { path: string; lastmod?: Date }[] = SITEMAP_STATIC_PATHS.map((path) => ({
    path,
  }));
  for (const city of (await listCities({ db })).items) entries.push({ path: `/city/${city.slug}` });
  const [jobs, events] = await Promise.all([
    listOpenJobEntries(db),
    listEventSitemapEntries({ db }),
  ]);
  for (const job of jobs.slice(0, Math.max(0, SITEMAP_MAX_PAGES - entries.length))) {
    entries.push({ path: `/jobs/${job.id}`, lastmod: job.updatedAt });
  }
  for (const event of events.slice(0, Math.max(0, SITEMAP_MAX_PAGES - entries.length))) {
    entries.push({ path: `/events/${event.id}`, lastmod: event.updatedAt });
  }
  return { xml: urlset(config, entries) };
}

async function buildProfileFile(db: Db, config: SeoConfig, file: ProfileFile): Promise<SitemapXml> {
  const profiles = await listProfileEntries(db, { after: file.after, limit: SITEMAP_MAX_PAGES });
  return {
    xml: urlset(
      config,
      profiles.map((profile) => ({
        path: `/business/${profile.slug}`,
        lastmod: profile.updatedAt,
      })),
    ),
  };
}

/**
 * GET /sitemap.xml: the sitemap index. It lists pages.xml and one file per
 * SITEMAP_MAX_PAGES business profiles (each listed in every language, so a file holds
 * at most SITEMAP_MAX_URLS addresses), each with its newest change (pages.xml: the
 * newest business or job, since the city pages show businesses).
 */
export async function getSitemapIndex({
  db,
  config,
  now = Date.now(),
}: {
  db: Db;
  config: SeoConfig;
  now?: number;
}): Promise<SitemapXml> {
  const entry = await sitemapEntry(db, config, now);
  return cachedPart(entry, 'index', async () => {
    const [profiles, jobsChanged] = await Promise.all([
      profileFiles(db, entry),
      findNewestJobChange(db),
    ]);
    const files = [
      {
        name: PAGES_FILE,
        lastmod: newest(...profiles.map((file) => file.lastmod), jobsChanged),
      },
      ...profiles.map((file, index) => ({
        name: businessFileName(index + 1),
        lastmod: file.lastmod,
      })),
    ];
    const sitemaps = files.map(({ name, lastmod }) => {
      const loc = `<loc>${escapeHtml(absoluteUrl(config, `${SITEMAP_FILES_PATH}/${name}`))}</loc>`;
      return `  <sitemap>${loc}${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</sitemap>`;
    });
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      `<sitemapindex xmlns="${SITEMAP_XMLNS}">`,
      ...sitemaps,
      '</sitemapindex>',
      '',
    ].join('\n');
    return { xml };
  });
}

/** GET /sitemaps/:name: pages.xml or businesses-N.xml, or not found. */
export async function getSitemapFile({
  db,
  config,
  name,
  now = Date.now(),
}: {
  db: Db;
  config: SeoConfig;
  name: string;
  now?: number;
}): Promise<SitemapXml> {
  const fileNumber = BUSINESS_FILE.exec(name)?.[1];
  if (name !== PAGES_FILE && !fileNumber) throw new AppError('not_found', SITEMAP_NOT_FOUND);
  const entry = await sitemapEntry(db, config, now);
  if (!fileNumber) return cachedPart(entry, name, () => buildPagesFile(db, config));
  const file = (await profileFiles(db, entry))[Number(fileNumber) - 1];
  if (!file) throw new AppError('not_found', SITEMAP_NOT_FOUND);
  return cachedPart(entry, name, () => buildProfileFile(db, config, file));
}

/**
 * The portal and admin areas of the route table, in every language, and the API.
 * Every path under /admin/ is covered by '/admin' itself.
 */
export const ROBOTS_DISALLOW = [
  ...new Set(
    ROUTES.filter((route) => route.area === 'portal' || route.area === 'admin')
      .flatMap(routePaths)
      .map((path) => (path.startsWith('/admin/') ? '/admin' : path))
      .flatMap((path) => LANGUAGES.map((language) => pathInLanguage(path, language))),
  ),
  '/api/',
];

export function buildRobots({ config }: { config: SeoConfig }): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(config, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
