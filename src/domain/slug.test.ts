import { describe, expect, it } from 'vitest';
import { uniqueSlug } from './slug.js';

describe('uniqueSlug', () => {
  it('never gives a business a slug that is a page or an API route', () => {
    const taken = new Set<string>();
    expect(uniqueSlug('Login', taken)).toBe('login-2');
    expect(uniqueSlug('Portal', taken)).toBe('portal-2');
    expect(uniqueSlug('Featured', taken)).toBe('featured-2');
    expect(uniqueSlug('Home', taken)).toBe('home-2');
    expect(uniqueSlug('Home Depot Of Bryan', taken)).toBe('home-depot-of-bryan');
  });
});
