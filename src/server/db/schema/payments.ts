import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { byUser, createdAt, timestamps, uuidId } from './columns.js';
import { businessOwners, businessRef } from './directory.js';
import {
  billingCycleEnum,
  planEnum,
  subscriptionChangeTypeEnum,
  subscriptionStatusEnum,
} from './enums.js';

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuidId(),
    businessId: businessRef().notNull(),
    businessOwnerId: uuid('business_owner_id').references(() => businessOwners.id, {
      onDelete: 'set null',
    }),
    planType: planEnum('plan_type').notNull(),
    status: subscriptionStatusEnum('status').notNull(),
    billingCycle: billingCycleEnum('billing_cycle'),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id').unique(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** When it first became past due; the listing keeps its plan for the grace period. */
    pastDueSince: timestamp('past_due_since', { withTimezone: true }),
    /** The newest provider event applied (events can arrive out of order). */
    lastEventAt: timestamp('last_event_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [index('subscriptions_business_idx').on(t.businessId, t.status)],
);

/** Every provider event applied, by its id: an event is processed once. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Checkouts we started: who may see the result, and what was bought. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    businessId: businessRef().notNull(),
    userId: byUser('user_id'),
    plan: planEnum('plan').notNull(),
    billingCycle: billingCycleEnum('billing_cycle').notNull(),
    /** open until paid, declined or cancelled (test provider) or completed (webhook). */
    status: text('status').notNull().default('open'),
    stripeCustomerId: text('stripe_customer_id'),
    createdAt: createdAt(),
  },
  (t) => [index('checkout_sessions_business_idx').on(t.businessId, t.createdAt)],
);

export const subscriptionChanges = pgTable(
  'subscription_changes',
  {
    id: uuidId(),
    businessOwnerId: uuid('business_owner_id').references(() => businessOwners.id, {
      onDelete: 'cascade',
    }),
    businessId: businessRef(),
    oldPlan: planEnum('old_plan'),
    newPlan: planEnum('new_plan').notNull(),
    changeType: subscriptionChangeTypeEnum('change_type').notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('subscription_changes_owner_idx').on(t.businessOwnerId, t.createdAt)],
);
