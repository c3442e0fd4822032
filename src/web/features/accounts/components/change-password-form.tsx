import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { FormProvider, useForm } from 'react-hook-form';
import { authMessages, type ChangePasswordInput, changePasswordSchema } from '#domain/accounts.js';
import { isApiError } from '#web/lib/api-client.js';
import { translated } from '#web/lib/i18n.js';
import { fieldProps } from '#web/lib/schema-form.js';
import { toast } from '#web/lib/toast.js';
import { PasswordField } from '#web/ui/password-field.js';
import { SubmitButton } from '#web/ui/submit-button.js';
import { useChangePassword } from '../api/change-password';
import { t } from '../i18n';
import { NewPasswordFields } from './new-password-fields';

/** The new password fields' ids: 'new-password' and 'new-confirm'. */
const ID_PREFIX = 'new';
const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change password: needs the current one; other devices are signed out. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY,
  });
  const { handleSubmit, reset, setError } = form;

  const onValid = (values: ChangePasswordInput) =>
    change.mutate(values, {
      onSuccess: () => {
        toast.success(translated(authMessages.changeSuccess));
        reset(EMPTY);
      },
      onError: (error) => {
        const message =
          isApiError(error) && error.status < 500 ? error.message : t('accounts.pleaseTryAgain');
        if (isApiError(error) && error.status === 429)
          toast.error(translated(authMessages.tooManyAttempts));
        else toast.error(translated(authMessages.changeFailed), { description: message });
        if (isApiError(error) && error.fields?.currentPassword) {
          setError('currentPassword', { message });
        }
      },
    });

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="flex flex-col gap-4">
      <PasswordField
        {...fieldProps(form, 'currentPassword', 'current-password')}
        label={translated('Current Password')}
        autoComplete="current-password"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormProvider {...form}>
          <NewPasswordFields idPrefix={ID_PREFIX} />
        </FormProvider>
      </div>
      <SubmitButton
        busy={change.isPending}
        busyLabel={t('accounts.saving')}
        icon={KeyRound}
        className="self-start"
      >
        {t('accounts.changePassword.submit')}
      </SubmitButton>
    </form>
  );
}
