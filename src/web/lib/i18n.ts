/**
 * The page's words in its language (issue 28, docs/decisions/028-languages.md). A page
 * is in one language for its whole life: '/es/...' is Spanish, anything else English,
 * and switching is a new page load (app/layout/language-switch.tsx). English messages
 * come with the code that shows them (each area's `t` loads its catalogue); Spanish
 * ones, every area's, in one chunk loaded before a Spanish page's first render.
 * Catalogues arrive compiled (src/locales/vite-catalogues.ts): no ICU parser here.
 */
import { i18n, type Messages } from '@lingui/core';
import {
  LANGUAGE_LOCALES,
  type Language,
  languageOfPath,
  pathInLanguage,
} from '#domain/languages.js';
import type { MatchedMessage } from '#domain/message-patterns.js';
import { translateMatched } from '#domain/message-patterns.js';

export type MessageValues = Record<string, string | number | Date | null | undefined>;

/** A catalogue's message by key, in the page's language. */
export type Translate<Key extends string> = (key: Key, values?: MessageValues) => string;

let active: Language = 'en';
let domainMatch: ((text: string) => MatchedMessage | null) | undefined;

i18n.load('en', {});
i18n.activate('en', [LANGUAGE_LOCALES.en]);

/**
 * The `t` of one area's catalogue (src/locales/en/<area>.json), typed by its keys:
 * `const t = translator(messages)` in the area's `i18n.ts`, then `t('jobs.apply')`.
 */
export function translator<Catalogue extends object>(
  english: Catalogue,
): Translate<keyof Catalogue & string> {
  i18n.load('en', english as Messages);
  return (key, values) => i18n._(key, values);
}

/** Makes `language` the page's: loads its catalogues first (Spanish: one chunk). */
export async function loadLanguage(language: Language): Promise<void> {
  if (language === 'es') {
    const spanish = await import('./spanish-catalogues');
    i18n.load('es', spanish.messages);
    domainMatch = spanish.domainMatch;
  }
  i18n.activate(language, [LANGUAGE_LOCALES[language]]);
  active = language;
}

/** The page's language, read from its path: '/es/jobs' -> 'es'. */
export function languageOfPage(): Language {
  return languageOfPath(window.location.pathname).language;
}

export function currentLanguage(): Language {
  return active;
}

/** The BCP 47 locale for Intl: 'en-US' or 'es-US'. */
export function currentLocale(): string {
  return LANGUAGE_LOCALES[active];
}

/**
 * A path of ours in the page's language, for an `<a href>` or a URL the router does
 * not build ('/jobs' -> '/es/jobs'). Router links need nothing: a Spanish page's
 * router has '/es' as its basename.
 */
export function localPath(path: string): string {
  return pathInLanguage(path, active);
}

/**
 * One of the domain's English messages (an error, a label the server or a schema
 * made) in the page's language, through `src/locales/<language>/messages.json`.
 */
export function translated(text: string): string {
  if (active === 'en' || !domainMatch) return text;
  return translateMatched(text, domainMatch, (key, values) => i18n._(key, values));
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function cached<F>(formats: Map<string, F>, options: object | undefined, make: () => F): F {
  const key = `${active}:${JSON.stringify(options ?? {})}`;
  let format = formats.get(key);
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

/** A number in the page's language: 1,234 or 1234 / 1.234 as Spanish writes it. */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return cached(
    numberFormats,
    options,
    () => new Intl.NumberFormat(currentLocale(), options),
  ).format(value);
}

/** A date or time in the page's language. */
export function formatDate(value: Date | number, options?: Intl.DateTimeFormatOptions): string {
  return cached(
    dateFormats,
    options,
    () => new Intl.DateTimeFormat(currentLocale(), options),
  ).format(value);
}
