/** The about page's words. */
import messages from '#locales/en/about.json';
import { translator } from '#web/lib/i18n.js';

export const t = translator(messages);
