/**
 * The generic form validator of spec 000 section 5, as zod pieces. The messages
 * are the spec's, written once here and used by the server and the forms.
 */
import { z } from 'zod';
import { isUuid } from './slug.js';

export const PASSWORD_MIN = 8;
/** Long enough for any passphrase, short enough that hashing cannot be abused. */
export const PASSWORD_MAX = 128;

export const messages = {
  required: (field: string) => `${field} is required`,
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  minLength: (field: string, n: number) => `${field} must be at least ${n} characters long`,
  maxLength: (field: string, n: number) => `${field} must be no more than ${n} characters long`,
  pattern: (field: string) => `${field} format is invalid`,
  passwordLower: 'Password must contain at least one lowercase letter',
  passwordUpper: 'Password must contain at least one uppercase letter',
  passwordNumber: 'Password must contain at least one number',
  passwordSpecial: 'Password must contain at least one special character (@$!%*?&)',
} as const;

/** A string that must not be blank (only spaces counts as empty). */
function filledString(field: string, message = messages.required(field)) {
  return z.string({ error: message }).trim().min(1, message);
}

/** A required text field; `missing` replaces the generic 'X is required'. */
export function requiredText(field: string, max = 200, missing = messages.required(field)) {
  return filledString(field, missing).max(max, messages.maxLength(field, max));
}

/** Empty, blank, null or absent all mean 'not given' and become null. */
export function optionalText(field: string, max = 200) {
  return z
    .string({ error: messages.pattern(field) })
    .trim()
    .max(max, messages.maxLength(field, max))
    .nullish()
    .transform((v) => (v ? v : null));
}

// A plain ASCII address: look-alike unicode is refused rather than normalised.
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

export function emailField(field = 'Email') {
  return filledString(field)
    .max(254, messages.email)
    .regex(EMAIL_PATTERN, messages.email)
    .transform((v) => v.toLowerCase());
}

export const PHONE_PATTERN = /^\+?[\d\s\-()]{10,}$/;

export function phoneField(field = 'Phone') {
  return filledString(field).max(30, messages.phone).regex(PHONE_PATTERN, messages.phone);
}

/** A password as typed to prove who you are: only required and capped, never judged. */
export function enteredPassword(field = 'Password') {
  return z
    .string({ error: messages.required(field) })
    .min(1, messages.required(field))
    .max(PASSWORD_MAX, messages.maxLength(field, PASSWORD_MAX));
}

/**
 * A new password: the rules, each with its own message, checked in the spec's
 * order. The claim form words the length rule its own way (`tooShort`).
 */
export function passwordField(
  field = 'Password',
  tooShort = 'Password must be at least 8 characters long',
) {
  return z
    .string({ error: messages.required(field) })
    .min(1, messages.required(field))
    .min(PASSWORD_MIN, tooShort)
    .max(PASSWORD_MAX, messages.maxLength(field, PASSWORD_MAX))
    .regex(/[a-z]/, messages.passwordLower)
    .regex(/[A-Z]/, messages.passwordUpper)
    .regex(/\d/, messages.passwordNumber)
    .regex(/[@$!%*?&]/, messages.passwordSpecial);
}

/** Every message a value breaks, for forms that list them all. */
export function passwordProblems(value: string): string[] {
  const result = passwordField().safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

const WEBSITE_PATTERN = /^(https?:\/\/)?[^\s/$.?#][^\s]*\.[^\s]{2,}$/i;

/** An optional web address: a scheme is optional, a dot and no spaces are not. */
export function websiteField(field = 'Website', max = 200) {
  return optionalText(field, max).refine((v) => v === null || WEBSITE_PATTERN.test(v), {
    message: messages.pattern(field),
  });
}

/**
 * A record id in a path (`/:id`), lower-cased: a malformed one is a 400 with
 * `message`, never a database error.
 */
export function idParam(message = 'The id must be a UUID.') {
  return z.object({
    id: z
      .string()
      .refine(isUuid, message)
      .transform((id) => id.toLowerCase()),
  });
}

export const idParamSchema = idParam();

/** A query flag ('?spanish=1'): '1' or 'true' turns it on; absent leaves it off. */
export function flagParam(message: string) {
  return z
    .enum(['1', 'true'], { message })
    .optional()
    .transform((v) => (v ? true : undefined));
}
