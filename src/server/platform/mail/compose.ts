import { emailLayout, textToHtml } from './html.js';
import type { OutgoingEmail } from './outbox.js';

/** A message of plain paragraphs: the text part first, the same words as simple HTML. */
export function composeEmail(input: {
  kind: string;
  to: string;
  subject: string;
  heading: string;
  paragraphs: string[];
}): OutgoingEmail {
  const text = input.paragraphs.join('\n\n');
  const bodyHtml = input.paragraphs
    .map((p) => `<p style="margin:0 0 12px;">${textToHtml(p)}</p>`)
    .join('');
  return {
    kind: input.kind,
    to: input.to,
    subject: input.subject,
    text,
    html: emailLayout({ heading: input.heading, bodyHtml }),
  };
}

/** A subject line never carries a newline or runs past 100 characters of user text. */
export function subjectText(text: string): string {
  return text.replace(/\s+/g, ' ').slice(0, 100);
}
