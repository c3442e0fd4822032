import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/app-error.js';
import { type Logger, serializeError } from '../../platform/logger.js';
import type { PageHead } from '../../platform/web-shell.js';
import {
  getBusinessProfile,
  type PublicBusinessCard,
  type PublicBusinessProfile,
} from '../businesses/businesses.service.js';
import {
  type CityBusinessesPage,
  listCities,
  listCityBusinesses,
} from '../cities/cities.service.js';
import { listProfileEntries } from './seo.queries.js';
import { matchSpaPage, SITEMAP_STATIC_PATHS, type StaticPage } from './spa-pages.js';

/** The image a profile without photos shows; shipped in src/web/public. */
export const DEFAULT_BUSINESS_IMAGE = '/default-business.svg';
const DESCRIPTION_MAX = 160;
/** How many businesses a city page describes in its structured data. */
const CITY_JSON_LD_ITEMS = 20;
/** The sitemap protocol's limit for one file. */
const SITEMAP_MAX_URLS = 50_000;
const NOINDEX = 'noindex';

export const BUSINESS_NOT_FOUND_TITLE = 'Business Not Found';
const BUSINESS_NOT_FOUND_TEXT = "The business profile you're looking for doesn't exist.";
const PAGE_NOT_FOUND_TITLE = 'Page not found';

type SeoConfig = Pick<Config, 'publicUrl' | 'public'>;

export interface ResolvedPage {
  status: 200 | 404;
  /** Undefined serves the template's own head. */
  head?: PageHead;
}

