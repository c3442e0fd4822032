import { apiPaths } from '#domain/api-paths.js';
import {
  type BusinessProfile,
  businessPath,
  type PublicBusiness,
  profilePageTitle,
} from '#domain/businesses.js';
import { type CityBusinessesPage, cityCountText, cityPageTitle } from '#domain/cities.js';
import { urlOf } from '#domain/endpoint.js';
import { eventMessages } from '#domain/events.js';
import {
  openingHoursSpecification,
  parseHoursText,
  specialOpeningHoursSpecification,
} from '#domain/hours.js';
import { jobMessages } from '#domain/jobs.js';
import { type Language, languageOfPath } from '#domain/languages.js';
import { documentTitle, matchRoute, type StaticRoute } from '#domain/routes.js';
import { isUuid } from '#domain/slug.js';
import { localDateOf } from '#domain/time.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/app-error.js';
import { translateMessage } from '../../platform/i18n.js';
import { type Logger, serializeError } from '../../platform/logger.js';
import { type PageHead, schemaOrg } from '../../platform/web-shell.js';
import { getBusinessProfile } from '../businesses/businesses.service.js';
import { listCityBusinesses } from '../cities/cities.service.js';
import { getPublicEvent } from '../events/events.service.js';
import { getPublicJob } from '../jobs/jobs.service.js';
import { eventHead } from './event-head.js';
import { categoryName, headText } from './head-texts.js';
import { jobPostingHead } from './job-posting-head.js';
import { inLanguages, pageUrl, webPageJsonLd } from './page-languages.js';
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
const PAGE_NOT_FOUND_TEXT = 'The page you are looking for does not exist or has moved.';
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

/** The owner's description a page in `language` shows: the Spanish one when there is one. */
function descriptionIn(
  card: { description?: string | null; descriptionEs?: string | null },
  language: Language,
): string | null {
  if (language === 'es' && card.descriptionEs?.trim()) return card.descriptionEs;
  return card.description?.trim() ? card.description : null;
}

/**
 * schema.org LocalBusiness of what the profile shows: the plan's gating applies here
 * too. Its address is the profile's page in `language`.
 */
