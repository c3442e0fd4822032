/**
 * The contact form's contract (spec 000: Contact; section 5), shared by the server's
 * validator and the form. A missing required field answers the spec's one message;
 * lengths use the generic validator's messages.
 */
import { z } from 'zod';
import { messages, PHONE_PATTERN } from './validation.js';

export const CONTACT_MISSING_TITLE = 'Missing Information';
export const CONTACT_MISSING_MESSAGE = 'Please fill in all required fields.';

export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  subject: 200,
  message: 5000,
} as const;

// A plain ASCII address, as the generic validator's email rule.
const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

function required(field: string, max: number) {
  return z
    .string({ error: CONTACT_MISSING_MESSAGE })
    .trim()
    .min(1, CONTACT_MISSING_MESSAGE)
    .max(max, messages.maxLength(field, max));
}

/** Empty, blank or absent becomes null (the spec stores empty optional values as null). */
function optional(field: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, messages.maxLength(field, max))
    .nullish()
    .transform((value) => (value ? value : null));
}

export const contactFormSchema = z.object({
  name: required('Name', CONTACT_LIMITS.name),
  email: required('Email', CONTACT_LIMITS.email).regex(EMAIL_PATTERN, messages.email),
  phone: optional('Phone', CONTACT_LIMITS.phone).refine(
    (value) => value === null || PHONE_PATTERN.test(value),
    messages.phone,
  ),
  subject: optional('Subject', CONTACT_LIMITS.subject),
  message: required('Message', CONTACT_LIMITS.message),
});

/** What the browser sends: the form plus the solved human check. */
export const contactRequestSchema = contactFormSchema.extend({
  captcha: z.string().max(10_000).nullish(),
});

export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactForm = z.output<typeof contactFormSchema>;
export type ContactRequest = z.input<typeof contactRequestSchema>;

export const CONTACT_SENT_TITLE = 'Message Sent!';
export const CONTACT_SENT_MESSAGE = "Thank you for contacting us. We'll get back to you soon.";
export const CONTACT_FAILED_TITLE = 'Error';
export const CONTACT_FAILED_MESSAGE = 'Failed to send message. Please try again.';
