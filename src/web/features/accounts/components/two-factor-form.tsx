import { KeyRound, ShieldCheck } from 'lucide-react';
import { toast } from 'sonner';
import { type AccountUser, authMessages, twoFactorSignInSchema } from '#domain/accounts.js';
import { refusalMessage } from '#web/lib/api-client.js';
import { fieldProps, useSchemaForm } from '#web/lib/schema-form.js';
import { Button } from '#web/ui/button.js';
import { SubmitButton } from '#web/ui/submit-button.js';
import { TextField } from '#web/ui/text-field.js';
import { useVerifyTwoFactor } from '../api/sign-in';
import { toastAuthFailure } from '../lib/auth-errors';

/** The second step of a sign-in: a code from the authenticator app, or a backup code. */
export function TwoFactorForm({
  onSignedIn,
  onRestart,
}: {
  onSignedIn: (user: AccountUser) => void;
  /** The two-factor step expired: start over with the password. */
  onRestart: () => void;
}) {
  const verify = useVerifyTwoFactor();
  const form = useSchemaForm(twoFactorSignInSchema, {
    defaultValues: { method: 'totp', code: '' },
  });
  const { handleSubmit, watch, reset, setError } = form;
  const totp = watch('method') === 'totp';

  const onSubmit = handleSubmit(({ method, code }) =>
    verify.mutate(
      { method, code: code.trim() },
      {
        onSuccess: (result) => {
          if (result.status !== 'signed_in') return;
          toast.success(authMessages.loginSuccess);
          onSignedIn(result.user);
        },
        onError: (err) => {
          const message = refusalMessage(err, authMessages.loginFailed);
          toastAuthFailure(err, { title: authMessages.loginFailed, fallback: message });
          reset({ method, code: '' });
          // The server answers an expired step as it answers a wrong code
          // ('unauthenticated'): only its words tell them apart.
          if (message === authMessages.twoFactorExpired) onRestart();
          else setError('code', { type: 'server', message });
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <p className="text-sm text-stone-600">
        {totp
          ? 'Open your authenticator app and enter the 6-digit code for BCS Local.'
          : 'Enter one of the backup codes you saved when you set up two-factor authentication. Each code works once.'}
      </p>
      <TextField
        {...fieldProps(form, 'code', 'two-factor-code')}
        label={totp ? 'Authentication code' : 'Backup code'}
        required
        autoComplete="one-time-code"
        inputMode={totp ? 'numeric' : 'text'}
        maxLength={totp ? 6 : 11}
        placeholder={totp ? '123456' : 'abcde-12345'}
        // The one field of this step, reached by the user's own action: focusing it is expected.
        autoFocus
        inputClassName="font-mono tracking-widest"
      />
      <SubmitButton busy={verify.isPending} busyLabel="Verifying..." icon={ShieldCheck} fullWidth>
        Verify
      </SubmitButton>
      <Button
        variant="link"
        onClick={() => reset({ method: totp ? 'backup' : 'totp', code: '' })}
        className="self-center text-sm"
      >
        <KeyRound aria-hidden="true" />
        {totp ? 'Use a backup code instead' : 'Use the authenticator app instead'}
      </Button>
    </form>
  );
}
