import type { ContactSubmission } from '#domain/contact.js';
import type { MailboxMessage } from '#domain/mailbox.js';
import { builder } from './builder.js';
import { A_DATE, anId, nextNumber } from './ids.js';

export const aContactSubmission = builder<ContactSubmission>(() => ({
  id: anId(),
  name: 'Ana Lopez',
  email: 'ana@example.com',
  phone: null,
  subject: 'My listing',
  message: 'Please update my hours.',
  status: 'unread',
  adminNotes: null,
  respondedAt: null,
  isArchived: false,
  archivedAt: null,
  createdAt: A_DATE,
}));

export const aMailboxMessage = builder<MailboxMessage>(() => ({
  id: nextNumber(),
  kind: 'password_reset',
  to: 'owner@example.com',
  subject: 'Reset your password',
  text: 'Open https://bcs.example/reset-password?token=abc to choose a new password.',
  html: null,
  status: 'sent',
  attempts: 1,
  lastError: null,
  createdAt: A_DATE,
  sentAt: A_DATE,
}));