export function localBusinessJsonLd(
  config: SeoConfig,
  card: PublicBusiness & { latitude?: number | null; longitude?: number | null },
  images: string[],
  language: Language = 'en',
) {
  const url = pageUrl(config, businessPath(card), language);
  const profile = card as Partial<BusinessProfile>;
  // Issue 29: the hours model, with the special dates from today on.
  const hours = card.hours ? parseHoursText(card.hours) : null;
  const openingHoursSpec = openingHoursSpecification(hours);
  const specialHoursSpec = specialOpeningHoursSpecification(hours, localDateOf(new Date()));
  const sameAs = [card.website, ...Object.values(profile.socialLinks ?? {})].filter(
    (link): link is string => Boolean(link),
  );
  const description = descriptionIn(card, language);
  return schemaOrg('LocalBusiness', {
    '@id': `${url}#business`,
    name: card.name,
    url,
    ...(description ? { description } : {}),
    ...(images.length ? { image: images } : {}),
    ...(card.phone ? { telephone: card.phone } : {}),
    ...(card.email ? { email: card.email } : {}),
    address: postalAddress(card),
    ...(card.latitude != null && card.longitude != null
      ? { geo: { '@type': 'GeoCoordinates', latitude: card.latitude, longitude: card.longitude } }
      : {}),
    ...(openingHoursSpec.length ? { openingHoursSpecification: openingHoursSpec } : {}),
    ...(specialHoursSpec.length ? { specialOpeningHoursSpecification: specialHoursSpec } : {}),
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

function profileTitle(profile: BusinessProfile, language: Language): string {
  if (language === 'en') return profilePageTitle(profile);
  const category = profile.category && categoryName(profile.category, language);
  if (category && profile.city) {
    return headText(language, '{name} · {category} in {city}', {
      name: profile.name,
      category,
      city: profile.city,
    });
  }
  const kind = category || profile.city;
  return kind ? `${profile.name} · ${kind}` : profile.name;
}

function profileDescription(
  config: SeoConfig,
  profile: BusinessProfile,
  language: Language,
): string {
  const own = descriptionIn(profile, language);
  if (own) return summarize(own);
  const category = profile.category && categoryName(profile.category, language);
  const values = {
    name: profile.name,
    category: category || '',
    city: profile.city ?? '',
    kind: category || profile.city || '',
    state: profile.state ?? 'TX',
    site: config.public.siteName,
  };
  if (category && profile.city) {
    return summarize(
      headText(
        language,
        '{name}: {category} in {city}, {state}. Phone, address, photos and reviews on {site}.',
        values,
      ),
    );
  }
  return summarize(
    values.kind
      ? headText(
          language,
          '{name}: {kind}, {state}. Phone, address, photos and reviews on {site}.',
          values,
        )
      : headText(language, '{name}. Phone, address, photos and reviews on {site}.', values),
  );
}

export function profileHead(
  config: SeoConfig,
  profile: BusinessProfile,
  language: Language = 'en',
): PageHead {
  const path = businessPath(profile);
  const url = pageUrl(config, path, language);
  const images = (
    profile.photos.length ? profile.photos.map((p) => p.url) : profile.image ? [profile.image] : []
  ).map((image) => absoluteUrl(config, image));
  const title = pageTitle(config, profileTitle(profile, language));
  const description = profileDescription(config, profile, language);
  return {
    title,
    description,
    ...inLanguages(config, path, language),
    openGraph: {
      type: 'business.business',
      siteName: config.public.siteName,
      title: profile.name,
      description,
      url,
      image: images[0] ?? absoluteUrl(config, DEFAULT_BUSINESS_IMAGE),
    },
    jsonLd: webPageJsonLd(
      { url, name: title, description, language },
      localBusinessJsonLd(config, profile, images, language),
    ),
  };
}

function cityDescription(config: SeoConfig, page: CityBusinessesPage, language: Language): string {
  if (page.total === 0) {
    if (language === 'en') return cityCountText(0, page.city);
    return headText(language, 'No businesses found in {city} yet. Check back soon!', {
      city: page.city,
    });
  }
  const categories = [...new Set(page.items.flatMap((b) => (b.category ? [b.category] : [])))];
  const values = {
    count: page.total,
    city: page.city,
    categories: categories
      .slice(0, 4)
      .map((category) => categoryName(category, language))
      .join(', '),
    site: config.public.siteName,
  };
  const one = page.total === 1;
  if (!categories.length) {
    return summarize(
      one
        ? headText(
            language,
            'Browse {count} local business in {city}, Texas. Ratings, phone numbers, hours and directions on {site}.',
            values,
          )
        : headText(
            language,
            'Browse {count} local businesses in {city}, Texas. Ratings, phone numbers, hours and directions on {site}.',
            values,
          ),
    );
  }
  return summarize(
    one
      ? headText(
          language,
          'Browse {count} local business in {city}, Texas: {categories} and more. Ratings, phone numbers, hours and directions on {site}.',
          values,
        )
      : headText(
          language,
          'Browse {count} local businesses in {city}, Texas: {categories} and more. Ratings, phone numbers, hours and directions on {site}.',
          values,
        ),
  );
}

export function cityHead(
  config: SeoConfig,
  page: CityBusinessesPage,
  language: Language = 'en',
): PageHead {
  const title =
    language === 'en'
      ? cityPageTitle(page.city)
      : headText(language, 'Businesses in {city}', { city: page.city });
  const path = `/city/${page.slug || encodeURIComponent(page.city)}`;
  const url = pageUrl(config, path, language);
  const description = cityDescription(config, page, language);
  const image = page.items.find((b) => b.image)?.image;
  const indexable = page.total > 0;
  return {
    title: pageTitle(config, title),
    description,
    ...(indexable ? inLanguages(config, path, language) : { canonicalUrl: url, robots: NOINDEX }),
    openGraph: {
      type: 'website',
      siteName: config.public.siteName,
      title,
      description,
      url,
      image: absoluteUrl(config, image ?? DEFAULT_BUSINESS_IMAGE),
    },
    jsonLd: webPageJsonLd(
      { url, name: pageTitle(config, title), description, language },
      schemaOrg('ItemList', {
        '@id': `${url}#businesses`,
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
            language,
          ),
        })),
      }),
    ),
  };
}

/**
 * The home page's whole title in `language`: the catalogue's message for the whole
 * English title, or else the site's name and the catalogue's message for the rest.
 */
