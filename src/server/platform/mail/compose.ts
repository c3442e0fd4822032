import { type Language, pathInLanguage } from '#domain/languages.js';
import { type PageKey, pagePath } from '#domain/routes.js';
import { translator } from '../i18n.js';
import { emailLayout, textToHtml } from './html.js';
import type { OutgoingEmail } from './outbox.js';

/**
 * A message of plain paragraphs in `language` (English when not said: the admins'
 * messages): the text part first, the same words as simple HTML.
 */
export function composeEmail(input: {
  kind: string;
  to: string;
  subject: string;
  heading: string;
  paragraphs: string[];
  language?: Language;
}): OutgoingEmail {
  const language = input.language ?? 'en';
  const text = input.paragraphs.join('\n\n');
  const bodyHtml = input.paragraphs
    .map((p) => `<p style="margin:0 0 12px;">${textToHtml(p)}</p>`)
    .join('');
  return {
    kind: input.kind,
    to: input.to,
    subject: input.subject,
    text,
    html: emailLayout({ heading: input.heading, bodyHtml, language }),
  };
}

/** A subject line never carries a newline or runs past 100 characters of user text. */
export function subjectText(text: string): string {
  return text.replace(/\s+/g, ' ').slice(0, 100);
}

/** A catalogue message's paragraphs: its text split at blank lines. */
export function paragraphsOf(text: string): string[] {
  return text.split('\n\n');
}

/** 'Hello Ana,' in the reader's language, or 'Hello,' without a name. */
export function greeting(language: Language, name: string | null | undefined): string {
  const { t } = translator(language);
  return name ? t('email.hello', { name }) : t('email.helloNoName');
}

/**
 * A page of the site as an e-mail in `language` links to it:
 * 'https://bcs.example/business/login', or '.../es/business/login' in Spanish.
 */
export function pageLink(publicUrl: string, page: PageKey, language: Language): string {
  return `${publicUrl}${pathInLanguage(pagePath(page), language)}`;
}
