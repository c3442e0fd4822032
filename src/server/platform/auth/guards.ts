import type { Context } from 'hono';
import { AppError } from '../app-error.js';
import type { AppEnv } from '../request-context.js';

export type UserType = 'business_owner' | 'admin';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  userType: UserType | null;
  twoFactorEnabled: boolean;
}

/**
 * The signed-in user of this request, or null. Uses the auth library's cookie
 * cache, so most calls cost no database read. Only routes that need a user call it.
 */
export async function getSessionUser(c: Context<AppEnv>): Promise<SessionUser | null> {
  const result = await c.get('auth').api.getSession({ headers: c.req.raw.headers });
  if (!result) return null;
  const { user } = result;
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    userType: (user.userType as UserType | null | undefined) ?? null,
    twoFactorEnabled: Boolean(user.twoFactorEnabled),
  };
}

/** 401 when signed out. */
export async function requireUser(c: Context<AppEnv>): Promise<SessionUser> {
  const user = await getSessionUser(c);
  if (!user) throw new AppError('unauthenticated', 'Please sign in to continue.');
  return user;
}

/** 401 when signed out, 403 for the wrong role. */
export async function requireRole(c: Context<AppEnv>, role: UserType): Promise<SessionUser> {
  const user = await requireUser(c);
  if (user.userType !== role) {
    throw new AppError(
      'forbidden',
      role === 'admin'
        ? 'Access denied. Admin authentication required.'
        : 'This page is for business owners.',
    );
  }
  return user;
}
