import { api } from '../../../domain/api.js';
import type { AppEnv } from '../../platform/request-context.js';
import { type Route, route } from '../../platform/routes.js';
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

/** /api/payments: checkout, the customer portal, the owner's subscription, and the test provider's pages. */
export const paymentsRoutes: Route[] = [
  route(api.payments.checkout, (c, { body }) =>
    startCheckout({ ...ctxOf(c), actor: c.get('actor'), input: body }),
  ),
  route(api.payments.checkoutResult, (c, { params }) =>
    findCheckoutResult({
      db: c.get('deps').database.db,
      actor: c.get('actor'),
      sessionId: params.id,
    }),
  ),
  route(api.payments.portal, (c) => openCustomerPortal({ ...ctxOf(c), actor: c.get('actor') })),
  route(api.payments.subscription, (c) =>
    checkSubscription({ db: c.get('deps').database.db, actor: c.get('actor') }),
  ),
  route(api.payments.testCheckout, async (c, { params }) => {
    c.header('Cache-Control', 'no-store');
    return c.html(await renderTestCheckout({ ...ctxOf(c), id: params.id }));
  }),
  route(api.payments.testCheckoutPay, async (c, { params }) =>
    c.redirect(await payTestCheckout({ ...ctxOf(c), id: params.id }), 303),
  ),
  route(api.payments.testCheckoutDecline, async (c, { params }) =>
    c.redirect(await endTestCheckout({ ...ctxOf(c), id: params.id, outcome: 'declined' }), 303),
  ),
  route(api.payments.testCheckoutCancel, async (c, { params }) =>
    c.redirect(await endTestCheckout({ ...ctxOf(c), id: params.id, outcome: 'cancelled' }), 303),
  ),
  route(api.payments.testPortal, async (c, { params, query }) => {
    c.header('Cache-Control', 'no-store');
    return c.html(
      await renderTestPortal({ ...ctxOf(c), businessId: params.id, token: query.token ?? '' }),
    );
  }),
  route(api.payments.testPortalAction, async (c, { params, query }) => {
    const action: TestPortalAction =
      params.action === 'switch'
        ? { kind: 'switch', ...switchChoiceOf((await c.req.parseBody()).choice) }
        : { kind: params.action };
    return c.redirect(
      await actOnTestPortal({
        ...ctxOf(c),
        businessId: params.id,
        token: query.token ?? '',
        action,
      }),
      303,
    );
  }),
  /** Provider events, signed; the raw body is what is verified. */
  route(api.payments.stripeWebhook, async (c) => {
    const outcome = await receiveWebhook(ctxOf(c), {
      payload: await c.req.text(),
      signature: c.req.header('stripe-signature'),
    });
    return { received: true as const, outcome };
  }),
];
