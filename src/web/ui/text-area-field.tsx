import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { type FieldProps, FormField, fieldAria, inputClassName } from './form-field';

/** A labelled multi-line text box with its hint or error. */
export function TextAreaField({
  label,
  error,
  hint,
  required = false,
  className,
  ...textarea
}: FieldProps & Omit<ComponentProps<'textarea'>, 'id' | 'required'>) {
  return (
    <FormField id={textarea.id} label={label} required={required} error={error} hint={hint}>
      <textarea
        {...textarea}
        {...fieldAria(textarea.id, { error, hint: Boolean(hint) })}
        aria-required={required ? 'true' : undefined}
        className={cn(inputClassName, className)}
      />
    </FormField>
  );
}
