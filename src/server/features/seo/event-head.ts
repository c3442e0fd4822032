/**
 * The head of an event's page (issue 26 point 1): its title, description, Open Graph
 * tags and the schema.org Event Google reads for event rich results, with the fields
 * it requires (name, startDate, location with its address) and the ones it recommends
 * (endDate, eventStatus, eventAttendanceMode, description, image, organizer, offers).
 * Times carry College Station's offset, as Google asks ('2027-03-14T19:00-05:00').
 */
import { eventPriceText, type PublicEvent } from '#domain/events.js';
import { LANGUAGE_LOCALES, type Language } from '#domain/languages.js';
import { documentTitle } from '#domain/routes.js';
import { isoWithOffset, localDateOf, TIME_ZONE } from '#domain/time.js';
import type { Config } from '../../config.js';
import { type PageHead, schemaOrg } from '../../platform/web-shell.js';
import { headText } from './head-texts.js';
import { inLanguages, pageUrl, webPageJsonLd } from './page-languages.js';

type SeoConfig = Pick<Config, 'publicUrl' | 'public'>;

const absolute = (config: SeoConfig, path: string) =>
  /^https?:\/\//.test(path) ? path : `${config.publicUrl}${path.startsWith('/') ? '' : '/'}${path}`;

export const eventPath = (id: string) => `/events/${id}`;

/** Where the organizer's page is: the business's profile, or the site itself. */
function organizerUrl(config: SeoConfig, event: PublicEvent, language: Language): string {
  return event.organizer.slug
    ? pageUrl(config, `/business/${event.organizer.slug}`, language)
    : language === 'en'
      ? config.publicUrl
      : pageUrl(config, '/', language);
}

export function eventJsonLd(
  config: SeoConfig,
  event: PublicEvent,
  fallbackImage: string,
  language: Language = 'en',
) {
  const url = pageUrl(config, eventPath(event.id), language);
  return schemaOrg('Event', {
    '@id': `${url}#event`,
    name: event.title,
    url,
    description: event.description,
    startDate: isoWithOffset(new Date(event.startsAt)),
    ...(event.endsAt ? { endDate: isoWithOffset(new Date(event.endsAt)) } : {}),
    eventStatus: event.cancelled
      ? 'https://schema.org/EventCancelled'
      : 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: event.venue,
      address: {
        '@type': 'PostalAddress',
        ...(event.address ? { streetAddress: event.address } : {}),
        addressLocality: event.city,
        addressRegion: 'TX',
        addressCountry: 'US',
      },
    },
    image: [absolute(config, event.imageUrl ?? fallbackImage)],
    organizer: {
      '@type': event.organizer.slug ? 'LocalBusiness' : 'Organization',
      name: event.organizer.name,
      url: organizerUrl(config, event, language),
    },
    ...(event.priceCents !== null
      ? {
          offers: {
            '@type': 'Offer',
            price: (event.priceCents / 100).toFixed(2),
            priceCurrency: 'USD',
            availability: 'https://schema.org/InStock',
            url: event.url ?? url,
            validFrom: isoWithOffset(new Date(event.updatedAt)),
          },
          isAccessibleForFree: event.priceCents === 0,
        }
      : {}),
  });
}

export function eventHead(
  config: SeoConfig,
  event: PublicEvent,
  {
    summarize,
    fallbackImage,
    now = new Date(),
    language = 'en',
  }: {
    summarize: (text: string) => string;
    fallbackImage: string;
    now?: Date;
    language?: Language;
  },
): PageHead {
  const path = eventPath(event.id);
  const url = pageUrl(config, path, language);
  const when = new Date(event.startsAt).toLocaleString(LANGUAGE_LOCALES[language], {
    timeZone: TIME_ZONE,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  const price = eventPriceText(event.priceCents);
  const description = summarize(
    [
      event.cancelled ? headText(language, 'Cancelled.') : null,
      headText(language, '{when} at {venue}, {city}.', {
        when,
        venue: event.venue,
        city: event.city,
      }),
      price ? `${price === 'Free' ? headText(language, 'Free') : price}.` : null,
      event.description,
    ]
      .filter(Boolean)
      .join(' '),
  );
  const over = localDateOf(new Date(event.endsAt ?? event.startsAt)) < localDateOf(now);
  const title = documentTitle(config.public.siteName, event.title);
  return {
    title,
    description,
    // A past event's page stays for links, but leaves search results.
    ...(over ? { canonicalUrl: url, robots: 'noindex' } : inLanguages(config, path, language)),
    openGraph: {
      type: 'website',
      siteName: config.public.siteName,
      title: event.cancelled
        ? headText(language, 'Cancelled: {title}', { title: event.title })
        : event.title,
      description,
      url,
      image: absolute(config, event.imageUrl ?? fallbackImage),
    },
    jsonLd: webPageJsonLd(
      { url, name: title, description, language },
      eventJsonLd(config, event, fallbackImage, language),
    ),
  };
}
