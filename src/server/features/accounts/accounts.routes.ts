import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import {
  changePasswordSchema,
  claimSchema,
  confirmPasswordSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  signInRequestSchema,
  totpCodeSchema,
  twoFactorSignInSchema,
} from '../../../domain/accounts.js';
import { AppError } from '../../platform/app-error.js';
import { forwardCookies } from '../../platform/auth/auth-headers.js';
import { getCurrentSession, requireUser } from '../../platform/auth/guards.js';
import type { AppEnv, AuthServiceContext } from '../../platform/request-context.js';
import { requestMeta } from '../../platform/request-meta.js';
import { validate } from '../../platform/validate.js';
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
function context(c: Context<AppEnv>): AuthServiceContext {
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
async function currentSession(c: Context<AppEnv>) {
  const current = await getCurrentSession(c);
  if (!current) throw new AppError('unauthenticated', 'Please sign in to continue.');
  return { ...context(c), userId: current.user.id, currentSessionId: current.sessionId };
}

const sessionIdParam = z.object({ id: z.string().min(1).max(100) });

/**
 * /api/account: our doors to the auth library. Signing in, claiming and reset
 * pass the human check and the rate limits here; every outcome is logged.
 */
export const accountsRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    c.header('Cache-Control', 'no-store');
    // A browser always sends Origin on a POST: one from another site is refused. The
    // page's own address is PUBLIC_URL, or the one it was reached at (127.0.0.1 for
    // localhost), which a cross-site page cannot forge.
    const origin = c.req.header('origin');
    if (c.req.method !== 'GET' && origin) {
      const own = [new URL(c.get('deps').config.publicUrl).origin, new URL(c.req.url).origin];
      if (!own.includes(origin)) {
        throw new AppError('forbidden', 'This request came from another site.');
      }
    }
    await next();
  })
  // Signed out is a normal answer here, not an error: the pages ask on every load.
  .get('/session', async (c) => {
    const current = await getCurrentSession(c);
    return c.json({ user: current?.user ?? null });
  })
  .post('/sign-in', validate('json', signInRequestSchema), async (c) => {
    const result = await signIn({ ...context(c), input: c.req.valid('json') });
    forwardCookies(c, result.cookies);
    return c.json(result.body);
  })
  .post('/sign-in/two-factor', validate('json', twoFactorSignInSchema), async (c) => {
    const result = await verifySignInTwoFactor({ ...context(c), input: c.req.valid('json') });
    forwardCookies(c, result.cookies);
    return c.json(result.body);
  })
  .post('/sign-out', async (c) => {
    const current = await getCurrentSession(c);
    const result = await signOut({ ...context(c), user: current?.user ?? null });
    forwardCookies(c, result.cookies);
    return c.json(result.body);
  })
  .get('/sessions', async (c) => c.json(await listSessions(await currentSession(c))))
  .post('/sessions/sign-out-others', async (c) =>
    c.json(await signOutOtherSessions(await currentSession(c))),
  )
  .delete('/sessions/:id', validate('param', sessionIdParam), async (c) => {
    await revokeSession({ ...(await currentSession(c)), sessionId: c.req.valid('param').id });
    return c.body(null, 204);
  })
  .post('/claim', validate('json', claimSchema), async (c) => {
    return c.json(await submitClaim({ ...context(c), input: c.req.valid('json') }), 201);
  })
  .post('/password/forgot', validate('json', forgotPasswordSchema), async (c) => {
    return c.json(await requestPasswordReset({ ...context(c), input: c.req.valid('json') }));
  })
  .post('/password/reset', validate('json', resetPasswordSchema), async (c) => {
    return c.json(await resetPassword({ ...context(c), input: c.req.valid('json') }));
  })
  .post('/password/change', validate('json', changePasswordSchema), async (c) => {
    const user = await requireUser(c);
    const result = await changePassword({
      ...context(c),
      userId: user.id,
      input: c.req.valid('json'),
    });
    forwardCookies(c, result.cookies);
    return c.json(result.body);
  })
  .post('/two-factor/setup', validate('json', confirmPasswordSchema), async (c) => {
    const user = await requireUser(c);
    const { password } = c.req.valid('json');
    return c.json(await startTwoFactorSetup({ ...context(c), user, password }));
  })
  .post('/two-factor/confirm', validate('json', totpCodeSchema), async (c) => {
    const user = await requireUser(c);
    const { code } = c.req.valid('json');
    const result = await confirmTwoFactorSetup({ ...context(c), user, code });
    forwardCookies(c, result.cookies);
    return c.json(result.body);
  })
  .post('/two-factor/disable', validate('json', confirmPasswordSchema), async (c) => {
    const user = await requireUser(c);
    const { password } = c.req.valid('json');
    const result = await disableTwoFactor({ ...context(c), user, password });
    forwardCookies(c, result.cookies);
    return c.json(result.body);
  });
