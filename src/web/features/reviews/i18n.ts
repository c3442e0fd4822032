/** The words of the Google reviews block and the owner's reviews settings (issue 28). */
import messages from '#locales/en/reviews.json';
import { translator } from '#web/lib/i18n.js';

export const t = translator(messages);
