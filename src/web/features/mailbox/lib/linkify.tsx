import type { ReactNode } from 'react';

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/g;
// Sentence punctuation after a link is not part of it.
const TRAILING = /[.,;:!?)\]]+$/;

/**
 * Plain text with its http(s) addresses as links. Everything else stays text, so a
 * message can never inject markup.
 */
export function linkify(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    const url = match[0].replace(TRAILING, '');
    if (start > last) nodes.push(text.slice(last, start));
    nodes.push(
      <a
        key={`${start}-${url}`}
        href={url}
        className="break-all font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
      >
        {url}
      </a>,
    );
    last = start + url.length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}
