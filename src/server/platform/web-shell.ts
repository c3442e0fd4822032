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

export interface WebShell {
  /** index.html with the public config filled in. */
  render(): string;
}

/**
 * The built index.html, read once. The public config goes into a meta tag (not an
 * inline script) so the CSP can forbid inline scripts and the SPA needs no request.
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
  return { render: () => html };
}
