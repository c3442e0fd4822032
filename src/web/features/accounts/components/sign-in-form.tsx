import { zodResolver } from '@hookform/resolvers/zod';
import { LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import {
  type AccountUser,
  authMessages,
  type Portal,
  type SignInInput,
  signInSchema,
} from '#domain/accounts.js';
import { translated } from '#web/lib/i18n.js';
import { fieldProps } from '#web/lib/schema-form.js';
import { toast } from '#web/lib/toast.js';
import { CaptchaWidget } from '#web/ui/captcha-widget.js';
import { EmailField } from '#web/ui/email-field.js';
import { PasswordField } from '#web/ui/password-field.js';
import { CardSubmitButton } from '#web/ui/submit-button.js';
import { useCaptcha } from '#web/ui/use-captcha.js';
import { useSignIn } from '../api/sign-in';
import { t } from '../i18n';
import { toastAuthFailure } from '../lib/auth-errors';

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
  const captcha = useCaptcha();
  const signIn = useSignIn();
  const form = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });

  const onValid = (values: SignInInput) => {
    if (!captcha.token) {
      toast.error(translated(authMessages.captchaMissing));
      return;
    }
    signIn.mutate(
      { ...values, captcha: captcha.token, portal },
      {
        onSuccess: (result) => {
          if (result.status === 'two_factor_required') {
            onTwoFactor();
            return;
          }
          toast.success(translated(authMessages.loginSuccess));
          onSignedIn(result.user);
        },
        onError: (error) =>
          toastAuthFailure(error, {
            title: translated(authMessages.loginFailed),
            fallback: translated(authMessages.invalidCredentials),
          }),
        onSettled: captcha.reset,
      },
    );
  };

  const id = `${portal}-sign-in`;
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="flex flex-col gap-5">
      <EmailField
        {...fieldProps(form, 'email', `${id}-email`)}
        label={translated('Email')}
        required
        autoComplete="username"
      />
      <PasswordField
        {...fieldProps(form, 'password', `${id}-password`)}
        label={translated('Password')}
        autoComplete="current-password"
      />
      {extra}
      <CaptchaWidget {...captcha.widgetProps} />
      <CardSubmitButton busy={signIn.isPending} busyLabel={t('accounts.signIn.busy')} icon={LogIn}>
        {t('accounts.signIn.submit')}
      </CardSubmitButton>
    </form>
  );
}
