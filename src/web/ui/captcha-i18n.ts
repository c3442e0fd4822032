/**
 * The human check's words (captcha-widget.tsx): a catalogue of their own, so they load
 * with the forms that show the widget, not with every page's entry as common.json does.
 */
import messages from '#locales/en/captcha.json';
import { translator } from '../lib/i18n';

export const t = translator(messages);
