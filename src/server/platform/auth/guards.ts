import type { Context } from 'hono';
import { type AccountUser, authMessages, type UserType } from '../../../domain/accounts.js';
import { AppError } from '../app-error.js';
import type { AppEnv } from '../request-context.js';

export type { UserType };
export type SessionUser = AccountUser;

export interface SessionOptions {
  /**
   * Read the session from the database instead of the signed cookie cache (up
   * to 60 s old). Account and security screens use it, so a session that was
   * signed out elsewhere stops at once there; everything else takes the cache.
   */
  fresh?: boolean;
}

/**
 * The signed-in user of this request and the id of its session, or null. Uses
 * the auth library's cookie cache unless `fresh`. A tampered or unknown cookie
 * is simply no session.
 */
export async function getCurrentSession(
  c: Context<AppEnv>,
  options: SessionOptions = {},
): Promise<{ user: SessionUser; sessionId: string } | null> {
  const result = await c.get('auth').api.getSession({
    headers: c.req.raw.headers,
    query: options.fresh ? { disableCookieCache: true } : undefined,
  });
  if (!result) return null;
  const { user } = result;
  const known = user.userType === 'admin' || user.userType === 'business_owner';
  return {
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      userType: known ? (user.userType as UserType) : null,
      twoFactorEnabled: Boolean(user.twoFactorEnabled),
    },
    sessionId: result.session.id,
  };
}

/**
 * The signed-in user of this request, or null. Uses the auth library's cookie
 * cache, so most calls cost no database read. Only routes that need a user call it.
 */
export async function getSessionUser(
  c: Context<AppEnv>,
  options: SessionOptions = {},
): Promise<SessionUser | null> {
  return (await getCurrentSession(c, options))?.user ?? null;
}

/** 401 when signed out. */
export async function requireUser(
  c: Context<AppEnv>,
  options: SessionOptions = {},
): Promise<SessionUser> {
  const user = await getSessionUser(c, options);
  if (!user) throw new AppError('unauthenticated', authMessages.signInRequired);
  return user;
}

/**
 * 401 when signed out, 403 for the wrong role. An admin must also have set up
 * two-factor authentication (their first sign-in does it) before any admin route
 * answers.
 */
export async function requireRole(
  c: Context<AppEnv>,
  role: UserType,
  options: SessionOptions = {},
): Promise<SessionUser> {
  const user = await requireUser(c, options);
  if (user.userType !== role) {
    throw new AppError(
      'forbidden',
      role === 'admin' ? authMessages.adminDenied : authMessages.ownerOnly,
    );
  }
  if (role === 'admin' && !user.twoFactorEnabled) {
    throw new AppError('forbidden', authMessages.twoFactorRequired);
  }
  return user;
}
