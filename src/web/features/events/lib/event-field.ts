import type { UseFormReturn } from 'react-hook-form';
import type { EventInput } from '#domain/event-schemas.js';
import { translated } from '#web/lib/i18n.js';
import { fieldProps } from '#web/lib/schema-form.js';

/**
 * A field of the event form (fieldProps) with its error in the page's language: the
 * schema's messages are the domain's English ones; the server's arrive translated.
 */
export function eventFieldProps(
  form: Pick<UseFormReturn<EventInput>, 'register' | 'formState'>,
  name: Parameters<typeof fieldProps<EventInput>>[1],
  id: string,
) {
  const props = fieldProps(form, name, id);
  return { ...props, error: props.error ? translated(props.error) : undefined };
}
