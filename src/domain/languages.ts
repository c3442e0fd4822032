/**
 * The directory's languages (DESIGN decision 20, issue 28): English, and Spanish under
 * `/es` with the same paths after it ('/jobs' and '/es/jobs'), so a page's other
 * language is always one prefix away and search engines reach both (no redirect on a
 * browser's language). docs/decisions/028-languages.md says why.
 */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie that remembers a visitor's choice (the account remembers an owner's). */
export const LANGUAGE_COOKIE = 'lang';

/** Each language's name in itself, as a language switch offers it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

/** BCP 47 tags for Intl (dates, numbers, prices) and `<html lang>`. */
export const LANGUAGE_LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US' };

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/**
 * Ours of the languages an Accept-Language header asks for, the most wanted first
 * ('es-MX,es;q=0.9,en;q=0.8' -> 'es'), or null when it asks for neither.
 */
export function preferredLanguage(header: string | null | undefined): Language | null {
  if (!header) return null;
  const wanted = header
    .split(',')
    .map((part, order) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return {
        base: tag.trim().toLowerCase().split('-')[0],
        weight: q ? Number(q.slice(2)) : 1,
        order,
      };
    })
    .filter(({ base, weight }) => isLanguage(base) && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return wanted.length ? (wanted[0].base as Language) : null;
}

const SPANISH_PREFIX = '/es';

/** A path's language and the path without its prefix: '/es/jobs' -> es, '/jobs'. */
export function languageOfPath(pathname: string): { language: Language; path: string } {
  if (pathname === SPANISH_PREFIX || pathname.startsWith(`${SPANISH_PREFIX}/`)) {
    return { language: 'es', path: pathname.slice(SPANISH_PREFIX.length) || '/' };
  }
  return { language: 'en', path: pathname };
}

/** A path (English, as the router names it) in a language: ('/jobs', es) -> '/es/jobs'. */
export function pathInLanguage(path: string, language: Language): string {
  const { path: bare } = languageOfPath(path);
  if (language === 'en') return bare;
  return bare === '/' ? SPANISH_PREFIX : `${SPANISH_PREFIX}${bare}`;
}

/**
 * The offer an English page makes to a browser that prefers Spanish (and back), in
 * the language it offers: its reader may not read the page's.
 */
export const LANGUAGE_OFFERS: Record<Language, { text: string; accept: string; dismiss: string }> =
  {
    en: {
      text: 'This page is also in English.',
      accept: 'Read it in English',
      dismiss: 'No, thanks',
    },
    es: {
      text: 'Esta página también está en español.',
      accept: 'Verla en español',
      dismiss: 'No, gracias',
    },
  };
