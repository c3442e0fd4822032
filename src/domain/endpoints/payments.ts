/** The `payments` endpoints of the table (see ../api.ts). */
import { z } from 'zod';
import { apiPaths } from '../api-paths.js';
import { anyone, callableBy, endpointGroup, json, raw } from '../endpoint.js';
import {
  type CheckoutResult,
  type CheckoutStarted,
  checkoutRequestSchema,
  type PortalOpened,
  type SubscriptionCheck,
} from '../payments.js';
import { textParam } from './shared.js';

const owner = callableBy('manage:subscription:own');

export const paymentsEndpoints = endpointGroup('Payments', apiPaths.payments, {
  checkout: owner('Start a checkout for a paid plan', {
    body: checkoutRequestSchema,
    answer: json<CheckoutStarted>(201),
  }),
  checkoutResult: owner('One checkout as the provider left it', {
    params: textParam('id'),
    answer: json<CheckoutResult>(),
  }),
  portal: owner("Open the provider's customer portal", { answer: json<PortalOpened>(201) }),
  subscription: owner("The owner's plan and subscription", { answer: json<SubscriptionCheck>() }),
  testCheckout: anyone('The built-in test checkout page (no Stripe key)', {
    params: textParam('id'),
    answer: raw('text/html; charset=utf-8'),
  }),
  testCheckoutPay: anyone('Test checkout: pay', {
    params: textParam('id'),
    answer: raw('text/plain'),
  }),
  testCheckoutDecline: anyone('Test checkout: the card is declined', {
    params: textParam('id'),
    answer: raw('text/plain'),
  }),
  testCheckoutCancel: anyone('Test checkout: cancel', {
    params: textParam('id'),
    answer: raw('text/plain'),
  }),
  testPortal: anyone("The built-in test customer portal (a signed link's `token`)", {
    params: textParam('id'),
    query: z.object({ token: z.string().max(500).optional() }),
    answer: raw('text/html; charset=utf-8'),
  }),
  testPortalAction: anyone('Test customer portal: switch plan, cancel or resume', {
    params: textParam('id').extend({ action: z.enum(['switch', 'cancel', 'resume']) }),
    query: z.object({ token: z.string().max(500).optional() }),
    body: 'form',
    answer: raw('text/plain'),
  }),
  stripeWebhook: anyone("Stripe's signed events (the raw body is what is verified)", {
    body: 'raw',
    answer: json<{ received: true; outcome: string }>(),
  }),
});
