import {
  type BusinessProfile,
  businessKind,
  businessPath,
  type PublicBusiness,
  profilePageTitle,
} from '../../../domain/businesses.js';
import { type CityBusinessesPage, cityCountText, cityPageTitle } from '../../../domain/cities.js';
import { openingHoursSpec } from '../../../domain/hours.js';
import { jobMessages } from '../../../domain/jobs.js';
import {
  documentTitle,
  isStaticRoute,
  matchRoute,
  ROUTES,
  routePaths,
  type StaticRoute,
} from '../../../domain/routes.js';
import { isUuid } from '../../../domain/slug.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/app-error.js';
import { readDirectoryVersion } from '../../platform/directory-cache.js';
import { escapeHtml } from '../../platform/html.js';
import { type Logger, serializeError } from '../../platform/logger.js';
import type { PageHead } from '../../platform/web-shell.js';
import { getBusinessProfile } from '../businesses/businesses.service.js';
import { listCities, listCityBusinesses } from '../cities/cities.service.js';
import { getPublicJob, listOpenJobEntries } from '../jobs/jobs.service.js';
import { jobPostingHead } from './job-posting-head.js';
import { cityPreloads, profilePreloads, staticPagePreloads } from './page-preloads.js';
import { findNewestJobChange, listProfileEntries, listProfileFiles } from './seo.queries.js';

/** The image a profile without photos shows; shipped in src/web/public. */
export const DEFAULT_BUSINESS_IMAGE = '/default-business.svg';
const DESCRIPTION_MAX = 160;
/** How many businesses a city page describes in its structured data. */
const CITY_JSON_LD_ITEMS = 20;
/** The sitemap protocol's limit for one file. */
export const SITEMAP_MAX_URLS = 50_000;
const NOINDEX = 'noindex';

export const BUSINESS_NOT_FOUND_TITLE = 'Business Not Found';
const BUSINESS_NOT_FOUND_TEXT = "The business profile you're looking for doesn't exist.";
const PAGE_NOT_FOUND_TITLE = 'Page not found';
const SITEMAP_NOT_FOUND = 'There is no such sitemap file.';
export const JOB_NOT_FOUND_TITLE = 'Job Not Found';
const JOB_NOT_FOUND_TEXT =
  'This job is no longer listed. See the other open positions on the job board.';

type SeoConfig = Pick<Config, 'publicUrl' | 'public'>;

export interface ResolvedPage {
  status: 200 | 404;
  /** Undefined serves the template's own head. */
  head?: PageHead;
}

function pageTitle(config: SeoConfig, title?: string): string {
  return documentTitle(config.public.siteName, title);
}

