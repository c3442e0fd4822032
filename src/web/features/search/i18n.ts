/** The words of the home page's search, its cards and the business suggestions (issue 28). */
import messages from '#locales/en/search.json';
import { translator } from '#web/lib/i18n.js';

export const t = translator(messages);
