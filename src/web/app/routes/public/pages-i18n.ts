/** The words of the public pages that belong to no feature: 404, terms, privacy (issue 28). */
import messages from '#locales/en/pages.json';
import { currentLanguage, translator } from '#web/lib/i18n.js';

export const t = translator(messages);

/** A Google page in the reader's language ('?hl=es' on a Spanish page). */
export function googlePage(url: string): string {
  return currentLanguage() === 'es' ? `${url}?hl=es` : url;
}
