import { describe, expect, it } from 'vitest';
import { summarize } from './seo.service.js';

describe('summarize', () => {
  it('keeps short text and cuts long text at a word', () => {
    expect(summarize('  Short   text. ')).toBe('Short text.');
    const cut = summarize('word '.repeat(60));
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('word…')).toBe(true);
  });
});
