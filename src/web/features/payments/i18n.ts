/** The payments' words: checkout's outcome pages and the owner's Subscription tab. */
import messages from '#locales/en/payments.json';
import { translator } from '#web/lib/i18n.js';

export const t = translator(messages);
