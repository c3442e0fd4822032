import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { emailOutbox } from '../../db/schema/index.js';
import { startSmtp } from '../../test/smtp-server.js';
import { createTestContext } from '../../test/test-app.js';
import { createLogger } from '../logger.js';
import { enqueueEmail } from './outbox.js';
import {
  createSmtpTransport,
  deliverDueEmails,
  MAX_ATTEMPTS,
  type MailTransport,
  outboxMessageId,
  startMailWorker,
} from './worker.js';

const { database, dataDir } = await createTestContext();
const db = database.db;
const logger = createLogger('silent');
const MAIL_FROM = 'BCS Local <no-reply@bcslocal.test>';

/** A port where nothing listens (a server was there a moment ago). */
async function closedPort(): Promise<number> {
  const smtp = await startSmtp();
  await smtp.close();
  return smtp.port;
}

const transports: ReturnType<typeof createSmtpTransport>[] = [];
function smtpTransport(url: string): MailTransport {
  const transport = createSmtpTransport(url);
  transports.push(transport);
  return transport;
}
afterAll(() => {
  for (const transport of transports) transport.close();
});

function recipient(label = 'someone'): string {
  return `${label}-${randomBytes(4).toString('hex')}@example.com`;
}

async function rowOf(id: number) {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return row;
}

function deliver(transport: MailTransport | null, batchSize?: number) {
  return deliverDueEmails({ db, logger, mailFrom: MAIL_FROM, transport, batchSize });
}

/** A plain test message to a fresh recipient unless `to` is given. */
function queueTestEmail({
  to = recipient(),
  subject,
  text = 'x',
}: {
  to?: string;
  subject: string;
  text?: string;
}) {
  return enqueueEmail(db, { kind: 'test', to, subject, text });
}

/** Runs passes until one finds nothing due. */
async function drain(transport: MailTransport | null, batchSize?: number) {
  let sent = 0;
  for (;;) {
    const report = await deliver(transport, batchSize);
    if (report.sent + report.retrying + report.failed === 0) return sent;
    sent += report.sent;
  }
}

describe('deliverDueEmails over SMTP', () => {
  it('sends a due message from MAIL_FROM with its text and HTML, and marks it sent', async () => {
    const smtp = await startSmtp();
    try {
      const to = recipient('pat');
      const id = await enqueueEmail(db, {
        kind: 'password_reset',
        to,
        subject: 'Reset your BCS Local password',
        text: 'Follow this link to choose a new password.',
        html: '<p>Follow <a href="https://bcslocal.test/reset">this link</a> to choose a new password.</p>',
      });

      const report = await deliver(smtpTransport(smtp.url));
      expect(report).toEqual({ sent: 1, retrying: 0, failed: 0 });

      expect(smtp.received).toHaveLength(1);
      const [message] = smtp.received;
      expect(message.from).toBe('no-reply@bcslocal.test');
      expect(message.to).toEqual([to]);
      expect(message.raw).toMatch(/^From: BCS Local <no-reply@bcslocal\.test>\r?$/m);
      expect(message.raw).toMatch(new RegExp(`^To: ${to.replace('.', '\\.')}\\r?$`, 'm'));
      expect(message.raw).toMatch(/^Subject: Reset your BCS Local password\r?$/m);
      expect(message.raw).toContain('Content-Type: text/plain');
      expect(message.raw).toContain('Follow this link to choose a new password.');
      expect(message.raw).toContain('Content-Type: text/html');
      expect(message.raw).toContain('https://bcslocal.test/reset');

      const row = await rowOf(id);
      expect(row).toMatchObject({ status: 'sent', attempts: 0, lastError: null });
      expect(row.sentAt).toBeInstanceOf(Date);

      // Sent is sent: the next pass does not send it again.
      expect(await deliver(smtpTransport(smtp.url))).toEqual({ sent: 0, retrying: 0, failed: 0 });
      expect(smtp.received).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });

  it('retries with backoff while the SMTP server is down, then delivers', async () => {
    const port = await closedPort();
    const url = `smtp://127.0.0.1:${port}`;
    const to = recipient('retry');
    const id = await queueTestEmail({ to, subject: 'Retry me', text: 'Hello again.' });

    expect(await deliver(smtpTransport(url))).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const failed = await rowOf(id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
    const waitMs = failed.nextAttemptAt.getTime() - Date.now();
    expect(waitMs).toBeGreaterThan(20_000);
    expect(waitMs).toBeLessThanOrEqual(30_000);

    // Not due yet: a pass leaves it alone.
    expect(await deliver(smtpTransport(url))).toEqual({ sent: 0, retrying: 0, failed: 0 });

    await db.update(emailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(emailOutbox.id, id));
    const smtp = await startSmtp({ port });
    try {
      expect(await deliver(smtpTransport(url))).toEqual({ sent: 1, retrying: 0, failed: 0 });
      expect(smtp.received.map((m) => m.to)).toEqual([[to]]);
      expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    } finally {
      await smtp.close();
    }
  });

  it('doubles the wait after each failure and gives up after the last attempt', async () => {
    const url = `smtp://127.0.0.1:${await closedPort()}`;
    const id = await queueTestEmail({ subject: 'Doomed' });
    await db.update(emailOutbox).set({ attempts: 3 }).where(eq(emailOutbox.id, id));

    expect(await deliver(smtpTransport(url))).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const fourth = await rowOf(id);
    expect(fourth.attempts).toBe(4);
    // 30 s x 2^3 = 4 minutes.
    const waitMs = fourth.nextAttemptAt.getTime() - Date.now();
    expect(waitMs).toBeGreaterThan(230_000);
    expect(waitMs).toBeLessThanOrEqual(240_000);

    await db
      .update(emailOutbox)
      .set({ attempts: MAX_ATTEMPTS - 1, nextAttemptAt: sql`now()` })
      .where(eq(emailOutbox.id, id));
    expect(await deliver(smtpTransport(url))).toEqual({ sent: 0, retrying: 0, failed: 1 });
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });

    // A failed message is never picked again.
    await db.update(emailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(emailOutbox.id, id));
    expect(await deliver(smtpTransport(url))).toEqual({ sent: 0, retrying: 0, failed: 0 });
  });

  it('never sends one message twice when two workers run at once', async () => {
    const smtp = await startSmtp();
    try {
      const recipients = Array.from({ length: 15 }, () => recipient('many'));
      for (const to of recipients) {
        await queueTestEmail({ to, subject: 'One of many', text: 'Hi.' });
      }
      const [a, b] = await Promise.all([
        drain(smtpTransport(smtp.url), 2),
        drain(smtpTransport(smtp.url), 2),
      ]);
      expect(a + b).toBe(15);
      const delivered = smtp.received.flatMap((m) => m.to).sort();
      expect(delivered).toEqual([...recipients].sort());
    } finally {
      await smtp.close();
    }
  });

  it('picks up a message left "sending" by a worker that died, once its lease has passed', async () => {
    const smtp = await startSmtp();
    try {
      const to = recipient('orphan');
      const id = await queueTestEmail({ to, subject: 'Orphan', text: 'Hi.' });
      await db
        .update(emailOutbox)
        .set({ status: 'sending', nextAttemptAt: sql`now() + interval '4 minutes'` })
        .where(eq(emailOutbox.id, id));
      expect((await deliver(smtpTransport(smtp.url))).sent).toBe(0);

      await db
        .update(emailOutbox)
        .set({ nextAttemptAt: sql`now() - interval '1 second'` })
        .where(eq(emailOutbox.id, id));
      expect((await deliver(smtpTransport(smtp.url))).sent).toBe(1);
      expect(smtp.received.map((m) => m.to)).toEqual([[to]]);
      expect((await rowOf(id)).status).toBe('sent');
    } finally {
      await smtp.close();
    }
  });
});

