import type { ComponentProps } from 'react';
import { PASSWORD_MAX } from '#domain/validation.js';
import { type FieldProps, FormField, fieldAria } from './form-field';
import { PasswordInput } from './password-input';

/** What a new password must contain, shown under every 'choose a password' box. */
export const NEW_PASSWORD_HINT =
  '8+ characters with upper and lower case, a number and one of @$!%*?&';

/** A required, labelled password box (show/hide button included) with its hint or error. */
export function PasswordField({
  id,
  label,
  error,
  hint,
  ...props
}: Omit<FieldProps, 'required'> &
  Omit<ComponentProps<'input'>, 'id' | 'type' | 'required' | 'maxLength'>) {
  return (
    <FormField id={id} label={label} required error={error} hint={hint}>
      <PasswordInput
        {...props}
        {...fieldAria(id, { error, hint: Boolean(hint) })}
        aria-required="true"
        maxLength={PASSWORD_MAX}
      />
    </FormField>
  );
}
