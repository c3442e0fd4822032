import { ShieldCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import {
  type AccountUser,
  confirmPasswordSchema,
  type TwoFactorSetup as Setup,
  totpCodeSchema,
} from '../../../../domain/accounts';
import { isApiError } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { useConfirmTwoFactorSetup, useStartTwoFactorSetup } from '../api/two-factor';
import { TwoFactorPasswordField } from './two-factor-password-field';
import { TwoFactorSetupSteps } from './two-factor-setup-steps';

function messageOf(error: unknown, fallback: string) {
  return isApiError(error) && error.status < 500 ? error.message : fallback;
}

/**
 * Two-factor set-up in three steps: confirm the password, scan the QR code (and
 * keep the backup codes), then prove it with a code from the app.
 */
export function TwoFactorSetup({
  onEnabled,
  onCancel,
}: {
  onEnabled: (user: AccountUser) => void;
  onCancel?: () => void;
}) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [setup, setSetup] = useState<Setup | null>(null);
  const start = useStartTwoFactorSetup();
  const confirm = useConfirmTwoFactorSetup();

  const onStart = (event: FormEvent) => {
    event.preventDefault();
    const parsed = confirmPasswordSchema.safeParse({ password });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    start.mutate(password, {
      onSuccess: (result) => {
        setSetup(result);
        setPassword('');
      },
      onError: (err) => setError(messageOf(err, 'Could not start the set-up. Please try again.')),
    });
  };

  const onConfirm = (event: FormEvent) => {
    event.preventDefault();
    const parsed = totpCodeSchema.safeParse({ code });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    confirm.mutate(parsed.data.code, {
      onSuccess: ({ user }) => {
        toast.success('Two-factor authentication is on');
        onEnabled(user);
      },
      onError: (err) => {
        setError(messageOf(err, 'Could not turn on two-factor authentication.'));
        setCode('');
      },
    });
  };

  const pending = setup ? confirm.isPending : start.isPending;
  const idleLabel = setup
    ? 'Turn On Two-Factor Authentication'
    : 'Set Up Two-Factor Authentication';
  const busyLabel = setup ? 'Verifying...' : 'Starting...';
  return (
    <form
      noValidate
      onSubmit={setup ? onConfirm : onStart}
      className={`flex flex-col ${setup ? 'gap-6' : 'gap-4'}`}
    >
      {setup ? (
        <TwoFactorSetupSteps setup={setup} code={code} onCodeChange={setCode} error={error} />
      ) : (
        <>
          <p className="text-sm text-stone-600">
            You will need an authenticator app such as Google Authenticator, Microsoft Authenticator
            or 1Password. Confirm your password to begin.
          </p>
          <TwoFactorPasswordField
            id="two-factor-password"
            value={password}
            onChange={setPassword}
            error={error}
          />
        </>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={pending}>
          <ShieldCheck aria-hidden="true" />
          {pending ? busyLabel : idleLabel}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
