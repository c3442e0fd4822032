import { Languages } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { apiPaths } from '#domain/api-paths.js';
import {
  LANGUAGE_COOKIE,
  LANGUAGE_NAMES,
  type Language,
  pathInLanguage,
} from '#domain/languages.js';
import { callApi } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { t } from '../../lib/common-i18n';
import { currentLanguage } from '../../lib/i18n';

const ONE_YEAR = 365 * 24 * 60 * 60;
/** How long a switch waits for the server to store the choice before it goes anyway. */
const STORE_WAIT_MS = 1500;

export const otherLanguage = (language: Language): Language => (language === 'en' ? 'es' : 'en');

/** Whether this device has a language chosen (the switch used, or the offer answered). */
export function languageChosen(): boolean {
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${LANGUAGE_COOKIE}=`));
}

/** Remembers `language` on this device, for a year. */
export function rememberLanguage(language: Language): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie, written before the page goes (Cookie Store is not in every browser yet)
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR}; samesite=lax`;
}

/**
 * Remembers `language` on this device (the `lang` cookie, which the server also sets)
 * and, for a signed-in owner, on the account, where their e-mails read it; then opens
 * `href`, the same page in that language. A failed or slow request does not hold the
 * reader: the cookie is already written.
 */
export async function switchLanguage(language: Language, href: string): Promise<void> {
  rememberLanguage(language);
  const stored = callApi(apiPaths.account.language, { body: { language } }).catch(() => undefined);
  await Promise.race([stored, new Promise((resolve) => setTimeout(resolve, STORE_WAIT_MS))]);
  window.location.assign(href);
}

/** The address of the current page in `language`, with its query (a search stays a search). */
export function useCurrentPageIn(language: Language): string {
  const { pathname, search, hash } = useLocation();
  return `${pathInLanguage(pathname, language)}${search}${hash}`;
}

/**
 * 'Español' on an English page, 'English' on a Spanish one: the same page in the
 * other language, written in that language (and marked so for screen readers).
 */
export function LanguageSwitch({
  className,
  onSwitch,
}: {
  className?: string;
  onSwitch?: () => void;
}) {
  const language = otherLanguage(currentLanguage());
  const href = useCurrentPageIn(language);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onSwitch?.();
    void switchLanguage(language, href);
  };
  return (
    <a
      href={href}
      hrefLang={language}
      lang={language}
      title={t('common.language.switchLabel', { language: LANGUAGE_NAMES[language] })}
      onClick={follow}
      className={cn('inline-flex items-center gap-1.5', className)}
    >
      <Languages aria-hidden="true" className="size-4 shrink-0" />
      {LANGUAGE_NAMES[language]}
    </a>
  );
}
