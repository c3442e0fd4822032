import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck, Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { authMessages, type ForgotPasswordInput, forgotPasswordSchema } from '#domain/accounts.js';
import { fieldProps } from '#web/lib/schema-form.js';
import { CaptchaWidget } from '#web/ui/captcha-widget.js';
import { EmailField } from '#web/ui/email-field.js';
import { FormOutcome } from '#web/ui/form-outcome.js';
import { SubmitButton } from '#web/ui/submit-button.js';
import { useCaptcha } from '#web/ui/use-captcha.js';
import { useRequestPasswordReset } from '../api/reset-password';
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
      toast.error(authMessages.captchaMissing);
      return;
    }
    request.mutate(
      { ...values, captcha: captcha.token },
      {
        onSuccess: () => {
          toast.success(authMessages.resetSent);
          setSentTo(values.email);
        },
        onError: (error) =>
          toastAuthFailure(error, {
            title: authMessages.resetFailed,
            fallback: 'Please try again.',
          }),
        onSettled: captcha.reset,
      },
    );
  };

  if (sentTo) {
    return (
      <FormOutcome tinted icon={MailCheck} title={authMessages.resetSent}>
        If <span className="font-medium text-stone-800">{sentTo}</span> belongs to an account, a
        link to choose a new password is on its way. It works once and expires in one hour.
      </FormOutcome>
    );
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="flex flex-col gap-5">
      <p className="text-sm text-stone-600">
        Enter the e-mail of your account and we will send you a link to choose a new password.
      </p>
      <EmailField
        {...fieldProps(form, 'email', 'forgot-email')}
        label="Email"
        required
        autoComplete="email"
      />
      <CaptchaWidget {...captcha.widgetProps} />
      <SubmitButton busy={request.isPending} busyLabel="Sending..." icon={Send} fullWidth>
        Send Reset Link
      </SubmitButton>
    </form>
  );
}
