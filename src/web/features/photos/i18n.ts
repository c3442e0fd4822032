/** The words of the owner's photo manager and the photo pieces (issue 28). */
import messages from '#locales/en/photos.json';
import { translator } from '#web/lib/i18n.js';

export const t = translator(messages);
