import { Copy } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { TwoFactorSetup } from '#domain/accounts.js';
import { translated } from '#web/lib/i18n.js';
import { toast } from '#web/lib/toast.js';
import { Button } from '#web/ui/button.js';
import { FormField, fieldAria, inputClassName } from '#web/ui/form-field.js';
import { t } from '../i18n';
import { QrCodeImage } from './qr-code-image';

/** The base32 secret in groups of four, easier to type into an app by hand. */
function grouped(secret: string) {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

/** Set-up after the password: scan the QR code, keep the backup codes, enter a code. */
export function TwoFactorSetupSteps({
  setup,
  code,
  error,
}: {
  setup: TwoFactorSetup;
  /** The code box's binding in the set-up form. */
  code: UseFormRegisterReturn<'code'>;
  error?: string;
}) {
  return (
    <ol className="flex flex-col gap-6">
      <li className="flex flex-col gap-3">
        <p className="text-sm font-semibold text-stone-900">{t('accounts.twoFactor.scanStep')}</p>
        <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
          <QrCodeImage
            value={setup.totpURI}
            className="size-48 shrink-0 rounded-lg border border-stone-200 bg-white p-1"
          />
          <div className="min-w-0 text-sm text-stone-600">
            <p>{t('accounts.twoFactor.cannotScan')}</p>
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
                aria-label={t('accounts.twoFactor.copyKey')}
                onClick={() =>
                  navigator.clipboard
                    ?.writeText(setup.secret)
                    .then(() => toast.success(t('accounts.twoFactor.keyCopied')))
                    .catch(() => toast.error(t('accounts.twoFactor.copyFailed')))
                }
              >
                <Copy aria-hidden="true" />
              </Button>
            </p>
          </div>
        </div>
      </li>
      <li className="flex flex-col gap-3">
        <p className="text-sm font-semibold text-stone-900">{t('accounts.twoFactor.saveStep')}</p>
        <p className="text-sm text-stone-600">{t('accounts.twoFactor.saveIntro')}</p>
        <ul
          aria-label={t('accounts.twoFactor.backupCodes')}
          className="grid grid-cols-2 gap-2 rounded-lg bg-stone-50 p-3 font-mono text-sm text-stone-900 ring-1 ring-stone-200 sm:grid-cols-5"
        >
          {setup.backupCodes.map((backup) => (
            <li key={backup}>{backup}</li>
          ))}
        </ul>
      </li>
      <li className="flex flex-col gap-3">
        <p className="text-sm font-semibold text-stone-900">{t('accounts.twoFactor.codeStep')}</p>
        <FormField
          id="two-factor-code"
          label={t('accounts.twoFactor.codeLabel')}
          required
          error={error && translated(error)}
        >
          <input
            {...code}
            {...fieldAria('two-factor-code', { error })}
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
  );
}
