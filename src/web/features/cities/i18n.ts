/** The city pages' words: the count line, the cards and the empty city. */
import messages from '#locales/en/cities.json';
import { translator } from '#web/lib/i18n.js';

export const t = translator(messages);
