import { Copy, ShieldCheck } from 'lucide-react';
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
import { FormField, fieldAria, inputClassName } from '../../../ui/form-field';
import { PasswordInput } from '../../../ui/password-input';
import { useConfirmTwoFactorSetup, useStartTwoFactorSetup } from '../api/two-factor';
import { QrCodeImage } from './qr-code-image';

function messageOf(error: unknown, fallback: string) {
  return isApiError(error) && error.status < 500 ? error.message : fallback;
}

/** The base32 secret in groups of four, easier to type into an app by hand. */
function grouped(secret: string) {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
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

  if (!setup) {
    return (
      <form noValidate onSubmit={onStart} className="flex flex-col gap-4">
        <p className="text-sm text-stone-600">
          You will need an authenticator app such as Google Authenticator, Microsoft Authenticator
          or 1Password. Confirm your password to begin.
        </p>
        <FormField id="two-factor-password" label="Password" required error={error}>
          <PasswordInput
            {...fieldAria('two-factor-password', { error })}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="current-password"
            aria-required="true"
            maxLength={128}
          />
        </FormField>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={start.isPending}>
            <ShieldCheck aria-hidden="true" />
            {start.isPending ? 'Starting...' : 'Set Up Two-Factor Authentication'}
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

  return (
    <form noValidate onSubmit={onConfirm} className="flex flex-col gap-6">
      <ol className="flex flex-col gap-6">
        <li className="flex flex-col gap-3">
          <p className="text-sm font-semibold text-stone-900">1. Scan this QR code with your app</p>
          <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
            <QrCodeImage
              value={setup.totpURI}
              className="size-48 shrink-0 rounded-lg border border-stone-200 bg-white p-1"
            />
            <div className="min-w-0 text-sm text-stone-600">
              <p>Cannot scan it? Enter this key in the app instead:</p>
              <p className="mt-2 flex items-center gap-2">
                <code
                  data-testid="totp-secret"
                  className="rounded-md bg-stone-100 px-2 py-1 font-mono text-sm break-all text-stone-900"
                >
                  {grouped(setup.secret)}
                </code>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label="Copy the key"
                  onClick={() =>
                    navigator.clipboard
                      ?.writeText(setup.secret)
                      .then(() => toast.success('Key copied'))
                      .catch(() => toast.error('Could not copy the key'))
                  }
                >
                  <Copy aria-hidden="true" />
                </Button>
              </p>
            </div>
          </div>
        </li>
        <li className="flex flex-col gap-3">
          <p className="text-sm font-semibold text-stone-900">2. Save your backup codes</p>
          <p className="text-sm text-stone-600">
            If you lose your phone, each of these codes signs you in once. Keep them somewhere safe;
            they are not shown again.
          </p>
          <ul
            aria-label="Backup codes"
            className="grid grid-cols-2 gap-2 rounded-lg bg-stone-50 p-3 font-mono text-sm text-stone-900 ring-1 ring-stone-200 sm:grid-cols-5"
          >
            {setup.backupCodes.map((backup) => (
              <li key={backup}>{backup}</li>
            ))}
          </ul>
        </li>
        <li className="flex flex-col gap-3">
          <p className="text-sm font-semibold text-stone-900">3. Enter the code the app shows</p>
          <FormField id="two-factor-code" label="Authentication code" required error={error}>
            <input
              {...fieldAria('two-factor-code', { error })}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
              placeholder="123456"
              aria-required="true"
              className={`${inputClassName} max-w-48 font-mono tracking-widest`}
            />
          </FormField>
        </li>
      </ol>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={confirm.isPending}>
          <ShieldCheck aria-hidden="true" />
          {confirm.isPending ? 'Verifying...' : 'Turn On Two-Factor Authentication'}
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
