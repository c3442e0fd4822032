import type { ContactForm } from '../../../domain/contact.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { verifyCaptcha } from '../../platform/captcha.js';
import type { Logger } from '../../platform/logger.js';
import { emailLayout, escapeHtml, textToHtml } from '../../platform/mail/html.js';
import { enqueueEmail } from '../../platform/mail/outbox.js';
import { consumeRateLimit, type RateLimitRule } from '../../platform/rate-limit.js';
import { insertContactSubmission } from './contact.queries.js';

/** Enough for a person who retries a few times; a script gets 429 quickly. */
export const CONTACT_RATE_LIMIT: RateLimitRule = {
  name: 'contact',
  max: 5,
  windowMs: 10 * 60 * 1000,
};

/**
 * Stores a visitor's message and queues the notification to the operators in the
 * same transaction. The rate limit and the human check come first, so nothing is
 * written for a refused attempt; once stored, delivery is the outbox worker's job
 * and cannot lose the message.
 */
export async function submitContactMessage({
  db,
  config,
  logger,
  ipAddress,
  input,
  captcha,
}: {
  db: Db;
  config: Config;
  logger: Logger;
  ipAddress: string;
  input: ContactForm;
  captcha: string | null | undefined;
}): Promise<{ id: string }> {
  await consumeRateLimit({ db, logger }, CONTACT_RATE_LIMIT, [ipAddress]);
  await verifyCaptcha({ db, config, payload: captcha });

  return db.transaction(async (tx) => {
    const submission = await insertContactSubmission(tx, { ...input, ipAddress });
    await enqueueEmail(tx, notificationEmail(config.public.contactEmail, input));
    return { id: submission.id };
  });
}

function notificationEmail(to: string, input: ContactForm) {
  const lines: [label: string, value: string | null][] = [
    ['Name', input.name],
    ['Email', input.email],
    ['Phone', input.phone],
    ['Subject', input.subject],
  ];
  const filled = lines.filter((line): line is [string, string] => line[1] !== null);
  const text = [
    'A visitor sent a message through the BCS Local contact form.',
    '',
    ...filled.map(([label, value]) => `${label}: ${value}`),
    '',
    'Message:',
    input.message,
  ].join('\n');
  const rows = filled
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#78716c;">${label}</td><td style="padding:4px 0;">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = emailLayout({
    heading: 'New contact message',
    bodyHtml: `<table style="border-collapse:collapse;margin-bottom:16px;">${rows}</table><p style="margin:0 0 4px;color:#78716c;">Message</p><p style="margin:0;">${textToHtml(input.message)}</p>`,
  });
  // One line: a subject never carries the visitor's line breaks into the headers.
  const about = (input.subject ?? input.name).replace(/\s+/g, ' ').slice(0, 120);
  return {
    kind: 'contact_received',
    to,
    subject: `New contact message: ${about}`,
    text,
    html,
  };
}
