import { count, desc } from 'drizzle-orm';
import type { PageRequest } from '#domain/paging.js';
import type { Db } from '../../db/client.js';
import { emailOutbox } from '../../db/schema/index.js';

export async function selectOutbox(db: Db, { limit, offset }: PageRequest) {
  return db
    .select({
      id: emailOutbox.id,
      kind: emailOutbox.kind,
      to: emailOutbox.toAddress,
      subject: emailOutbox.subject,
      text: emailOutbox.textBody,
      html: emailOutbox.htmlBody,
      status: emailOutbox.status,
      attempts: emailOutbox.attempts,
      lastError: emailOutbox.lastError,
      createdAt: emailOutbox.createdAt,
      sentAt: emailOutbox.sentAt,
    })
    .from(emailOutbox)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(limit)
    .offset(offset);
}

export async function countOutbox(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(emailOutbox);
  return row.total;
}
