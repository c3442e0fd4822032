import { isValidElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

type Anchor = ReactElement<{ href: string; children: string }>;

function describeNodes(text: string) {
  return linkify(text).map((node) =>
    isValidElement(node) ? { href: (node as Anchor).props.href } : node,
  );
}

describe('linkify', () => {
  it('turns http(s) addresses into links and keeps the rest as text', () => {
    expect(describeNodes('Reset here: https://bcslocal.test/reset?token=a1&x=2. Thanks!')).toEqual([
      'Reset here: ',
      { href: 'https://bcslocal.test/reset?token=a1&x=2' },
      '. Thanks!',
    ]);
  });

  it('leaves markup and other schemes as plain text', () => {
    const text = '<a href="javascript:alert(1)">x</a> javascript:alert(1) mailto:a@b.c';
    expect(describeNodes(text)).toEqual([text]);
  });

  it('handles several links and a link at the very end', () => {
    expect(describeNodes('http://a.example and (https://b.example)')).toEqual([
      { href: 'http://a.example' },
      ' and (',
      { href: 'https://b.example' },
      ')',
    ]);
  });
});
