/**
 * Buying a plan (issue 11 points 2 and 4): the owner starts a checkout for their own
 * business; what they have is always read back from our database, which only
 * provider webhooks change. The built-in test provider's checkout page lives here
 * too: its Pay button sends the same signed events Stripe would, through the same
 * webhook code.
 */
import { randomBytes } from 'node:crypto';
import {
  type CheckoutRequest,
  type CheckoutStarted,
  checkoutRequestSchema,
  paymentMessages,
  priceOf,
  RECENT_CHANGES_LIMIT,
  type SubscriptionCheck,
} from '../../../domain/payments.js';
import { PLANS, planOf } from '../../../domain/plans.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/app-error.js';
import { assertCan, type SessionUser } from '../../platform/auth/guards.js';
import type { Logger } from '../../platform/logger.js';
import { escapeHtml } from '../../platform/mail/html.js';
import { signWebhook } from '../../platform/payments/webhook-signature.js';
import { findBusinessRowById } from '../businesses/businesses.service.js';
import { requireOwnBusiness } from '../portal/portal.service.js';
import { priceIdOf, providerOf, webhookSecretOf } from './payment-config.js';
import {
  closeCheckoutSession,
  customerOfBusiness,
  findBusinessPlan,
  findCheckoutSession,
  insertCheckoutSession,
  latestSubscription,
  recentPlanChanges,
} from './payments.queries.js';
import { receiveWebhook } from './webhooks.service.js';

interface Ctx {
  db: Db;
  config: Config;
  logger: Logger;
}

const token = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export async function startCheckout(
  ctx: Ctx & { actor: SessionUser; input: CheckoutRequest },
): Promise<CheckoutStarted> {
  assertCan(ctx.actor, 'manage:subscription:own');
  const input = checkoutRequestSchema.parse(ctx.input);
  const { businessId } = await requireOwnBusiness(ctx.db, ctx.actor);
  if (providerOf(ctx.config) === 'stripe') {
    // Issue 11 point 2: the Stripe Checkout Session is the next step (see the issue note).
    throw new AppError('unavailable', paymentMessages.checkoutFailed);
  }
  const session = await insertCheckoutSession(ctx.db, {
    id: token('cs_test'),
    provider: 'test',
    businessId,
    userId: ctx.actor.id,
    plan: input.plan,
    billingCycle: input.billingCycle,
    stripeCustomerId: (await customerOfBusiness(ctx.db, businessId)) ?? token('cus_test'),
  });
  return { url: `/api/payments/test-checkout/${session.id}`, sessionId: session.id };
}

/** The owner's plan and subscription as our database has them (spec: check-subscription). */
export async function checkSubscription(ctx: {
  db: Db;
  actor: SessionUser;
}): Promise<SubscriptionCheck> {
  assertCan(ctx.actor, 'manage:subscription:own');
  const { businessId } = await requireOwnBusiness(ctx.db, ctx.actor);
  const business = await findBusinessPlan(ctx.db, businessId);
  const plan = planOf(business?.plan).id;
  const [sub, changes] = await Promise.all([
    latestSubscription(ctx.db, businessId),
    recentPlanChanges(ctx.db, businessId, RECENT_CHANGES_LIMIT),
  ]);
  const paid = plan !== 'free';
  return {
    subscribed: paid,
    subscriptionTier: paid ? PLANS[plan].marketingName : null,
    planType: plan,
    subscriptionEnd: sub?.currentPeriodEnd?.toISOString() ?? null,
    status: sub?.status ?? null,
    billingCycle: sub?.billingCycle ?? null,
    cancelAtPeriodEnd: sub?.cancelAtPeriodEnd ?? false,
    paymentMethod: business?.paymentMethod ?? null,
    recentChanges: changes.map((change) => ({
      id: change.id,
      oldPlan: change.oldPlan,
      newPlan: change.newPlan,
      changeType: change.changeType,
      // Spec 001 section 4: approved once processed, otherwise pending.
      status: change.processedAt ? 'approved' : 'pending',
      createdAt: change.createdAt.toISOString(),
    })),
  };
}

async function openTestSession(ctx: Ctx, id: string) {
  if (providerOf(ctx.config) !== 'test')
    throw new AppError('not_found', paymentMessages.sessionNotFound);
  const session = await findCheckoutSession(ctx.db, id);
  if (session?.provider !== 'test')
    throw new AppError('not_found', paymentMessages.sessionNotFound);
  return session;
}

