import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, KeyRound, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import {
  authMessages,
  type ResetPasswordInput,
  resetPasswordSchema,
} from '../../../../domain/accounts';
import { Button } from '../../../ui/button';
import { FormField, fieldAria } from '../../../ui/form-field';
import { PasswordInput } from '../../../ui/password-input';
import { useResetPassword } from '../api/reset-password';
import { failureMessage, isRateLimited } from '../lib/auth-errors';

/** The page an e-mailed reset link opens: choose a new password (the link works once). */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const reset = useResetPassword();
  const [done, setDone] = useState<{ portal: 'business' | 'admin' } | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token: token ?? '', newPassword: '', confirmPassword: '' },
  });

  if (!token) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 text-center">
        <TriangleAlert aria-hidden="true" className="size-8 text-gold-600" />
        <p className="text-stone-700">{authMessages.resetLinkInvalid}</p>
        <Button asChild variant="outline">
          <Link to="/business/login">Back to login</Link>
        </Button>
      </div>
    );
  }

  if (done) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 text-center">
        <CircleCheck aria-hidden="true" className="size-9 text-brand-700" />
        <p className="font-semibold text-stone-900">{authMessages.resetDone}</p>
        <Button asChild>
          <Link to={done.portal === 'admin' ? '/admin/login' : '/business/login'}>Sign in</Link>
        </Button>
      </div>
    );
  }

  const onValid = (values: ResetPasswordInput) =>
    reset.mutate(values, {
      onSuccess: (result) => {
        toast.success(authMessages.resetDone);
        setDone({ portal: result.portal });
      },
      onError: (error) => {
        if (isRateLimited(error)) toast.error(authMessages.tooManyAttempts);
        else toast.error(failureMessage(error, authMessages.changeFailed));
      },
    });

  const mismatch =
    Boolean(watch('confirmPassword')) && watch('newPassword') !== watch('confirmPassword');
  const passwordError = errors.newPassword?.message;
  const confirmError = mismatch
    ? authMessages.passwordsDoNotMatchInline
    : errors.confirmPassword?.message;
  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="flex flex-col gap-5">
      <FormField
        id="reset-password"
        label="New Password"
        required
        error={passwordError}
        hint="8+ characters with upper and lower case, a number and one of @$!%*?&"
      >
        <PasswordInput
          {...register('newPassword')}
          {...fieldAria('reset-password', { error: passwordError, hint: true })}
          autoComplete="new-password"
          aria-required="true"
          maxLength={128}
        />
      </FormField>
      <FormField id="reset-confirm" label="Confirm Password" required error={confirmError}>
        <PasswordInput
          {...register('confirmPassword')}
          {...fieldAria('reset-confirm', { error: confirmError })}
          autoComplete="new-password"
          aria-required="true"
          maxLength={128}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={reset.isPending} className="w-full">
        <KeyRound aria-hidden="true" />
        {reset.isPending ? 'Saving...' : 'Set New Password'}
      </Button>
    </form>
  );
}
