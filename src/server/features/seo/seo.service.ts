import { apiPaths } from '#domain/api-paths.js';
import {
  type BusinessProfile,
  businessKind,
  businessPath,
  type PublicBusiness,
  profilePageTitle,
} from '#domain/businesses.js';
import { type CityBusinessesPage, cityCountText, cityPageTitle } from '#domain/cities.js';
import { urlOf } from '#domain/endpoint.js';
import { eventMessages } from '#domain/events.js';
import { openingHoursSpec } from '#domain/hours.js';
import { jobMessages } from '#domain/jobs.js';
import { documentTitle, matchRoute, type StaticRoute } from '#domain/routes.js';
import { isUuid } from '#domain/slug.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/app-error.js';
import { type Logger, serializeError } from '../../platform/logger.js';
import { type PageHead, schemaOrg } from '../../platform/web-shell.js';
import { getBusinessProfile } from '../businesses/businesses.service.js';
import { listCityBusinesses } from '../cities/cities.service.js';
import { getPublicEvent } from '../events/events.service.js';
import { getPublicJob } from '../jobs/jobs.service.js';
import { eventHead } from './event-head.js';
import { jobPostingHead } from './job-posting-head.js';
import { cityPreloads, profilePreloads, staticPagePreloads } from './page-preloads.js';

/** The image a profile without photos shows; shipped in src/web/public. */
export const DEFAULT_BUSINESS_IMAGE = '/default-business.svg';
const DESCRIPTION_MAX = 160;
/** How many businesses a city page describes in its structured data. */
const CITY_JSON_LD_ITEMS = 20;
const NOINDEX = 'noindex';

export const BUSINESS_NOT_FOUND_TITLE = 'Business Not Found';
const BUSINESS_NOT_FOUND_TEXT = "The business profile you're looking for doesn't exist.";
const PAGE_NOT_FOUND_TITLE = 'Page not found';
export const JOB_NOT_FOUND_TITLE = 'Job Not Found';
const JOB_NOT_FOUND_TEXT =
  'This job is no longer listed. See the other open positions on the job board.';
export const EVENT_NOT_FOUND_TITLE = 'Event Not Found';
const EVENT_NOT_FOUND_TEXT = 'This event is not listed. See the upcoming events on BCS Local.';

export type SeoConfig = Pick<Config, 'publicUrl' | 'public'>;

export interface ResolvedPage {
  status: 200 | 404;
  /** Undefined serves the template's own head. */
  head?: PageHead;
}

function pageTitle(config: SeoConfig, title?: string): string {
  return documentTitle(config.public.siteName, title);
}

export function absoluteUrl(config: SeoConfig, path: string): string {
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
  return schemaOrg('LocalBusiness', {
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
  });
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
    jsonLd: schemaOrg('ItemList', {
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
    }),
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
    if (match.route.page === 'event') {
      if (!isUuid(match.value)) throw new AppError('not_found', eventMessages.notFound);
      const id = match.value.toLowerCase();
      const event = await getPublicEvent({ db, id });
      const head = eventHead(config, event, { summarize, fallbackImage: DEFAULT_BUSINESS_IMAGE });
      const preloads = [
        { as: 'fetch' as const, href: urlOf(apiPaths.events.detail, { params: { id } }) },
      ];
      return { status: 200, head: { ...head, preloads } };
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
      if (match.route.page === 'event') {
        return {
          status: 404,
          head: notFoundHead(config, EVENT_NOT_FOUND_TITLE, EVENT_NOT_FOUND_TEXT),
        };
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