function homeTitle(config: SeoConfig, language: Language): string {
  const english = pageTitle(config);
  const whole = translateMessage(english, language);
  const prefix = `${config.public.siteName} – `;
  if (whole !== english || !english.startsWith(prefix)) return whole;
  return `${prefix}${translateMessage(english.slice(prefix.length), language)}`;
}

function staticHead(config: SeoConfig, page: StaticRoute, language: Language): PageHead {
  const pageName = page.title && translateMessage(page.title, language);
  const title = pageName ? pageTitle(config, pageName) : homeTitle(config, language);
  const description = translateMessage(page.description, language);
  if (!page.indexable) return { title, description, robots: NOINDEX };
  const url = pageUrl(config, page.path, language);
  return {
    title,
    description,
    ...inLanguages(config, page.path, language),
    openGraph: {
      type: 'website',
      siteName: config.public.siteName,
      title: pageName ?? config.public.siteName,
      description,
      url,
    },
    jsonLd: webPageJsonLd({ url, name: title, description, language }),
  };
}

function notFoundHead(
  config: SeoConfig,
  language: Language,
  title: string,
  description: string,
): PageHead {
  return {
    title: pageTitle(config, headText(language, title)),
    description: headText(language, description),
    robots: NOINDEX,
  };
}

/**
 * The status and head tags of the page at `pathname` (with `search`, the address's
 * query), read from the same data the page shows, with what the page fetches first
 * (page-preloads.ts). A path under '/es' is the same page in Spanish: its words, its
 * address and its language's data. A database failure still serves the app (with the
 * site's own head): the page itself then reports the error.
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
  const { language, path } = languageOfPath(pathname);
  const match = matchRoute(path);
  if (!match) {
    return {
      status: 404,
      head: notFoundHead(config, language, PAGE_NOT_FOUND_TITLE, PAGE_NOT_FOUND_TEXT),
    };
  }
  if (match.kind === 'static') {
    const head = staticHead(config, match.route, language);
    const preloads = staticPagePreloads(match.route.page, search);
    return { status: 200, head: preloads.length ? { ...head, preloads } : head };
  }
  try {
    if (match.route.page === 'jobPosting') {
      if (!isUuid(match.value)) throw new AppError('not_found', jobMessages.notFound);
      const job = await getPublicJob({ db, id: match.value.toLowerCase() });
      return { status: 200, head: jobPostingHead(config, job, summarize, language) };
    }
    if (match.route.page === 'event') {
      if (!isUuid(match.value)) throw new AppError('not_found', eventMessages.notFound);
      const id = match.value.toLowerCase();
      const event = await getPublicEvent({ db, id });
      const head = eventHead(config, event, {
        summarize,
        fallbackImage: DEFAULT_BUSINESS_IMAGE,
        language,
      });
      const preloads = [
        { as: 'fetch' as const, href: urlOf(apiPaths.events.detail, { params: { id } }) },
      ];
      return { status: 200, head: { ...head, preloads } };
    }
    if (match.route.page === 'businessProfile') {
      const profile = await getBusinessProfile({ db, idOrSlug: match.value });
      return {
        status: 200,
        head: {
          ...profileHead(config, profile, language),
          preloads: profilePreloads(match.value, profile),
        },
      };
    }
    const city = await listCityBusinesses({
      db,
      cityParam: match.value.slice(0, 100),
      page: { limit: CITY_JSON_LD_ITEMS, offset: 0 },
    });
    return {
      status: 200,
      head: {
        ...cityHead(config, city, language),
        preloads: cityPreloads(match.value, city, search),
      },
    };
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') {
      const [title, text] =
        match.route.page === 'jobPosting'
          ? [JOB_NOT_FOUND_TITLE, JOB_NOT_FOUND_TEXT]
          : match.route.page === 'event'
            ? [EVENT_NOT_FOUND_TITLE, EVENT_NOT_FOUND_TEXT]
            : [BUSINESS_NOT_FOUND_TITLE, BUSINESS_NOT_FOUND_TEXT];
      return { status: 404, head: notFoundHead(config, language, title, text) };
    }
    logger.error('could not read the page head; serving the default', {
      path: pathname.slice(0, 300),
      error: serializeError(error),
    });
    return { status: 200 };
  }
}
