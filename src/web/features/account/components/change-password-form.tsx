import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import {
  authMessages,
  type ChangePasswordInput,
  changePasswordSchema,
} from '../../../../domain/accounts';
import { isApiError } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { FormField, fieldAria } from '../../../ui/form-field';
import { PasswordInput } from '../../../ui/password-input';
import { useChangePassword } from '../api/change-password';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change password: needs the current one; other devices are signed out. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    watch,
    setError,
    formState: { errors },
  } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY,
  });

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

  const mismatch =
    Boolean(watch('confirmPassword')) && watch('newPassword') !== watch('confirmPassword');
  const currentError = errors.currentPassword?.message;
  const newError = errors.newPassword?.message;
  const confirmError = mismatch
    ? authMessages.passwordsDoNotMatchInline
    : errors.confirmPassword?.message;
  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="flex flex-col gap-4">
      <FormField id="current-password" label="Current Password" required error={currentError}>
        <PasswordInput
          {...register('currentPassword')}
          {...fieldAria('current-password', { error: currentError })}
          autoComplete="current-password"
          aria-required="true"
          maxLength={128}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="new-password"
          label="New Password"
          required
          error={newError}
          hint="8+ characters with upper and lower case, a number and one of @$!%*?&"
        >
          <PasswordInput
            {...register('newPassword')}
            {...fieldAria('new-password', { error: newError, hint: true })}
            autoComplete="new-password"
            aria-required="true"
            maxLength={128}
          />
        </FormField>
        <FormField id="confirm-new-password" label="Confirm Password" required error={confirmError}>
          <PasswordInput
            {...register('confirmPassword')}
            {...fieldAria('confirm-new-password', { error: confirmError })}
            autoComplete="new-password"
            aria-required="true"
            maxLength={128}
          />
        </FormField>
      </div>
      <Button type="submit" disabled={change.isPending} className="self-start">
        <KeyRound aria-hidden="true" />
        {change.isPending ? 'Saving...' : 'Change Password'}
      </Button>
    </form>
  );
}
