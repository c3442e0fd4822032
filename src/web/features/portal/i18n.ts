/** The words of the owner's business portal: its tabs, the profile and its changes. */
import messages from '#locales/en/portal.json';
import { translator } from '#web/lib/i18n.js';

export const t = translator(messages);

/** A key of the portal catalogue, for a table that names its words and translates at render. */
export type PortalKey = Parameters<typeof t>[0];
