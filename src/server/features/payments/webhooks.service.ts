/**
 * Provider events -> subscriptions and plans (issue 11 point 3). The signature is
 * checked on the raw body; each event id is recorded in the transaction of its
 * effect, so a redelivered event does nothing; an event older than the last one
 * applied to a subscription is ignored, so order of arrival does not matter.
 */
import { paymentMessages, type SubscriptionStatus } from '#domain/payments.js';
import { PLANS, type PlanId } from '#domain/plans.js';
import { AppError } from '../../platform/app-error.js';
import { translator } from '../../platform/i18n.js';
import { composeEmail, greeting, paragraphsOf, subjectText } from '../../platform/mail/compose.js';
import { enqueueEmail } from '../../platform/mail/outbox.js';
import { checkWebhookSignature } from '../../platform/payments/webhook-signature.js';
import { logSecurityEvent } from '../../platform/security-log.js';
import { lockBusiness, updateBusinessRecord } from '../businesses/businesses.service.js';
import { applyPlanToJobs } from '../jobs/job-postings.service.js';
import { type PaymentsContext, planOfPrice, webhookSecretOf } from './payment-config.js';
import {
  closeCheckoutSession,
  findCheckoutSession,
  insertPlanChange,
  insertSubscription,
  latestSubscription,
  lockSubscriptionByProviderId,
  ownerOfBusiness,
  pastDueBeyondGrace,
  recordWebhookEvent,
  type SubscriptionRow,
  updateSubscription,
} from './payments.queries.js';
import {
  type CheckoutSessionObject,
  checkoutSessionObject,
  eventEnvelope,
  type InvoiceObject,
  invoiceObject,
  type ProviderEvent,
  type SubscriptionObject,
  subscriptionObject,
} from './provider-events.js';

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

const HANDLED = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
]);

const PROVIDER_STATUSES: Record<string, SubscriptionStatus> = {
  active: 'active',
  trialing: 'trialing',
  past_due: 'past_due',
  unpaid: 'past_due',
  canceled: 'canceled',
  incomplete: 'incomplete',
  incomplete_expired: 'canceled',
  paused: 'past_due',
};

/** Subscriptions in these states hold their plan; the others leave the listing free. */
const GOOD_STANDING: readonly SubscriptionStatus[] = ['active', 'trialing'];

/** Checks, parses and applies one delivery. Bad signatures and bodies are 400s. */
export async function receiveWebhook(
  ctx: PaymentsContext,
  {
    payload,
    signature,
    now = new Date(),
  }: { payload: string; signature: string | undefined; now?: Date },
): Promise<WebhookOutcome> {
  const secret = webhookSecretOf(ctx.config);
  if (!secret)
    throw new AppError('unavailable', 'Webhooks are not configured (STRIPE_WEBHOOK_SECRET).');
  const problem = checkWebhookSignature(secret, payload, signature, now);
  if (problem) {
    ctx.logger.warn('webhook refused', { problem });
    throw new AppError('validation', paymentMessages.badSignature);
  }
  let event: ProviderEvent;
  try {
    event = eventEnvelope.parse(JSON.parse(payload));
  } catch {
    throw new AppError('validation', 'The webhook body is not an event.');
  }
  if (!HANDLED.has(event.type)) {
    ctx.logger.info('webhook ignored', { type: event.type, id: event.id });
    return 'ignored';
  }
  return ctx.db.transaction(async (tx) => {
    if (!(await recordWebhookEvent(tx, event.id, event.type))) return 'duplicate';
    const applied = await applyEvent({ ...ctx, db: tx }, event);
    if (!applied) ctx.logger.warn('webhook event not applied', { type: event.type, id: event.id });
    return applied ? 'processed' : 'ignored';
  });
}

