import { describe, expect, it } from 'vitest';
import { businessLoginReturningTo, returnPathOf } from './return-path';

describe('returnPathOf', () => {
  it('keeps a path on this site with its query', () => {
    expect(returnPathOf('/pricing?plan=silver&billing=yearly')).toBe(
      '/pricing?plan=silver&billing=yearly',
    );
    const link = businessLoginReturningTo('/pricing?plan=texas_gold&billing=monthly');
    const next = new URL(link, 'http://x').searchParams.get('next');
    expect(returnPathOf(next)).toBe('/pricing?plan=texas_gold&billing=monthly');
  });

  it('refuses anything that would leave the site', () => {
    for (const next of [
      null,
      '',
      'pricing',
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
    ]) {
      expect(returnPathOf(next)).toBeNull();
    }
  });
});
