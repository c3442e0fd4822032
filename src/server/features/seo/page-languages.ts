/**
 * A page in both languages (issue 28): English at its path, Spanish at '/es' and the
 * same path. Each indexable page names itself as canonical, its other language and
 * the English page as x-default (hreflang, in its head and in the sitemap), and says
 * its language in its Open Graph locale and its schema.org WebPage.
 */
import { LANGUAGES, type Language, pathInLanguage } from '#domain/languages.js';
import type { Config } from '../../config.js';
import type { HeadAlternate } from '../../platform/web-shell.js';
import { openGraphLocale } from './head-texts.js';

type SeoConfig = Pick<Config, 'publicUrl'>;

/** The absolute address of the page at `path` (as the router names it) in `language`. */
export function pageUrl(config: SeoConfig, path: string, language: Language): string {
  const local = pathInLanguage(path, language);
  return `${config.publicUrl}${local.startsWith('/') ? '' : '/'}${local}`;
}

/**
 * The page at `path` in every language, then `x-default` (the English page, for a
 * reader of any other language), as hreflang alternates and as the sitemap lists them.
 */
export function languageAlternates(config: SeoConfig, path: string): HeadAlternate[] {
  const alternates = LANGUAGES.map((language) => ({
    hreflang: language,
    href: pageUrl(config, path, language),
  }));
  return [...alternates, { hreflang: 'x-default', href: pageUrl(config, path, 'en') }];
}

/**
 * What an indexable page's head says of its language: its own address as canonical,
 * its languages (hreflang) and its Open Graph locales.
 */
export function inLanguages(config: SeoConfig, path: string, language: Language) {
  return {
    canonicalUrl: pageUrl(config, path, language),
    alternates: languageAlternates(config, path),
    locale: {
      own: openGraphLocale(language),
      alternates: LANGUAGES.filter((other) => other !== language).map(openGraphLocale),
    },
  };
}

/**
 * A page's schema.org data: a WebPage in the page's language, whose main entity is
 * `item`, both in one @graph. `inLanguage` belongs on the WebPage (a CreativeWork):
 * LocalBusiness, ItemList and JobPosting have no such property, and an Event's would
 * name the language spoken at the event, not the page's.
 */
export function webPageJsonLd(
  page: { url: string; name: string; description: string; language: Language },
  item?: { '@id': string } & Record<string, unknown>,
) {
  const webPage = {
    '@type': 'WebPage',
    '@id': page.url,
    url: page.url,
    name: page.name,
    description: page.description,
    inLanguage: page.language,
    ...(item ? { mainEntity: { '@id': item['@id'] } } : {}),
  };
  if (!item) return { '@context': 'https://schema.org', ...webPage };
  const { '@context': _context, ...entity } = item;
  return { '@context': 'https://schema.org', '@graph': [webPage, entity] };
}
