/** The words of the site's frame (header, footer, menus) and the shared screen pieces in src/web/ui. */
import messages from '#locales/en/common.json';
import { translator } from './i18n';

export const t = translator(messages);
