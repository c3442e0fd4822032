/** The words of the listings page and the business profile (issue 28). */
import messages from '#locales/en/businesses.json';
import { translator } from '#web/lib/i18n.js';

export const t = translator(messages);
