/**
 * The server's words in the reader's language (issue 28): e-mails to owners and
 * applicants, from the catalogues in src/locales (one JSON file per language, keys
 * alike), and the domain's messages in its answers (errors, outcomes), from
 * `messages.json`, keyed by their English text (docs/decisions/028-languages.md).
 * Messages are ICU (plurals, selects) and compiled by Lingui on first use; numbers,
 * dates and months go through Intl in the language's locale.
 */
import { type I18n, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { LANGUAGE_LOCALES, type Language } from '#domain/languages.js';
import { messageMatcher, translateMatched } from '#domain/message-patterns.js';
import englishEmails from '#locales/en/emails.json' with { type: 'json' };
import spanishEmails from '#locales/es/emails.json' with { type: 'json' };
import spanishMessages from '#locales/es/messages.json' with { type: 'json' };

/** A message of the server's catalogues. */
export type ServerMessageId = keyof typeof englishEmails;

type Values = Record<string, string | number>;

const CATALOGUES: Record<Language, Record<ServerMessageId, string>> = {
  en: englishEmails,
  es: spanishEmails,
};

export interface Translator {
  language: Language;
  /** The BCP 47 locale for Intl: 'en-US', 'es-US'. */
  locale: string;
  t(id: ServerMessageId, values?: Values): string;
}

const translators = new Map<Language, Translator>();

export function translator(language: Language): Translator {
  let found = translators.get(language);
  if (!found) {
    const i18n: I18n = setupI18n({
      locale: language,
      locales: [LANGUAGE_LOCALES[language]],
      messages: { [language]: CATALOGUES[language] },
    });
    i18n.setMessagesCompiler(compileMessage);
    found = {
      language,
      locale: LANGUAGE_LOCALES[language],
      t: (id, values) => i18n._(id, values),
    };
    translators.set(language, found);
  }
  return found;
}

/**
 * The domain's messages in Spanish, keyed by their English text or pattern: made on
 * the first Spanish answer, so a start and an English answer build none of it.
 */
let spanish: { i18n: I18n; match: ReturnType<typeof messageMatcher> } | undefined;

function spanishMessagesTranslator() {
  if (spanish) return spanish;
  const i18n = setupI18n({
    locale: 'es',
    locales: [LANGUAGE_LOCALES.es],
    messages: { es: spanishMessages },
  });
  i18n.setMessagesCompiler(compileMessage);
  spanish = { i18n, match: messageMatcher(Object.keys(spanishMessages)) };
  return spanish;
}

/**
 * One of the domain's English messages in `language`: 'Job not found' -> 'No se
 * encontró la oferta de empleo'; a message built from a pattern with its parts
 * translated where the catalogue has them ('Category is required' -> 'El campo
 * «Categoría» es obligatorio'). A message the catalogue lacks stays English.
 */
export function translateMessage(text: string, language: Language): string {
  if (language === 'en') return text;
  const { i18n, match } = spanishMessagesTranslator();
  return translateMatched(text, match, (key, values) => i18n._(key, values));
}
