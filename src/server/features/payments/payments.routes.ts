import { Hono } from 'hono';
import { checkoutRequestSchema } from '../../../domain/payments.js';
import { allow } from '../../platform/auth/guards.js';
import type { AppEnv } from '../../platform/request-context.js';
import { validate } from '../../platform/validate.js';
import {
  checkSubscription,
  findCheckoutResult,
  openCustomerPortal,
  startCheckout,
} from './checkout.service.js';
import {
  actOnTestPortal,
  endTestCheckout,
  payTestCheckout,
  renderTestCheckout,
  renderTestPortal,
  switchChoiceOf,
  type TestPortalAction,
} from './test-provider.service.js';
import { receiveWebhook } from './webhooks.service.js';

type DepsContext = { get(key: 'deps'): AppEnv['Variables']['deps'] };

const ctxOf = (c: DepsContext) => {
  const { database, config, logger } = c.get('deps');
  return { db: database.db, config, logger };
};

/** The business and token of a test portal link. */
const portalOf = (
  c: DepsContext & { req: { param(key: 'id'): string; query(key: 'token'): string | undefined } },
) => ({
  ...ctxOf(c),
  businessId: c.req.param('id'),
  token: c.req.query('token') ?? '',
});

/** /api/payments: checkout, the customer portal, the owner's subscription, and the test provider's pages. */
export const paymentsRoutes = new Hono<AppEnv>()
  .post(
    '/checkout',
    allow('manage:subscription:own'),
    validate('json', checkoutRequestSchema),
    async (c) =>
      c.json(
        await startCheckout({ ...ctxOf(c), actor: c.get('actor'), input: c.req.valid('json') }),
        201,
      ),
  )
  .get('/checkout/:id', allow('manage:subscription:own'), async (c) =>
    c.json(
      await findCheckoutResult({
        db: c.get('deps').database.db,
        actor: c.get('actor'),
        sessionId: c.req.param('id'),
      }),
    ),
  )
  .post('/portal', allow('manage:subscription:own'), async (c) =>
    c.json(await openCustomerPortal({ ...ctxOf(c), actor: c.get('actor') }), 201),
  )
  .get('/subscription', allow('manage:subscription:own'), async (c) =>
    c.json(await checkSubscription({ db: c.get('deps').database.db, actor: c.get('actor') })),
  )
  .get('/test-checkout/:id', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.html(await renderTestCheckout({ ...ctxOf(c), id: c.req.param('id') }));
  })
  .post('/test-checkout/:id/pay', async (c) =>
    c.redirect(await payTestCheckout({ ...ctxOf(c), id: c.req.param('id') }), 303),
  )
  .post('/test-checkout/:id/decline', async (c) =>
    c.redirect(
      await endTestCheckout({ ...ctxOf(c), id: c.req.param('id'), outcome: 'declined' }),
      303,
    ),
  )
  .post('/test-checkout/:id/cancel', async (c) =>
    c.redirect(
      await endTestCheckout({ ...ctxOf(c), id: c.req.param('id'), outcome: 'cancelled' }),
      303,
    ),
  )
  .get('/test-portal/:id', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.html(await renderTestPortal(portalOf(c)));
  })
  .post('/test-portal/:id/:action{switch|cancel|resume}', async (c) => {
    const kind = c.req.param('action');
    const action: TestPortalAction =
      kind === 'switch'
        ? { kind, ...switchChoiceOf((await c.req.parseBody()).choice) }
        : { kind: kind as 'cancel' | 'resume' };
    return c.redirect(await actOnTestPortal({ ...portalOf(c), action }), 303);
  });

/** /api/webhooks/stripe: provider events, signed; the raw body is what is verified. */
export const webhookRoutes = new Hono<AppEnv>().post('/stripe', async (c) => {
  const outcome = await receiveWebhook(ctxOf(c), {
    payload: await c.req.text(),
    signature: c.req.header('stripe-signature'),
  });
  return c.json({ received: true, outcome });
});
