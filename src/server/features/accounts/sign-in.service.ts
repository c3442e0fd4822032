/**
 * Signing in and out, and the second factor at sign-in. The auth library checks
 * passwords and codes and issues the cookies; this file adds what the product
 * needs around it: the human check, our rate limits, which login page admits
 * whom, and the security log.
 */
import {
  type AccountUser,
  authMessages,
  type Portal,
  type SignInInput,
  type SignInResult,
  type TwoFactorSignInInput,
  toAccountUser,
} from '#domain/accounts.js';
import { AppError } from '../../platform/app-error.js';
import { authErrorCode } from '../../platform/auth/auth-errors.js';
import type { WithCookies } from '../../platform/auth/auth-headers.js';
import { findUserByEmail } from '../../platform/auth/users.js';
import {
  AUTH_RATE_LIMITS,
  forgiveSignInAttempt,
  limitAuthAttempt,
  limitSignInAttempt,
} from '../../platform/auth-rate-limits.js';
import { verifyCaptcha } from '../../platform/captcha.js';
import type { AuthServiceContext } from '../../platform/request-context.js';
import { logAccountEvent } from '../../platform/security-log.js';
import { deleteSessionByToken } from './accounts.queries.js';

type LibraryUser = Parameters<typeof toAccountUser>[0];

function admits(portal: Portal, userType: string | null): boolean {
  return portal === 'admin' ? userType === 'admin' : userType === 'business_owner';
}

export async function signIn({
  input,
  ...ctx
}: AuthServiceContext & {
  input: SignInInput & { portal: Portal };
}): Promise<WithCookies<SignInResult>> {
  const { auth, db, config, meta } = ctx;
  const { email, portal } = input;
  await limitSignInAttempt({ ...ctx, email });
  try {
    await verifyCaptcha({ db, config, payload: input.captcha });
  } catch (err) {
    await logAccountEvent(db, meta, {
      action: 'auth_login_failed',
      success: false,
      errorMessage: err instanceof Error ? err.message : 'captcha',
      metadata: { email, portal, reason: 'captcha' },
    });
    throw err;
  }

  // The library answers { token, user } or, with two-factor on, { twoFactorRedirect }.
  let signedIn: { token?: string | null; user?: LibraryUser; twoFactorRedirect?: boolean };
  let cookies: Headers;
  try {
    const result = await auth.api.signInEmail({
      body: { email, password: input.password },
      headers: meta.headers,
      returnHeaders: true,
    });
    signedIn = result.response as typeof signedIn;
    cookies = result.headers;
  } catch (err) {
    if (!authErrorCode(err)) throw err;
    await logAccountEvent(db, meta, {
      action: 'auth_login_failed',
      success: false,
      errorMessage: authMessages.invalidCredentials,
      metadata: { email, portal, reason: 'credentials' },
    });
    throw new AppError('unauthenticated', authMessages.invalidCredentials);
  }

  // The password was right; now the login page must be the user's own.
  const account = await findUserByEmail(db, email);
  if (!account || !admits(portal, account.userType)) {
    if (signedIn.token) await deleteSessionByToken(db, signedIn.token);
    await logAccountEvent(db, meta, {
      action: 'auth_login_failed',
      success: false,
      actorUserId: account?.id,
      errorMessage: 'wrong login page',
      metadata: { email, portal, reason: 'wrong_portal' },
    });
    throw new AppError(
      'forbidden',
      portal === 'admin' ? authMessages.adminDenied : authMessages.ownerOnly,
    );
  }

  await forgiveSignInAttempt({ ...ctx, email });
  if (signedIn.twoFactorRedirect) {
    // No session yet: the library set a short-lived two-factor cookie instead.
    return { body: { status: 'two_factor_required' }, cookies };
  }
  const user = toAccountUser(signedIn.user ?? { ...account, twoFactorEnabled: false });
  await logAccountEvent(db, meta, {
    action: 'auth_login_success',
    success: true,
    actorUserId: user.id,
    metadata: { email, portal, twoFactor: false },
  });
  return {
    body: { status: 'signed_in', user, message: authMessages.loginSuccess },
    cookies,
  };
}

const TWO_FACTOR_ERRORS: Record<
  string,
  { code: 'unauthenticated' | 'rate_limited'; message: string }
> = {
  INVALID_CODE: { code: 'unauthenticated', message: authMessages.codeInvalid },
  INVALID_BACKUP_CODE: { code: 'unauthenticated', message: authMessages.codeInvalid },
  TOTP_NOT_ENABLED: { code: 'unauthenticated', message: authMessages.codeInvalid },
  BACKUP_CODES_NOT_ENABLED: { code: 'unauthenticated', message: authMessages.codeInvalid },
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: {
    code: 'rate_limited',
    message: authMessages.tooManyAttempts,
  },
  ACCOUNT_TEMPORARILY_LOCKED: { code: 'rate_limited', message: authMessages.tooManyAttempts },
};

/** Backup codes are shown as 'abcde-12345'; accept them typed without the dash. */
function normalizeBackupCode(code: string): string {
  const compact = code.replace(/-/g, '');
  return `${compact.slice(0, 5)}-${compact.slice(5)}`;
}

/** The second step of a sign-in: a code from the authenticator app, or a backup code. */
export async function verifySignInTwoFactor({
  input,
  ...ctx
}: AuthServiceContext & { input: TwoFactorSignInInput }): Promise<WithCookies<SignInResult>> {
  const { auth, db, meta } = ctx;
  const method = input.method ?? 'totp';
  await limitAuthAttempt({ ...ctx, rule: AUTH_RATE_LIMITS.twoFactor });
  let verified: { user: LibraryUser };
  let cookies: Headers;
  try {
    const body = { code: input.code.trim(), trustDevice: input.trustDevice };
    const result =
      method === 'backup'
        ? await auth.api.verifyBackupCode({
            body: { ...body, code: normalizeBackupCode(body.code) },
            headers: meta.headers,
            returnHeaders: true,
          })
        : await auth.api.verifyTOTP({ body, headers: meta.headers, returnHeaders: true });
    verified = result.response as { user: LibraryUser };
    cookies = result.headers;
  } catch (err) {
    const code = authErrorCode(err);
    if (!code) throw err;
    const mapped = TWO_FACTOR_ERRORS[code] ?? {
      code: 'unauthenticated' as const,
      message: authMessages.twoFactorExpired,
    };
    await logAccountEvent(db, meta, {
      action: 'auth_two_factor_failed',
      success: false,
      errorMessage: mapped.message,
      metadata: { stage: 'sign_in', method, reason: code },
    });
    throw new AppError(mapped.code, mapped.message);
  }
  const user = toAccountUser(verified.user);
  await logAccountEvent(db, meta, {
    action: 'auth_login_success',
    success: true,
    actorUserId: user.id,
    metadata: { email: user.email, twoFactor: method },
  });
  return { body: { status: 'signed_in', user, message: authMessages.loginSuccess }, cookies };
}

/** Signs this device out. Answers the same when already signed out. */
export async function signOut({
  auth,
  db,
  meta,
  user,
}: Pick<AuthServiceContext, 'auth' | 'db' | 'meta'> & {
  user: AccountUser | null;
}): Promise<WithCookies<{ message: string }>> {
  const result = await auth.api.signOut({ headers: meta.headers, returnHeaders: true });
  if (user) {
    await logAccountEvent(db, meta, {
      action: 'auth_logout',
      success: true,
      actorUserId: user.id,
      metadata: { scope: 'local' },
    });
  }
  return { body: { message: authMessages.signOutSuccess }, cookies: result.headers };
}
