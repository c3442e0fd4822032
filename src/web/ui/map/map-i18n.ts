/** The words of the map pieces (issue 29 point 3): src/locales/<language>/maps.json. */
import messages from '#locales/en/maps.json';
import { translator } from '#web/lib/i18n.js';

export const t = translator(messages);
