import { CATEGORIES, CATEGORIES_IN_SPANISH, isCategory } from '#domain/categories.js';
import { currentLanguage } from '#web/lib/i18n.js';
import type { SelectOption } from '#web/ui/select-options.js';

/** A stored (English) category as the page's language names it; one no longer offered as stored. */
export function categoryName(category: string): string {
  if (currentLanguage() === 'en' || !isCategory(category)) return category;
  return CATEGORIES_IN_SPANISH[category].name;
}

/** The directory's categories for a select: the stored name as the value, the page's name shown. */
export function categoryOptions(): SelectOption[] {
  if (currentLanguage() === 'en') return [...CATEGORIES];
  return CATEGORIES.map((category) => ({ value: category, label: categoryName(category) }));
}
