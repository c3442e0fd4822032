import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { type AccountUser, confirmPasswordSchema } from '#domain/accounts.js';
import { isApiError } from '#web/lib/api-client.js';
import { translated } from '#web/lib/i18n.js';
import { fieldProps, useSchemaForm } from '#web/lib/schema-form.js';
import { toast } from '#web/lib/toast.js';
import { Button } from '#web/ui/button.js';
import { PasswordField } from '#web/ui/password-field.js';
import { useDisableTwoFactor } from '../api/two-factor';
import { t } from '../i18n';
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
        toast.success(t('accounts.twoFactor.turnedOff'));
        setMode('idle');
        reset();
        onChanged(updated);
      },
      onError: (err) =>
        setError('password', {
          type: 'server',
          message: isApiError(err) && err.status < 500 ? err.message : t('accounts.pleaseTryAgain'),
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
        {user.twoFactorEnabled ? t('accounts.twoFactor.on') : t('accounts.twoFactor.off')}
      </p>
      {!user.twoFactorEnabled ? (
        <Button className="self-start" onClick={() => setMode('enable')}>
          <ShieldCheck aria-hidden="true" />
          {t('accounts.twoFactor.turnOn')}
        </Button>
      ) : required ? (
        <p className="text-xs text-stone-500">{t('accounts.twoFactor.requiredForAdmins')}</p>
      ) : mode === 'disable' ? (
        <form noValidate onSubmit={onDisable} className="flex flex-col gap-3">
          <PasswordField
            {...fieldProps(form, 'password', 'disable-two-factor-password')}
            label={translated('Password')}
            autoComplete="current-password"
          />
          <div className="flex gap-3">
            <Button
              type="submit"
              variant="outline"
              disabled={disable.isPending || !watch('password')}
            >
              {t('accounts.twoFactor.turnOffShort')}
            </Button>
            <Button variant="ghost" onClick={() => setMode('idle')}>
              {t('accounts.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="outline" className="self-start" onClick={() => setMode('disable')}>
          {t('accounts.twoFactor.turnOff')}
        </Button>
      )}
    </div>
  );
}
