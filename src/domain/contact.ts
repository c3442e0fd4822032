/**
 * The contact form's contract (spec 000: Contact; section 5), shared by the server's
 * validator and the form. A missing required field answers the spec's one message;
 * lengths use the generic validator's messages.
 */
import { z } from 'zod';
import {
  EMAIL_PATTERN,
  messages,
  optionalText,
  PHONE_PATTERN,
  requiredText,
} from './validation.js';

export const CONTACT_MISSING_TITLE = 'Missing Information';
export const CONTACT_MISSING_MESSAGE = 'Please fill in all required fields.';

export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  subject: 200,
  message: 5000,
} as const;

export const contactFormSchema = z.object({
  name: requiredText('Name', CONTACT_LIMITS.name, CONTACT_MISSING_MESSAGE),
  email: requiredText('Email', CONTACT_LIMITS.email, CONTACT_MISSING_MESSAGE).regex(
    EMAIL_PATTERN,
    messages.email,
  ),
  phone: optionalText('Phone', CONTACT_LIMITS.phone).refine(
    (value) => value === null || PHONE_PATTERN.test(value),
    messages.phone,
  ),
  subject: optionalText('Subject', CONTACT_LIMITS.subject),
  message: requiredText('Message', CONTACT_LIMITS.message, CONTACT_MISSING_MESSAGE),
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
