import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { type AccountUser, authMessages, toAccountUser } from '#domain/accounts.js';
import { deniedMessage, type PermissionString } from '#domain/permissions.js';
import { AppError } from '../app-error.js';
import type { AppEnv } from '../request-context.js';

export type SessionUser = AccountUser;

/**
 * The signed-in user of this request and the id of its session, or null. Always
 * read from the database (the auth library's cookie cache is off), so a session
 * ended by a password reset or change, "sign out everywhere" or an admin is
 * refused on its next request. A tampered or unknown cookie is simply no session.
 */
export function getCurrentSession<E extends AppEnv>(c: Context<E>): Promise<CurrentSession | null> {
  // Read once per request: the route's guard and its handler may both ask.
  const known = sessions.get(c.req.raw);
  if (known) return known;
  const session = readSession(c);
  sessions.set(c.req.raw, session);
  return session;
}

async function readSession<E extends AppEnv>(c: Context<E>): Promise<CurrentSession | null> {
  const result = await c.get('auth').api.getSession({ headers: c.req.raw.headers });
  if (!result) return null;
  return { user: toAccountUser(result.user), sessionId: result.session.id };
}

interface CurrentSession {
  user: SessionUser;
  sessionId: string;
}

const sessions = new WeakMap<Request, Promise<CurrentSession | null>>();

/**
 * The signed-in user of this request, or null: one indexed read of the session
 * and its user. Only routes that need a user call it (public ones never do).
 */
export async function getSessionUser<E extends AppEnv>(c: Context<E>): Promise<SessionUser | null> {
  return (await getCurrentSession(c))?.user ?? null;
}

/** 401 when signed out. */
export async function requireUser<E extends AppEnv>(c: Context<E>): Promise<SessionUser> {
  const user = await getSessionUser(c);
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
): Promise<SessionUser> {
  const user = await requireUser(c);
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
