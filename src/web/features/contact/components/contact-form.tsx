import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useRef, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { toast } from 'sonner';
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
} from '../../../../domain/contact';
import { messages } from '../../../../domain/validation';
import { isApiError } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { CaptchaWidget, type CaptchaWidgetHandle } from '../../../ui/captcha-widget';
import { FormField, fieldAria, inputClassName } from '../../../ui/form-field';
import { useSendContactMessage } from '../api/send-contact-message';

const EMPTY: ContactFormInput = { name: '', email: '', phone: '', subject: '', message: '' };

const LABELS = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  subject: 'Subject',
  message: 'Message',
} as const;

type Field = keyof typeof LABELS;

/** A field's own line under it; the form-wide 'Missing Information' goes to the toast. */
function fieldError(errors: FieldErrors<ContactFormInput>, field: Field): string | undefined {
  const message = errors[field]?.message;
  if (!message) return undefined;
  return message === CONTACT_MISSING_MESSAGE ? messages.required(LABELS[field]) : message;
}

/** A 4xx carries a message meant for the visitor (rate limit, verification); else the spec's. */
function failureMessage(error: unknown): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return error.message;
  return CONTACT_FAILED_MESSAGE;
}

export function ContactForm() {
  const captchaRef = useRef<CaptchaWidgetHandle>(null);
  const [captcha, setCaptcha] = useState<string | null>(null);
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
    if (missing) toast.error(CONTACT_MISSING_TITLE, { description: CONTACT_MISSING_MESSAGE });
  };

  const onValid = (values: ContactFormValues) => {
    if (!captcha) {
      toast.error('Verification Required', { description: 'Please complete the verification.' });
      return;
    }
    send.mutate(
      { ...values, captcha },
      {
        onSuccess: () => {
          toast.success(CONTACT_SENT_TITLE, { description: CONTACT_SENT_MESSAGE });
          reset(EMPTY);
        },
        onError: (error) => {
          toast.error(CONTACT_FAILED_TITLE, { description: failureMessage(error) });
        },
        // A solution works once, whatever the answer was.
        onSettled: () => captchaRef.current?.reset(),
      },
    );
  };

  const sending = send.isPending;
  const nameError = fieldError(errors, 'name');
  const emailError = fieldError(errors, 'email');
  const phoneError = fieldError(errors, 'phone');
  const subjectError = fieldError(errors, 'subject');
  const messageError = fieldError(errors, 'message');

  return (
    <form
      noValidate
      aria-labelledby="contact-form-heading"
      onSubmit={handleSubmit(onValid, onInvalid)}
      className="flex flex-col gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-name" label="Name" required error={nameError}>
          <input
            {...register('name')}
            {...fieldAria('contact-name', { error: nameError })}
            type="text"
            autoComplete="name"
            aria-required="true"
            maxLength={CONTACT_LIMITS.name}
            className={inputClassName}
          />
        </FormField>
        <FormField id="contact-email" label="Email" required error={emailError}>
          <input
            {...register('email')}
            {...fieldAria('contact-email', { error: emailError })}
            type="email"
            autoComplete="email"
            inputMode="email"
            aria-required="true"
            maxLength={CONTACT_LIMITS.email}
            className={inputClassName}
          />
        </FormField>
        <FormField id="contact-phone" label="Phone" error={phoneError}>
          <input
            {...register('phone')}
            {...fieldAria('contact-phone', { error: phoneError })}
            type="tel"
            autoComplete="tel"
            maxLength={CONTACT_LIMITS.phone}
            className={inputClassName}
          />
        </FormField>
        <FormField id="contact-subject" label="Subject" error={subjectError}>
          <input
            {...register('subject')}
            {...fieldAria('contact-subject', { error: subjectError })}
            type="text"
            maxLength={CONTACT_LIMITS.subject}
            className={inputClassName}
          />
        </FormField>
      </div>
      <FormField
        id="contact-message"
        label="Message"
        required
        error={messageError}
        hint={`Up to ${CONTACT_LIMITS.message.toLocaleString('en-US')} characters.`}
      >
        <textarea
          {...register('message')}
          {...fieldAria('contact-message', { error: messageError, hint: true })}
          rows={6}
          aria-required="true"
          maxLength={CONTACT_LIMITS.message}
          className={`${inputClassName} min-h-36 resize-y`}
        />
      </FormField>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-medium text-stone-800">
          Verification
          <span aria-hidden="true" className="ml-0.5 text-brand-700">
            *
          </span>
        </legend>
        <CaptchaWidget ref={captchaRef} onChange={setCaptcha} />
      </fieldset>
      <div className="flex flex-col gap-3 border-t border-stone-100 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-stone-500">
          <span aria-hidden="true" className="text-brand-700">
            *
          </span>{' '}
          Required fields
        </p>
        <Button type="submit" size="lg" disabled={sending} aria-busy={sending || undefined}>
          <Send aria-hidden="true" />
          {sending ? 'Sending...' : 'Send Message'}
        </Button>
      </div>
    </form>
  );
}
