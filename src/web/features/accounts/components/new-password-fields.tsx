import { useFormContext } from 'react-hook-form';
import { authMessages } from '#domain/accounts.js';
import { translated } from '#web/lib/i18n.js';
import { fieldProps } from '#web/lib/schema-form.js';
import { PasswordField } from '#web/ui/password-field.js';
import { t } from '../i18n';

interface NewPasswords {
  newPassword: string;
  confirmPassword: string;
}

/**
 * New Password and Confirm Password, as the change and reset forms ask for them,
 * in the form around them (its react-hook-form context).
 */
export function NewPasswordFields({
  idPrefix,
}: {
  /** Prefixes the two ids, e.g. 'reset' gives 'reset-password' and 'reset-confirm'. */
  idPrefix: string;
}) {
  const form = useFormContext<NewPasswords>();
  const [newPassword, confirmPassword] = form.watch(['newPassword', 'confirmPassword']);
  // Said while typing, before the schema checks the form.
  const mismatch = Boolean(confirmPassword) && newPassword !== confirmPassword;
  const confirm = fieldProps(form, 'confirmPassword', `${idPrefix}-confirm`);
  return (
    <>
      <PasswordField
        {...fieldProps(form, 'newPassword', `${idPrefix}-password`)}
        label={translated('New Password')}
        hint={t('accounts.password.hint')}
        autoComplete="new-password"
      />
      <PasswordField
        {...confirm}
        label={translated('Confirm Password')}
        error={mismatch ? translated(authMessages.passwordsDoNotMatchInline) : confirm.error}
        autoComplete="new-password"
      />
    </>
  );
}
