/**
 * Signing in and out, the second factor at sign-in, and the list of a user's
 * sessions. The auth library checks passwords and codes and issues the cookies;
 * this file adds what the product needs around it: the human check, our rate
 * limits, which login page admits whom, and the security log.
 */
import {
  type AccountSession,
  type AccountUser,
  authMessages,
  type Portal,
  type SignInInput,
  type SignInResult,
  type TwoFactorSignInInput,
} from '../../../domain/accounts.js';
import { AppError } from '../../platform/app-error.js';
import { findUserByEmail } from '../../platform/auth/users.js';
import { verifyCaptcha } from '../../platform/captcha.js';
import {
  type AccountDeps,
  authErrorCode,
  limitAttempt,
  RATE_LIMITS,
  type RequestMeta,
  recordEvent,
} from './account-context.js';
import {
  deleteOtherSessions,
  deleteSessionByToken,
  deleteSessionOfUser,
  listActiveSessions,
} from './accounts.queries.js';

/** What a service hands back to its route: the body, and cookies to set. */
export interface WithCookies<T> {
  body: T;
  cookies?: Headers;
}

interface LibraryUser {
  id: string;
  email: string;
  name: string;
  userType?: string | null;
  twoFactorEnabled?: boolean | null;
}

export function toAccountUser(user: LibraryUser): AccountUser {
  const userType =
    user.userType === 'admin' || user.userType === 'business_owner' ? user.userType : null;
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    userType,
    twoFactorEnabled: Boolean(user.twoFactorEnabled),
  };
}

function admits(portal: Portal, userType: string | null): boolean {
  return portal === 'admin' ? userType === 'admin' : userType === 'business_owner';
}

export async function signIn(
  deps: AccountDeps,
  meta: RequestMeta,
  input: SignInInput & { portal: Portal },
): Promise<WithCookies<SignInResult>> {
  const { auth, db, config } = deps;
  const { email, portal } = input;
  await limitAttempt(deps, meta, RATE_LIMITS.signIn, { email });
  try {
    await verifyCaptcha({ db, config, payload: input.captcha });
  } catch (err) {
    await recordEvent(db, meta, {
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
    await recordEvent(db, meta, {
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
    await recordEvent(db, meta, {
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

  if (signedIn.twoFactorRedirect) {
    // No session yet: the library set a short-lived two-factor cookie instead.
    return { body: { status: 'two_factor_required' }, cookies };
  }
  const user = toAccountUser(signedIn.user ?? { ...account, twoFactorEnabled: false });
  await recordEvent(db, meta, {
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
export async function verifySignInTwoFactor(
  deps: AccountDeps,
  meta: RequestMeta,
  input: TwoFactorSignInInput,
): Promise<WithCookies<SignInResult>> {
  const { auth, db } = deps;
  const method = input.method ?? 'totp';
  await limitAttempt(deps, meta, RATE_LIMITS.twoFactor, {});
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
    await recordEvent(db, meta, {
      action: 'auth_two_factor_failed',
      success: false,
      errorMessage: mapped.message,
      metadata: { stage: 'sign_in', method, reason: code },
    });
    throw new AppError(mapped.code, mapped.message);
  }
  const user = toAccountUser(verified.user);
  await recordEvent(db, meta, {
    action: 'auth_login_success',
    success: true,
    actorUserId: user.id,
    metadata: { email: user.email, twoFactor: method },
  });
  return { body: { status: 'signed_in', user, message: authMessages.loginSuccess }, cookies };
}

/** Signs this device out. Answers the same when already signed out. */
export async function signOut(
  deps: AccountDeps,
  meta: RequestMeta,
  user: AccountUser | null,
): Promise<WithCookies<{ message: string }>> {
  const result = await deps.auth.api.signOut({ headers: meta.headers, returnHeaders: true });
  if (user) {
    await recordEvent(deps.db, meta, {
      action: 'auth_logout',
      success: true,
      actorUserId: user.id,
      metadata: { scope: 'local' },
    });
  }
  return { body: { message: authMessages.signOutSuccess }, cookies: result.headers };
}

export async function listSessions(
  deps: AccountDeps,
  { userId, currentSessionId }: { userId: string; currentSessionId: string },
): Promise<{ items: AccountSession[]; total: number }> {
  const rows = await listActiveSessions(deps.db, userId);
  const items = rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
    current: row.id === currentSessionId,
  }));
  return { items, total: items.length };
}

/** The spec's sign-out scope 'others': every session but this one ends. */
export async function signOutOtherSessions(
  deps: AccountDeps,
  meta: RequestMeta,
  { userId, currentSessionId }: { userId: string; currentSessionId: string },
): Promise<{ revoked: number }> {
  const revoked = await deleteOtherSessions(deps.db, userId, currentSessionId);
  await recordEvent(deps.db, meta, {
    action: 'auth_logout_others',
    success: true,
    actorUserId: userId,
    metadata: { scope: 'others', revoked },
  });
  return { revoked };
}

export async function revokeSession(
  deps: AccountDeps,
  meta: RequestMeta,
  {
    userId,
    currentSessionId,
    sessionId,
  }: { userId: string; currentSessionId: string; sessionId: string },
): Promise<void> {
  if (sessionId === currentSessionId) {
    throw new AppError('validation', 'Use Sign Out to end the session on this device.');
  }
  const deleted = await deleteSessionOfUser(deps.db, userId, sessionId);
  if (!deleted) throw new AppError('not_found', 'Session not found');
  await recordEvent(deps.db, meta, {
    action: 'auth_session_revoked',
    success: true,
    actorUserId: userId,
    metadata: { sessionId },
  });
}
