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
  limit,
  offset,
}: {
  db: Db;
  config: Config;
  limit: number;
  offset: number;
}) {
  const [items, total] = await Promise.all([selectOutbox(db, { limit, offset }), countOutbox(db)]);
  return { items, total, delivery: config.smtpUrl ? ('smtp' as const) : ('mailbox' as const) };
}
