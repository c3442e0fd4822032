/**
 * Our copies of sent mail have an end (issue 30 point 5, decision 030): an employer's
 * copy of an application holds the applicant's name, address, phone and letter, so it
 * must not outlive the application. Sent and finally failed messages are deleted
 * SENT_MAIL_RETENTION_DAYS after they were written; pending ones are still on their way.
 */
import { and, eq, inArray, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { emailOutbox } from '../../db/schema/index.js';
import type { Logger } from '../logger.js';
import { logSecurityEvent } from '../security-log.js';

const DAY_MS = 24 * 60 * 60_000;
const BATCH = 1000;

export const SENT_MAIL_DELETED_ACTION = 'sent_mail_deleted_by_retention';

export async function deleteOldSentMail({
  db,
  days,
  logger,
  now = new Date(),
}: {
  db: Db;
  /** SENT_MAIL_RETENTION_DAYS. */
  days: number;
  logger: Logger;
  now?: Date;
}): Promise<number> {
  const before = new Date(now.getTime() - days * DAY_MS);
  let total = 0;
  for (;;) {
    const deleted = await db.transaction(async (tx) => {
      const due = tx
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(
          or(
            and(eq(emailOutbox.status, 'sent'), lt(emailOutbox.sentAt, before)),
            and(eq(emailOutbox.status, 'failed'), lt(emailOutbox.createdAt, before)),
          ),
        )
        .limit(BATCH);
      const rows = await tx
        .delete(emailOutbox)
        .where(inArray(emailOutbox.id, due))
        .returning({ id: emailOutbox.id });
      if (rows.length > 0) {
        await logSecurityEvent(tx, {
          action: SENT_MAIL_DELETED_ACTION,
          success: true,
          resourceType: 'email',
          metadata: { task: 'maintenance', count: rows.length, retentionDays: days },
        });
      }
      return rows.length;
    });
    total += deleted;
    if (deleted < BATCH) break;
  }
  if (total > 0) logger.info('sent mail deleted after retention', { messages: total, days });
  return total;
}
