/** What an API test reads of the e-mails the server queued. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { emailOutbox } from '../db/schema/index.js';

/** The e-mails of `kind` queued for `to`, oldest first: subject, text and HTML. */
export function mailsTo(db: Db, to: string, kind: string) {
  return db
    .select({
      subject: emailOutbox.subject,
      text: emailOutbox.textBody,
      html: emailOutbox.htmlBody,
    })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, kind)))
    .orderBy(emailOutbox.id);
}

/** The newest e-mail of `kind` queued for `to`. */
export async function newestMailTo(db: Db, to: string, kind: string) {
  const mails = await mailsTo(db, to, kind);
  return mails[mails.length - 1];
}
