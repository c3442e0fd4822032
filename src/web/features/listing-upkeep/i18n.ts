/** The words of a profile's confirmation line, its closed notice and Report a problem. */
import messages from '#locales/en/listing-upkeep.json';
import { translator } from '#web/lib/i18n.js';

export const t = translator(messages);
