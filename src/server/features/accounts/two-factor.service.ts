/**
 * Setting up, confirming and turning off two-factor authentication (TOTP). The
 * auth library keeps the secret encrypted and the backup codes; admins must
 * have it, owners choose.
 */
import { type AccountUser, authMessages, type TwoFactorSetup } from '../../../domain/accounts.js';
import { AppError } from '../../platform/app-error.js';
import { authRefusal } from '../../platform/auth/auth-errors.js';
import type { WithCookies } from '../../platform/auth/auth-headers.js';
import { assertCan } from '../../platform/auth/guards.js';
import { AUTH_RATE_LIMITS, limitAuthAttempt } from '../../platform/auth-rate-limits.js';
import type { AuthServiceContext } from '../../platform/request-context.js';
import { logAccountEvent } from '../../platform/security-log.js';

type TwoFactorChange = AuthServiceContext & { user: AccountUser };

function secretOf(totpURI: string): string {
  return new URL(totpURI).searchParams.get('secret') ?? '';
}

/** Guards shared by every change: the state it needs, then the rate limit. */
async function beginChange(
  { user, ...ctx }: TwoFactorChange,
  { needsEnabled }: { needsEnabled: boolean },
): Promise<void> {
  if (user.twoFactorEnabled !== needsEnabled) {
    throw new AppError(
      'conflict',
      `Two-factor authentication is already ${user.twoFactorEnabled ? 'on' : 'off'}.`,
    );
  }
  await limitAuthAttempt({ ...ctx, rule: AUTH_RATE_LIMITS.twoFactorSetup, userId: user.id });
}

/** Step 1: checks the password and returns a new secret (as a URI for the QR code) and backup codes. */
export async function startTwoFactorSetup({
  password,
  ...change
}: TwoFactorChange & { password: string }): Promise<TwoFactorSetup> {
  const { auth, db, meta, user } = change;
  await beginChange(change, { needsEnabled: false });
  try {
    const result = await auth.api.enableTwoFactor({ body: { password }, headers: meta.headers });
    const { totpURI, backupCodes } = result as { totpURI: string; backupCodes: string[] };
    return { totpURI, secret: secretOf(totpURI), backupCodes };
  } catch (err) {
    throw await authRefusal({
      db,
      meta,
      err,
      userId: user.id,
      action: 'auth_two_factor_failed',
      field: 'password',
      messages: { INVALID_PASSWORD: authMessages.passwordWrong },
      otherwise: 'Could not start the set-up.',
      stage: 'setup',
    });
  }
}

/** Step 2: a code from the app proves it holds the secret; two-factor is on from now. */
export async function confirmTwoFactorSetup({
  code,
  ...change
}: TwoFactorChange & { code: string }): Promise<WithCookies<{ user: AccountUser }>> {
  const { auth, db, meta, user } = change;
  await beginChange(change, { needsEnabled: false });
  let cookies: Headers;
  try {
    const result = await auth.api.verifyTOTP({
      body: { code },
      headers: meta.headers,
      returnHeaders: true,
    });
    cookies = result.headers;
  } catch (err) {
    throw await authRefusal({
      db,
      meta,
      err,
      userId: user.id,
      action: 'auth_two_factor_failed',
      field: 'code',
      messages: { TOTP_NOT_ENABLED: 'Please start the set-up again.' },
      otherwise: authMessages.codeInvalid,
      stage: 'enrol',
    });
  }
  await logAccountEvent(db, meta, {
    action: 'auth_two_factor_enrolled',
    success: true,
    actorUserId: user.id,
    metadata: { method: 'totp' },
  });
  return { body: { user: { ...user, twoFactorEnabled: true } }, cookies };
}

/** Owners may turn two-factor off again; for admins it is required. */
export async function disableTwoFactor({
  password,
  ...change
}: TwoFactorChange & { password: string }): Promise<WithCookies<{ user: AccountUser }>> {
  const { auth, db, meta, user } = change;
  assertCan(user, 'disable:two-factor:own');
  await beginChange(change, { needsEnabled: true });
  let cookies: Headers;
  try {
    const result = await auth.api.disableTwoFactor({
      body: { password },
      headers: meta.headers,
      returnHeaders: true,
    });
    cookies = result.headers;
  } catch (err) {
    throw await authRefusal({
      db,
      meta,
      err,
      userId: user.id,
      action: 'auth_two_factor_failed',
      field: 'password',
      messages: { INVALID_PASSWORD: authMessages.passwordWrong },
      otherwise: authMessages.changeFailed,
      stage: 'disable',
    });
  }
  await logAccountEvent(db, meta, {
    action: 'auth_two_factor_disabled',
    success: true,
    actorUserId: user.id,
  });
  return { body: { user: { ...user, twoFactorEnabled: false } }, cookies };
}
