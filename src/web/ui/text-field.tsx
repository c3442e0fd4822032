import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { FormField, fieldAria, inputClassName } from './form-field';

type FieldProps = {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  /** The wrapper's class (grid placement); the input keeps the shared look. */
  className?: string;
  inputClassName?: string;
};

/** A labelled text input (text, e-mail, phone, URL) with its hint or error. */
export function TextField({
  id,
  label,
  required = false,
  error,
  hint,
  className,
  inputClassName: extraInputClassName,
  type = 'text',
  ...props
}: FieldProps & Omit<ComponentProps<'input'>, 'id' | 'className' | 'required'>) {
  return (
    <FormField
      id={id}
      label={label}
      required={required}
      error={error}
      hint={hint}
      className={className}
    >
      <input
        {...props}
        {...fieldAria(id, { error, hint: Boolean(hint) })}
        type={type}
        aria-required={required ? 'true' : undefined}
        className={cn(inputClassName, extraInputClassName)}
      />
    </FormField>
  );
}
