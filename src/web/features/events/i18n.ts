/** The words of the events pages, the event form and the owner's and admin's event screens. */
import messages from '#locales/en/events.json';
import { translator } from '#web/lib/i18n.js';

export const t = translator(messages);
