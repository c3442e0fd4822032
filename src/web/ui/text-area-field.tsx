import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { FormField, fieldAria, inputClassName } from './form-field';

/** A labelled multi-line text box with its hint or error. */
export function TextAreaField({
  id,
  label,
  required = false,
  error,
  hint,
  className,
  ...props
}: Omit<ComponentProps<'textarea'>, 'id' | 'required'> & {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
}) {
  return (
    <FormField id={id} label={label} required={required} error={error} hint={hint}>
      <textarea
        {...props}
        {...fieldAria(id, { error, hint: Boolean(hint) })}
        aria-required={required ? 'true' : undefined}
        className={cn(inputClassName, className)}
      />
    </FormField>
  );
}
