import type { Language } from '#domain/languages.js';
import { escapeHtml } from './html.js';

/**
 * The small page an e-mail's signed link opens (the insights report's unsubscribe,
 * the listing reminder's confirmation): plain HTML, no script, not indexed.
 */
export function linkPage(title: string, body: string, language: Language = 'en'): string {
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} – BCS Local</title><meta name="robots" content="noindex">
<style>
body{font-family:system-ui,sans-serif;background:#f5f5f4;color:#1c1917;margin:0;padding:24px}
main{max-width:440px;margin:40px auto;background:#fff;border-radius:16px;padding:24px;box-shadow:0 1px 3px #0002}
h1{font-size:1.3rem;margin:0 0 12px}p{color:#57534e;line-height:1.5}
button{padding:10px 16px;border-radius:10px;font-size:1rem;font-weight:700;background:#7f1d1d;color:#fff;border:0;cursor:pointer}
a{color:#7f1d1d;font-weight:600}
</style></head><body><main>${body}</main></body></html>`;
}
