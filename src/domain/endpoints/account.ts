import {
  type AccountSession,
  type AccountUser,
  changePasswordSchema,
  claimSchema,
  confirmPasswordSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  type SignInResult,
  sessionIdParamSchema,
  signInRequestSchema,
  type TwoFactorSetup,
  totpCodeSchema,
  twoFactorSignInSchema,
} from '../accounts.js';
import { apiPaths } from '../api-paths.js';
import { empty, endpoint, json } from '../endpoint.js';
import type { Page } from '../paging.js';
import type { Message } from './shared.js';

export const accountEndpoints = {
  session: endpoint(apiPaths.account.session, {
    summary: 'Who is signed in on this device (null when nobody)',
    tag: 'Accounts',
    access: 'public',
    answer: json<{ user: AccountUser | null }>(),
  }),
  signIn: endpoint(apiPaths.account.signIn, {
    summary: 'Sign in to the business or admin portal',
    tag: 'Accounts',
    access: 'public',
    body: signInRequestSchema,
    answer: json<SignInResult>(),
  }),
  signInTwoFactor: endpoint(apiPaths.account.signInTwoFactor, {
    summary: "A sign-in's second step: the authenticator or backup code",
    tag: 'Accounts',
    access: 'public',
    body: twoFactorSignInSchema,
    answer: json<SignInResult>(),
  }),
  signOut: endpoint(apiPaths.account.signOut, {
    summary: 'Sign this device out',
    tag: 'Accounts',
    access: 'public',
    answer: json<Message>(),
  }),
  sessions: endpoint(apiPaths.account.sessions, {
    summary: "The signed-in user's sessions, this one marked",
    tag: 'Accounts',
    access: 'signed-in',
    answer: json<Page<AccountSession>>(),
  }),
  signOutOthers: endpoint(apiPaths.account.signOutOthers, {
    summary: 'Sign out every other device',
    tag: 'Accounts',
    access: 'signed-in',
    answer: json<{ revoked: number }>(),
  }),
  revokeSession: endpoint(apiPaths.account.revokeSession, {
    summary: 'Sign out one other device',
    tag: 'Accounts',
    access: 'signed-in',
    params: sessionIdParamSchema,
    answer: empty,
  }),
  claim: endpoint(apiPaths.account.claim, {
    summary: 'Claim a business: make the owner account and a claim for approval',
    tag: 'Accounts',
    access: 'public',
    body: claimSchema,
    answer: json<Message>(201),
  }),
  forgotPassword: endpoint(apiPaths.account.forgotPassword, {
    summary: 'E-mail a password reset link',
    tag: 'Accounts',
    access: 'public',
    body: forgotPasswordSchema,
    answer: json<Message>(),
  }),
  resetPassword: endpoint(apiPaths.account.resetPassword, {
    summary: 'Set a new password with a reset link; signs out every session',
    tag: 'Accounts',
    access: 'public',
    body: resetPasswordSchema,
    answer: json<Message & { portal: 'business' | 'admin' }>(),
  }),
  changePassword: endpoint(apiPaths.account.changePassword, {
    summary: 'Change the password; signs out the other devices',
    tag: 'Accounts',
    access: 'signed-in',
    body: changePasswordSchema,
    answer: json<Message>(),
  }),
  startTwoFactor: endpoint(apiPaths.account.startTwoFactor, {
    summary: 'Start setting up two-factor authentication',
    tag: 'Accounts',
    access: 'signed-in',
    body: confirmPasswordSchema,
    answer: json<TwoFactorSetup>(),
  }),
  confirmTwoFactor: endpoint(apiPaths.account.confirmTwoFactor, {
    summary: 'Finish setting up two-factor authentication with a code',
    tag: 'Accounts',
    access: 'signed-in',
    body: totpCodeSchema,
    answer: json<{ user: AccountUser }>(),
  }),
  disableTwoFactor: endpoint(apiPaths.account.disableTwoFactor, {
    summary: 'Turn two-factor authentication off (owners only)',
    tag: 'Accounts',
    access: 'signed-in',
    body: confirmPasswordSchema,
    answer: json<{ user: AccountUser }>(),
  }),
} as const;
