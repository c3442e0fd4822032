import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { type AccountUser, authMessages, toAccountUser } from '../../../domain/accounts.js';
import { deniedMessage, type PermissionString } from '../../../domain/permissions.js';
import { AppError } from '../app-error.js';
import type { AppEnv } from '../request-context.js';
import { requestMeta } from '../request-meta.js';

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
export async function getCurrentSession<E extends AppEnv>(
  c: Context<E>,
  options: SessionOptions = {},
): Promise<{ user: SessionUser; sessionId: string } | null> {
  const result = await c.get('auth').api.getSession({
    headers: c.req.raw.headers,
    query: options.fresh ? { disableCookieCache: true } : undefined,
  });
  if (!result) return null;
  return { user: toAccountUser(result.user), sessionId: result.session.id };
}

/**
 * The signed-in user of this request, or null. Uses the auth library's cookie
 * cache, so most calls cost no database read. Only routes that need a user call it.
 */
export async function getSessionUser<E extends AppEnv>(
  c: Context<E>,
  options: SessionOptions = {},
): Promise<SessionUser | null> {
  return (await getCurrentSession(c, options))?.user ?? null;
}

/** 401 when signed out. */
export async function requireUser<E extends AppEnv>(
  c: Context<E>,
  options: SessionOptions = {},
): Promise<SessionUser> {
  const user = await getSessionUser(c, options);
  if (!user) throw new AppError('unauthenticated', authMessages.signInRequired);
  return user;
}

/**
 * The permission check every service makes (src/domain/permissions.ts): 401
 * signed out, 403 with the spec's message when the user may not. An admin must
 * also have set up two-factor authentication (their first sign-in does it).
 */
export function assertCan(user: SessionUser | null, permission: PermissionString): void {
  const message = deniedMessage(user, permission);
  if (message !== null) throw new AppError(user ? 'forbidden' : 'unauthenticated', message);
}

/** For a route middleware that must refuse before it validates anything. */
export async function requirePermission<E extends AppEnv>(
  c: Context<E>,
  permission: PermissionString,
  options: SessionOptions = {},
): Promise<SessionUser> {
  const user = await requireUser(c, options);
  assertCan(user, permission);
  return user;
}

export type ActorEnv = AppEnv & { Variables: { actor: SessionUser } };

/**
 * Route middleware for one permission, checked before the request is validated
 * (signed out is 401 whatever the body or query). The user is `c.get('actor')`;
 * answers are never cached, since they depend on who asks.
 */
export function allow(permission: PermissionString) {
  return createMiddleware<ActorEnv>(async (c, next) => {
    c.set('actor', await requirePermission(c, permission));
    c.header('Cache-Control', 'no-store');
    await next();
  });
}

/**
 * What a service needs from a request behind `allow()`: the database, the file
 * storage, the logger, the caller and who asks.
 */
export function actorContext(c: Context<ActorEnv>) {
  const { database, storage, logger } = c.get('deps');
  return { db: database.db, storage, logger, meta: requestMeta(c), actor: c.get('actor') };
}
