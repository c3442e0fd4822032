/**
 * The built-in test provider's pages (issue 11 point 2): a checkout and a customer
 * portal on our own server, marked TEST MODE. Their buttons send the events Stripe
 * would send, signed the same way, through the same webhook code, so `npm start`
 * shows the whole flow and the tests exercise what runs with Stripe.
 */
import {
  BILLING_CYCLES,
  type BillingCycle,
  PAID_PLANS,
  type PaidPlan,
  paymentMessages,
  planPriceLabel,
  priceOf,
} from '#domain/payments.js';
import { PLANS } from '#domain/plans.js';
import type { Config } from '../../config.js';
import { AppError } from '../../platform/app-error.js';
import { resolveAuthSecret } from '../../platform/auth/auth.js';
import { escapeHtml } from '../../platform/html.js';
import { signWebhook } from '../../platform/payments/webhook-signature.js';
import { verifyLink } from '../../platform/signed-links.js';
import { isStorableText } from '../../platform/validate.js';
import { findBusinessRowById } from '../businesses/businesses.service.js';
import { type PaymentsContext, priceIdOf, providerOf, webhookSecretOf } from './payment-config.js';
import { testPortalSubject, testToken } from './payment-provider.js';
import {
  closeCheckoutSession,
  findCheckoutSession,
  latestSubscription,
  type SubscriptionRow,
} from './payments.queries.js';
import { receiveWebhook } from './webhooks.service.js';

const unix = (date: Date) => Math.floor(date.getTime() / 1000);

/** A subscription in Stripe's shape, as its events carry it. */
function subscriptionObject(
  config: Config,
  sub: {
    id: string;
    customer: string;
    businessId: string;
    plan: PaidPlan;
    billingCycle: BillingCycle;
    status: string;
    cancelAtPeriodEnd: boolean;
    periodEnd: Date;
  },
) {
  return {
    id: sub.id,
    object: 'subscription',
    customer: sub.customer,
    status: sub.status,
    cancel_at_period_end: sub.cancelAtPeriodEnd,
    current_period_end: unix(sub.periodEnd),
    metadata: { businessId: sub.businessId },
    items: {
      data: [
        {
          price: {
            id: priceIdOf(config, sub.plan, sub.billingCycle) as string,
            recurring: { interval: sub.billingCycle === 'yearly' ? 'year' : 'month' },
          },
        },
      ],
    },
  };
}

/** Signs and delivers events to our own webhook code, in order, as Stripe would. */
async function deliver(
  ctx: PaymentsContext,
  events: { type: string; object: object }[],
  now: Date,
) {
  const secret = webhookSecretOf(ctx.config) as string;
  for (const { type, object } of events) {
    const payload = JSON.stringify({
      id: testToken('evt_test'),
      object: 'event',
      type,
      created: unix(now),
      data: { object },
    });
    await receiveWebhook(ctx, { payload, signature: signWebhook(secret, payload, now), now });
  }
}

function testPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>TEST MODE ${escapeHtml(title)} – BCS Local</title><meta name="robots" content="noindex">
<style>
body{font-family:system-ui,sans-serif;background:#f5f5f4;color:#1c1917;margin:0;padding:24px}
main{max-width:440px;margin:0 auto;background:#fff;border-radius:16px;padding:24px;box-shadow:0 1px 3px #0002}
.banner{background:#fde68a;color:#713f12;font-weight:800;letter-spacing:.08em;text-align:center;padding:8px;border-radius:8px}
h1{font-size:1.3rem;margin:20px 0 4px}.price{font-size:2rem;font-weight:800;margin:12px 0}
button,select{width:100%;padding:12px;border-radius:10px;font-size:1rem;margin-top:10px}
button{font-weight:700;cursor:pointer}select{border:1px solid #d6d3d1;background:#fff}
.pay{background:#7f1d1d;color:#fff;border:0}.other{background:#fff;border:1px solid #d6d3d1;color:#1c1917}
p,dt{color:#57534e}dl{display:grid;grid-template-columns:8rem 1fr;gap:6px;margin:16px 0}dd{margin:0;font-weight:600}
label{display:block;font-weight:600;margin-top:18px}a{color:#7f1d1d;font-weight:600}
</style></head><body><main>
<p class="banner" role="note">TEST MODE – no real card is charged</p>
${body}
</main></body></html>`;
}

const cycleWord = (cycle: BillingCycle) => (cycle === 'yearly' ? 'year' : 'month');

async function openTestSession(ctx: PaymentsContext, id: string) {
  if (providerOf(ctx.config) !== 'test' || !isStorableText(id))
    throw new AppError('not_found', paymentMessages.sessionNotFound);
  const session = await findCheckoutSession(ctx.db, id);
  if (session?.provider !== 'test')
    throw new AppError('not_found', paymentMessages.sessionNotFound);
  return session;
}

/** The test checkout page: clearly TEST MODE, with Pay, Decline and Cancel. */
export async function renderTestCheckout(ctx: PaymentsContext & { id: string }): Promise<string> {
  const session = await openTestSession(ctx, ctx.id);
  const business = await findBusinessRowById({ db: ctx.db, id: session.businessId });
  const plan = session.plan as PaidPlan;
  const action = (verb: string) =>
    `/api/payments/test-checkout/${encodeURIComponent(session.id)}/${verb}`;
  return testPage(
    'checkout',
    `<h1>${escapeHtml(PLANS[plan].marketingName)} plan for ${escapeHtml(business?.name ?? 'your business')}</h1>
<p class="price">$${priceOf(plan, session.billingCycle)} <span style="font-size:1rem;font-weight:500">/ ${cycleWord(session.billingCycle)}</span></p>
${
  session.status === 'open'
    ? `<p>This is the built-in test checkout. Choose how this payment should end.</p>
<form method="post" action="${action('pay')}"><button class="pay" type="submit">Pay (test)</button></form>
<form method="post" action="${action('decline')}"><button class="other" type="submit">Decline the card (test)</button></form>
<form method="post" action="${action('cancel')}"><button class="other" type="submit">Cancel and go back</button></form>`
    : `<p>This checkout is ${escapeHtml(session.status)}. <a href="/business/portal?tab=subscription">Back to your portal</a></p>`
}`,
  );
}

/** Pay: the events Stripe sends for a paid subscription checkout, signed and delivered. */
export async function payTestCheckout(
  ctx: PaymentsContext & { id: string; now?: Date },
): Promise<string> {
  const session = await openTestSession(ctx, ctx.id);
  if (session.status !== 'open') throw new AppError('conflict', paymentMessages.sessionClosed);
  const now = ctx.now ?? new Date();
  const subscriptionId = testToken('sub_test');
  const customer = session.stripeCustomerId ?? testToken('cus_test');
  const periodEnd = new Date(now);
  if (session.billingCycle === 'yearly') periodEnd.setUTCFullYear(periodEnd.getUTCFullYear() + 1);
  else periodEnd.setUTCMonth(periodEnd.getUTCMonth() + 1);
  const subscription = subscriptionObject(ctx.config, {
    id: subscriptionId,
    customer,
    businessId: session.businessId,
    plan: session.plan as PaidPlan,
    billingCycle: session.billingCycle,
    status: 'active',
    cancelAtPeriodEnd: false,
    periodEnd,
  });
  await deliver(
    ctx,
    [
      {
        type: 'checkout.session.completed',
        object: {
          id: session.id,
          object: 'checkout.session',
          customer,
          subscription: subscriptionId,
          metadata: { businessId: session.businessId },
        },
      },
      { type: 'customer.subscription.created', object: subscription },
      {
        type: 'invoice.paid',
        object: {
          id: testToken('in_test'),
          object: 'invoice',
          customer,
          subscription: subscriptionId,
        },
      },
    ],
    now,
  );
  return `/pricing/success?session_id=${encodeURIComponent(session.id)}`;
}

export async function endTestCheckout(
  ctx: PaymentsContext & { id: string; outcome: 'declined' | 'cancelled' },
): Promise<string> {
  const session = await openTestSession(ctx, ctx.id);
  await closeCheckoutSession(ctx.db, session.id, ctx.outcome);
  return ctx.outcome === 'cancelled'
    ? '/pricing/cancel'
    : `/api/payments/test-checkout/${encodeURIComponent(session.id)}`;
}

/** The test portal's Switch choices: each paid plan with each billing cycle, as `plan:cycle`. */
const SWITCH_CHOICES = PAID_PLANS.flatMap((plan) =>
  BILLING_CYCLES.map((billingCycle) => ({ plan, billingCycle, value: `${plan}:${billingCycle}` })),
);

/** The plan and cycle a Switch form chose; anything else is a 400. */
export function switchChoiceOf(value: unknown): { plan: PaidPlan; billingCycle: BillingCycle } {
  const choice = SWITCH_CHOICES.find((c) => c.value === value);
  if (!choice) throw new AppError('validation', paymentMessages.notPaidPlan);
  return { plan: choice.plan, billingCycle: choice.billingCycle };
}

/**
 * The business's test subscription, for a portal link signed for it. A link that
 * is forged, expired or for a business without a test subscription finds nothing.
 */
async function openTestPortal(
  ctx: PaymentsContext & { businessId: string; token: string },
): Promise<SubscriptionRow> {
  const signed =
    providerOf(ctx.config) === 'test' &&
    verifyLink(
      resolveAuthSecret(ctx.config),
      testPortalSubject(ctx.businessId),
      ctx.token,
      new Date(),
    );
  if (!signed) throw new AppError('not_found', paymentMessages.portalExpired);
  const sub = await latestSubscription(ctx.db, ctx.businessId);
  if (!sub?.stripeSubscriptionId?.startsWith('sub_test_') || !sub.stripeCustomerId)
    throw new AppError('not_found', paymentMessages.noOnlineSubscription);
  return sub;
}

/** The test portal: the subscription, and switch plan / cancel at period end / resume. */
export async function renderTestPortal(
  ctx: PaymentsContext & { businessId: string; token: string },
): Promise<string> {
  const sub = await openTestPortal(ctx);
  const business = await findBusinessRowById({ db: ctx.db, id: ctx.businessId });
  const action = (verb: string) =>
    `/api/payments/test-portal/${encodeURIComponent(ctx.businessId)}/${verb}?token=${encodeURIComponent(ctx.token)}`;
  const cycle = sub.billingCycle ?? 'monthly';
  const ended = sub.status === 'canceled';
  const end = sub.currentPeriodEnd?.toISOString().slice(0, 10) ?? 'unknown';
  const choices = SWITCH_CHOICES.filter((c) => c.plan !== sub.planType || c.billingCycle !== cycle);
  const details = `<h1>Manage subscription</h1>
<p>${escapeHtml(business?.name ?? 'Your business')}</p>
<dl><dt>Plan</dt><dd>${escapeHtml(PLANS[sub.planType].marketingName)}</dd>
<dt>Billing</dt><dd>${cycle === 'yearly' ? 'Yearly' : 'Monthly'}</dd>
<dt>Status</dt><dd>${escapeHtml(sub.status.replace('_', ' '))}</dd>
<dt>${sub.cancelAtPeriodEnd || ended ? 'Ends on' : 'Renews on'}</dt><dd>${end}</dd></dl>`;
  const actions = ended
    ? '<p>This subscription has ended. Choose a plan on the Pricing page to subscribe again.</p>'
    : `<form method="post" action="${action('switch')}">
<label for="switch-to">Switch plan</label>
<select id="switch-to" name="choice">${choices
        .map(
          (c) =>
            `<option value="${c.value}">${escapeHtml(planPriceLabel(c.plan, c.billingCycle))}</option>`,
        )
        .join('')}</select>
<button class="pay" type="submit">Switch plan (test)</button></form>
${
  sub.cancelAtPeriodEnd
    ? `<form method="post" action="${action('resume')}"><button class="other" type="submit">Resume subscription</button></form>`
    : `<form method="post" action="${action('cancel')}"><button class="other" type="submit">Cancel at period end</button></form>`
}`;
  return testPage(
    'customer portal',
    `${details}${actions}
<p><a href="/business/portal?tab=subscription">Return to BCS Local</a></p>`,
  );
}

export type TestPortalAction =
  | { kind: 'switch'; plan: PaidPlan; billingCycle: BillingCycle }
  | { kind: 'cancel' }
  | { kind: 'resume' };

/** A portal action: the `customer.subscription.updated` event Stripe would send for it. */
export async function actOnTestPortal(
  ctx: PaymentsContext & {
    businessId: string;
    token: string;
    action: TestPortalAction;
    now?: Date;
  },
): Promise<string> {
  const sub = await openTestPortal(ctx);
  if (sub.status === 'canceled')
    throw new AppError('conflict', paymentMessages.noOnlineSubscription);
  const now = ctx.now ?? new Date();
  const { action } = ctx;
  const object = subscriptionObject(ctx.config, {
    id: sub.stripeSubscriptionId as string,
    customer: sub.stripeCustomerId as string,
    businessId: sub.businessId,
    plan: action.kind === 'switch' ? action.plan : (sub.planType as PaidPlan),
    billingCycle: action.kind === 'switch' ? action.billingCycle : (sub.billingCycle ?? 'monthly'),
    status: sub.status,
    cancelAtPeriodEnd:
      action.kind === 'cancel' ? true : action.kind === 'resume' ? false : sub.cancelAtPeriodEnd,
    periodEnd: sub.currentPeriodEnd ?? now,
  });
  await deliver(ctx, [{ type: 'customer.subscription.updated', object }], now);
  return `/api/payments/test-portal/${encodeURIComponent(ctx.businessId)}?token=${encodeURIComponent(ctx.token)}`;
}
