import type { Context, MiddlewareHandler } from 'hono';
import { setCookie } from 'hono/cookie';
import { api } from '#domain/api.js';
import { LANGUAGE_COOKIE } from '#domain/languages.js';
import { AppError } from '../../platform/app-error.js';
import { bodyWithCookies } from '../../platform/auth/auth-headers.js';
import { getCurrentSession } from '../../platform/auth/guards.js';
import { setUserLanguage } from '../../platform/auth/users.js';
import type { AppEnv } from '../../platform/request-context.js';
import { type Route, route, type ServiceContext } from '../../platform/routes.js';
import { submitClaim } from './claim.service.js';
import { changePassword, requestPasswordReset, resetPassword } from './password.service.js';
import { listSessions, revokeSession, signOutOtherSessions } from './sessions.service.js';
import { signIn, signOut, verifySignInTwoFactor } from './sign-in.service.js';
import {
  confirmTwoFactorSetup,
  disableTwoFactor,
  startTwoFactorSetup,
} from './two-factor.service.js';

/** The session as the database has it now, with the services' deps. */
async function currentSession<E extends AppEnv>(c: Context<E>, ctx: ServiceContext) {
  const current = await getCurrentSession(c);
  if (!current) throw new AppError('unauthenticated', 'Please sign in to continue.');
  return { ...ctx, userId: current.user.id, currentSessionId: current.sessionId };
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
  route(api.account.signIn, door, async (c, { ctx, body }) =>
    bodyWithCookies(c, await signIn({ ...ctx, input: body })),
  ),
  route(api.account.signInTwoFactor, door, async (c, { ctx, body }) =>
    bodyWithCookies(c, await verifySignInTwoFactor({ ...ctx, input: body })),
  ),
  route(api.account.signOut, door, async (c, { ctx }) => {
    const current = await getCurrentSession(c);
    return bodyWithCookies(c, await signOut({ ...ctx, user: current?.user ?? null }));
  }),
  route(api.account.sessions, door, async (c, { ctx }) =>
    listSessions(await currentSession(c, ctx)),
  ),
  route(api.account.signOutOthers, door, async (c, { ctx }) =>
    signOutOtherSessions(await currentSession(c, ctx)),
  ),
  route(api.account.revokeSession, door, async (c, { ctx, params }) => {
    await revokeSession({ ...(await currentSession(c, ctx)), sessionId: params.id });
  }),
  // The cookie is the page's to read (the first-visit offer), so not HttpOnly; it
  // carries a language, nothing secret. A signed-in user's e-mails follow the choice.
  route(api.account.language, door, async (c, { ctx, body }) => {
    setCookie(c, LANGUAGE_COOKIE, body.language, {
      path: '/',
      maxAge: 365 * 24 * 60 * 60,
      sameSite: 'Lax',
      secure: ctx.config.publicUrl.startsWith('https://'),
    });
    const current = await getCurrentSession(c);
    if (current) await setUserLanguage(ctx.db, current.user.id, body.language);
  }),
  route(api.account.claim, door, (_c, { ctx, body }) => submitClaim({ ...ctx, input: body })),
  route(api.account.forgotPassword, door, (_c, { ctx, body }) =>
    requestPasswordReset({ ...ctx, input: body }),
  ),
  route(api.account.resetPassword, door, (_c, { ctx, body }) =>
    resetPassword({ ...ctx, input: body }),
  ),
  route(api.account.changePassword, door, async (c, { ctx, body }) =>
    bodyWithCookies(c, await changePassword({ ...ctx, userId: ctx.actor.id, input: body })),
  ),
  route(api.account.startTwoFactor, door, (_c, { ctx, body }) =>
    startTwoFactorSetup({ ...ctx, user: ctx.actor, password: body.password }),
  ),
  route(api.account.confirmTwoFactor, door, async (c, { ctx, body }) =>
    bodyWithCookies(c, await confirmTwoFactorSetup({ ...ctx, user: ctx.actor, code: body.code })),
  ),
  route(api.account.disableTwoFactor, door, async (c, { ctx, body }) =>
    bodyWithCookies(
      c,
      await disableTwoFactor({ ...ctx, user: ctx.actor, password: body.password }),
    ),
  ),
];
