import { CATEGORIES, CATEGORIES_IN_SPANISH } from '#domain/categories.js';
import { currentLanguage } from '#web/lib/i18n.js';
import type { SelectOption } from '#web/ui/select-options.js';

/** The directory's categories for a select: the stored (English) name as the value, the page's language's name shown. */
export function categoryOptions(): SelectOption[] {
  if (currentLanguage() === 'en') return [...CATEGORIES];
  return CATEGORIES.map((category) => ({
    value: category,
    label: CATEGORIES_IN_SPANISH[category].name,
  }));
}