function absoluteUrl(config: SeoConfig, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${config.publicUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** One line of at most `max` characters, cut at a word with an ellipsis. */
export function summarize(text: string, max = DESCRIPTION_MAX): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

function postalAddress(card: PublicBusiness) {
  return {
    '@type': 'PostalAddress',
    ...(card.address ? { streetAddress: card.address } : {}),
    ...(card.city ? { addressLocality: card.city } : {}),
    ...(card.state ? { addressRegion: card.state } : {}),
    ...(card.zipCode ? { postalCode: card.zipCode } : {}),
    addressCountry: 'US',
  };
}

/** schema.org LocalBusiness of what the profile shows: the plan's gating applies here too. */
export function localBusinessJsonLd(
  config: SeoConfig,
  card: PublicBusiness & { latitude?: number | null; longitude?: number | null },
  images: string[],
) {
  const url = absoluteUrl(config, businessPath(card));
  const profile = card as Partial<BusinessProfile>;
  const openingHours = openingHoursSpec(card.hours);
  const sameAs = [card.website, ...Object.values(profile.socialLinks ?? {})].filter(
    (link): link is string => Boolean(link),
  );
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${url}#business`,
    name: card.name,
    url,
    ...(card.description ? { description: card.description } : {}),
    ...(images.length ? { image: images } : {}),
    ...(card.phone ? { telephone: card.phone } : {}),
    ...(card.email ? { email: card.email } : {}),
    address: postalAddress(card),
    ...(card.latitude != null && card.longitude != null
      ? { geo: { '@type': 'GeoCoordinates', latitude: card.latitude, longitude: card.longitude } }
      : {}),
    ...(openingHours.length ? { openingHours } : {}),
    ...(card.rating != null && card.reviews > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: card.rating,
            reviewCount: card.reviews,
            bestRating: 5,
            worstRating: 0,
          },
        }
      : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
}

function profileDescription(config: SeoConfig, profile: BusinessProfile): string {
  if (profile.description?.trim()) return summarize(profile.description);
  const kind = businessKind(profile);
  return summarize(
    `${profile.name}${kind ? `: ${kind}, ${profile.state ?? 'TX'}` : ''}. Phone, address, photos and reviews on ${config.public.siteName}.`,
  );
}

export function profileHead(config: SeoConfig, profile: BusinessProfile): PageHead {
  const url = absoluteUrl(config, businessPath(profile));
  const images = (
    profile.photos.length ? profile.photos.map((p) => p.url) : profile.image ? [profile.image] : []
  ).map((path) => absoluteUrl(config, path));
  const title = pageTitle(config, profilePageTitle(profile));
  const description = profileDescription(config, profile);
  return {
    title,
    description,
    canonicalUrl: url,
    openGraph: {
      type: 'business.business',
      siteName: config.public.siteName,
      title: profile.name,
      description,
      url,
      image: images[0] ?? absoluteUrl(config, DEFAULT_BUSINESS_IMAGE),
    },
    jsonLd: localBusinessJsonLd(config, profile, images),
  };
}

function cityDescription(config: SeoConfig, page: CityBusinessesPage): string {
  if (page.total === 0) return cityCountText(0, page.city);
  const categories = [...new Set(page.items.flatMap((b) => (b.category ? [b.category] : [])))];
  const noun = page.total === 1 ? 'business' : 'businesses';
  const kinds = categories.length ? `: ${categories.slice(0, 4).join(', ')} and more` : '';
  return summarize(
    `Browse ${page.total} local ${noun} in ${page.city}, Texas${kinds}. Ratings, phone numbers, hours and directions on ${config.public.siteName}.`,
  );
}

export function cityHead(config: SeoConfig, page: CityBusinessesPage): PageHead {
  const title = cityPageTitle(page.city);
  const url = absoluteUrl(config, `/city/${page.slug || encodeURIComponent(page.city)}`);
  const description = cityDescription(config, page);
  const image = page.items.find((b) => b.image)?.image;
  return {
    title: pageTitle(config, title),
    description,
    canonicalUrl: url,
    ...(page.total === 0 ? { robots: NOINDEX } : {}),
    openGraph: {
      type: 'website',
      siteName: config.public.siteName,
      title,
      description,
      url,
      image: absoluteUrl(config, image ?? DEFAULT_BUSINESS_IMAGE),
    },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: title,
      url,
      numberOfItems: page.total,
      itemListElement: page.items.slice(0, CITY_JSON_LD_ITEMS).map((card, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        item: localBusinessJsonLd(
          config,
          card,
          card.image ? [absoluteUrl(config, card.image)] : [],
        ),
      })),
    },
  };
}

function staticHead(config: SeoConfig, page: StaticRoute): PageHead {
  const title = pageTitle(config, page.title);
  const url = absoluteUrl(config, page.path);
  if (!page.indexable) return { title, description: page.description, robots: NOINDEX };
  return {
    title,
    description: page.description,
    canonicalUrl: url,
    openGraph: {
      type: 'website',
      siteName: config.public.siteName,
      title: page.title ?? config.public.siteName,
      description: page.description,
      url,
    },
  };
}

function notFoundHead(config: SeoConfig, title: string, description: string): PageHead {
  return { title: pageTitle(config, title), description, robots: NOINDEX };
}

/**
 * The status and head tags of the page at `pathname` (with `search`, the address's
 * query), read from the same data the page shows, with what the page fetches first
 * (page-preloads.ts). A database failure still serves the app (with the site's own
 * head): the page itself then reports the error.
 */
