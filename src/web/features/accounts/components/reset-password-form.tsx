import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, KeyRound, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { authMessages, type ResetPasswordInput, resetPasswordSchema } from '#domain/accounts.js';
import { refusalMessage } from '#web/lib/api-client.js';
import { translated } from '#web/lib/i18n.js';
import { toast } from '#web/lib/toast.js';
import { ButtonLink } from '#web/ui/button-link.js';
import { FormOutcome } from '#web/ui/form-outcome.js';
import { CardSubmitButton } from '#web/ui/submit-button.js';
import { useResetPassword } from '../api/reset-password';
import { t } from '../i18n';
import { isRateLimited } from '../lib/auth-errors';
import { NewPasswordFields } from './new-password-fields';

/** The new password fields' ids: 'reset-password' and 'reset-confirm'. */
const ID_PREFIX = 'reset';

/** The page an e-mailed reset link opens: choose a new password (the link works once). */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const reset = useResetPassword();
  const [done, setDone] = useState<{ portal: 'business' | 'admin' } | null>(null);
  const form = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token: token ?? '', newPassword: '', confirmPassword: '' },
  });

  if (!token) {
    return (
      <FormOutcome
        role="alert"
        icon={TriangleAlert}
        title={translated(authMessages.resetLinkInvalid)}
        action={
          <ButtonLink variant="outline" to="/business/login">
            {t('accounts.reset.backToLogin')}
          </ButtonLink>
        }
      />
    );
  }

  if (done) {
    return (
      <FormOutcome
        icon={CircleCheck}
        title={translated(authMessages.resetDone)}
        action={
          <ButtonLink to={done.portal === 'admin' ? '/admin/login' : '/business/login'}>
            {t('accounts.signInLink')}
          </ButtonLink>
        }
      />
    );
  }

  const onValid = (values: ResetPasswordInput) =>
    reset.mutate(values, {
      onSuccess: (result) => {
        toast.success(translated(authMessages.resetDone));
        setDone({ portal: result.portal });
      },
      onError: (error) => {
        if (isRateLimited(error)) toast.error(translated(authMessages.tooManyAttempts));
        else toast.error(refusalMessage(error, translated(authMessages.changeFailed)));
      },
    });

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="flex flex-col gap-5">
      <FormProvider {...form}>
        <NewPasswordFields idPrefix={ID_PREFIX} />
      </FormProvider>
      <CardSubmitButton busy={reset.isPending} busyLabel={t('accounts.saving')} icon={KeyRound}>
        {t('accounts.reset.submit')}
      </CardSubmitButton>
    </form>
  );
}
