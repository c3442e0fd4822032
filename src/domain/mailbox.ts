/** The development mailbox (the e-mail outbox as a page): GET /api/mailbox and /access. */
export type MailStatus = 'pending' | 'sending' | 'sent' | 'failed';

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
  /** Where 'sent' messages went: out over SMTP, or only into this mailbox. */
  delivery: 'smtp' | 'mailbox';
}

/** May this visitor read the mailbox? Always answered with 200, so a refusal needs no failed request. */
export interface MailboxAccess {
  allowed: boolean;
  reason: 'signed_out' | 'forbidden' | null;
  message: string | null;
}
