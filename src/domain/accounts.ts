/**
 * Contracts of sign-in, claim, password and two-factor requests, shared by the
 * server's validators and the forms. Messages are the spec's (000 section 5 and
 * 8, 001 section 5); they are written here once.
 */
import { z } from 'zod';
import { CATEGORIES } from './categories.js';
import { LANGUAGES } from './languages.js';
import {
  emailField,
  enteredPassword,
  messages,
  optionalText,
  PASSWORD_MIN,
  passwordField,
  phoneField,
  requiredText,
  websiteField,
} from './validation.js';

export const authMessages = {
  loginSuccess: 'Logged in successfully',
  invalidCredentials: 'Invalid credentials',
  loginFailed: 'Failed to sign in',
  signUpFailed: 'Failed to create account',
  signUpSuccess: 'Account created successfully! Please check your email to verify your account.',
  signOutFailed: 'Failed to sign out',
  signOutSuccess: 'Logged out successfully',
  resetFailed: 'Failed to send reset email',
  resetSent: 'Password reset instructions have been sent to your email',
  changeFailed: 'Failed to change password',
  changeSuccess: 'Password changed successfully',
  tooManyAttempts: 'Too many attempts. Please wait before trying again.',
  captchaMissing: 'Please complete the verification.',
  passwordsDoNotMatch: 'Passwords do not match.',
  /** The same rule shown under the confirm field while typing. */
  passwordsDoNotMatchInline: 'Passwords do not match',
  claimPasswordTooShort: 'Password must be at least 8 characters long.',
  claimFailed: (message: string) => `Failed to submit your request: ${message}. Please try again.`,
  noBusiness:
    'No Business Found - Your account is not linked to a business listing. Please contact support.',
  adminLoading: 'Loading admin dashboard...',
  adminDenied: 'Access denied. Admin authentication required.',
  ownerOnly: 'This page is for business owners. Please use the admin login.',
  resetLinkInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  resetDone: 'Your password has been reset. Please sign in with your new password.',
  currentPasswordWrong: 'Your current password is not correct.',
  passwordWrong: 'The password is not correct.',
  codeInvalid: 'That code is not valid. Please try again.',
  twoFactorExpired: 'Your sign-in has expired. Please sign in again.',
  twoFactorRequired: 'Two-factor authentication is required for administrators.',
  signInRequired: 'Please sign in to continue.',
} as const;

/** Which login page a sign-in came from; each lets in one kind of user. */
export const PORTALS = ['business', 'admin'] as const;
export type Portal = (typeof PORTALS)[number];

export const USER_TYPES = ['business_owner', 'admin'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** The ALTCHA payload; the server says 'Please complete the verification.' when it is missing. */
const captchaField = z.string().max(10_000).nullish();

/** Sign-in: email required and valid; password required, minimum 8 (spec 001 section 5). */
export const signInSchema = z.object({
  email: emailField('Email'),
  password: enteredPassword('Password').min(
    PASSWORD_MIN,
    messages.minLength('Password', PASSWORD_MIN),
  ),
  captcha: captchaField,
});
export type SignInInput = z.infer<typeof signInSchema>;

export const signInRequestSchema = signInSchema.extend({
  portal: z.enum(PORTALS).default('business'),
});

export const forgotPasswordSchema = z.object({
  email: emailField('Email'),
  captcha: captchaField,
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

function confirmMatches<T extends { confirmPassword: string }>(passwordOf: (value: T) => string) {
  return (value: T, ctx: z.RefinementCtx) => {
    if (passwordOf(value) !== value.confirmPassword) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: authMessages.passwordsDoNotMatch,
      });
    }
  };
}

const confirmPasswordField = z
  .string({ error: messages.required('Confirm Password') })
  .min(1, messages.required('Confirm Password'));

const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;

const optionalWebsite = websiteField('Website');

/** The claim form (spec 001 section 5): required and optional fields. */
export const claimSchema = z
  .object({
    businessName: requiredText('Business Name', 120),
    category: z.enum(CATEGORIES, { error: messages.required('Category') }),
    address: optionalText('Address', 200),
    city: requiredText('City', 80),
    state: requiredText('State', 40),
    zip: requiredText('ZIP Code', 10).regex(ZIP_PATTERN, messages.pattern('ZIP Code')),
    businessPhone: phoneField('Business Phone'),
    businessEmail: emailField('Business Email'),
    website: optionalWebsite,
    description: optionalText('Business Description', 1000),
    ownerName: requiredText('Full Name', 100),
    ownerEmail: emailField('Email'),
    ownerPhone: phoneField('Phone'),
    // The claim form words the length rule with a period.
    password: passwordField('Password', authMessages.claimPasswordTooShort),
    confirmPassword: confirmPasswordField,
    message: optionalText('Message', 2000),
    captcha: captchaField,
  })
  .superRefine(confirmMatches((v) => v.password));
