/** The words of the home page's search, its cards and the business suggestions (issue 28). */
import { CATEGORIES_IN_SPANISH, isCategory } from '#domain/categories.js';
import messages from '#locales/en/search.json';
import { currentLanguage, translator } from '#web/lib/i18n.js';

export const t = translator(messages);

/** A category as the page's reader names it; the value sent to the API stays English. */
export function categoryName(category: string): string {
  return currentLanguage() === 'es' && isCategory(category)
    ? CATEGORIES_IN_SPANISH[category].name
    : category;
}

/**
 * A business's description for the page (issue 28 point 5): on a Spanish page the
 * owner's Spanish one when there is one, else the English one marked as English.
 */
export function descriptionForPage(
  english: string | null,
  spanish: string | null,
): { text: string | null; lang: 'en' | undefined } {
  if (currentLanguage() !== 'es') return { text: english, lang: undefined };
  if (spanish?.trim()) return { text: spanish, lang: undefined };
  return { text: english, lang: english ? 'en' : undefined };
}
