import { type MailboxPage, mailboxMessages } from '#domain/mailbox.js';
import type { PageRequest } from '#domain/paging.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/app-error.js';
import { assertCan, type SessionUser } from '../../platform/auth/guards.js';
import { countOutbox, selectOutbox } from './mailbox.queries.js';

/**
 * Who may read the mailbox, in every mode: signed-in admins (401 signed out, 403
 * anyone else), and nobody when a real SMTP server is configured (404), since the
 * messages hold reset links and people's contact details.
 */
export function assertCanReadMailbox(config: Pick<Config, 'smtpUrl'>, user: SessionUser | null) {
  assertCan(user, 'read:mailbox:any');
  if (config.smtpUrl) throw new AppError('not_found', mailboxMessages.off);
}

/** Every message of the e-mail outbox, newest first. */
export async function listMailbox({
  db,
  page,
}: {
  db: Db;
  page: PageRequest;
}): Promise<MailboxPage> {
  const [rows, total] = await Promise.all([selectOutbox(db, page), countOutbox(db)]);
  const items = rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  }));
  return { items, total };
}