function pageTitle(config: SeoConfig, title?: string): string {
  const site = config.public.siteName;
  return title ? `${title} – ${site}` : `${site} – Local businesses in Bryan / College Station, TX`;
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

/** 'Plumbers in Bryan' and friends: what a profile is, for titles and fallbacks. */
function whatAndWhere(card: PublicBusinessCard): string | undefined {
  if (card.category && card.city) return `${card.category} in ${card.city}`;
  return card.category ?? card.city ?? undefined;
}

/** The same string the profile page passes to usePageTitle. */
export function profilePageTitle(card: PublicBusinessCard): string {
  const kind = whatAndWhere(card);
  return kind ? `${card.name} · ${kind}` : card.name;
}

const DAY_CODES: Record<string, string> = {
  mon: 'Mo',
  tue: 'Tu',
  wed: 'We',
  thu: 'Th',
  fri: 'Fr',
  sat: 'Sa',
  sun: 'Su',
};

const DAY_SPEC = /^([a-z]{3})[a-z]*(?:\s*-\s*([a-z]{3})[a-z]*)?$/i;
const TIME_RANGE = /^(\d{1,2})(?::(\d{2}))?\s*([ap]m)\s*-\s*(\d{1,2})(?::(\d{2}))?\s*([ap]m)$/i;

function isDaySpec(text: string): boolean {
  const m = DAY_SPEC.exec(text);
  return Boolean(m && DAY_CODES[m[1].toLowerCase()] && (!m[2] || DAY_CODES[m[2].toLowerCase()]));
}

/**
 * 'Mon, Wed, Fri: 8AM-6PM, Sat: Closed' -> ['Mon, Wed, Fri: 8AM-6PM', 'Sat: Closed']: a
 * comma also separates days, so bare days join the entry that follows them.
 */
export function hoursEntries(hours: string): string[] {
  const entries: string[] = [];
  let days: string[] = [];
  for (const part of hours.split(/,|\n/)) {
    const text = part.trim();
    if (!text) continue;
    if (isDaySpec(text)) {
      days.push(text);
      continue;
    }
    entries.push(days.length ? `${days.join(', ')}, ${text}` : text);
    days = [];
  }
  if (days.length) entries.push(days.join(', '));
  return entries;
}

function to24h(hour: string, minutes: string | undefined, meridiem: string): string {
  const h = (Number(hour) % 12) + (meridiem.toLowerCase() === 'pm' ? 12 : 0);
  return `${String(h).padStart(2, '0')}:${minutes ?? '00'}`;
}

function dayCodes(text: string): string | undefined {
  const codes = text.split(',').map((spec) => {
    const m = DAY_SPEC.exec(spec.trim());
    if (!m || !isDaySpec(spec.trim())) return undefined;
    const from = DAY_CODES[m[1].toLowerCase()];
    return m[2] ? `${from}-${DAY_CODES[m[2].toLowerCase()]}` : from;
  });
  return codes.every(Boolean) ? codes.join(',') : undefined;
}

/**
 * 'Mon-Fri: 7AM-7PM, Sat: 8AM-4PM, Sun: Closed' -> ['Mo-Fr 07:00-19:00', 'Sa 08:00-16:00'],
 * schema.org's openingHours format. Entries it cannot read ('By appointment') are left out.
 */
export function openingHoursSpec(hours: string | null | undefined): string[] {
  if (!hours) return [];
  const entries = hoursEntries(hours);
  if (entries.some((entry) => /^open 24 hours/i.test(entry))) return ['Mo-Su'];
  return entries.flatMap((entry) => {
    const colon = entry.search(/:(?!\d{2}\s*[ap]m)/i);
    if (colon < 0) return [];
    const days = dayCodes(entry.slice(0, colon));
    const time = TIME_RANGE.exec(entry.slice(colon + 1).trim());
    if (!days || !time) return [];
    return [`${days} ${to24h(time[1], time[2], time[3])}-${to24h(time[4], time[5], time[6])}`];
  });
}

function postalAddress(card: PublicBusinessCard) {
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
  card: PublicBusinessCard & { latitude?: number | null; longitude?: number | null },
  images: string[],
) {
  const url = absoluteUrl(config, `/business/${card.slug}`);
  const profile = card as Partial<PublicBusinessProfile>;
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

function profileDescription(config: SeoConfig, profile: PublicBusinessProfile): string {
  if (profile.description?.trim()) return summarize(profile.description);
  const kind = whatAndWhere(profile);
  return summarize(
    `${profile.name}${kind ? `: ${kind}, ${profile.state ?? 'TX'}` : ''}. Phone, address, photos and reviews on ${config.public.siteName}.`,
  );
}

export function profileHead(config: SeoConfig, profile: PublicBusinessProfile): PageHead {
  const url = absoluteUrl(config, `/business/${profile.slug}`);
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
  if (page.total === 0) return `No businesses found in ${page.city} yet. Check back soon!`;
  const categories = [...new Set(page.items.flatMap((b) => (b.category ? [b.category] : [])))];
  const noun = page.total === 1 ? 'business' : 'businesses';
  const kinds = categories.length ? `: ${categories.slice(0, 4).join(', ')} and more` : '';
  return summarize(
    `Browse ${page.total} local ${noun} in ${page.city}, Texas${kinds}. Ratings, phone numbers, hours and directions on ${config.public.siteName}.`,
  );
}

export function cityHead(config: SeoConfig, page: CityBusinessesPage): PageHead {
  const title = `Businesses in ${page.city}`;
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

function staticHead(config: SeoConfig, page: StaticPage): PageHead {
  const title = pageTitle(config, page.title);
  const url = absoluteUrl(config, page.canonicalPath);
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
 * The status and head tags of the page at `pathname`, read from the same data the
 * page shows. A database failure still serves the app (with the site's own head):
 * the page itself then reports the error.
 */
export async function resolvePageHead({
  db,
  logger,
  config,
  pathname,
}: {
  db: Db;
  logger: Logger;
  config: SeoConfig;
  pathname: string;
}): Promise<ResolvedPage> {
  const page = matchSpaPage(pathname);
  if (!page) {
    return {
      status: 404,
      head: notFoundHead(
        config,
        PAGE_NOT_FOUND_TITLE,
        'The page you are looking for does not exist or has moved.',
      ),
    };
  }
  if (page.kind === 'static') return { status: 200, head: staticHead(config, page.page) };
  try {
    if (page.kind === 'profile') {
      const profile = await getBusinessProfile({ db, idOrSlug: page.businessId });
      return { status: 200, head: profileHead(config, profile) };
    }
    const city = await listCityBusinesses({
      db,
      cityParam: page.cityName.slice(0, 100),
      limit: CITY_JSON_LD_ITEMS,
      offset: 0,
    });
    return { status: 200, head: cityHead(config, city) };
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') {
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

function escapeXml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** Every public page: the static ones, /jobs, each city and each business profile. */
export async function buildSitemap({ db, config }: { db: Db; config: SeoConfig }) {
  const entries: { path: string; lastmod?: Date }[] = SITEMAP_STATIC_PATHS.map((path) => ({
    path,
  }));
  for (const city of (await listCities({ db })).items) entries.push({ path: `/city/${city.slug}` });
  const room = Math.max(0, SITEMAP_MAX_URLS - entries.length);
  for (const profile of await listProfileEntries(db, room)) {
    entries.push({ path: `/business/${profile.slug}`, lastmod: profile.updatedAt });
  }
  const urls = entries.map(({ path, lastmod }) => {
    const loc = `<loc>${escapeXml(absoluteUrl(config, path))}</loc>`;
    return lastmod
      ? `  <url>${loc}<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod></url>`
      : `  <url>${loc}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Private areas and the API stay out of search engines; the sitemap lists the rest. */
export const ROBOTS_DISALLOW = [
  '/admin',
  '/business/portal',
  '/business-portal',
  '/admin-dashboard',
  '/import-businesses',
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
