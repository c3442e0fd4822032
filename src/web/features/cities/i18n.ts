/** The city pages' words: the count line, the cards and the empty city. */
import { CATEGORIES_IN_SPANISH, isCategory } from '#domain/categories.js';
import messages from '#locales/en/cities.json';
import { currentLanguage, translator } from '#web/lib/i18n.js';

export const t = translator(messages);

/** A directory category as the page's language names it (src/domain/categories.ts). */
export function categoryName(category: string): string {
  if (currentLanguage() !== 'es' || !isCategory(category)) return category;
  return CATEGORIES_IN_SPANISH[category].name;
}
