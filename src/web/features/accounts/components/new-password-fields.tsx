import type { UseFormRegisterReturn } from 'react-hook-form';
import { authMessages } from '../../../../domain/accounts';
import { NEW_PASSWORD_HINT, PasswordField } from '../../../ui/password-field';

interface NewPasswordFieldsProps {
  /** Prefixes the two ids, e.g. 'reset' gives 'reset-password' and 'reset-confirm'. */
  idPrefix: string;
  newPassword: UseFormRegisterReturn;
  confirmPassword: UseFormRegisterReturn;
  /** The current values, to say 'Passwords do not match' while typing. */
  values: { newPassword: string; confirmPassword: string };
  errors: { newPassword?: string; confirmPassword?: string };
}

/** New Password and Confirm Password, as the change and reset forms ask for them. */
export function NewPasswordFields({
  idPrefix,
  newPassword,
  confirmPassword,
  values,
  errors,
}: NewPasswordFieldsProps) {
  const mismatch = Boolean(values.confirmPassword) && values.newPassword !== values.confirmPassword;
  return (
    <>
      <PasswordField
        {...newPassword}
        id={`${idPrefix}-password`}
        label="New Password"
        error={errors.newPassword}
        hint={NEW_PASSWORD_HINT}
        autoComplete="new-password"
      />
      <PasswordField
        {...confirmPassword}
        id={`${idPrefix}-confirm`}
        label="Confirm Password"
        error={mismatch ? authMessages.passwordsDoNotMatchInline : errors.confirmPassword}
        autoComplete="new-password"
      />
    </>
  );
}
