/**
 * The words the server writes into a page's head (titles, descriptions) in the page's
 * language (issue 28). Each is a message keyed by its English text, placeholders and
 * all ('Businesses in {city}'), in `src/locales/es/messages.json` like the domain's
 * messages: English pages write the key with its values, Spanish ones the catalogue's
 * message. Owner-entered words (names, descriptions) go in as values, never translated.
 */
import { type I18n, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { CATEGORY_NAMES_IN_SPANISH, isCategory } from '#domain/categories.js';
import { LANGUAGE_LOCALES, type Language } from '#domain/languages.js';
import spanishMessages from '#locales/es/messages.json' with { type: 'json' };

type Values = Record<string, string | number>;

let spanish: I18n | undefined;

function spanishI18n(): I18n {
  if (!spanish) {
    spanish = setupI18n({
      locale: 'es',
      locales: [LANGUAGE_LOCALES.es],
      messages: { es: spanishMessages },
    });
    spanish.setMessagesCompiler(compileMessage);
  }
  return spanish;
}

/** `key` (an English message with `{name}` placeholders) in `language`, with `values`. */
export function headText(language: Language, key: string, values: Values = {}): string {
  if (language === 'es' && key in spanishMessages) return spanishI18n()._(key, values);
  return key.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** A directory category's name in `language` ('Plumbers' -> 'Plomeros'); others as they are. */
export function categoryName(category: string, language: Language): string {
  return language === 'es' && isCategory(category) ? CATEGORY_NAMES_IN_SPANISH[category] : category;
}

/** The Open Graph locale of a language: 'en_US', 'es_US'. */
export function openGraphLocale(language: Language): string {
  return LANGUAGE_LOCALES[language].replace('-', '_');
}
