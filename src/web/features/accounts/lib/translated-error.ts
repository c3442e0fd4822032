import { translated } from '#web/lib/i18n.js';

/**
 * A field's props with its error in the page's language: the schema's messages are the
 * domain's English ones (translated through messages.json); the server's are already in
 * the page's language and stay as they are.
 */
export function translatedError<P extends { error?: string }>(props: P): P {
  return props.error ? { ...props, error: translated(props.error) } : props;
}
