import type { MailboxPage } from '../../../domain/mailbox.js';
import type { PageRequest } from '../../../domain/paging.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { countOutbox, selectOutbox } from './mailbox.queries.js';

/**
 * Admins may always read the mailbox. On a development machine (NODE_ENV unset or
 * 'development') anyone may, so a newcomer can follow a password-reset link with
 * neither SMTP nor an admin account. Production and tests never open it.
 */
export function mailboxIsOpenToAll(config: Config): boolean {
  return config.env === 'development';
}

/**
 * Every message of the e-mail outbox, newest first. `delivery` says where a 'sent'
 * message went: out over SMTP, or only into this mailbox (no SMTP_URL).
 */
export async function listMailbox({
  db,
  config,
  page,
}: {
  db: Db;
  config: Config;
  page: PageRequest;
}): Promise<MailboxPage> {
  const [rows, total] = await Promise.all([selectOutbox(db, page), countOutbox(db)]);
  const items = rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  }));
  return { items, total, delivery: config.smtpUrl ? 'smtp' : 'mailbox' };
}