/** The test provider's checkout page: clearly TEST MODE, with Pay, Decline and Cancel. */
export async function renderTestCheckout(ctx: Ctx & { id: string }): Promise<string> {
  const session = await openTestSession(ctx, ctx.id);
  const business = await findBusinessRowById({ db: ctx.db, id: session.businessId });
  const plan = PLANS[session.plan];
  const price = priceOf(session.plan as 'silver' | 'texas_gold', session.billingCycle);
  const action = (verb: string) =>
    `/api/payments/test-checkout/${encodeURIComponent(session.id)}/${verb}`;
  const open = session.status === 'open';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>TEST MODE checkout – BCS Local</title><meta name="robots" content="noindex">
<style>
body{font-family:system-ui,sans-serif;background:#f5f5f4;color:#1c1917;margin:0;padding:24px}
main{max-width:440px;margin:0 auto;background:#fff;border-radius:16px;padding:24px;box-shadow:0 1px 3px #0002}
.banner{background:#fde68a;color:#713f12;font-weight:800;letter-spacing:.08em;text-align:center;padding:8px;border-radius:8px}
h1{font-size:1.3rem;margin:20px 0 4px}.price{font-size:2rem;font-weight:800;margin:12px 0}
button{width:100%;padding:12px;border-radius:10px;font-size:1rem;font-weight:700;cursor:pointer;margin-top:10px}
.pay{background:#7f1d1d;color:#fff;border:0}.other{background:#fff;border:1px solid #d6d3d1;color:#1c1917}
p{color:#57534e}
</style></head><body><main>
<p class="banner" role="note">TEST MODE – no real card is charged</p>
<h1>${escapeHtml(plan.marketingName)} plan for ${escapeHtml(business?.name ?? 'your business')}</h1>
<p class="price">$${price} <span style="font-size:1rem;font-weight:500">/ ${session.billingCycle === 'yearly' ? 'year' : 'month'}</span></p>
${
  open
    ? `<p>This is the built-in test checkout. Choose how this payment should end.</p>
<form method="post" action="${action('pay')}"><button class="pay" type="submit">Pay (test)</button></form>
<form method="post" action="${action('decline')}"><button class="other" type="submit">Decline the card (test)</button></form>
<form method="post" action="${action('cancel')}"><button class="other" type="submit">Cancel and go back</button></form>`
    : `<p>This checkout is ${escapeHtml(session.status)}. <a href="/business/portal?tab=subscription">Back to your portal</a></p>`
}
</main></body></html>`;
}

/** Pay: the events Stripe would send for a paid subscription checkout, signed and delivered. */
export async function payTestCheckout(ctx: Ctx & { id: string; now?: Date }): Promise<string> {
  const session = await openTestSession(ctx, ctx.id);
  if (session.status !== 'open') throw new AppError('conflict', paymentMessages.sessionClosed);
  const now = ctx.now ?? new Date();
  const created = Math.floor(now.getTime() / 1000);
  const subscriptionId = token('sub_test');
  const customer = session.stripeCustomerId ?? token('cus_test');
  const periodEnd = new Date(now);
  if (session.billingCycle === 'yearly') periodEnd.setUTCFullYear(periodEnd.getUTCFullYear() + 1);
  else periodEnd.setUTCMonth(periodEnd.getUTCMonth() + 1);
  const price = priceIdOf(
    ctx.config,
    session.plan as 'silver' | 'texas_gold',
    session.billingCycle,
  ) as string;
  const subscription = {
    id: subscriptionId,
    object: 'subscription',
    customer,
    status: 'active',
    cancel_at_period_end: false,
    current_period_end: Math.floor(periodEnd.getTime() / 1000),
    metadata: { businessId: session.businessId },
    items: {
      data: [
        {
          price: {
            id: price,
            recurring: { interval: session.billingCycle === 'yearly' ? 'year' : 'month' },
          },
        },
      ],
    },
  };
  const events = [
    {
      id: token('evt_test'),
      type: 'checkout.session.completed',
      created,
      data: {
        object: {
          id: session.id,
          object: 'checkout.session',
          customer,
          subscription: subscriptionId,
          metadata: { businessId: session.businessId },
        },
      },
    },
    {
      id: token('evt_test'),
      type: 'customer.subscription.created',
      created,
      data: { object: subscription },
    },
    {
      id: token('evt_test'),
      type: 'invoice.paid',
      created,
      data: {
        object: { id: token('in_test'), object: 'invoice', customer, subscription: subscriptionId },
      },
    },
  ];
  const secret = webhookSecretOf(ctx.config) as string;
  for (const event of events) {
    const payload = JSON.stringify(event);
    await receiveWebhook(ctx, { payload, signature: signWebhook(secret, payload, now), now });
  }
  return `/pricing/success?session_id=${encodeURIComponent(session.id)}`;
}

export async function endTestCheckout(
  ctx: Ctx & { id: string; outcome: 'declined' | 'cancelled' },
): Promise<string> {
  const session = await openTestSession(ctx, ctx.id);
  await closeCheckoutSession(ctx.db, session.id, ctx.outcome);
  return ctx.outcome === 'cancelled'
    ? '/pricing/cancel'
    : `/api/payments/test-checkout/${encodeURIComponent(session.id)}`;
}
