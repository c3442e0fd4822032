import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck, Send } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import {
  authMessages,
  type ForgotPasswordInput,
  forgotPasswordSchema,
} from '../../../../domain/accounts';
import { Button } from '../../../ui/button';
import { CaptchaWidget, type CaptchaWidgetHandle } from '../../../ui/captcha-widget';
import { FormField, fieldAria, inputClassName } from '../../../ui/form-field';
import { useRequestPasswordReset } from '../api/reset-password';
import { failureMessage, isRateLimited } from '../lib/auth-errors';

/** 'Forgot your password?': the e-mail and the human check; the answer is the same for any e-mail. */
export function ForgotPasswordForm() {
  const captchaRef = useRef<CaptchaWidgetHandle>(null);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const onValid = (values: ForgotPasswordInput) => {
    if (!captcha) {
      toast.error(authMessages.captchaMissing);
      return;
    }
    request.mutate(
      { ...values, captcha },
      {
        onSuccess: () => {
          toast.success(authMessages.resetSent);
          setSentTo(values.email);
        },
        onError: (error) => {
          if (isRateLimited(error)) toast.error(authMessages.tooManyAttempts);
          else
            toast.error(authMessages.resetFailed, {
              description: failureMessage(error, 'Please try again.'),
            });
        },
        onSettled: () => captchaRef.current?.reset(),
      },
    );
  };

  if (sentTo) {
    return (
      <div
        role="status"
        className="flex flex-col items-center gap-3 rounded-xl bg-brand-50 p-5 text-center"
      >
        <MailCheck aria-hidden="true" className="size-8 text-brand-700" />
        <p className="font-semibold text-stone-900">{authMessages.resetSent}</p>
        <p className="text-sm text-stone-600">
          If <span className="font-medium text-stone-800">{sentTo}</span> belongs to an account, a
          link to choose a new password is on its way. It works once and expires in one hour.
        </p>
      </div>
    );
  }

  const emailError = errors.email?.message;
  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="flex flex-col gap-5">
      <p className="text-sm text-stone-600">
        Enter the e-mail of your account and we will send you a link to choose a new password.
      </p>
      <FormField id="forgot-email" label="Email" required error={emailError}>
        <input
          {...register('email')}
          {...fieldAria('forgot-email', { error: emailError })}
          type="email"
          autoComplete="email"
          inputMode="email"
          aria-required="true"
          maxLength={254}
          className={inputClassName}
        />
      </FormField>
      <CaptchaWidget ref={captchaRef} onChange={setCaptcha} />
      <Button type="submit" size="lg" disabled={request.isPending} className="w-full">
        <Send aria-hidden="true" />
        {request.isPending ? 'Sending...' : 'Send Reset Link'}
      </Button>
    </form>
  );
}
