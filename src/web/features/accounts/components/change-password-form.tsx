import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { FormProvider, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { authMessages, type ChangePasswordInput, changePasswordSchema } from '#domain/accounts.js';
import { isApiError } from '#web/lib/api-client.js';
import { fieldProps } from '#web/lib/schema-form.js';
import { PasswordField } from '#web/ui/password-field.js';
import { SubmitButton } from '#web/ui/submit-button.js';
import { useChangePassword } from '../api/change-password';
import { NewPasswordFields } from './new-password-fields';

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
        toast.success(authMessages.changeSuccess);
        reset(EMPTY);
      },
      onError: (error) => {
        const message =
          isApiError(error) && error.status < 500 ? error.message : 'Please try again.';
        if (isApiError(error) && error.status === 429) toast.error(authMessages.tooManyAttempts);
        else toast.error(authMessages.changeFailed, { description: message });
        if (isApiError(error) && error.fields?.currentPassword) {
          setError('currentPassword', { message });
        }
      },
    });

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="flex flex-col gap-4">
      <PasswordField
        {...fieldProps(form, 'currentPassword', 'current-password')}
        label="Current Password"
        autoComplete="current-password"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormProvider {...form}>
          <NewPasswordFields idPrefix="new" />
        </FormProvider>
      </div>
      <SubmitButton
        busy={change.isPending}
        busyLabel="Saving..."
        icon={KeyRound}
        className="self-start"
      >
        Change Password
      </SubmitButton>
    </form>
  );
}
