/**
 * Buying and managing a plan (issue 11 points 2, 4 and 5): the owner starts a
 * checkout or opens the customer portal for their own business, at whichever
 * provider is configured. What they have is always read back from our database,
 * which only provider webhooks change.
 */
import {
  type CheckoutRequest,
  type CheckoutResult,
  type CheckoutStarted,
  checkoutRequestSchema,
  type PaidPlan,
  type PortalOpened,
  paymentMessages,
  RECENT_CHANGES_LIMIT,
  type SubscriptionCheck,
} from '#domain/payments.js';
import { PLANS, planOf } from '#domain/plans.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/app-error.js';
import { assertCan, type SessionUser } from '../../platform/auth/guards.js';
import type { RequestMeta } from '../../platform/request-context.js';
import { isStorableText } from '../../platform/validate.js';
import { findBusinessRowById } from '../businesses/businesses.service.js';
import { requireOwnBusiness } from '../portal/portal.service.js';
import type { PaymentsContext } from './payment-config.js';
import { paymentProviderOf } from './payment-provider.js';
import {
  customerOfBusiness,
  findBusinessPlan,
  findCheckoutSession,
  insertCheckoutSession,
  latestSubscription,
  recentPlanChanges,
  type SubscriptionRow,
} from './payments.queries.js';

interface Ctx extends PaymentsContext {
  actor: SessionUser;
  /** The request's: Stripe's pages speak the owner's page language. */
  meta: Pick<RequestMeta, 'language'>;
}

/** A subscription paid online that has not ended: changed through the portal, not a new checkout. */
const isManageable = (sub: SubscriptionRow | null) =>
  Boolean(sub?.stripeSubscriptionId) && sub?.status !== 'canceled' && sub?.status !== 'incomplete';

export async function startCheckout(
  ctx: Ctx & { input: CheckoutRequest },
): Promise<CheckoutStarted> {
  assertCan(ctx.actor, 'manage:subscription:own');
  const input = checkoutRequestSchema.parse(ctx.input);
  const { businessId } = await requireOwnBusiness(ctx.db, ctx.actor);
  // A second checkout would bill the business twice.
  if (isManageable(await latestSubscription(ctx.db, businessId)))
    throw new AppError('conflict', paymentMessages.alreadySubscribed);
  const provider = paymentProviderOf(ctx.config);
  const business = await findBusinessRowById({ db: ctx.db, id: businessId });
  let started: Awaited<ReturnType<typeof provider.createCheckout>>;
  try {
    started = await provider.createCheckout({
      businessId,
      businessName: business?.name ?? '',
      userId: ctx.actor.id,
      ownerEmail: ctx.actor.email,
      plan: input.plan,
      billingCycle: input.billingCycle,
      customerId: await customerOfBusiness(ctx.db, businessId, provider.kind),
      language: ctx.meta.language,
    });
  } catch (error) {
    ctx.logger.error('checkout could not start', {
      businessId,
      provider: provider.kind,
      error: String(error),
    });
    throw new AppError('unavailable', paymentMessages.checkoutFailed);
  }
  await insertCheckoutSession(ctx.db, {
    id: started.sessionId,
    provider: provider.kind,
    businessId,
    userId: ctx.actor.id,
    plan: input.plan,
    billingCycle: input.billingCycle,
    stripeCustomerId: started.customerId,
  });
  return { url: started.url, sessionId: started.sessionId };
}

/**
 * A checkout of the owner's own business (spec: /pricing/success reads session_id).
 * Someone else's session id finds nothing, like an unknown one.
 */
export async function findCheckoutResult(ctx: {
  db: Db;
  actor: SessionUser;
  sessionId: string;
}): Promise<CheckoutResult> {
  assertCan(ctx.actor, 'manage:subscription:own');
  const { businessId } = await requireOwnBusiness(ctx.db, ctx.actor);
  const session = isStorableText(ctx.sessionId)
    ? await findCheckoutSession(ctx.db, ctx.sessionId)
    : null;
  if (session?.businessId !== businessId)
    throw new AppError('not_found', paymentMessages.sessionNotFound);
  return {
    sessionId: session.id,
    status: session.status as CheckoutResult['status'],
    plan: session.plan as PaidPlan,
    billingCycle: session.billingCycle,
  };
}

/** Manage Subscription: a portal session at the provider for the owner's own subscription. */
export async function openCustomerPortal(ctx: Ctx): Promise<PortalOpened> {
  assertCan(ctx.actor, 'manage:subscription:own');
  const { businessId } = await requireOwnBusiness(ctx.db, ctx.actor);
  const sub = await latestSubscription(ctx.db, businessId);
  const provider = paymentProviderOf(ctx.config);
  const customerId = isManageable(sub) ? sub?.stripeCustomerId : null;
  if (!customerId) throw new AppError('conflict', paymentMessages.noOnlineSubscription);
  try {
    return {
      url: await provider.createPortal({ businessId, customerId, language: ctx.meta.language }),
    };
  } catch (error) {
    ctx.logger.error('customer portal could not open', { businessId, error: String(error) });
    throw new AppError('unavailable', paymentMessages.portalFailed);
  }
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
    manageable: isManageable(sub),
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
