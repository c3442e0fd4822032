import { zodResolver } from '@hookform/resolvers/zod';
import { LogIn } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import {
  type AccountUser,
  authMessages,
  type Portal,
  type SignInInput,
  signInSchema,
} from '../../../../domain/accounts';
import { Button } from '../../../ui/button';
import { CaptchaWidget, type CaptchaWidgetHandle } from '../../../ui/captcha-widget';
import { FormField, fieldAria, inputClassName } from '../../../ui/form-field';
import { PasswordInput } from '../../../ui/password-input';
import { useSignIn } from '../api/sign-in';
import { failureMessage, isRateLimited } from '../lib/auth-errors';

export interface SignInFormProps {
  portal: Portal;
  onSignedIn: (user: AccountUser) => void;
  /** The password was right and the account has two-factor on: ask for a code. */
  onTwoFactor: () => void;
  /** Shown between the password field and the submit button ('Forgot your password?'). */
  extra?: ReactNode;
}

/** Email, password and the human check; shared by the business and admin logins. */
export function SignInForm({ portal, onSignedIn, onTwoFactor, extra }: SignInFormProps) {
  const captchaRef = useRef<CaptchaWidgetHandle>(null);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const signIn = useSignIn();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });

  const onValid = (values: SignInInput) => {
    if (!captcha) {
      toast.error(authMessages.captchaMissing);
      return;
    }
    signIn.mutate(
      { ...values, captcha, portal },
      {
        onSuccess: (result) => {
          if (result.status === 'two_factor_required') {
            onTwoFactor();
            return;
          }
          toast.success(authMessages.loginSuccess);
          onSignedIn(result.user);
        },
        onError: (error) => {
          if (isRateLimited(error)) toast.error(authMessages.tooManyAttempts);
          else
            toast.error(authMessages.loginFailed, {
              description: failureMessage(error, authMessages.invalidCredentials),
            });
        },
        onSettled: () => captchaRef.current?.reset(),
      },
    );
  };

  const id = `${portal}-sign-in`;
  const emailError = errors.email?.message;
  const passwordError = errors.password?.message;
  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="flex flex-col gap-5">
      <FormField id={`${id}-email`} label="Email" required error={emailError}>
        <input
          {...register('email')}
          {...fieldAria(`${id}-email`, { error: emailError })}
          type="email"
          autoComplete="username"
          inputMode="email"
          aria-required="true"
          maxLength={254}
          className={inputClassName}
        />
      </FormField>
      <FormField id={`${id}-password`} label="Password" required error={passwordError}>
        <PasswordInput
          {...register('password')}
          {...fieldAria(`${id}-password`, { error: passwordError })}
          autoComplete="current-password"
          aria-required="true"
          maxLength={128}
        />
      </FormField>
      {extra}
      <CaptchaWidget ref={captchaRef} onChange={setCaptcha} />
      <Button type="submit" size="lg" disabled={signIn.isPending} className="w-full">
        <LogIn aria-hidden="true" />
        {signIn.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
