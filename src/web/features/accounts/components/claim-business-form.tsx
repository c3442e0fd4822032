import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, Send } from 'lucide-react';
import { useState } from 'react';
import { type FieldErrors, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { authMessages, type ClaimInput, claimSchema } from '#domain/accounts.js';
import { refusalMessage } from '#web/lib/api-client.js';
import { categoryOptions } from '#web/lib/directory-words.js';
import { translated } from '#web/lib/i18n.js';
import { richText } from '#web/lib/rich-text.js';
import { fieldProps, setServerErrors } from '#web/lib/schema-form.js';
import { toast } from '#web/lib/toast.js';
import { Button } from '#web/ui/button.js';
import { CaptchaWidget } from '#web/ui/captcha-widget.js';
import { EmailField } from '#web/ui/email-field.js';
import { FormOutcome } from '#web/ui/form-outcome.js';
import { FormSection } from '#web/ui/form-section.js';
import { PasswordField } from '#web/ui/password-field.js';
import { PhoneField } from '#web/ui/phone-field.js';
import { SelectField } from '#web/ui/select-field.js';
import { CardSubmitButton } from '#web/ui/submit-button.js';
import { TextAreaField } from '#web/ui/text-area-field.js';
import { TextField } from '#web/ui/text-field.js';
import { useCaptcha } from '#web/ui/use-captcha.js';
import { useClaimBusiness } from '../api/claim-business';
import { t } from '../i18n';
import { isRateLimited } from '../lib/auth-errors';

type ClaimValues = z.output<typeof claimSchema>;

const EMPTY: ClaimInput = {
  businessName: '',
  category: '' as ClaimInput['category'],
  address: '',
  city: '',
  state: 'TX',
  zip: '',
  businessPhone: '',
  businessEmail: '',
  website: '',
  description: '',
  ownerName: '',
  ownerEmail: '',
  ownerPhone: '',
  password: '',
  confirmPassword: '',
  message: '',
};

/** The claim form's two alerts (spec 001 section 5) are toasts as well as inline errors. */
const ALERTS: string[] = [authMessages.passwordsDoNotMatch, authMessages.claimPasswordTooShort];

/**
 * 'Claim My Business': creates the owner's account at once and a claim for an
 * admin to approve. Signing in before approval shows 'No Business Found'.
 */
export function ClaimBusinessForm({ onDone }: { onDone: () => void }) {
  const captcha = useCaptcha();
  const [submitted, setSubmitted] = useState<string | null>(null);
  const claim = useClaimBusiness();
  const form = useForm<ClaimInput, unknown, ClaimValues>({
    resolver: zodResolver(claimSchema),
    defaultValues: EMPTY,
  });

  const password = form.watch('password');
  const confirmPassword = form.watch('confirmPassword');
  const mismatch = Boolean(confirmPassword) && password !== confirmPassword;

  const onInvalid = (invalid: FieldErrors<ClaimInput>) => {
    const alert = Object.values(invalid)
      .map((e) => e?.message)
      .find((m): m is string => typeof m === 'string' && ALERTS.includes(m));
    if (alert) toast.error(translated(alert));
  };

  const onValid = (values: ClaimValues) => {
    if (!captcha.token) {
      toast.error(translated(authMessages.captchaMissing));
      return;
    }
    claim.mutate(
      { ...(values as ClaimInput), captcha: captcha.token },
      {
        onSuccess: () => {
          toast.success(translated(authMessages.signUpSuccess));
          setSubmitted(values.ownerEmail);
        },
        onError: (error) => {
          if (isRateLimited(error)) {
            toast.error(translated(authMessages.tooManyAttempts));
            return;
          }
          const message = refusalMessage(error, t('accounts.claim.unknownError')).replace(
            /\.$/,
            '',
          );
          toast.error(translated(authMessages.claimFailed(message)));
          setServerErrors(form.setError, error, Object.keys(EMPTY) as Path<ClaimInput>[]);
        },
        onSettled: captcha.reset,
      },
    );
  };

  if (submitted) {
    return (
      <FormOutcome
        tinted
        icon={CircleCheck}
        title={translated(authMessages.signUpSuccess)}
        action={
          <Button onClick={onDone} className="mt-2">
            {t('accounts.signInLink')}
          </Button>
        }
      >
        {richText(t('accounts.claim.sent', { email: submitted }), [
          <span key="email" className="font-medium text-stone-800" />,
        ])}
      </FormOutcome>
    );
  }

  // Each field's id is `claim-<name>`, its error the schema's message for that name.
  // Its label is the one the schema's messages name ('Business Name is required'), in the page's language.
  const field = (name: Path<ClaimInput>, label: string) => ({
    ...fieldProps(form, name, `claim-${name}`),
    label: translated(label),
  });
  const confirmMessage = mismatch
    ? authMessages.passwordsDoNotMatchInline
    : form.formState.errors.confirmPassword?.message === authMessages.passwordsDoNotMatch
      ? authMessages.passwordsDoNotMatchInline
      : form.formState.errors.confirmPassword?.message;
  const confirmError = confirmMessage && translated(confirmMessage);

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onValid, onInvalid)}
      className="flex flex-col gap-7"
    >
      <p className="text-sm text-stone-600">{t('accounts.claim.intro')}</p>
      <FormSection title={t('accounts.claim.yourBusiness')}>
        <TextField
          {...field('businessName', 'Business Name')}
          required
          autoComplete="organization"
          maxLength={120}
        />
        <SelectField
          {...field('category', 'Category')}
          required
          emptyLabel={t('accounts.claim.selectCategory')}
          options={categoryOptions()}
        />
        <TextField {...field('address', 'Address')} autoComplete="street-address" maxLength={200} />
        <div className="grid gap-4 sm:grid-cols-[1fr_5rem_7rem]">
          <TextField
            {...field('city', 'City')}
            required
            autoComplete="address-level2"
            maxLength={80}
          />
          <TextField
            {...field('state', 'State')}
            required
            autoComplete="address-level1"
            maxLength={40}
          />
          <TextField
            {...field('zip', 'ZIP Code')}
            required
            autoComplete="postal-code"
            inputMode="numeric"
            maxLength={10}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <PhoneField {...field('businessPhone', 'Business Phone')} required />
          <EmailField {...field('businessEmail', 'Business Email')} required />
        </div>
        <TextField
          {...field('website', 'Website')}
          type="url"
          inputMode="url"
          autoComplete="url"
          maxLength={200}
        />
      </FormSection>

      <FormSection title={t('accounts.claim.yourAccount')}>
        <TextField
          {...field('ownerName', 'Full Name')}
          required
          autoComplete="name"
          maxLength={100}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <EmailField {...field('ownerEmail', 'Email')} required autoComplete="email" />
          <PhoneField {...field('ownerPhone', 'Phone')} required autoComplete="tel" />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <PasswordField
            {...field('password', 'Password')}
            hint={t('accounts.password.hint')}
            autoComplete="new-password"
          />
          <PasswordField
            {...field('confirmPassword', 'Confirm Password')}
            error={confirmError}
            autoComplete="new-password"
          />
        </div>
      </FormSection>

      <FormSection title={t('accounts.claim.anythingElse')}>
        <TextAreaField {...field('message', 'Message')} rows={3} maxLength={2000} />
      </FormSection>

      <CaptchaWidget {...captcha.widgetProps} />
      <CardSubmitButton busy={claim.isPending} busyLabel={t('accounts.submitting')} icon={Send}>
        {t('accounts.claim.submit')}
      </CardSubmitButton>
    </form>
  );
}
