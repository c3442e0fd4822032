import type { Db } from '../../db/client.js';
import { emailOutbox } from '../../db/schema/index.js';

export interface OutgoingEmail {
  /** What the message is, for the mailbox and logs: 'password_reset', 'contact_received', ... */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers: List-Unsubscribe and List-Unsubscribe-Post on a report (RFC 8058). */
  headers?: Record<string, string>;
}

/**
 * Queues an e-mail in the outbox. Call it with the transaction of the event the
 * mail is about, so the message exists exactly when the event does; the delivery
 * worker sends it later and retries when SMTP is down.
 */
export async function enqueueEmail(db: Db, email: OutgoingEmail): Promise<number> {
  const [row] = await db
    .insert(emailOutbox)
    .values({
      kind: email.kind,
      toAddress: email.to,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html ?? null,
      headers: email.headers ?? null,
    })
    .returning({ id: emailOutbox.id });
  return row.id;
}
