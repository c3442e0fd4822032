/**
 * The mail worker killed mid-send (issue 30 point 3): 500 messages in the outbox, a
 * server delivering them to a local SMTP server, a SIGKILL, a restart; every message
 * must arrive, and a copy that arrives twice is counted. Two moments: after a number
 * of messages arrived (wherever the worker then is), or right when the relay has kept
 * a message and before the worker hears so (the one moment a copy can go twice).
 */
import { randomBytes } from 'node:crypto';
import { setTimeout as wait } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client.js';
import { emailOutbox } from '../db/schema/index.js';
import { type CrashSite, serverEnv } from './crash-scenario.js';
import { type ServerProcess, startServerProcess } from './server-process.js';
import { type ReceivedEmail, startSmtp } from './smtp-server.js';

export const MAIL_MESSAGES = 500;

export interface MailCrashReport {
  kind: CrashSite['kind'];
  moment: 'after-arrivals' | 'at-acceptance';
  messages: number;
  /** Distinct messages that had arrived when the server was killed. */
  arrivedAtKill: number;
  /** Rows left 'sending' by the killed server (claimed, maybe sent: at most one expected). */
  leftSending: number;
  /** Distinct messages that arrived in the end, and extra copies of any of them. */
  arrived: number;
  duplicates: number;
  /** Outbox ids never delivered; rows not marked sent once the restarted server stopped. */
  lost: number[];
  notMarkedSent: number[];
  /** From the relay keeping a message to the row marked sent, in ms: the window a kill turns into a copy. */
  windowMs: { p50: number; p99: number; max: number };
  ms: number;
}

const outboxIdOf = (mail: ReceivedEmail) =>
  Number(/^Message-ID:\s*<outbox\.(\d+)\./im.exec(mail.raw)?.[1] ?? Number.NaN);

function percentile(sorted: number[], p: number) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] : 0;
}

export async function crashDuringMail(
  site: CrashSite,
  {
    killAfter = 120,
    moment = 'after-arrivals',
  }: { killAfter?: number; moment?: MailCrashReport['moment'] } = {},
): Promise<MailCrashReport> {
  const started = performance.now();
  const tag = randomBytes(3).toString('hex');
  const opened = await site.open();
  let ids: number[];
  try {
    const rows = await opened.db
      .insert(emailOutbox)
      .values(
        Array.from({ length: MAIL_MESSAGES }, (_, i) => ({
          kind: 'crash_test',
          toAddress: `mail-${tag}-${i}@example.com`,
          subject: `Crash test ${i}`,
          textBody: `Message ${i} of ${MAIL_MESSAGES}.`,
        })),
      )
      .returning({ id: emailOutbox.id });
    ids = rows.map((row) => row.id);
  } finally {
    await opened.close();
  }
  const ours = new Set(ids);

  let first: ServerProcess | undefined;
  let killed: Promise<void> | undefined;
  const smtp = await startSmtp({
    beforeReply: async (received) => {
      // Kept by the relay, not yet answered: the worker dies before it can mark the row.
      if (moment === 'at-acceptance' && !killed && received.length >= killAfter && first) {
        killed = first.kill();
        await killed;
      }
    },
  });
  try {
    const secret = randomBytes(32).toString('hex');
    const env = { ...serverEnv(site, secret), SMTP_URL: smtp.url };
    first = await startServerProcess(env);
    const deadline = Date.now() + 180_000;
    while (!killed) {
      if (moment === 'after-arrivals' && smtp.received.length >= killAfter) killed = first.kill();
      else if (Date.now() > deadline) throw new Error('the mail worker did not get going');
      else await wait(2);
    }
    await killed;
    const arrivedAtKill = new Set(smtp.received.map(outboxIdOf)).size;

    const between = await site.open();
    let leftSending: number;
    try {
      const [row] = await queryRows<{ n: number }>(
        between.db,
        sql`select count(*)::int as n from email_outbox where status = 'sending' and kind = 'crash_test'`,
      );
      leftSending = row.n;
      // On PostgreSQL other servers may be alive, so a claim waits out its 5-minute
      // lease; here the five minutes pass at once, as the files' hour does.
      if (site.kind === 'postgres')
        await between.db.execute(
          sql`update email_outbox set next_attempt_at = now()
              where status = 'sending' and kind = 'crash_test'`,
        );
    } finally {
      await between.close();
    }

    const second = await startServerProcess(env);
    try {
      while (new Set(smtp.received.map(outboxIdOf).filter((id) => ours.has(id))).size < ours.size) {
        if (Date.now() > deadline + 180_000) break;
        await wait(50);
      }
    } finally {
      await second.stop();
    }

    const check = await site.open();
    try {
      // node-postgres answers a bigint as a string: the ids are made numbers here.
      const rows = (
        await queryRows<{ id: number | string; status: string; sent: string | Date | null }>(
          check.db,
          sql`select id, status, sent_at as sent from email_outbox where kind = 'crash_test'`,
        )
      ).map((row) => ({ ...row, id: Number(row.id) }));
      const copies = new Map<number, number>();
      for (const mail of smtp.received) {
        const id = outboxIdOf(mail);
        if (ours.has(id)) copies.set(id, (copies.get(id) ?? 0) + 1);
      }
      const acceptedFirst = new Map<number, number>();
      for (const mail of smtp.received) {
        const id = outboxIdOf(mail);
        if (!acceptedFirst.has(id)) acceptedFirst.set(id, mail.acceptedAt);
      }
      const windows = rows
        .flatMap((row) => {
          const at = acceptedFirst.get(row.id);
          return row.sent && at !== undefined && copies.get(row.id) === 1
            ? [new Date(row.sent).getTime() - at]
            : [];
        })
        .sort((a, b) => a - b);
      return {
        kind: site.kind,
        moment,
        messages: MAIL_MESSAGES,
        arrivedAtKill,
        leftSending,
        arrived: copies.size,
        duplicates: [...copies.values()].reduce((sum, n) => sum + n - 1, 0),
        lost: ids.filter((id) => !copies.has(id)),
        notMarkedSent: rows.filter((row) => row.status !== 'sent').map((row) => row.id),
        windowMs: {
          p50: percentile(windows, 0.5),
          p99: percentile(windows, 0.99),
          max: windows.at(-1) ?? 0,
        },
        ms: Math.round(performance.now() - started),
      };
    } finally {
      await check.close();
    }
  } finally {
    await smtp.close();
  }
}

/** Lost or unmarked messages are problems; a duplicate is counted, and is one only when more than the kill's one. */
export function mailCrashProblems(report: MailCrashReport): string[] {
  const problems: string[] = [];
  if (report.lost.length) problems.push(`messages never delivered: ${report.lost.length}`);
  if (report.notMarkedSent.length)
    problems.push(`messages delivered but not marked sent: ${report.notMarkedSent.length}`);
  if (report.duplicates > 1)
    problems.push(`${report.duplicates} messages sent twice (one kill can cost one at most)`);
  if (report.leftSending > 1)
    problems.push(`${report.leftSending} messages left claimed by the killed worker (one at most)`);
  return problems;
}
