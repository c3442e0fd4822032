/** The `payments` endpoints of the table (see ../api.ts). */
import { z } from 'zod';
import { apiPaths } from '../api-paths.js';
import { endpoint, json, raw } from '../endpoint.js';
import {
  type CheckoutResult,
  type CheckoutStarted,
  checkoutRequestSchema,
  type PortalOpened,
  type SubscriptionCheck,
} from '../payments.js';
import { textParam } from './shared.js';

export const paymentsEndpoints = {
  checkout: endpoint(apiPaths.payments.checkout, {
    summary: 'Start a checkout for a paid plan',
    tag: 'Payments',
    access: 'manage:subscription:own',
    body: checkoutRequestSchema,
    answer: json<CheckoutStarted>(201),
  }),
  checkoutResult: endpoint(apiPaths.payments.checkoutResult, {
    summary: 'One checkout as the provider left it',
    tag: 'Payments',
    access: 'manage:subscription:own',
    params: textParam('id'),
    answer: json<CheckoutResult>(),
  }),
  portal: endpoint(apiPaths.payments.portal, {
    summary: "Open the provider's customer portal",
    tag: 'Payments',
    access: 'manage:subscription:own',
    answer: json<PortalOpened>(201),
  }),
  subscription: endpoint(apiPaths.payments.subscription, {
    summary: "The owner's plan and subscription",
    tag: 'Payments',
    access: 'manage:subscription:own',
    answer: json<SubscriptionCheck>(),
  }),
  testCheckout: endpoint(apiPaths.payments.testCheckout, {
    summary: 'The built-in test checkout page (no Stripe key)',
    tag: 'Payments',
    access: 'public',
    params: textParam('id'),
    answer: raw('text/html; charset=utf-8'),
  }),
  testCheckoutPay: endpoint(apiPaths.payments.testCheckoutPay, {
    summary: 'Test checkout: pay',
    tag: 'Payments',
    access: 'public',
    params: textParam('id'),
    answer: raw('text/plain'),
  }),
  testCheckoutDecline: endpoint(apiPaths.payments.testCheckoutDecline, {
    summary: 'Test checkout: the card is declined',
    tag: 'Payments',
    access: 'public',
    params: textParam('id'),
    answer: raw('text/plain'),
  }),
  testCheckoutCancel: endpoint(apiPaths.payments.testCheckoutCancel, {
    summary: 'Test checkout: cancel',
    tag: 'Payments',
    access: 'public',
    params: textParam('id'),
    answer: raw('text/plain'),
  }),
  testPortal: endpoint(apiPaths.payments.testPortal, {
    summary: "The built-in test customer portal (a signed link's `token`)",
    tag: 'Payments',
    access: 'public',
    params: textParam('id'),
    query: z.object({ token: z.string().max(500).optional() }),
    answer: raw('text/html; charset=utf-8'),
  }),
  testPortalAction: endpoint(apiPaths.payments.testPortalAction, {
    summary: 'Test customer portal: switch plan, cancel or resume',
    tag: 'Payments',
    access: 'public',
    params: textParam('id').extend({ action: z.enum(['switch', 'cancel', 'resume']) }),
    query: z.object({ token: z.string().max(500).optional() }),
    body: 'form',
    answer: raw('text/plain'),
  }),
  stripeWebhook: endpoint(apiPaths.payments.stripeWebhook, {
    summary: "Stripe's signed events (the raw body is what is verified)",
    tag: 'Payments',
    access: 'public',
    body: 'raw',
    answer: json<{ received: true; outcome: string }>(),
  }),
} as const;
