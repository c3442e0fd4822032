/**
 * Setting up, confirming and turning off two-factor authentication (TOTP). The
 * auth library keeps the secret encrypted and the backup codes; admins must
 * have it, owners choose.
 */
import { type AccountUser, authMessages, type TwoFactorSetup } from '../../../domain/accounts.js';
import { AppError } from '../../platform/app-error.js';
import {
  type AccountDeps,
  authErrorCode,
  limitAttempt,
  RATE_LIMITS,
  type RequestMeta,
  recordEvent,
} from './account-context.js';
import { toAccountUser, type WithCookies } from './accounts.service.js';

function secretOf(totpURI: string): string {
  return new URL(totpURI).searchParams.get('secret') ?? '';
}

/** Step 1: checks the password and returns a new secret (as a URI for the QR code) and backup codes. */
export async function startTwoFactorSetup(
  deps: AccountDeps,
  meta: RequestMeta,
  { user, password }: { user: AccountUser; password: string },
): Promise<TwoFactorSetup> {
  const { auth, db } = deps;
  if (user.twoFactorEnabled) {
    throw new AppError('conflict', 'Two-factor authentication is already on.');
  }
  await limitAttempt(deps, meta, RATE_LIMITS.twoFactorSetup, { userId: user.id });
  try {
    const result = await auth.api.enableTwoFactor({
      body: { password },
      headers: meta.headers,
    });
    const { totpURI, backupCodes } = result as { totpURI: string; backupCodes: string[] };
    return { totpURI, secret: secretOf(totpURI), backupCodes };
  } catch (err) {
    const code = authErrorCode(err);
    if (!code) throw err;
    const message =
      code === 'INVALID_PASSWORD' ? authMessages.passwordWrong : 'Could not start the set-up.';
    await recordEvent(db, meta, {
      action: 'auth_two_factor_failed',
      success: false,
      actorUserId: user.id,
      errorMessage: message,
      metadata: { stage: 'setup', reason: code },
    });
    throw new AppError('validation', message, { password: message });
  }
}

/** Step 2: a code from the app proves it holds the secret; two-factor is on from now. */
export async function confirmTwoFactorSetup(
  deps: AccountDeps,
  meta: RequestMeta,
  { user, code }: { user: AccountUser; code: string },
): Promise<WithCookies<{ user: AccountUser }>> {
  const { auth, db } = deps;
  if (user.twoFactorEnabled) {
    throw new AppError('conflict', 'Two-factor authentication is already on.');
  }
  await limitAttempt(deps, meta, RATE_LIMITS.twoFactorSetup, { userId: user.id });
  try {
    const result = await auth.api.verifyTOTP({
      body: { code },
      headers: meta.headers,
      returnHeaders: true,
    });
    const updated = toAccountUser({ ...user, twoFactorEnabled: true });
    await recordEvent(db, meta, {
      action: 'auth_two_factor_enrolled',
      success: true,
      actorUserId: user.id,
      metadata: { method: 'totp' },
    });
    return { body: { user: updated }, cookies: result.headers };
  } catch (err) {
    const reason = authErrorCode(err);
    if (!reason) throw err;
    const message =
      reason === 'TOTP_NOT_ENABLED' ? 'Please start the set-up again.' : authMessages.codeInvalid;
    await recordEvent(db, meta, {
      action: 'auth_two_factor_failed',
      success: false,
      actorUserId: user.id,
      errorMessage: message,
      metadata: { stage: 'enrol', reason },
    });
    throw new AppError('validation', message, { code: message });
  }
}

/** Owners may turn two-factor off again; for admins it is required. */
export async function disableTwoFactor(
  deps: AccountDeps,
  meta: RequestMeta,
  { user, password }: { user: AccountUser; password: string },
): Promise<WithCookies<{ user: AccountUser }>> {
  const { auth, db } = deps;
  if (user.userType === 'admin') throw new AppError('forbidden', authMessages.twoFactorRequired);
  if (!user.twoFactorEnabled) {
    throw new AppError('conflict', 'Two-factor authentication is already off.');
  }
  await limitAttempt(deps, meta, RATE_LIMITS.twoFactorSetup, { userId: user.id });
  try {
    const result = await auth.api.disableTwoFactor({
      body: { password },
      headers: meta.headers,
      returnHeaders: true,
    });
    await recordEvent(db, meta, {
      action: 'auth_two_factor_disabled',
      success: true,
      actorUserId: user.id,
    });
    return { body: { user: { ...user, twoFactorEnabled: false } }, cookies: result.headers };
  } catch (err) {
    const reason = authErrorCode(err);
    if (!reason) throw err;
    const message =
      reason === 'INVALID_PASSWORD' ? authMessages.passwordWrong : authMessages.changeFailed;
    await recordEvent(db, meta, {
      action: 'auth_two_factor_failed',
      success: false,
      actorUserId: user.id,
      errorMessage: message,
      metadata: { stage: 'disable', reason },
    });
    throw new AppError('validation', message, { password: message });
  }
}
