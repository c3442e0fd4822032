import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PUBLIC_CONFIG_META, type PublicConfig } from '../../domain/public-config.js';

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

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

/** The head of one page as the server sends it, so crawlers see it without running JS. */
export interface PageHead {
  /** The whole <title> text. */
  title: string;
  description: string;
  canonicalUrl?: string;
  /** e.g. 'noindex' for pages that do not belong in search results. */
  robots?: string;
  openGraph?: OpenGraph;
  /** schema.org data, written as application/ld+json (data, not script: the CSP allows it). */
  jsonLd?: unknown;
}

export interface WebShell {
  /** index.html with the public config filled in, and this page's head tags when given. */
  render(head?: PageHead): string;
}

const TITLE_PATTERN = /<title>[\s\S]*?<\/title>\s*/;
const DESCRIPTION_PATTERN = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>\s*/;

function metaTag(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
}

export function renderHeadTags(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    metaTag('name', 'description', head.description),
  ];
  if (head.robots) tags.push(metaTag('name', 'robots', head.robots));
  if (head.canonicalUrl)
    tags.push(`<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}">`);
  const og = head.openGraph;
  if (og) {
    tags.push(
      metaTag('property', 'og:type', og.type),
      metaTag('property', 'og:site_name', og.siteName),
      metaTag('property', 'og:title', og.title),
      metaTag('property', 'og:description', og.description),
      metaTag('property', 'og:url', og.url),
    );
    if (og.image) tags.push(metaTag('property', 'og:image', og.image));
    tags.push(metaTag('name', 'twitter:card', og.image ? 'summary_large_image' : 'summary'));
  }
  if (head.jsonLd !== undefined) {
    tags.push(`<script type="application/ld+json">${jsonForScriptElement(head.jsonLd)}</script>`);
  }
  return tags.join('\n    ');
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

  // Split once around where the title was; pieces are joined, never passed to
  // String.replace, so `$&` in a business name stays literal.
  const withoutDescription = html.replace(DESCRIPTION_PATTERN, '');
  const title = TITLE_PATTERN.exec(withoutDescription);
  const at = title ? title.index : withoutDescription.indexOf('</head>');
  if (at < 0) return { render: () => html };
  const before = withoutDescription.slice(0, at);
  const after = withoutDescription.slice(title ? at + title[0].length : at);
  const indent = before.match(/[ \t]*$/)?.[0] ?? '';

  return {
    render: (head) =>
      head ? `${before}${renderHeadTags(head)}\n${indent}${after.trimStart()}` : html,
  };
}
