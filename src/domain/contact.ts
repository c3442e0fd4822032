/**
 * The contact form's contract (spec 000: Contact; section 5), shared by the server's
 * validator and the form. A missing required field answers the spec's one message;
 * lengths use the generic validator's messages.
 */
import { z } from 'zod';
import { pageQueryFields } from './paging.js';
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

// ---- The admin's Contact Forms tab (spec 001 sections 2, 4 and 8) ----

export const CONTACT_STATUSES = ['unread', 'read', 'responded'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
export const CONTACT_PAGE_SIZE = 20;
export const CONTACT_NOTES_MAX = 5000;

export const contactAdminMessages = {
  fetchFailed: 'Failed to fetch contact submissions.',
  updateFailed: 'Failed to update submission.',
  archiveFailed: 'Failed to archive message.',
  updated: 'Contact submission updated successfully.',
  archived: 'Message archived successfully.',
  unarchived: 'Message moved back to active.',
  notFound: 'Contact submission not found',
} as const;

export const contactListQuerySchema = z.object({
  archived: z
    .enum(['true', 'false'], { message: 'Archived must be true or false.' })
    .default('false')
    .transform((v) => v === 'true'),
  ...pageQueryFields({ defaultLimit: CONTACT_PAGE_SIZE }),
});

/** Mark as Responded and the admin's notes; either or both. */
export const contactUpdateSchema = z
  .object({
    status: z.literal('responded', { message: 'Status can only be set to responded.' }).optional(),
    adminNotes: optionalText('Admin Notes', CONTACT_NOTES_MAX).optional(),
  })
  .refine((v) => v.status !== undefined || v.adminNotes !== undefined, {
    message: 'Nothing to update.',
  });
export type ContactUpdateInput = z.input<typeof contactUpdateSchema>;

export interface ContactSubmission {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
  status: ContactStatus;
  adminNotes: string | null;
  respondedAt: string | null;
  isArchived: boolean;
  archivedAt: string | null;
  createdAt: string;
}