export type ClaimInput = z.input<typeof claimSchema>;

const resetToken = z
  .string({ error: authMessages.resetLinkInvalid })
  .min(1, authMessages.resetLinkInvalid)
  .max(200, authMessages.resetLinkInvalid);

/** A new password typed twice; the label names the field in its messages. */
function newPasswordFields(label: string) {
  return { newPassword: passwordField(label), confirmPassword: confirmPasswordField };
}
const newPasswordsMatch = confirmMatches(
  (v: { newPassword: string; confirmPassword: string }) => v.newPassword,
);

export const resetPasswordSchema = z
  .object({ token: resetToken, ...newPasswordFields('Password') })
  .superRefine(newPasswordsMatch);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: enteredPassword('Current Password'),
    ...newPasswordFields('New Password'),
  })
  .superRefine(newPasswordsMatch);
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** A password typed again to confirm a sensitive change (two-factor set-up). */
export const confirmPasswordSchema = z.object({ password: enteredPassword('Password') });

const TOTP_CODE = /^\d{6}$/;
/** Backup codes are 10 letters or digits, shown as two groups of five. */
const BACKUP_CODE = /^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/;

export const totpCodeSchema = z.object({
  code: z
    .string({ error: messages.required('Code') })
    .trim()
    .min(1, messages.required('Code'))
    .regex(TOTP_CODE, 'Please enter the 6-digit code from your authenticator app'),
});

export const twoFactorSignInSchema = z
  .object({
    method: z.enum(['totp', 'backup']).default('totp'),
    code: z
      .string({ error: messages.required('Code') })
      .trim()
      .min(1, messages.required('Code'))
      .max(20, messages.pattern('Code')),
    trustDevice: z.boolean().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.method === 'totp' && !TOTP_CODE.test(value.code)) {
      ctx.addIssue({
        code: 'custom',
        path: ['code'],
        message: 'Please enter the 6-digit code from your authenticator app',
      });
    }
    if (value.method === 'backup' && !BACKUP_CODE.test(value.code)) {
      ctx.addIssue({ code: 'custom', path: ['code'], message: 'Please enter a backup code' });
    }
  });
export type TwoFactorSignInInput = z.input<typeof twoFactorSignInSchema>;

/** Every auth outcome the security log records (DESIGN decision 12). */
export const SECURITY_ACTIONS = [
  'auth_login_success',
  'auth_login_failed',
  'auth_rate_limited',
  'auth_claim_submitted',
  'auth_password_reset_requested',
  'auth_password_reset_completed',
  'auth_password_reset_failed',
  'auth_password_changed',
  'auth_password_change_failed',
  'auth_two_factor_enrolled',
  'auth_two_factor_failed',
  'auth_two_factor_disabled',
  'auth_logout',
  'auth_logout_others',
  'auth_session_revoked',
  'admin_created',
] as const;
export type SecurityAction = (typeof SECURITY_ACTIONS)[number];

/** The signed-in user as the browser sees it. */
export interface AccountUser {
  id: string;
  email: string;
  name: string;
  userType: UserType | null;
  twoFactorEnabled: boolean;
}

/** The auth library's user, as our API shows it: an unknown role is no role. */
export function toAccountUser(user: {
  id: string;
  email: string;
  name: string;
  userType?: string | null;
  twoFactorEnabled?: boolean | null;
}): AccountUser {
  const userType = USER_TYPES.find((type) => type === user.userType) ?? null;
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    userType,
    twoFactorEnabled: Boolean(user.twoFactorEnabled),
  };
}

export type SignInResult =
  | { status: 'signed_in'; user: AccountUser; message: string }
  | { status: 'two_factor_required' };

export interface AccountSession {
  id: string;
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
  ipAddress: string | null;
  userAgent: string | null;
  current: boolean;
}

export interface TwoFactorSetup {
  totpURI: string;
  /** The base32 secret, for typing into an app by hand. */
  secret: string;
  backupCodes: string[];
}

/** DELETE /api/account/sessions/:id: one of the signed-in user's sessions. */
export const sessionIdParamSchema = z.object({ id: z.string().min(1).max(100) });

/** The language switch's choice: remembered on this device, and on the account when signed in. */
export const languageChoiceSchema = z.object({ language: z.enum(LANGUAGES) });
