/**
 * Setting up, confirming and turning off two-factor authentication (TOTP). The
 * auth library keeps the secret encrypted and the backup codes; admins must
 * have it, owners choose.
 */
import {
  type AccountUser,
  authMessages,
  type SecurityAction,
  type TwoFactorSetup,
} from '#domain/accounts.js';
import { AppError } from '../../platform/app-error.js';
import { type AuthRefusal, refusingAuthErrors } from '../../platform/auth/auth-errors.js';
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

/** A refusal of the library at `stage`: logged as auth_two_factor_failed, answered on `field`. */
function refusal(
  { db, meta, user }: TwoFactorChange,
  answer: Pick<AuthRefusal, 'stage' | 'field' | 'messages' | 'otherwise'>,
): AuthRefusal {
  return { db, meta, userId: user.id, action: 'auth_two_factor_failed', ...answer };
}

function logSuccess(
  { db, meta, user }: TwoFactorChange,
  action: SecurityAction,
  metadata?: Record<string, unknown>,
): Promise<void> {
  return logAccountEvent(db, meta, { action, success: true, actorUserId: user.id, metadata });
}

/** Step 1: checks the password and returns a new secret (as a URI for the QR code) and backup codes. */
export async function startTwoFactorSetup({
  password,
  ...change
}: TwoFactorChange & { password: string }): Promise<TwoFactorSetup> {
  const { auth, meta } = change;
  await beginChange(change, { needsEnabled: false });
  const result = await refusingAuthErrors(
    () => auth.api.enableTwoFactor({ body: { password }, headers: meta.headers }),
    refusal(change, {
      stage: 'setup',
      field: 'password',
      messages: { INVALID_PASSWORD: authMessages.passwordWrong },
      otherwise: 'Could not start the set-up.',
    }),
  );
  const { totpURI, backupCodes } = result as { totpURI: string; backupCodes: string[] };
  return { totpURI, secret: secretOf(totpURI), backupCodes };
}

/** Step 2: a code from the app proves it holds the secret; two-factor is on from now. */
export async function confirmTwoFactorSetup({
  code,
  ...change
}: TwoFactorChange & { code: string }): Promise<WithCookies<{ user: AccountUser }>> {
  const { auth, meta, user } = change;
  await beginChange(change, { needsEnabled: false });
  const result = await refusingAuthErrors(
    () => auth.api.verifyTOTP({ body: { code }, headers: meta.headers, returnHeaders: true }),
    refusal(change, {
      stage: 'enrol',
      field: 'code',
      messages: { TOTP_NOT_ENABLED: 'Please start the set-up again.' },
      otherwise: authMessages.codeInvalid,
    }),
  );
  await logSuccess(change, 'auth_two_factor_enrolled', { method: 'totp' });
  return { body: { user: { ...user, twoFactorEnabled: true } }, cookies: result.headers };
}

/** Owners may turn two-factor off again; for admins it is required. */
export async function disableTwoFactor({
  password,
  ...change
}: TwoFactorChange & { password: string }): Promise<WithCookies<{ user: AccountUser }>> {
  const { auth, meta, user } = change;
  assertCan(user, 'disable:two-factor:own');
  await beginChange(change, { needsEnabled: true });
  const result = await refusingAuthErrors(
    () =>
      auth.api.disableTwoFactor({ body: { password }, headers: meta.headers, returnHeaders: true }),
    refusal(change, {
      stage: 'disable',
      field: 'password',
      messages: { INVALID_PASSWORD: authMessages.passwordWrong },
      otherwise: authMessages.changeFailed,
    }),
  );
  await logSuccess(change, 'auth_two_factor_disabled');
  return { body: { user: { ...user, twoFactorEnabled: false } }, cookies: result.headers };
}
