import type { Context, MiddlewareHandler } from 'hono';
import { api } from '../../../domain/api.js';
import { AppError } from '../../platform/app-error.js';
import { forwardCookies } from '../../platform/auth/auth-headers.js';
import { getCurrentSession } from '../../platform/auth/guards.js';
import type { AppEnv, AuthServiceContext } from '../../platform/request-context.js';
import { requestMeta } from '../../platform/request-meta.js';
import { type Route, route } from '../../platform/routes.js';
import { submitClaim } from './claim.service.js';
import { changePassword, requestPasswordReset, resetPassword } from './password.service.js';
import { listSessions, revokeSession, signOutOtherSessions } from './sessions.service.js';
import { signIn, signOut, verifySignInTwoFactor } from './sign-in.service.js';
import {
  confirmTwoFactorSetup,
  disableTwoFactor,
  startTwoFactorSetup,
} from './two-factor.service.js';

/** The services' deps and the caller as our server sees it. */
function context<E extends AppEnv>(c: Context<E>): AuthServiceContext {
  const { config, database, logger } = c.get('deps');
  return {
    auth: c.get('auth'),
    db: database.db,
    config,
    logger,
    meta: requestMeta(c),
  };
}

/** The session as the database has it now, with the services' deps. */
async function currentSession<E extends AppEnv>(c: Context<E>) {
  const current = await getCurrentSession(c);
  if (!current) throw new AppError('unauthenticated', 'Please sign in to continue.');
  return { ...context(c), userId: current.user.id, currentSessionId: current.sessionId };
}

/**
 * Before anything else on /api/account: never cached, and a browser's write from
 * another site is refused. A browser always sends Origin on a POST; the page's own
 * address is PUBLIC_URL, or the one it was reached at (127.0.0.1 for localhost),
 * which a cross-site page cannot forge.
 */
const sameSiteOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.header('Cache-Control', 'no-store');
  const origin = c.req.header('origin');
  if (c.req.method !== 'GET' && origin) {
    const own = [new URL(c.get('deps').config.publicUrl).origin, new URL(c.req.url).origin];
    if (!own.includes(origin)) {
      throw new AppError('forbidden', 'This request came from another site.');
    }
  }
  await next();
};
const door = [sameSiteOnly];

/**
 * /api/account: our doors to the auth library. Signing in, claiming and reset
 * pass the human check and the rate limits here; every outcome is logged.
 */
export const accountsRoutes: Route[] = [
  // Signed out is a normal answer here, not an error: the pages ask on every load.
  route(api.account.session, door, async (c) => ({
    user: (await getCurrentSession(c))?.user ?? null,
  })),
  route(api.account.signIn, door, async (c, { body }) => {
    const result = await signIn({ ...context(c), input: body });
    forwardCookies(c, result.cookies);
    return result.body;
  }),
  route(api.account.signInTwoFactor, door, async (c, { body }) => {
    const result = await verifySignInTwoFactor({ ...context(c), input: body });
    forwardCookies(c, result.cookies);
    return result.body;
  }),
  route(api.account.signOut, door, async (c) => {
    const current = await getCurrentSession(c);
    const result = await signOut({ ...context(c), user: current?.user ?? null });
    forwardCookies(c, result.cookies);
    return result.body;
  }),
  route(api.account.sessions, door, async (c) => listSessions(await currentSession(c))),
  route(api.account.signOutOthers, door, async (c) =>
    signOutOtherSessions(await currentSession(c)),
  ),
  route(api.account.revokeSession, door, async (c, { params }) => {
    await revokeSession({ ...(await currentSession(c)), sessionId: params.id });
  }),
  route(api.account.claim, door, (c, { body }) => submitClaim({ ...context(c), input: body })),
  route(api.account.forgotPassword, door, (c, { body }) =>
    requestPasswordReset({ ...context(c), input: body }),
  ),
  route(api.account.resetPassword, door, (c, { body }) =>
    resetPassword({ ...context(c), input: body }),
  ),
  route(api.account.changePassword, door, async (c, { body }) => {
    const result = await changePassword({ ...context(c), userId: c.get('actor').id, input: body });
    forwardCookies(c, result.cookies);
    return result.body;
  }),
  route(api.account.startTwoFactor, door, (c, { body }) =>
    startTwoFactorSetup({ ...context(c), user: c.get('actor'), password: body.password }),
  ),
  route(api.account.confirmTwoFactor, door, async (c, { body }) => {
    const result = await confirmTwoFactorSetup({
      ...context(c),
      user: c.get('actor'),
      code: body.code,
    });
    forwardCookies(c, result.cookies);
    return result.body;
  }),
  route(api.account.disableTwoFactor, door, async (c, { body }) => {
    const result = await disableTwoFactor({
      ...context(c),
      user: c.get('actor'),
      password: body.password,
    });
    forwardCookies(c, result.cookies);
    return result.body;
  }),
];
