/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives, for the mail tests.
 * `delayMs` holds each message that long before accepting it, as a slow relay would;
 * `beforeReply` runs once a message is kept and before the sender is told so (the
 * crash scenario kills the sending server there).
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedEmail {
  from: string;
  to: string[];
  raw: string;
  /** When it was kept (ms since the epoch), before the sender had the answer. */
  acceptedAt: number;
}

export async function startSmtp({
  port = 0,
  delayMs = 0,
  beforeReply,
}: {
  port?: number;
  delayMs?: number;
  beforeReply?: (received: ReceivedEmail[]) => Promise<void> | void;
} = {}) {
  const received: ReceivedEmail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        setTimeout(async () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
            acceptedAt: Date.now(),
          });
          await beforeReply?.(received);
          callback();
        }, delayMs);
      });
    },
  });
  // A sender that dies mid-session (a killed server) resets its connection: not ours to fail on.
  server.on('error', () => {});
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address() as AddressInfo;
  return {
    received,
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
