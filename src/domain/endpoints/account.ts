import {
  type AccountSession,
  type AccountUser,
  changePasswordSchema,
  claimSchema,
  confirmPasswordSchema,
  forgotPasswordSchema,
  languageChoiceSchema,
  resetPasswordSchema,
  type SignInResult,
  sessionIdParamSchema,
  signInRequestSchema,
  type TwoFactorSetup,
  totpCodeSchema,
  twoFactorSignInSchema,
} from '../accounts.js';
import { apiPaths } from '../api-paths.js';
import { anyone, callableBy, empty, endpointGroup, json, signedIn } from '../endpoint.js';
import type { Page } from '../paging.js';
import type { Message } from './shared.js';

/** A step of signing in: signed in, or the second step still to take. */
const signInStep = anyone.sharing({ answer: json<SignInResult>() });
/** A change to two-factor authentication, answered with the user as it now is. */
const twoFactorChange = signedIn.sharing({ answer: json<{ user: AccountUser }>() });

export const accountEndpoints = endpointGroup('Accounts', apiPaths.account, {
  session: anyone('Who is signed in on this device (null when nobody)', {
    answer: json<{ user: AccountUser | null }>(),
  }),
  signIn: signInStep('Sign in to the business or admin portal', { body: signInRequestSchema }),
  signInTwoFactor: signInStep("A sign-in's second step: the authenticator or backup code", {
    body: twoFactorSignInSchema,
  }),
  signOut: anyone('Sign this device out', { answer: json<Message>() }),
  sessions: signedIn("The signed-in user's sessions, this one marked", {
    answer: json<Page<AccountSession>>(),
  }),
  signOutOthers: signedIn('Sign out every other device', { answer: json<{ revoked: number }>() }),
  revokeSession: signedIn('Sign out one other device', {
    params: sessionIdParamSchema,
    answer: empty,
  }),
  language: anyone(
    "Choose the pages' language: remembered in the `lang` cookie, and for a signed-in user as the language of their e-mails",
    { body: languageChoiceSchema, answer: empty },
  ),
  claim: anyone('Claim a business: make the owner account and a claim for approval', {
    body: claimSchema,
    answer: json<Message>(201),
  }),
  forgotPassword: anyone('E-mail a password reset link', {
    body: forgotPasswordSchema,
    answer: json<Message>(),
  }),
  resetPassword: anyone('Set a new password with a reset link; signs out every session', {
    body: resetPasswordSchema,
    answer: json<Message & { portal: 'business' | 'admin' }>(),
  }),
  changePassword: signedIn('Change the password; signs out the other devices', {
    body: changePasswordSchema,
    answer: json<Message>(),
  }),
  startTwoFactor: signedIn('Start setting up two-factor authentication', {
    body: confirmPasswordSchema,
    answer: json<TwoFactorSetup>(),
  }),
  confirmTwoFactor: twoFactorChange('Finish setting up two-factor authentication with a code', {
    body: totpCodeSchema,
  }),
  // Owners only, refused before the body is read: an admin learns 403, not what is missing.
  disableTwoFactor: callableBy('disable:two-factor:own')(
    'Turn two-factor authentication off (owners only)',
    { body: confirmPasswordSchema, answer: json<{ user: AccountUser }>() },
  ),
});
