/** The words of the owner's Insights tab (issue 28). */
import messages from '#locales/en/insights.json';
import { translator } from '#web/lib/i18n.js';

export const t = translator(messages);
