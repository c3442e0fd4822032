import { describe, expect, it } from 'vitest';
import { messageMatcher } from './message-patterns.js';

const match = messageMatcher([
  'Job not found',
  '{field} is required',
  '{field} must be at least {n} characters long',
  'Failed to submit your request: {message}. Please try again.',
]);

describe('messageMatcher', () => {
  it('finds a message written whole', () => {
    expect(match('Job not found')).toEqual({ key: 'Job not found', values: {} });
  });

  it('finds the pattern a message was built from, with its parts', () => {
    expect(match('Business Name is required')).toEqual({
      key: '{field} is required',
      values: { field: 'Business Name' },
    });
    expect(match('Password must be at least 8 characters long')).toEqual({
      key: '{field} must be at least {n} characters long',
      values: { field: 'Password', n: '8' },
    });
  });

  it('prefers the pattern with more of its own text', () => {
    expect(match('Failed to submit your request: Job not found. Please try again.')?.key).toBe(
      'Failed to submit your request: {message}. Please try again.',
    );
  });

  it('takes special characters in a pattern as written and finds nothing else', () => {
    const dotted = messageMatcher(['Pay $5 (or {n}).']);
    expect(dotted('Pay $5 (or 6).')).toEqual({ key: 'Pay $5 (or {n}).', values: { n: '6' } });
    expect(dotted('Pay $5 (or 6)!')).toBeNull();
    expect(match('Something else entirely')).toBeNull();
    expect(match(' is required')).toBeNull();
  });
});
