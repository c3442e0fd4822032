import type { Language } from '#domain/languages.js';
import type { ProfileField } from '#domain/profile-changes.js';
import { currentLanguage } from '#web/lib/i18n.js';

/**
 * The language of a description the owner wrote, when it differs from the page's: the
 * Spanish one is always read as Spanish, the English one as English on a Spanish page.
 */
export function descriptionLang(field: ProfileField): Language | undefined {
  if (field === 'descriptionEs') return 'es';
  if (field === 'description' && currentLanguage() !== 'en') return 'en';
  return undefined;
}