async function applyEvent(ctx: PaymentsContext, event: ProviderEvent): Promise<boolean> {
  const at = new Date(event.created * 1000);
  const object = event.data.object;
  switch (event.type) {
    case 'checkout.session.completed':
      return applyCheckoutCompleted(ctx, checkoutSessionObject.parse(object), at);
    case 'customer.subscription.deleted':
      return applySubscription(
        ctx,
        { ...subscriptionObject.parse(object), status: 'canceled' },
        at,
      );
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
      return applySubscription(ctx, subscriptionObject.parse(object), at);
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return applyInvoice(ctx, invoiceObject.parse(object), event.type === 'invoice.paid', at);
    default:
      return false;
  }
}

/**
 * A paid checkout: the subscription starts on the plan of our own checkout record
 * (never the event's word for it). When the subscription is already known (its
 * own events came first), only the customer and session are linked.
 */
async function applyCheckoutCompleted(
  ctx: PaymentsContext,
  session: CheckoutSessionObject,
  at: Date,
): Promise<boolean> {
  const ours = await findCheckoutSession(ctx.db, session.id);
  if (!ours || !session.subscription) return false;
  await closeCheckoutSession(ctx.db, ours.id, 'completed', session.customer ?? undefined);
  const existing = await lockSubscriptionByProviderId(ctx.db, session.subscription);
  if (existing) {
    await updateSubscription(ctx.db, existing.id, {
      stripeCustomerId: session.customer ?? existing.stripeCustomerId,
    });
    return true;
  }
  const row = await startSubscription(ctx, {
    businessId: ours.businessId,
    planType: ours.plan,
    status: 'active',
    billingCycle: ours.billingCycle,
    stripeCustomerId: session.customer ?? null,
    stripeSubscriptionId: session.subscription,
    lastEventAt: at,
  });
  await followSubscription(ctx, row);
  return true;
}

/** A new subscription row, linked to the business's owner. */
async function startSubscription(
  ctx: PaymentsContext,
  values: Omit<Parameters<typeof insertSubscription>[1], 'businessOwnerId'>,
): Promise<SubscriptionRow> {
  const owner = await ownerOfBusiness(ctx.db, values.businessId);
  return insertSubscription(ctx.db, { ...values, businessOwnerId: owner?.id ?? null });
}

async function applySubscription(
  ctx: PaymentsContext,
  sub: SubscriptionObject,
  at: Date,
): Promise<boolean> {
  const item = sub.items.data[0];
  const bought = planOfPrice(ctx.config, item.price.id);
  if (!bought) {
    ctx.logger.warn('subscription with a price that is not ours', {
      subscription: sub.id,
      price: item.price.id,
    });
    return false;
  }
  const status = PROVIDER_STATUSES[sub.status] ?? 'incomplete';
  const periodEnd = sub.current_period_end ?? item.current_period_end;
  const values = {
    planType: bought.plan as PlanId,
    status,
    billingCycle: bought.cycle,
    stripeCustomerId: sub.customer ?? null,
    currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    lastEventAt: at,
  };
  const existing = await lockSubscriptionByProviderId(ctx.db, sub.id);
  if (existing?.lastEventAt && existing.lastEventAt > at) return true; // an older event: already superseded
  let row: SubscriptionRow;
  if (existing) {
    const pastDueSince = status === 'past_due' ? (existing.pastDueSince ?? at) : null;
    await updateSubscription(ctx.db, existing.id, { ...values, pastDueSince });
    row = { ...existing, ...values, pastDueSince };
  } else {
    const businessId = sub.metadata.businessId;
    const business = businessId
      ? await lockBusiness({ db: ctx.db, id: businessId, strength: 'update' })
      : null;
    if (!business) {
      ctx.logger.warn('subscription for an unknown business', { subscription: sub.id });
      return false;
    }
    row = await startSubscription(ctx, {
      ...values,
      businessId: business.id,
      stripeSubscriptionId: sub.id,
      pastDueSince: status === 'past_due' ? at : null,
    });
  }
  await followSubscription(ctx, row);
  return true;
}

