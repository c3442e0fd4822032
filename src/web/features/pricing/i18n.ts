/** The pricing page's words: the plans, their prices and what each includes. */
import messages from '#locales/en/pricing.json';
import { translator } from '#web/lib/i18n.js';

export const t = translator(messages);
