/**
 * The two ways to take a payment, behind one shape (issue 11 point 2): Stripe when
 * STRIPE_SECRET_KEY is set, else the built-in test provider on our own server. Both
 * only start things (a checkout, a customer portal); what was bought always arrives
 * as signed webhook events, which is the only way a plan changes.
 */
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { type Language, pathInLanguage } from '#domain/languages.js';
import type { BillingCycle, PaidPlan } from '#domain/payments.js';
import type { Config } from '../../config.js';
import { resolveAuthSecret } from '../../platform/auth/auth.js';
import { signLink } from '../../platform/signed-links.js';
import { type ProviderKind, priceIdOf, providerOf } from './payment-config.js';

export interface CheckoutOrder {
  businessId: string;
  businessName: string;
  userId: string;
  ownerEmail: string;
  plan: PaidPlan;
  billingCycle: BillingCycle;
  /** The business's customer at the provider, when it has paid or tried to before. */
  customerId: string | null;
  /** The language of the page the owner pays from: Stripe's page speaks it, and returns to it. */
  language: Language;
}

export interface ProviderCheckout {
  sessionId: string;
  url: string;
  customerId: string;
}

export interface PaymentProvider {
  kind: ProviderKind;
  createCheckout(order: CheckoutOrder): Promise<ProviderCheckout>;
  /** Where the owner manages the subscription: Stripe's Billing Portal or our test page. */
  createPortal(input: {
    businessId: string;
    customerId: string;
    language: Language;
  }): Promise<string>;
}

/** How long a test portal link works, like a Stripe portal session. */
const TEST_PORTAL_LINK_MS = 60 * 60_000;

export const testToken = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** What a test portal link is signed for: one business's subscription. */
export const testPortalSubject = (businessId: string) => `test-portal:${businessId}`;

export function paymentProviderOf(config: Config): PaymentProvider {
  return providerOf(config) === 'stripe' ? stripeProvider(config) : testProvider(config);
}

function testProvider(config: Config): PaymentProvider {
  return {
    kind: 'test',
    async createCheckout(order) {
      const sessionId = testToken('cs_test');
      return {
        sessionId,
        url: `/api/payments/test-checkout/${sessionId}`,
        customerId: order.customerId ?? testToken('cus_test'),
      };
    },
    async createPortal({ businessId }) {
      const token = signLink(
        resolveAuthSecret(config),
        testPortalSubject(businessId),
        new Date(Date.now() + TEST_PORTAL_LINK_MS),
      );
      return `/api/payments/test-portal/${businessId}?token=${encodeURIComponent(token)}`;
    },
  };
}

const clients = new WeakMap<Config['stripe'], Stripe>();

/** One Stripe client per configuration, pointed at STRIPE_API_URL when it is set. */
function stripeClient(config: Config): Stripe {
  const existing = clients.get(config.stripe);
  if (existing) return existing;
  const api = config.stripe.apiUrl ? new URL(config.stripe.apiUrl) : null;
  const client = new Stripe(config.stripe.secretKey as string, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(api && {
      host: api.hostname,
      port: api.port || (api.protocol === 'https:' ? 443 : 80),
      protocol: api.protocol === 'https:' ? 'https' : 'http',
    }),
  });
  clients.set(config.stripe, client);
  return client;
}

function stripeProvider(config: Config): PaymentProvider {
  const stripe = stripeClient(config);
  return {
    kind: 'stripe',
    async createCheckout(order) {
      const price = priceIdOf(config, order.plan, order.billingCycle);
      if (!price)
        throw new Error(`no Stripe price configured for ${order.plan} ${order.billingCycle}`);
      // One customer per business: reused when known; the idempotency key makes a
      // retried first checkout find the customer it already created.
      const customerId =
        order.customerId ??
        (
          await stripe.customers.create(
            {
              email: order.ownerEmail,
              name: order.businessName,
              metadata: { businessId: order.businessId },
            },
            { idempotencyKey: `customer-for-business-${order.businessId}` },
          )
        ).id;
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: customerId,
        line_items: [{ price, quantity: 1 }],
        client_reference_id: order.businessId,
        locale: order.language,
        success_url: `${config.publicUrl}${pathInLanguage('/pricing/success', order.language)}?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${config.publicUrl}${pathInLanguage('/pricing/cancel', order.language)}`,
        metadata: {
          businessId: order.businessId,
          userId: order.userId,
          plan: order.plan,
          billingCycle: order.billingCycle,
        },
        subscription_data: { metadata: { businessId: order.businessId } },
      });
      if (!session.url)
        throw new Error(`Stripe returned checkout session ${session.id} without a url`);
      return { sessionId: session.id, url: session.url, customerId };
    },
    async createPortal({ customerId, language }) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        locale: language,
        return_url: `${config.publicUrl}${pathInLanguage('/business/portal', language)}?tab=subscription`,
      });
      return session.url;
    },
  };
}
