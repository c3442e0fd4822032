import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { type FieldProps, FormField, fieldAria, inputClassName } from './form-field';

export type TextFieldProps = FieldProps &
  Omit<ComponentProps<'input'>, 'id' | 'className' | 'required'> & {
    /** The wrapper's class (grid placement); the input keeps the shared look. */
    className?: string;
    inputClassName?: string;
  };

/** A labelled text input with its hint or error. */
export function TextField({
  label,
  error,
  hint,
  required = false,
  className,
  inputClassName: extraInputClassName,
  type = 'text',
  ...input
}: TextFieldProps) {
  return (
    <FormField
      id={input.id}
      label={label}
      required={required}
      error={error}
      hint={hint}
      className={className}
    >
      <input
        {...input}
        {...fieldAria(input.id, { error, hint: Boolean(hint) })}
        type={type}
        aria-required={required ? 'true' : undefined}
        className={cn(inputClassName, extraInputClassName)}
      />
    </FormField>
  );
}
