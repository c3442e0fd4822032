/** The job board's words: the board, a job's page and its application, the post-a-job page and the owner's Jobs tab. */
import messages from '#locales/en/jobs.json';
import { translator } from '#web/lib/i18n.js';

export const t = translator(messages);
