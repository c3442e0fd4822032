/**
 * The server's words in the reader's language (issue 28): e-mails to owners and
 * applicants, from the catalogues in src/locales (one JSON file per language, keys
 * alike; docs/decisions/028-languages.md). Messages are ICU (plurals, selects) and
 * compiled by Lingui on first use; numbers, dates and months go through Intl in the
 * language's locale.
 */
import { type I18n, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { LANGUAGE_LOCALES, type Language } from '#domain/languages.js';
import englishEmails from '#locales/en/emails.json' with { type: 'json' };
import spanishEmails from '#locales/es/emails.json' with { type: 'json' };

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
