import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';

const TAG = /<(\d+)>(.*?)<\/\1>/gs;

/**
 * A translated message with elements inside it, Lingui's way: 'Read our <0>terms</0>.'
 * with `[<Link to="/terms-of-service" />]` puts the link, holding 'terms', where the
 * tag is, so a translation may move it ('Lea nuestros <0>términos</0>.').
 */
export function richText(message: string, elements: ReactElement[]): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of message.matchAll(TAG)) {
    const index = match.index ?? 0;
    if (index > last) parts.push(message.slice(last, index));
    const element = elements[Number(match[1])];
    parts.push(element ? cloneElement(element, { key: index }, match[2]) : match[2]);
    last = index + match[0].length;
  }
  if (last < message.length) parts.push(message.slice(last));
  return <Fragment>{parts}</Fragment>;
}
