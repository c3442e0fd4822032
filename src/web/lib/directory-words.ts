/**
 * What a page shows of the directory's own data in its language (issue 28): category
 * names (the value sent to the API stays the stored English one) and a business's
 * description (point 5).
 */
import { CATEGORIES, CATEGORY_NAMES_IN_SPANISH, isCategory } from '#domain/categories.js';
import type { SelectOption } from '../ui/select-options';
import { currentLanguage } from './i18n';

/** A stored (English) category as the page's language names it; one no longer offered as stored. */
export function categoryName(category: string): string {
  if (currentLanguage() === 'en' || !isCategory(category)) return category;
  return CATEGORY_NAMES_IN_SPANISH[category];
}

/** Categories for a select: the stored name as the value, the page's name shown. */
export function categoryOptions(categories: readonly string[] = CATEGORIES): SelectOption[] {
  if (currentLanguage() === 'en') return [...categories];
  return categories.map((category) => ({ value: category, label: categoryName(category) }));
}

/**
 * A business's description for the page: on a Spanish page the owner's Spanish one
 * when there is one, else the English one marked as English (`lang`).
 */
export function descriptionForPage(
  english: string | null,
  spanish: string | null,
): { text: string | null; lang: 'en' | undefined } {
  if (currentLanguage() !== 'es') return { text: english, lang: undefined };
  if (spanish?.trim()) return { text: spanish, lang: undefined };
  return { text: english, lang: english ? 'en' : undefined };
}
