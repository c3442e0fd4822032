import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, Send } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { type FieldErrors, type Path, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { authMessages, type ClaimInput, claimSchema } from '../../../../domain/accounts';
import { CATEGORIES } from '../../../../domain/categories';
import { isApiError } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { CaptchaWidget, type CaptchaWidgetHandle } from '../../../ui/captcha-widget';
import { FormField, fieldAria, inputClassName } from '../../../ui/form-field';
import { PasswordInput } from '../../../ui/password-input';
import { useClaimBusiness } from '../api/claim-business';
import { failureMessage, isRateLimited } from '../lib/auth-errors';

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

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-1 text-sm font-semibold tracking-wide text-brand-800 uppercase">
        {title}
      </legend>
      {children}
    </fieldset>
  );
}

/**
 * 'Claim My Business': creates the owner's account at once and a claim for an
 * admin to approve. Signing in before approval shows 'No Business Found'.
 */
export function ClaimBusinessForm({ onDone }: { onDone: () => void }) {
  const captchaRef = useRef<CaptchaWidgetHandle>(null);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState<string | null>(null);
  const claim = useClaimBusiness();
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors },
  } = useForm<ClaimInput, unknown, ClaimValues>({
    resolver: zodResolver(claimSchema),
    defaultValues: EMPTY,
  });

  const password = watch('password');
  const confirmPassword = watch('confirmPassword');
  const mismatch = Boolean(confirmPassword) && password !== confirmPassword;

  const onInvalid = (invalid: FieldErrors<ClaimInput>) => {
    const alert = Object.values(invalid)
      .map((e) => e?.message)
      .find((m): m is string => typeof m === 'string' && ALERTS.includes(m));
    if (alert) toast.error(alert);
  };

  const onValid = (values: ClaimValues) => {
    if (!captcha) {
      toast.error(authMessages.captchaMissing);
      return;
    }
    claim.mutate(
      { ...(values as ClaimInput), captcha },
      {
        onSuccess: () => {
          toast.success(authMessages.signUpSuccess);
          setSubmitted(values.ownerEmail);
        },
        onError: (error) => {
          if (isRateLimited(error)) {
            toast.error(authMessages.tooManyAttempts);
            return;
          }
          const message = failureMessage(error, 'Unknown error occurred').replace(/\.$/, '');
          toast.error(authMessages.claimFailed(message));
          if (isApiError(error) && error.fields) {
            for (const [field, text] of Object.entries(error.fields)) {
              if (field in EMPTY) setError(field as Path<ClaimInput>, { message: String(text) });
            }
          }
        },
        onSettled: () => captchaRef.current?.reset(),
      },
    );
  };

  if (submitted) {
    return (
      <div
        role="status"
        className="flex flex-col items-center gap-3 rounded-xl bg-brand-50 p-6 text-center"
      >
        <CircleCheck aria-hidden="true" className="size-9 text-brand-700" />
        <p className="font-semibold text-stone-900">{authMessages.signUpSuccess}</p>
        <p className="text-sm text-stone-600">
          We sent a confirmation to <span className="font-medium text-stone-800">{submitted}</span>.
          Our team reviews every claim; you can sign in now, and your listing appears in your portal
          once the claim is approved.
        </p>
        <Button onClick={onDone} className="mt-2">
          Sign in
        </Button>
      </div>
    );
  }

  const text = (
    name: Exclude<Path<ClaimInput>, 'category' | 'password' | 'confirmPassword'>,
    label: string,
    options: {
      required?: boolean;
      type?: string;
      autoComplete?: string;
      inputMode?: 'email' | 'tel' | 'url' | 'numeric' | 'text';
      maxLength?: number;
      className?: string;
    } = {},
  ) => {
    const id = `claim-${name}`;
    const error = errors[name]?.message;
    return (
      <FormField
        id={id}
        label={label}
        required={options.required}
        error={error}
        className={options.className}
      >
        <input
          {...register(name)}
          {...fieldAria(id, { error })}
          type={options.type ?? 'text'}
          autoComplete={options.autoComplete}
          inputMode={options.inputMode}
          aria-required={options.required ? 'true' : undefined}
          maxLength={options.maxLength ?? 200}
          className={inputClassName}
        />
      </FormField>
    );
  };

  const categoryError = errors.category?.message;
  const passwordError = errors.password?.message;
  const confirmError = mismatch
    ? authMessages.passwordsDoNotMatchInline
    : errors.confirmPassword?.message === authMessages.passwordsDoNotMatch
      ? authMessages.passwordsDoNotMatchInline
      : errors.confirmPassword?.message;

  return (
    <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="flex flex-col gap-7">
      <p className="text-sm text-stone-600">
        Tell us about your business and create your owner account. An admin checks every claim
        before the listing is linked to you.
      </p>
      <Section title="Your business">
        {text('businessName', 'Business Name', {
          required: true,
          autoComplete: 'organization',
          maxLength: 120,
        })}
        <FormField id="claim-category" label="Category" required error={categoryError}>
          <select
            {...register('category')}
            {...fieldAria('claim-category', { error: categoryError })}
            aria-required="true"
            className={inputClassName}
          >
            <option value="">Select a category</option>
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </FormField>
        {text('address', 'Address', { autoComplete: 'street-address' })}
        <div className="grid gap-4 sm:grid-cols-[1fr_5rem_7rem]">
          {text('city', 'City', { required: true, autoComplete: 'address-level2', maxLength: 80 })}
          {text('state', 'State', {
            required: true,
            autoComplete: 'address-level1',
            maxLength: 40,
          })}
          {text('zip', 'ZIP Code', {
            required: true,
            autoComplete: 'postal-code',
            inputMode: 'numeric',
            maxLength: 10,
          })}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('businessPhone', 'Business Phone', {
            required: true,
            type: 'tel',
            inputMode: 'tel',
            maxLength: 30,
          })}
          {text('businessEmail', 'Business Email', {
            required: true,
            type: 'email',
            inputMode: 'email',
            maxLength: 254,
          })}
        </div>
        {text('website', 'Website', { type: 'url', inputMode: 'url', autoComplete: 'url' })}
      </Section>

      <Section title="Your account">
        {text('ownerName', 'Full Name', { required: true, autoComplete: 'name', maxLength: 100 })}
        <div className="grid gap-4 sm:grid-cols-2">
          {text('ownerEmail', 'Email', {
            required: true,
            type: 'email',
            inputMode: 'email',
            autoComplete: 'email',
            maxLength: 254,
          })}
          {text('ownerPhone', 'Phone', {
            required: true,
            type: 'tel',
            inputMode: 'tel',
            autoComplete: 'tel',
            maxLength: 30,
          })}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id="claim-password"
            label="Password"
            required
            error={passwordError}
            hint="8+ characters with upper and lower case, a number and one of @$!%*?&"
          >
            <PasswordInput
              {...register('password')}
              {...fieldAria('claim-password', { error: passwordError, hint: true })}
              autoComplete="new-password"
              aria-required="true"
              maxLength={128}
            />
          </FormField>
          <FormField
            id="claim-confirmPassword"
            label="Confirm Password"
            required
            error={confirmError}
          >
            <PasswordInput
              {...register('confirmPassword')}
              {...fieldAria('claim-confirmPassword', { error: confirmError })}
              autoComplete="new-password"
              aria-required="true"
              maxLength={128}
            />
          </FormField>
        </div>
      </Section>

      <Section title="Anything else?">
        <FormField id="claim-message" label="Message" error={errors.message?.message}>
          <textarea
            {...register('message')}
            {...fieldAria('claim-message', { error: errors.message?.message })}
            rows={3}
            maxLength={2000}
            className={inputClassName}
          />
        </FormField>
      </Section>

      <CaptchaWidget ref={captchaRef} onChange={setCaptcha} />
      <Button type="submit" size="lg" disabled={claim.isPending} className="w-full">
        <Send aria-hidden="true" />
        {claim.isPending ? 'Submitting...' : 'Submit Claim'}
      </Button>
    </form>
  );
}
