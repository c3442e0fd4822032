/**
 * The mailbox: with no SMTP server configured, the e-mail outbox is where messages
 * are delivered, and admins read it as a page (GET /api/mailbox and /access). With
 * SMTP_URL set it is off for everyone: mail goes out and is read in real inboxes.
 */
export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export interface MailboxMessage {
  id: number;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  /** ISO 8601 */
  createdAt: string;
  sentAt: string | null;
}

export interface MailboxPage {
  items: MailboxMessage[];
  total: number;
}

/** May this visitor read the mailbox? Always answered with 200, so a refusal needs no failed request. */
export interface MailboxAccess {
  allowed: boolean;
  reason: 'signed_out' | 'forbidden' | 'off' | null;
  message: string | null;
}

/** A page of the mailbox as the page shows it. */
export const MAILBOX_PAGE_SIZE = 25;

export const mailboxMessages = {
  off: 'The mailbox is off: this server sends e-mail over SMTP, so messages are read in their recipients’ inboxes, not here.',
} as const;
