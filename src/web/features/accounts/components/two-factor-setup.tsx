import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import {
  type AccountUser,
  confirmPasswordSchema,
  type TwoFactorSetup as Setup,
  totpCodeSchema,
} from '#domain/accounts.js';
import { isApiError } from '#web/lib/api-client.js';
import { translated } from '#web/lib/i18n.js';
import { fieldProps, useSchemaForm } from '#web/lib/schema-form.js';
import { toast } from '#web/lib/toast.js';
import { Button } from '#web/ui/button.js';
import { PasswordField } from '#web/ui/password-field.js';
import { useConfirmTwoFactorSetup, useStartTwoFactorSetup } from '../api/two-factor';
import { t } from '../i18n';
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
  const [setup, setSetup] = useState<Setup | null>(null);
  const start = useStartTwoFactorSetup();
  const confirm = useConfirmTwoFactorSetup();
  const passwordForm = useSchemaForm(confirmPasswordSchema, { defaultValues: { password: '' } });
  const codeForm = useSchemaForm(totpCodeSchema, { defaultValues: { code: '' } });

  const onStart = passwordForm.handleSubmit(({ password }) =>
    start.mutate(password, {
      onSuccess: (result) => {
        setSetup(result);
        passwordForm.reset();
      },
      onError: (err) =>
        passwordForm.setError('password', {
          type: 'server',
          message: messageOf(err, t('accounts.twoFactor.startFailed')),
        }),
    }),
  );

  const onConfirm = codeForm.handleSubmit(({ code }) =>
    confirm.mutate(code.trim(), {
      onSuccess: ({ user }) => {
        toast.success(t('accounts.twoFactor.turnedOn'));
        onEnabled(user);
      },
      onError: (err) => {
        codeForm.reset();
        codeForm.setError('code', {
          type: 'server',
          message: messageOf(err, t('accounts.twoFactor.enableFailed')),
        });
      },
    }),
  );

  const pending = setup ? confirm.isPending : start.isPending;
  const idleLabel = setup ? t('accounts.twoFactor.turnOn') : t('accounts.twoFactor.setUp');
  const busyLabel = setup ? t('accounts.verifying') : t('accounts.twoFactor.starting');
  return (
    <form
      noValidate
      onSubmit={setup ? onConfirm : onStart}
      className={`flex flex-col ${setup ? 'gap-6' : 'gap-4'}`}
    >
      {setup ? (
        <TwoFactorSetupSteps
          setup={setup}
          code={codeForm.register('code')}
          error={codeForm.formState.errors.code?.message}
        />
      ) : (
        <>
          <p className="text-sm text-stone-600">{t('accounts.twoFactor.setupIntro')}</p>
          <PasswordField
            {...fieldProps(passwordForm, 'password', 'two-factor-password')}
            label={translated('Password')}
            autoComplete="current-password"
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
            {t('accounts.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
