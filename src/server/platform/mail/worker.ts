/**
 * Delivers the e-mail outbox (DESIGN: e-mail). Messages are written to email_outbox in
 * the transaction of the event they belong to (enqueueEmail); this worker sends the
 * due ones over SMTP and retries failures with exponential backoff. Several server
 * processes may run it at once: a row is claimed with FOR UPDATE SKIP LOCKED before
 * it is sent, so no message goes out twice. See docs/decisions/004-mail-outbox.md and,
 * for what a crash mid-send can do, 033-crashes-that-lose-nothing.md.
 *
 * Without SMTP_URL nothing leaves the server: the outbox is the mailbox, and due
 * messages are marked sent to it (the mailbox page lists them).
 */
import { sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config.js';
import { type Db, queryRows } from '../../db/client.js';
import type { Logger } from '../logger.js';
import { startPeriodicTask } from '../periodic-task.js';

export const MAX_ATTEMPTS = 6;
const RETRY_BASE_MS = 30_000;
const BATCH_SIZE = 20;
/**
 * How long a claimed row stays ours. A process that dies mid-send leaves the row in
 * 'sending'; once the lease has passed, another worker picks it up again (the
 * message may then arrive twice, never zero times). Far above the SMTP timeouts.
 */
const LEASE_MS = 5 * 60_000;
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

export type MailTransport = Pick<Transporter, 'sendMail'>;

export function createSmtpTransport(smtpUrl: string): Transporter {
  return nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
}

/** Wait before the next try after `attempts` failed ones: 30 s, 1 min, 2 min, 4 min, 8 min. */
export function retryDelayMs(attempts: number): number {
  return RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1);
}

export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
}

interface ClaimedEmail {
  id: number;
  created_at: Date | string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  headers: Record<string, string> | null;
  attempts: number;
}

/**
 * The message's Message-ID, the same on every try: a copy sent again after a crash
 * (the one in flight when the process died) is the same message to the recipient's
 * mail program, which shows it once.
 */
export function outboxMessageId(
  mailFrom: string,
  email: Pick<ClaimedEmail, 'id' | 'created_at'>,
): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'bcslocal.invalid';
  return `<outbox.${email.id}.${new Date(email.created_at).getTime()}@${domain}>`;
}

/** Claims the next due message: ours for the lease, skipped by every other worker. */
async function claimNext(db: Db): Promise<ClaimedEmail | undefined> {
  const [row] = await queryRows<ClaimedEmail>(
    db,
    sql`update email_outbox
        set status = 'sending', next_attempt_at = now() + make_interval(secs => ${LEASE_MS / 1000})
        where id = (
          select id from email_outbox
          where status in ('pending', 'sending') and next_attempt_at <= now()
          order by next_attempt_at, id
          limit 1
          for update skip locked
        )
        returning id, to_address, subject, text_body, html_body, headers, attempts, created_at`,
  );
  return row;
}

/**
 * Messages a dead process had claimed, due again now. Only for a database one process
 * owns (PGlite: the data directory's lock file keeps every other process out), where
 * no claim can belong to a live worker; on PostgreSQL the lease decides.
 */
export async function releaseClaimsOfDeadWorkers(db: Db): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update email_outbox set status = 'pending', next_attempt_at = now()
        where status = 'sending' returning id`,
  );
  return rows.length;
}

/**
 * One pass: sends up to `batchSize` due messages one by one through `transport`, each
 * claimed just before it is sent, so a process that dies mid-pass leaves one message
 * claimed at most (the one it was sending), not the whole batch. With no transport, it
 * marks every due message delivered to the mailbox.
 */
export async function deliverDueEmails({
  db,
  logger,
  mailFrom,
  transport,
  batchSize = BATCH_SIZE,
}: {
  db: Db;
  logger: Logger;
  mailFrom: string;
  transport: MailTransport | null;
  batchSize?: number;
}): Promise<DeliveryReport> {
  if (!transport) {
    const rows = await queryRows<{ id: number }>(
      db,
      sql`update email_outbox set status = 'sent', sent_at = now(), last_error = null
          where status = 'pending' and next_attempt_at <= now()
          returning id`,
    );
    return { sent: rows.length, retrying: 0, failed: 0 };
  }

  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  for (let n = 0; n < batchSize; n++) {
    const email = await claimNext(db);
    if (!email) break;
    try {
      await transport.sendMail({
        messageId: outboxMessageId(mailFrom, email),
        from: mailFrom,
        to: email.to_address,
        subject: email.subject,
        text: email.text_body,
        ...(email.html_body ? { html: email.html_body } : {}),
        ...(email.headers ? { headers: email.headers } : {}),
      });
      // Straight after the relay's answer: a crash between the two sends it again.
      await db.execute(
        sql`update email_outbox set status = 'sent', sent_at = now(), last_error = null
            where id = ${email.id}`,
      );
      report.sent += 1;
    } catch (err) {
      const attempts = email.attempts + 1;
      const giveUp = attempts >= MAX_ATTEMPTS;
      const error = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
      await db.execute(
        sql`update email_outbox
            set attempts = ${attempts},
                last_error = ${error},
                status = ${giveUp ? 'failed' : 'pending'},
                next_attempt_at = now() + make_interval(secs => ${retryDelayMs(attempts) / 1000})
            where id = ${email.id}`,
      );
      if (giveUp) report.failed += 1;
      else report.retrying += 1;
      logger[giveUp ? 'error' : 'warn'](
        giveUp ? 'e-mail delivery failed for good' : 'e-mail delivery failed; will retry',
        { emailId: email.id, attempts, error },
      );
    }
  }
  return report;
}

export interface MailWorker {
  /**
   * Stops the timer and waits (up to a few seconds) for a pass in progress. A send
   * cut short stays 'sending' until its lease passes, then is retried.
   */
  stop(): Promise<void>;
}

/**
 * Runs deliverDueEmails every `intervalMs`, never two passes at once in this process.
 * The timer is unref'd: it never keeps the process alive on its own.
 */
export function startMailWorker({
  db,
  config,
  logger,
  intervalMs = 2_000,
  soleProcess = false,
}: {
  db: Db;
  config: Config;
  logger: Logger;
  intervalMs?: number;
  /** No other process can use the database (PGlite): claims left 'sending' are a dead run's. */
  soleProcess?: boolean;
}): MailWorker {
  const transport = config.smtpUrl ? createSmtpTransport(config.smtpUrl) : null;
  let released = !soleProcess;
  const task = startPeriodicTask({
    name: 'e-mail outbox pass',
    intervalMs,
    logger,
    run: async () => {
      if (!released) {
        const count = await releaseClaimsOfDeadWorkers(db);
        released = true;
        if (count) logger.warn('e-mail claimed by a run that died, due again', { count });
      }
      const report = await deliverDueEmails({ db, logger, mailFrom: config.mailFrom, transport });
      if (report.sent || report.retrying || report.failed) {
        logger.info('e-mail outbox pass', { ...report, via: transport ? 'smtp' : 'mailbox' });
      }
    },
  });
  logger.info('mail worker started', {
    via: transport ? 'smtp' : 'mailbox (SMTP_URL is not set)',
    intervalMs,
  });
  return {
    async stop() {
      await task.stop();
      transport?.close();
    },
  };
}