export async function resolvePageHead({
  db,
  logger,
  config,
  pathname,
  search = '',
}: {
  db: Db;
  logger: Logger;
  config: SeoConfig;
  pathname: string;
  search?: string;
}): Promise<ResolvedPage> {
  const match = matchRoute(pathname);
  if (!match) {
    return {
      status: 404,
      head: notFoundHead(
        config,
        PAGE_NOT_FOUND_TITLE,
        'The page you are looking for does not exist or has moved.',
      ),
    };
  }
  if (match.kind === 'static') {
    const head = staticHead(config, match.route);
    const preloads = staticPagePreloads(match.route.page, search);
    return { status: 200, head: preloads.length ? { ...head, preloads } : head };
  }
  try {
    if (match.route.page === 'jobPosting') {
      if (!isUuid(match.value)) throw new AppError('not_found', jobMessages.notFound);
      const job = await getPublicJob({ db, id: match.value.toLowerCase() });
      return { status: 200, head: jobPostingHead(config, job, summarize) };
    }
    if (match.route.page === 'businessProfile') {
      const profile = await getBusinessProfile({ db, idOrSlug: match.value });
      return {
        status: 200,
        head: { ...profileHead(config, profile), preloads: profilePreloads(match.value, profile) },
      };
    }
    const city = await listCityBusinesses({
      db,
      cityParam: match.value.slice(0, 100),
      page: { limit: CITY_JSON_LD_ITEMS, offset: 0 },
    });
    return {
      status: 200,
      head: { ...cityHead(config, city), preloads: cityPreloads(match.value, city) },
    };
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') {
      if (match.route.page === 'jobPosting') {
        return { status: 404, head: notFoundHead(config, JOB_NOT_FOUND_TITLE, JOB_NOT_FOUND_TEXT) };
      }
      return {
        status: 404,
        head: notFoundHead(config, BUSINESS_NOT_FOUND_TITLE, BUSINESS_NOT_FOUND_TEXT),
      };
    }
    logger.error('could not read the page head; serving the default', {
      path: pathname.slice(0, 300),
      error: serializeError(error),
    });
    return { status: 200 };
  }
}

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

function urlset(config: SeoConfig, entries: { path: string; lastmod?: Date }[]): string {
  const urls = entries.map(({ path, lastmod }) => {
    const loc = `<loc>${escapeHtml(absoluteUrl(config, path))}</loc>`;
    return lastmod
      ? `  <url>${loc}<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod></url>`
      : `  <url>${loc}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="${SITEMAP_XMLNS}">`,
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

function profileFiles(db: Db, entry: SitemapEntry): Promise<ProfileFile[]> {
  return cachedPart(entry, 'profile-files', async () =>
    (await listProfileFiles(db, SITEMAP_MAX_URLS)).map((file, index, files) => ({
      after: index === 0 ? null : files[index - 1].lastSlug,
      lastmod: file.lastmod,
    })),
  );
}

/** The static pages, /jobs, each city and each open job: everything but the profiles. */
async function buildPagesFile(db: Db, config: SeoConfig): Promise<SitemapXml> {
  const entries: { path: string; lastmod?: Date }[] = SITEMAP_STATIC_PATHS.map((path) => ({
    path,
  }));
  for (const city of (await listCities({ db })).items) entries.push({ path: `/city/${city.slug}` });
  const room = Math.max(0, SITEMAP_MAX_URLS - entries.length);
  for (const job of (await listOpenJobEntries(db)).slice(0, room)) {
    entries.push({ path: `/jobs/${job.id}`, lastmod: job.updatedAt });
  }
  return { xml: urlset(config, entries) };
}

async function buildProfileFile(db: Db, config: SeoConfig, file: ProfileFile): Promise<SitemapXml> {
  const profiles = await listProfileEntries(db, { after: file.after, limit: SITEMAP_MAX_URLS });
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
 * SITEMAP_MAX_URLS business profiles, each with its newest change (pages.xml: the
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
 * The portal and admin areas of the route table, and the API. Every path under
 * /admin/ is covered by '/admin' itself.
 */
export const ROBOTS_DISALLOW = [
  ...new Set(
    ROUTES.filter((route) => route.area === 'portal' || route.area === 'admin')
      .flatMap(routePaths)
      .map((path) => (path.startsWith('/admin/') ? '/admin' : path)),
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
