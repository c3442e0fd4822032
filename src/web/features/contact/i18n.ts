/** The words of the contact page and form, and of the admin's contact messages. */
import messages from '#locales/en/contact.json';
import { translator } from '#web/lib/i18n.js';

export const t = translator(messages);
