import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck, Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { authMessages, type ForgotPasswordInput, forgotPasswordSchema } from '#domain/accounts.js';
import { translated } from '#web/lib/i18n.js';
import { richText } from '#web/lib/rich-text.js';
import { fieldProps } from '#web/lib/schema-form.js';
import { toast } from '#web/lib/toast.js';
import { CaptchaWidget } from '#web/ui/captcha-widget.js';
import { EmailField } from '#web/ui/email-field.js';
import { FormOutcome } from '#web/ui/form-outcome.js';
import { CardSubmitButton } from '#web/ui/submit-button.js';
import { useCaptcha } from '#web/ui/use-captcha.js';
import { useRequestPasswordReset } from '../api/reset-password';
import { t } from '../i18n';
import { toastAuthFailure } from '../lib/auth-errors';

/** 'Forgot your password?': the e-mail and the human check; the answer is the same for any e-mail. */
export function ForgotPasswordForm() {
  const captcha = useCaptcha();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = useRequestPasswordReset();
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const onValid = (values: ForgotPasswordInput) => {
    if (!captcha.token) {
      toast.error(translated(authMessages.captchaMissing));
      return;
    }
    request.mutate(
      { ...values, captcha: captcha.token },
      {
        onSuccess: () => {
          toast.success(translated(authMessages.resetSent));
          setSentTo(values.email);
        },
        onError: (error) =>
          toastAuthFailure(error, {
            title: translated(authMessages.resetFailed),
            fallback: t('accounts.pleaseTryAgain'),
          }),
        onSettled: captcha.reset,
      },
    );
  };

  if (sentTo) {
    return (
      <FormOutcome tinted icon={MailCheck} title={translated(authMessages.resetSent)}>
        {richText(t('accounts.forgot.sent', { email: sentTo }), [
          <span key="email" className="font-medium text-stone-800" />,
        ])}
      </FormOutcome>
    );
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="flex flex-col gap-5">
      <p className="text-sm text-stone-600">{t('accounts.forgot.intro')}</p>
      <EmailField
        {...fieldProps(form, 'email', 'forgot-email')}
        label={translated('Email')}
        required
        autoComplete="email"
      />
      <CaptchaWidget {...captcha.widgetProps} />
      <CardSubmitButton busy={request.isPending} busyLabel={t('accounts.sending')} icon={Send}>
        {t('accounts.forgot.submit')}
      </CardSubmitButton>
    </form>
  );
}
