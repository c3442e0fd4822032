import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { type FieldErrors, useForm } from 'react-hook-form';
import {
  CONTACT_FAILED_MESSAGE,
  CONTACT_FAILED_TITLE,
  CONTACT_LIMITS,
  CONTACT_MISSING_MESSAGE,
  CONTACT_MISSING_TITLE,
  CONTACT_SENT_MESSAGE,
  CONTACT_SENT_TITLE,
  type ContactFormInput,
  type ContactForm as ContactFormValues,
  contactFormSchema,
} from '#domain/contact.js';
import { messages } from '#domain/validation.js';
import { toastFailure } from '#web/lib/failure-toast.js';
import { formatNumber, translated } from '#web/lib/i18n.js';
import { toast } from '#web/lib/toast.js';
import { CaptchaWidget } from '#web/ui/captcha-widget.js';
import { EmailField } from '#web/ui/email-field.js';
import { PhoneField } from '#web/ui/phone-field.js';
import { SubmitButton } from '#web/ui/submit-button.js';
import { TextAreaField } from '#web/ui/text-area-field.js';
import { TextField } from '#web/ui/text-field.js';
import { useCaptcha } from '#web/ui/use-captcha.js';
import { useSendContactMessage } from '../api/send-contact-message';
import { t } from '../i18n';

const EMPTY: ContactFormInput = { name: '', email: '', phone: '', subject: '', message: '' };

/** The fields' names as the domain's messages write them ('Name is required'). */
const LABELS = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  subject: 'Subject',
  message: 'Message',
} as const;

type Field = keyof typeof LABELS;

/**
 * A field's own line under it, in the page's language; the form-wide 'Missing
 * Information' goes to the toast.
 */
function fieldError(errors: FieldErrors<ContactFormInput>, field: Field): string | undefined {
  const message = errors[field]?.message;
  if (!message) return undefined;
  return translated(
    message === CONTACT_MISSING_MESSAGE ? messages.required(LABELS[field]) : message,
  );
}

export function ContactForm() {
  const captcha = useCaptcha();
  const send = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: EMPTY,
  });

  const onInvalid = (invalid: FieldErrors<ContactFormInput>) => {
    const missing = Object.values(invalid).some((e) => e?.message === CONTACT_MISSING_MESSAGE);
    if (missing) {
      toast.error(translated(CONTACT_MISSING_TITLE), {
        description: translated(CONTACT_MISSING_MESSAGE),
      });
    }
  };

  const onValid = (values: ContactFormValues) => {
    if (!captcha.token) {
      toast.error(t('contact.form.verificationRequired'), {
        description: t('contact.form.completeVerification'),
      });
      return;
    }
    send.mutate(
      { ...values, captcha: captcha.token },
      {
        onSuccess: () => {
          toast.success(translated(CONTACT_SENT_TITLE), {
            description: translated(CONTACT_SENT_MESSAGE),
          });
          reset(EMPTY);
        },
        // A 4xx carries a message meant for the visitor (rate limit, verification).
        onError: (error) =>
          toastFailure(translated(CONTACT_FAILED_MESSAGE), error, translated(CONTACT_FAILED_TITLE)),
        // A solution works once, whatever the answer was.
        onSettled: captcha.reset,
      },
    );
  };

  // Each field's id is `contact-<name>`, its error the line fieldError picks.
  const field = (name: Field) => ({
    ...register(name),
    id: `contact-${name}`,
    label: t(`contact.form.${name}`),
    error: fieldError(errors, name),
  });
  const sending = send.isPending;
  return (
    <form
      noValidate
      aria-labelledby="contact-form-heading"
      onSubmit={handleSubmit(onValid, onInvalid)}
      className="flex flex-col gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...field('name')}
          required
          autoComplete="name"
          maxLength={CONTACT_LIMITS.name}
        />
        <EmailField
          {...field('email')}
          required
          autoComplete="email"
          maxLength={CONTACT_LIMITS.email}
        />
        <PhoneField {...field('phone')} autoComplete="tel" maxLength={CONTACT_LIMITS.phone} />
        <TextField {...field('subject')} maxLength={CONTACT_LIMITS.subject} />
      </div>
      <TextAreaField
        {...field('message')}
        required
        hint={t('contact.form.messageHint', { count: formatNumber(CONTACT_LIMITS.message) })}
        rows={6}
        maxLength={CONTACT_LIMITS.message}
        className="min-h-36 resize-y"
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-medium text-stone-800">
          {t('contact.form.verification')}
          <span aria-hidden="true" className="ml-0.5 text-brand-700">
            *
          </span>
        </legend>
        <CaptchaWidget {...captcha.widgetProps} />
      </fieldset>
      <div className="flex flex-col gap-3 border-t border-stone-100 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-stone-500">
          <span aria-hidden="true" className="text-brand-700">
            *
          </span>{' '}
          {t('contact.form.requiredFields')}
        </p>
        <SubmitButton
          busy={sending}
          busyLabel={t('contact.form.sending')}
          icon={Send}
          size="lg"
          aria-busy={sending || undefined}
        >
          {t('contact.form.send')}
        </SubmitButton>
      </div>
    </form>
  );
}
