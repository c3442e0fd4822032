import { KeyRound, ShieldCheck } from 'lucide-react';
import { type AccountUser, authMessages, twoFactorSignInSchema } from '#domain/accounts.js';
import { refusalMessage } from '#web/lib/api-client.js';
import { translated } from '#web/lib/i18n.js';
import { fieldProps, useSchemaForm } from '#web/lib/schema-form.js';
import { toast } from '#web/lib/toast.js';
import { Button } from '#web/ui/button.js';
import { CardSubmitButton } from '#web/ui/submit-button.js';
import { TextField } from '#web/ui/text-field.js';
import { useVerifyTwoFactor } from '../api/sign-in';
import { t } from '../i18n';
import { toastAuthFailure } from '../lib/auth-errors';

/** A code is read more easily in a fixed-width, spaced font. */
const CODE_INPUT = 'font-mono tracking-widest';

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
          toast.success(translated(authMessages.loginSuccess));
          onSignedIn(result.user);
        },
        onError: (err) => {
          const loginFailed = translated(authMessages.loginFailed);
          const message = refusalMessage(err, loginFailed);
          toastAuthFailure(err, { title: loginFailed, fallback: message });
          reset({ method, code: '' });
          // The server answers an expired step as it answers a wrong code
          // ('unauthenticated'): only its words, in the page's language, tell them apart.
          if (message === translated(authMessages.twoFactorExpired)) onRestart();
          else setError('code', { type: 'server', message });
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <p className="text-sm text-stone-600">
        {totp ? t('accounts.twoFactor.totpIntro') : t('accounts.twoFactor.backupIntro')}
      </p>
      <TextField
        {...fieldProps(form, 'code', 'two-factor-code')}
        label={totp ? t('accounts.twoFactor.codeLabel') : t('accounts.twoFactor.backupLabel')}
        required
        autoComplete="one-time-code"
        inputMode={totp ? 'numeric' : 'text'}
        maxLength={totp ? 6 : 11}
        placeholder={totp ? '123456' : t('accounts.twoFactor.backupPlaceholder')}
        // The one field of this step, reached by the user's own action: focusing it is expected.
        autoFocus
        inputClassName={CODE_INPUT}
      />
      <CardSubmitButton
        busy={verify.isPending}
        busyLabel={t('accounts.verifying')}
        icon={ShieldCheck}
      >
        {t('accounts.twoFactor.verify')}
      </CardSubmitButton>
      <Button
        variant="link"
        onClick={() => reset({ method: totp ? 'backup' : 'totp', code: '' })}
        className="self-center text-sm"
      >
        <KeyRound aria-hidden="true" />
        {totp ? t('accounts.twoFactor.useBackup') : t('accounts.twoFactor.useApp')}
      </Button>
    </form>
  );
}
