import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { type AccountUser, confirmPasswordSchema } from '#domain/accounts.js';
import { isApiError } from '#web/lib/api-client.js';
import { fieldProps, useSchemaForm } from '#web/lib/schema-form.js';
import { Button } from '#web/ui/button.js';
import { PasswordField } from '#web/ui/password-field.js';
import { useDisableTwoFactor } from '../api/two-factor';
import { TwoFactorSetup } from './two-factor-setup';

/** Two-factor status with the way to turn it on (and, for owners, off). */
export function TwoFactorCard({
  user,
  onChanged,
}: {
  user: AccountUser;
  onChanged: (user: AccountUser) => void;
}) {
  const [mode, setMode] = useState<'idle' | 'enable' | 'disable'>('idle');
  const disable = useDisableTwoFactor();
  const required = user.userType === 'admin';
  const form = useSchemaForm(confirmPasswordSchema, { defaultValues: { password: '' } });
  const { handleSubmit, watch, reset, setError } = form;

  const onDisable = handleSubmit(({ password }) =>
    disable.mutate(password, {
      onSuccess: ({ user: updated }) => {
        toast.success('Two-factor authentication is off');
        setMode('idle');
        reset();
        onChanged(updated);
      },
      onError: (err) =>
        setError('password', {
          type: 'server',
          message: isApiError(err) && err.status < 500 ? err.message : 'Please try again.',
        }),
    }),
  );

  if (mode === 'enable') {
    return (
      <TwoFactorSetup
        onEnabled={(updated) => {
          setMode('idle');
          onChanged(updated);
        }}
        onCancel={() => setMode('idle')}
      />
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="flex items-center gap-2 text-sm text-stone-700">
        {user.twoFactorEnabled ? (
          <ShieldCheck aria-hidden="true" className="size-5 text-green-700" />
        ) : (
          <ShieldOff aria-hidden="true" className="size-5 text-stone-400" />
        )}
        {user.twoFactorEnabled
          ? 'Two-factor authentication is on: signing in asks for a code from your app.'
          : 'Two-factor authentication is off. Turn it on so a stolen password is not enough to sign in.'}
      </p>
      {!user.twoFactorEnabled ? (
        <Button className="self-start" onClick={() => setMode('enable')}>
          <ShieldCheck aria-hidden="true" />
          Turn On Two-Factor Authentication
        </Button>
      ) : required ? (
        <p className="text-xs text-stone-500">Required for administrators.</p>
      ) : mode === 'disable' ? (
        <form noValidate onSubmit={onDisable} className="flex flex-col gap-3">
          <PasswordField
            {...fieldProps(form, 'password', 'disable-two-factor-password')}
            label="Password"
            autoComplete="current-password"
          />
          <div className="flex gap-3">
            <Button
              type="submit"
              variant="outline"
              disabled={disable.isPending || !watch('password')}
            >
              Turn Off
            </Button>
            <Button variant="ghost" onClick={() => setMode('idle')}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="outline" className="self-start" onClick={() => setMode('disable')}>
          Turn Off Two-Factor Authentication
        </Button>
      )}
    </div>
  );
}
