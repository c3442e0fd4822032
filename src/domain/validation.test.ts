import { describe, expect, it } from 'vitest';
import {
  emailField,
  passwordField,
  passwordProblems,
  phoneField,
  requiredText,
} from './validation.js';

const firstError = (
  schema: {
    safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } };
  },
  value: unknown,
) => schema.safeParse(value).error?.issues[0]?.message;

describe('generic validator messages (spec 000 section 5)', () => {
  it('reports a blank required field', () => {
    expect(firstError(requiredText('Business name'), '   ')).toBe('Business name is required');
    expect(firstError(requiredText('Business name'), undefined)).toBe('Business name is required');
  });

  it('reports a too long field', () => {
    expect(firstError(requiredText('Name', 5), 'abcdefg')).toBe(
      'Name must be no more than 5 characters long',
    );
  });

  it('accepts and lower-cases a valid e-mail', () => {
    expect(emailField().parse('  Owner@Example.COM ')).toBe('owner@example.com');
  });

  it.each([
    'not-an-email',
    'a@b',
    'ow\u0435r@example.com',
    'a@@b.com',
    `${'x'.repeat(250)}@example.com`,
  ])('refuses the e-mail %s', (value) => {
    expect(firstError(emailField(), value)).toBe('Please enter a valid email address');
  });

  it('requires an e-mail', () => {
    expect(firstError(emailField(), '')).toBe('Email is required');
  });

  it.each([
    ['Sh0rt!', 'Password must be at least 8 characters long'],
    ['ALLUPPER1!', 'Password must contain at least one lowercase letter'],
    ['alllower1!', 'Password must contain at least one uppercase letter'],
    ['NoNumbers!', 'Password must contain at least one number'],
    ['NoSpecial123', 'Password must contain at least one special character (@$!%*?&)'],
    ['', 'Password is required'],
  ])('refuses the password %j with %j', (value, message) => {
    expect(firstError(passwordField(), value)).toBe(message);
  });

  it('refuses a 10 KB password without hashing it', () => {
    expect(firstError(passwordField(), `Aa1!${'x'.repeat(10_000)}`)).toBe(
      'Password must be no more than 128 characters long',
    );
  });

  it('accepts a strong password and lists every problem of a weak one', () => {
    expect(passwordField().safeParse('Str0ng&Safe').success).toBe(true);
    expect(passwordProblems('abc')).toEqual([
      'Password must be at least 8 characters long',
      'Password must contain at least one uppercase letter',
      'Password must contain at least one number',
      'Password must contain at least one special character (@$!%*?&)',
    ]);
  });

  it('checks phone numbers', () => {
    expect(phoneField().safeParse('(979) 555-0142').success).toBe(true);
    expect(phoneField().safeParse('+1 979 555 0142').success).toBe(true);
    expect(firstError(phoneField(), '555-0142')).toBe('Please enter a valid phone number');
    expect(firstError(phoneField(), '979-555-CALL')).toBe('Please enter a valid phone number');
  });
});
