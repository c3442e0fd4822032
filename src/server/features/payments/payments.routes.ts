import type { Context } from 'hono';
import { api } from '#domain/api.js';
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

/**
 * A field of the page's form post; a body that is no form (cut short, a multipart one
 * without its boundary) has none, and the caller refuses that with its own message.
 */
async function formField(c: Context, name: string): Promise<unknown> {
  try {
    return (await c.req.parseBody())[name];
  } catch {
    return undefined;
  }
}

/** /api/payments: checkout, the customer portal, the owner's subscription, and the test provider's pages. */
export const paymentsRoutes: Route[] = [
  route(api.payments.checkout, (_c, { ctx, body }) => startCheckout({ ...ctx, input: body })),
  route(api.payments.checkoutResult, (_c, { ctx, params }) =>
    findCheckoutResult({ ...ctx, sessionId: params.id }),
  ),
  route(api.payments.portal, (_c, { ctx }) => openCustomerPortal(ctx)),
  route(api.payments.subscription, (_c, { ctx }) => checkSubscription(ctx)),
  route(api.payments.testCheckout, async (c, { ctx, params }) => {
    c.header('Cache-Control', 'no-store');
    return c.html(await renderTestCheckout({ ...ctx, id: params.id }));
  }),
  route(api.payments.testCheckoutPay, async (c, { ctx, params }) =>
    c.redirect(await payTestCheckout({ ...ctx, id: params.id }), 303),
  ),
  route(api.payments.testCheckoutDecline, async (c, { ctx, params }) =>
    c.redirect(await endTestCheckout({ ...ctx, id: params.id, outcome: 'declined' }), 303),
  ),
  route(api.payments.testCheckoutCancel, async (c, { ctx, params }) =>
    c.redirect(await endTestCheckout({ ...ctx, id: params.id, outcome: 'cancelled' }), 303),
  ),
  route(api.payments.testPortal, async (c, { ctx, params, query }) => {
    c.header('Cache-Control', 'no-store');
    return c.html(
      await renderTestPortal({ ...ctx, businessId: params.id, token: query.token ?? '' }),
    );
  }),
  route(api.payments.testPortalAction, async (c, { ctx, params, query }) => {
    const action: TestPortalAction =
      params.action === 'switch'
        ? { kind: 'switch', ...switchChoiceOf(await formField(c, 'choice')) }
        : { kind: params.action };
    return c.redirect(
      await actOnTestPortal({ ...ctx, businessId: params.id, token: query.token ?? '', action }),
      303,
    );
  }),
  /** Provider events, signed; the raw body is what is verified. */
  route(api.payments.stripeWebhook, async (c, { ctx }) => {
    const outcome = await receiveWebhook(ctx, {
      payload: await c.req.text(),
      signature: c.req.header('stripe-signature'),
    });
    return { received: true as const, outcome };
  }),
];
