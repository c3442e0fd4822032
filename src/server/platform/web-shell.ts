import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, type Language } from '#domain/languages.js';
import { PUBLIC_CONFIG_META, type PublicConfig } from '#domain/public-config.js';
import { type PageKey, ROUTES } from '#domain/routes.js';
import { escapeHtml } from './html.js';

/**
 * JSON to place inside <script type="application/ld+json">. JSON.stringify leaves
 * `<`, `>` and `&` as they are, so `</script>` in a business name would end the
 * element; as \u escapes they mean the same to a JSON parser and nothing to HTML.
 */
export function jsonForScriptElement(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

export interface OpenGraph {
  type: string;
  title: string;
  description: string;
  /** Absolute URLs. */
  url: string;
  image?: string;
  siteName: string;
}

/**
 * Something the page will request at once, named in its head so the browser starts
 * it while the page's code downloads: its data (`fetch`) or its largest image.
 */
export type HeadPreload =
  | { as: 'fetch'; href: string }
  | {
      as: 'image';
      href: string;
      /** The <img>'s own srcset and sizes, so the browser picks the same file. */
      srcSet?: string;
      sizes?: string;
    };
/** A schema.org item of `type` for a page's jsonLd: its context and type, then `fields`. */
export function schemaOrg<Fields extends object>(type: string, fields: Fields) {
  return { '@context': 'https://schema.org', '@type': type, ...fields };
}

/** The same page in one language: `<link rel="alternate" hreflang>` (issue 28). */
export interface HeadAlternate {
  /** 'en', 'es', or 'x-default' (the page for any other language). */
  hreflang: string;
  /** Absolute URL. */
  href: string;
}

/** The head of one page as the server sends it, so crawlers see it without running JS. */
export interface PageHead {
  /** The whole <title> text. */
  title: string;
  description: string;
  canonicalUrl?: string;
  /**
   * The Open Graph locales ('es_US'): the page's own, and the others it is in. Written
   * with the Open Graph tags.
   */
  locale?: { own: string; alternates: string[] };
  /** The page in each language, for an indexable page only. */
  alternates?: HeadAlternate[];
  /** e.g. 'noindex' for pages that do not belong in search results. */
  robots?: string;
  openGraph?: OpenGraph;
  /** schema.org data, written as application/ld+json (data, not script: the CSP allows it). */
  jsonLd?: unknown;
  preloads?: HeadPreload[];
}

export interface WebShell {
  /**
   * index.html with the public config filled in, `<html lang>` of the page's language
   * (English when not said), this page's head tags when given, and a modulepreload of
   * each chunk the page's code needs beyond the entry's (a Spanish page's: the Spanish
   * catalogues too).
   */
  render(head?: PageHead, page?: PageKey, language?: Language): string;
}

/** The module that holds every Spanish catalogue (src/web/lib/i18n.ts imports it). */
export const SPANISH_CATALOGUES_MODULE = 'lib/spanish-catalogues.ts';

const TITLE_PATTERN = /<title>[\s\S]*?<\/title>\s*/;
const HTML_LANG_PATTERN = /(<html\b[^>]*?\s)lang="[^"]*"/;
const DESCRIPTION_PATTERN = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>\s*/;

function metaTag(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
}

function preloadTag(preload: HeadPreload): string {
  const href = escapeHtml(preload.href);
  // crossorigin="anonymous" is fetch()'s own mode (cors, same-origin credentials):
  // without it the browser would not hand the preloaded response to the page's fetch.
  if (preload.as === 'fetch')
    return `<link rel="preload" as="fetch" href="${href}" crossorigin="anonymous">`;
  const srcSet = preload.srcSet ? ` imagesrcset="${escapeHtml(preload.srcSet)}"` : '';
  const sizes = preload.sizes ? ` imagesizes="${escapeHtml(preload.sizes)}"` : '';
  return `<link rel="preload" as="image" href="${href}"${srcSet}${sizes} fetchpriority="high">`;
}

export function renderHeadTags(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    metaTag('name', 'description', head.description),
  ];
  if (head.robots) tags.push(metaTag('name', 'robots', head.robots));
  if (head.canonicalUrl)
    tags.push(`<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}">`);
  for (const alternate of head.alternates ?? []) {
    tags.push(
      `<link rel="alternate" hreflang="${escapeHtml(alternate.hreflang)}" href="${escapeHtml(alternate.href)}">`,
    );
  }
  const og = head.openGraph;
  if (og) {
    tags.push(
      metaTag('property', 'og:type', og.type),
      metaTag('property', 'og:site_name', og.siteName),
      metaTag('property', 'og:title', og.title),
      metaTag('property', 'og:description', og.description),
      metaTag('property', 'og:url', og.url),
    );
    if (head.locale) {
      tags.push(metaTag('property', 'og:locale', head.locale.own));
      for (const other of head.locale.alternates)
        tags.push(metaTag('property', 'og:locale:alternate', other));
    }
    if (og.image) tags.push(metaTag('property', 'og:image', og.image));
    tags.push(metaTag('name', 'twitter:card', og.image ? 'summary_large_image' : 'summary'));
  }
  if (head.jsonLd !== undefined) {
    tags.push(`<script type="application/ld+json">${jsonForScriptElement(head.jsonLd)}</script>`);
  }
  for (const preload of head.preloads ?? []) tags.push(preloadTag(preload));
  return tags.join('\n    ');
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/**
 * The module of a page, as src/web/app/router.tsx imports it: routes/<area>/<page in
 * kebab-case>.tsx (e.g. businessProfile: routes/public/business-profile.tsx).
 */