async function applyInvoice(
  ctx: PaymentsContext,
  invoice: InvoiceObject,
  paid: boolean,
  at: Date,
): Promise<boolean> {
  if (!invoice.subscription) return false;
  const existing = await lockSubscriptionByProviderId(ctx.db, invoice.subscription);
  if (!existing || existing.status === 'canceled') return false;
  const values = paid
    ? { status: 'active' as const, pastDueSince: null }
    : { status: 'past_due' as const, pastDueSince: existing.pastDueSince ?? at };
  await updateSubscription(ctx.db, existing.id, values);
  await followSubscription(ctx, { ...existing, ...values });
  return true;
}

/**
 * The listing follows its subscription: a subscription in good standing gives its
 * plan; a cancelled or incomplete one leaves the listing free; past due keeps the
 * plan until the grace period ends (runPaymentMaintenance).
 */
async function followSubscription(ctx: PaymentsContext, row: SubscriptionRow) {
  if (row.status === 'past_due') return;
  const current = await latestSubscription(ctx.db, row.businessId);
  if (current && current.id !== row.id) {
    // A newer subscription (a plan an admin set by hand, a later checkout) decides the plan.
    ctx.logger.info('superseded subscription changed', { subscription: row.stripeSubscriptionId });
    return;
  }
  const plan: PlanId = GOOD_STANDING.includes(row.status) ? row.planType : 'free';
  await changeListingPlan(ctx, row.businessId, plan, row.status);
}

/** Past-due subscriptions whose grace period has ended leave their listing on free. */
export async function runPaymentMaintenance(ctx: PaymentsContext, now = new Date()) {
  const graceMs = ctx.config.stripe.pastDueGraceDays * 24 * 60 * 60_000;
  const due = await pastDueBeyondGrace(ctx.db, new Date(now.getTime() - graceMs));
  let downgraded = 0;
  for (const { subscription } of due) {
    const changed = await ctx.db.transaction(async (tx) => {
      const current = await latestSubscription(tx, subscription.businessId);
      if (current?.id !== subscription.id) return false;
      await changeListingPlan(
        { ...ctx, db: tx },
        subscription.businessId,
        'free',
        'past_due_grace_ended',
      );
      return true;
    });
    if (changed) downgraded += 1;
  }
  return { downgraded };
}

export async function changeListingPlan(
  ctx: PaymentsContext,
  businessId: string,
  plan: PlanId,
  reason: string,
) {
  const business = await lockBusiness({ db: ctx.db, id: businessId, strength: 'update' });
  if (!business || business.plan === plan) return;
  await updateBusinessRecord({
    db: ctx.db,
    id: businessId,
    values: { plan, paymentMethod: plan === 'free' ? 'manual' : 'stripe' },
  });
  await applyPlanToJobs(ctx.db, businessId, plan);
  const owner = await ownerOfBusiness(ctx.db, businessId);
  const rank = PLANS[plan].rank - PLANS[business.plan].rank;
  await insertPlanChange(ctx.db, {
    businessId,
    businessOwnerId: owner?.id ?? null,
    oldPlan: business.plan,
    newPlan: plan,
    changeType: rank > 0 ? 'upgrade' : rank < 0 ? 'downgrade' : 'other',
    processedAt: new Date(),
  });
  await logSecurityEvent(ctx.db, {
    action: 'subscription_plan_changed',
    success: true,
    resourceType: 'business',
    resourceId: businessId,
    metadata: { before: business.plan, after: plan, reason },
  });
  if (owner) {
    const { language } = owner;
    const { t } = translator(language);
    const name = (id: PlanId) => PLANS[id].marketingName;
    await enqueueEmail(
      ctx.db,
      composeEmail({
        kind: 'plan_changed',
        to: owner.email,
        language,
        subject: subjectText(t('email.planChanged.subject', { plan: name(plan) })),
        heading: t('email.planChanged.heading'),
        paragraphs: [
          greeting(language, owner.fullName),
          ...paragraphsOf(
            t('email.planChanged.body', {
              businessName: business.name,
              plan: name(plan),
              before: name(business.plan),
            }),
          ),
        ],
      }),
    );
  }
}