describe('a worker that dies mid-pass (issue 30 point 3)', () => {
  it('leaves claimed only the message it was sending, which goes again with the same Message-ID', async () => {
    const recipients = Array.from({ length: 6 }, () => recipient('crash'));
    const ids: number[] = [];
    for (const to of recipients) ids.push(await queueTestEmail({ to, subject: 'Mid-pass' }));
    const sent: { to: string; messageId: string }[] = [];
    let release = () => {};
    const hanging = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The relay takes two messages, then the third send never ends: the process "died".
    const dying: MailTransport = {
      sendMail: (async (message: { to: string; messageId: string }) => {
        sent.push({ to: message.to, messageId: message.messageId });
        if (sent.length === 3) await hanging;
        return {};
      }) as MailTransport['sendMail'],
    };
    const pass = deliver(dying);
    await expect.poll(() => sent.length).toBe(3);
    const statuses = await db
      .select({ id: emailOutbox.id, status: emailOutbox.status })
      .from(emailOutbox)
      .where(sql`${emailOutbox.id} in ${ids}`)
      .orderBy(emailOutbox.id);
    expect(statuses.map((row) => row.status)).toEqual([
      'sent',
      'sent',
      'sending',
      'pending',
      'pending',
      'pending',
    ]);

    // Once its lease has passed (here: made due), a live worker sends it again, as itself.
    await db
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(emailOutbox.id, ids[2]));
    const smtp = await startSmtp();
    try {
      await drain(smtpTransport(smtp.url));
      const again = smtp.received.find((m) => m.to.includes(recipients[2]));
      expect(again?.raw).toContain(`Message-ID: ${sent[2].messageId}`);
      const row = await rowOf(ids[2]);
      expect(sent[2].messageId).toBe(
        outboxMessageId(MAIL_FROM, { id: row.id, created_at: row.createdAt }),
      );
      expect(row.status).toBe('sent');
    } finally {
      release();
      await pass;
      await smtp.close();
    }
  });

  it('on a database one process owns, sends at once what a dead run left claimed', async () => {
    const id = await queueTestEmail({ subject: 'Left sending' });
    await db
      .update(emailOutbox)
      .set({ status: 'sending', nextAttemptAt: sql`now() + interval '4 minutes'` })
      .where(eq(emailOutbox.id, id));
    const config = loadConfig({ DATA_DIR: dataDir });
    const worker = startMailWorker({ db, config, logger, intervalMs: 60_000, soleProcess: true });
    await worker.stop();
    expect((await rowOf(id)).status).toBe('sent');
  });
});

describe('without SMTP_URL (the outbox is the mailbox)', () => {
  it('marks due messages delivered to the mailbox and leaves later ones pending', async () => {
    const due = await queueTestEmail({ subject: 'Now' });
    const later = await queueTestEmail({ subject: 'Later' });
    await db
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`now() + interval '1 hour'` })
      .where(eq(emailOutbox.id, later));

    const report = await deliver(null);
    expect(report.sent).toBeGreaterThanOrEqual(1);
    expect(await rowOf(due)).toMatchObject({ status: 'sent', attempts: 0, lastError: null });
    expect((await rowOf(later)).status).toBe('pending');
  });

  it('startMailWorker runs a pass at once and stops cleanly', async () => {
    const id = await queueTestEmail({ subject: 'Tick' });
    const config = loadConfig({ DATA_DIR: dataDir });
    const worker = startMailWorker({ db, config, logger, intervalMs: 60_000 });
    await worker.stop();
    expect((await rowOf(id)).status).toBe('sent');
  });
});
