/** The words of sign-in, claiming a business, passwords, two-factor and sessions. */
import messages from '#locales/en/accounts.json';
import { translator } from '#web/lib/i18n.js';

export const t = translator(messages);

/** A key of the accounts catalogue, for a table that names its words and translates at render. */
export type AccountsKey = Parameters<typeof t>[0];
