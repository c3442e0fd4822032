/**
 * Forgotten and changed passwords. A reset link is written in the same
 * transaction as its e-mail and its log line; the auth library checks it,
 * spends it (it works once), stores the new hash and ends every session.
 */
import { generateId } from 'better-auth';
import {
  authMessages,
  type ChangePasswordInput,
  type ForgotPasswordInput,
  type ResetPasswordInput,
} from '#domain/accounts.js';
import { pathInLanguage } from '#domain/languages.js';
import { AppError } from '../../platform/app-error.js';
import { RESET_TOKEN_TTL_SECONDS } from '../../platform/auth/auth.js';
import { authErrorCode, refusingAuthErrors } from '../../platform/auth/auth-errors.js';
import type { WithCookies } from '../../platform/auth/auth-headers.js';
import { findUserByEmail, findUserById } from '../../platform/auth/users.js';
import { AUTH_RATE_LIMITS, limitAuthAttempt } from '../../platform/auth-rate-limits.js';
import { verifyCaptcha } from '../../platform/captcha.js';
import { enqueueEmail } from '../../platform/mail/outbox.js';
import type { AuthServiceContext } from '../../platform/request-context.js';
import { logAccountEvent } from '../../platform/security-log.js';
import { passwordResetEmail } from './accounts.emails.js';
import { findResetTokenOwner, replaceResetToken } from './accounts.queries.js';

/** Both answers of 'forgot password' take at least this long (no account enumeration by timing). */
const RESET_ANSWER_MS = 200;

/**
 * Waits until `ms` have passed since `started`, so answers whose work differs
 * for known and unknown e-mails (a reset link written or not) take the same time.
 */
async function answerNoSoonerThan(started: number, ms: number): Promise<void> {
  const left = ms - (performance.now() - started);
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}

/** The page a reset link opens (a route of the web app). */
export const RESET_PAGE_PATH = '/business/reset-password';

/**
 * Answers the same for every e-mail, known or not (no account enumeration);
 * only a known one gets a link.
 */
export async function requestPasswordReset({
  input,
  ...ctx
}: AuthServiceContext & { input: ForgotPasswordInput }): Promise<{ message: string }> {
  const { db, config, meta } = ctx;
  await limitAuthAttempt({ ...ctx, rule: AUTH_RATE_LIMITS.resetRequest, email: input.email });
  await verifyCaptcha({ db, config, payload: input.captcha });

  const started = performance.now();
  const target = await findUserByEmail(db, input.email);
  await db.transaction(async (tx) => {
    if (target) {
      const token = generateId(32);
      await replaceResetToken(tx, {
        id: generateId(32),
        token,
        userId: target.id,
        expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_SECONDS * 1000),
      });
      const url = `${config.publicUrl}${pathInLanguage(RESET_PAGE_PATH, target.language)}?token=${encodeURIComponent(token)}`;
      await enqueueEmail(
        tx,
        passwordResetEmail({ to: target.email, name: target.name, url, language: target.language }),
      );
    }
    await logAccountEvent(tx, meta, {
      action: 'auth_password_reset_requested',
      success: true,
      actorUserId: target?.id,
      metadata: { email: input.email, accountFound: Boolean(target) },
    });
  });
  await answerNoSoonerThan(started, RESET_ANSWER_MS);
  return { message: authMessages.resetSent };
}

export async function resetPassword({
  input,
  ...ctx
}: AuthServiceContext & {
  input: ResetPasswordInput;
}): Promise<{ message: string; portal: 'business' | 'admin' }> {
  const { auth, db, meta } = ctx;
  await limitAuthAttempt({ ...ctx, rule: AUTH_RATE_LIMITS.resetSubmit });
  const userId = await findResetTokenOwner(db, input.token);
  try {
    if (!userId) throw new AppError('validation', authMessages.resetLinkInvalid);
    await auth.api.resetPassword({ body: { token: input.token, newPassword: input.newPassword } });
  } catch (err) {
    if (!(err instanceof AppError) && !authErrorCode(err)) throw err;
    await logAccountEvent(db, meta, {
      action: 'auth_password_reset_failed',
      success: false,
      actorUserId: userId,
      errorMessage: authMessages.resetLinkInvalid,
    });
    throw new AppError('validation', authMessages.resetLinkInvalid, {
      token: authMessages.resetLinkInvalid,
    });
  }
  const user = await findUserById(db, userId);
  await logAccountEvent(db, meta, {
    action: 'auth_password_reset_completed',
    success: true,
    actorUserId: userId,
  });
  return {
    message: authMessages.resetDone,
    portal: user?.userType === 'admin' ? 'admin' : 'business',
  };
}

/** Needs the current password; ends every other session and renews this one. */
export async function changePassword({
  userId,
  input,
  ...ctx
}: AuthServiceContext & {
  userId: string;
  input: ChangePasswordInput;
}): Promise<WithCookies<{ message: string }>> {
  const { auth, db, meta } = ctx;
  await limitAuthAttempt({ ...ctx, rule: AUTH_RATE_LIMITS.changePassword, userId });
  const result = await refusingAuthErrors(
    () =>
      auth.api.changePassword({
        body: {
          currentPassword: input.currentPassword,
          newPassword: input.newPassword,
          revokeOtherSessions: true,
        },
        headers: meta.headers,
        returnHeaders: true,
      }),
    {
      db,
      meta,
      userId,
      action: 'auth_password_change_failed',
      field: 'currentPassword',
      messages: { INVALID_PASSWORD: authMessages.currentPasswordWrong },
      otherwise: authMessages.changeFailed,
    },
  );
  await logAccountEvent(db, meta, {
    action: 'auth_password_changed',
    success: true,
    actorUserId: userId,
  });
  return { body: { message: authMessages.changeSuccess }, cookies: result.headers };
}
