/**
 * Small, safe HTML for e-mails: everything a user typed is escaped; the only markup
 * is ours. Mail clients ignore most CSS, so the layout is a plain centred column.
 */
import type { Language } from '#domain/languages.js';
import { escapeHtml } from '../html.js';
import { translator } from '../i18n.js';

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/g;

/** Plain text as HTML: escaped, line breaks kept, http(s) links clickable. */
export function textToHtml(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => {
      let html = '';
      let last = 0;
      for (const match of line.matchAll(URL_PATTERN)) {
        const index = match.index ?? 0;
        html += escapeHtml(line.slice(last, index));
        const url = escapeHtml(match[0]);
        html += `<a href="${url}">${url}</a>`;
        last = index + match[0].length;
      }
      return html + escapeHtml(line.slice(last));
    })
    .join('<br>\n');
}

/** A whole message: a heading and pre-rendered body HTML in a simple frame, in `language`. */
export function emailLayout({
  heading,
  bodyHtml,
  language,
}: {
  heading: string;
  bodyHtml: string;
  language: Language;
}): string {
  return `<!doctype html>
<html lang="${language}">
<body style="margin:0;padding:24px;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;color:#292524;">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e7e5e4;border-radius:12px;padding:24px;">
<h1 style="margin:0 0 16px;font-size:20px;color:#6b1d1d;">${escapeHtml(heading)}</h1>
<div style="font-size:15px;line-height:1.6;">${bodyHtml}</div>
</div>
<p style="max-width:560px;margin:12px auto 0;font-size:12px;color:#78716c;text-align:center;">${escapeHtml(translator(language).t('email.footer'))}</p>
</body>
</html>`;
}