export function pageModule(page: PageKey): string | undefined {
  const route = ROUTES.find((r) => r.page === page);
  if (!route) return undefined;
  return `app/routes/${route.area}/${page.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.tsx`;
}

/** `keys` and every chunk they import statically, recursively. */
function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return seen;
}

function modulePreloadTags(manifest: Manifest, keys: Iterable<string>): string[] {
  const tags: string[] = [];
  for (const key of keys) {
    const chunk = manifest[key];
    tags.push(`<link rel="modulepreload" crossorigin href="/${escapeHtml(chunk.file)}">`);
    for (const css of chunk.css ?? []) {
      tags.push(`<link rel="preload" as="style" crossorigin href="/${escapeHtml(css)}">`);
    }
  }
  return tags;
}

/**
 * The tags that fetch the app's code while index.html is still arriving. The build's
 * index.html names only the entry, which is small: it paints the page's header bar
 * first and then imports the app (main.tsx), and the app imports the page's own
 * lazy chunk. Found by those imports, each would cost the browser a round trip; named
 * here, all download at once. (Vite's import() skips a modulepreload already in the
 * document, and a page's CSS is fetched, not applied, until the page loads.)
 */
class CodePreloads {
  private readonly loaded: Set<string>;
  private readonly appTags: string[];
  /** By language and page: 'es:home'. */
  private readonly byPage = new Map<string, string[]>();

  constructor(private readonly manifest: Manifest) {
    const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
    const entryChunks = staticClosure(manifest, entries);
    const app = [
      ...staticClosure(
        manifest,
        entries.flatMap((key) => manifest[key].dynamicImports ?? []),
      ),
    ].filter((key) => !entryChunks.has(key));
    this.loaded = new Set([...entryChunks, ...app]);
    this.appTags = modulePreloadTags(manifest, app);
  }

  /**
   * The app's chunks, then `page`'s own and, on a Spanish page, the Spanish catalogues'
   * (those the app does not load already): a Spanish page waits on them before its
   * first render.
   */
  tags(page: PageKey | undefined, language: Language): string[] {
    const key = `${language}:${page ?? ''}`;
    let tags = this.byPage.get(key);
    if (!tags) {
      const module = page && pageModule(page);
      const modules = [
        ...(module && this.manifest[module] ? [module] : []),
        ...(language === 'es' && this.manifest[SPANISH_CATALOGUES_MODULE]
          ? [SPANISH_CATALOGUES_MODULE]
          : []),
      ];
      const own = [...staticClosure(this.manifest, modules)].filter(
        (chunk) => !this.loaded.has(chunk),
      );
      tags = [...this.appTags, ...modulePreloadTags(this.manifest, own)];
      this.byPage.set(key, tags);
    }
    return tags;
  }
}

function readManifest(webDir: string): Manifest {
  const file = join(webDir, '.vite/manifest.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

/**
 * The built index.html, read once. The public config goes into a meta tag (not an
 * inline script) so the CSP can forbid inline scripts and the SPA needs no request.
 * The page's own title and description replace the template's, so every URL has a
 * head of its own in the HTML itself.
 */
export function loadWebShell(webDir: string, config: PublicConfig): WebShell | undefined {
  const file = join(webDir, 'index.html');
  if (!existsSync(file)) return undefined;
  const template = readFileSync(file, 'utf8');
  const metaPattern = new RegExp(`<meta\\s+name="${PUBLIC_CONFIG_META}"\\s+content="[^"]*"\\s*/?>`);
  const html = template.replace(
    metaPattern,
    `<meta name="${PUBLIC_CONFIG_META}" content="${escapeHtml(JSON.stringify(config))}">`,
  );

  // The template in each language: its <html lang> tag says which.
  const inLanguage = Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      html.replace(HTML_LANG_PATTERN, (_tag, start: string) => `${start}lang="${language}"`),
    ]),
  ) as Record<Language, string>;

  // Split once around where the title was; pieces are joined, never passed to
  // String.replace, so `$&` in a business name stays literal.
  const split = (page: string) => {
    const withoutDescription = page.replace(DESCRIPTION_PATTERN, '');
    const title = TITLE_PATTERN.exec(withoutDescription);
    const at = title ? title.index : withoutDescription.indexOf('</head>');
    if (at < 0) return undefined;
    return {
      before: withoutDescription.slice(0, at),
      after: withoutDescription.slice(title ? at + title[0].length : at).trimStart(),
    };
  };
  const english = split(inLanguage.en);
  if (!english) return { render: (_head, _page, language = 'en') => inLanguage[language] };
  const parts = { en: english, es: split(inLanguage.es) ?? english };
  const indent = parts.en.before.match(/[ \t]*$/)?.[0] ?? '';

  // After the entry's own tags, so the entry is requested first.
  const code = new CodePreloads(readManifest(webDir));
  const withCodeTags = (page: string, key: PageKey | undefined, language: Language) => {
    const end = page.indexOf('</head>');
    const tags = code.tags(key, language);
    if (end < 0 || tags.length === 0) return page;
    return `${page.slice(0, end)}${tags.map((tag) => `  ${tag}\n`).join('')}${page.slice(end)}`;
  };

  return {
    render: (head, page, language = 'en') => {
      const { before, after } = parts[language];
      return withCodeTags(
        head ? `${before}${renderHeadTags(head)}\n${indent}${after}` : inLanguage[language],
        page,
        language,
      );
    },
  };
}
