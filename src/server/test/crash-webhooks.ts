/**
 * A burst of payment webhooks cut by a SIGKILL (issue 30 point 3): 200 Stripe events,
 * signed as Stripe signs them, sent a few at a time as Stripe does; the server is
 * killed mid-burst and started again, and the sender delivers again every event it
 * had no 2xx answer for (Stripe retries until it gets one). Each event's effect must
 * then be there exactly once: one subscription, one plan change, one audit row and
 * one e-mail per business.
 */
import { randomBytes } from 'node:crypto';
import { setTimeout as wait } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { queryRows } from '../db/client.js';
import { businessOwners } from '../db/schema/index.js';
import { type CrashSite, serverEnv } from './crash-scenario.js';
import { createBusinesses } from './factories.js';
import { type ServerProcess, startServerProcess } from './server-process.js';

export const WEBHOOK_EVENTS = 200;
const IN_FLIGHT = 8;
const WEBHOOK_SECRET = `whsec_${randomBytes(16).toString('hex')}`;
const SILVER_MONTHLY = 'price_crash_silver_monthly';

/** Stripe's settings: the real provider's code path (nothing here calls Stripe's API). */
const STRIPE_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_crash',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_URL: 'http://127.0.0.1:9',
  STRIPE_PRICE_SILVER_MONTHLY: SILVER_MONTHLY,
  STRIPE_PRICE_SILVER_YEARLY: 'price_crash_silver_yearly',
  STRIPE_PRICE_GOLD_MONTHLY: 'price_crash_gold_monthly',
  STRIPE_PRICE_GOLD_YEARLY: 'price_crash_gold_yearly',
};

export interface WebhookCrashReport {
  kind: CrashSite['kind'];
  events: number;
  /** Answered 2xx before the kill; sent again after the restart (no 2xx seen). */
  answeredBeforeKill: number;
  retried: number;
  /** Of the retries: how many the restarted server found already applied. */
  retriesFoundApplied: number;
  /** Deliveries the sender made in all, retries included. */
  deliveries: number;
  /** Events never answered 2xx, even after the retries. */
  neverAnswered: string[];
  /** Businesses whose event left anything but one of each effect. */
  notExactlyOnce: string[];
  ms: number;
}

function subscriptionCreated(businessId: string) {
  const now = Math.floor(Date.now() / 1000);
  return JSON.stringify({
    id: `evt_${randomBytes(12).toString('hex')}`,
    object: 'event',
    type: 'customer.subscription.created',
    created: now,
    data: {
      object: {
        id: `sub_${randomBytes(12).toString('hex')}`,
        object: 'subscription',
        customer: `cus_${randomBytes(8).toString('hex')}`,
        status: 'active',
        cancel_at_period_end: false,
        current_period_end: now + 30 * 86_400,
        metadata: { businessId },
        items: { data: [{ price: { id: SILVER_MONTHLY, recurring: { interval: 'month' } } }] },
      },
    },
  });
}

/** One delivery, signed afresh as each of Stripe's attempts is; the outcome or null. */
async function deliver(server: ServerProcess, payload: string): Promise<string | null> {
  try {
    const res = await fetch(`${server.url}/api/webhooks/stripe`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: WEBHOOK_SECRET,
        }),
      },
      body: payload,
    });
    const body = (await res.json()) as { outcome?: string };
    return res.ok ? (body.outcome ?? 'ok') : null;
  } catch {
    return null; // the connection died with the server
  }
}

/** Sends `payloads` IN_FLIGHT at a time until each is answered 2xx or `stop()` says so. */
function sender(server: ServerProcess, payloads: string[], stop: () => boolean) {
  const outcomes = new Map<number, string>();
  let next = 0;
  let deliveries = 0;
  const one = async () => {
    while (!stop() && next < payloads.length) {
      const i = next++;
      deliveries++;
      const outcome = await deliver(server, payloads[i]);
      if (outcome) outcomes.set(i, outcome);
    }
  };
  const done = Promise.all(Array.from({ length: IN_FLIGHT }, one));
  return { outcomes, done, deliveries: () => deliveries };
}

export async function crashDuringWebhooks(
  site: CrashSite,
  { killAfterAnswers = 60 }: { killAfterAnswers?: number } = {},
): Promise<WebhookCrashReport> {
  const started = performance.now();
  const tag = randomBytes(3).toString('hex');
  const opened = await site.open();
  let listed: { id: string }[];
  try {
    listed = await createBusinesses(
      opened.db,
      Array.from({ length: WEBHOOK_EVENTS }, (_, i) => ({ name: `Hook ${tag} ${i}` })),
    );
    await opened.db.insert(businessOwners).values(
      listed.map((business, i) => ({
        businessId: business.id,
        email: `hook-${tag}-${i}@example.com`,
        fullName: `Hook Owner ${i}`,
      })),
    );
  } finally {
    await opened.close();
  }
  const ids = listed.map((business) => business.id);
  const payloads = ids.map(subscriptionCreated);
  const secret = randomBytes(32).toString('hex');
  const env = { ...serverEnv(site, secret), ...STRIPE_ENV };

  const first = await startServerProcess(env);
  let killing = false;
  const burst = sender(first, payloads, () => killing);
  const deadline = Date.now() + 120_000;
  try {
    while (burst.outcomes.size < killAfterAnswers && burst.outcomes.size < payloads.length) {
      if (Date.now() > deadline) throw new Error('the webhook burst did not get going');
      await wait(2);
    }
  } finally {
    killing = true;
    await first.kill();
  }
  await burst.done;
  const answeredBeforeKill = burst.outcomes.size;

  const second = await startServerProcess(env);
  const retryOutcomes = new Map<number, string>();
  let deliveries = burst.deliveries();
  try {
    let unanswered = payloads.map((_, i) => i).filter((i) => !burst.outcomes.has(i));
    // Stripe retries for days; a few rounds are plenty for a live server.
    for (let round = 0; round < 5 && unanswered.length; round++) {
      const again = sender(
        second,
        unanswered.map((i) => payloads[i]),
        () => false,
      );
      await again.done;
      deliveries += again.deliveries();
      for (const [at, outcome] of again.outcomes)
        if (!retryOutcomes.has(unanswered[at])) retryOutcomes.set(unanswered[at], outcome);
      unanswered = unanswered.filter((i) => !retryOutcomes.has(i));
    }
  } finally {
    await second.stop();
  }

  const check = await site.open();
  try {
    const counts = await queryRows<{
      id: string;
      plan: string;
      subscriptions: number;
      changes: number;
      audits: number;
      mails: number;
    }>(
      check.db,
      sql`select b.id, b.plan,
            (select count(*)::int from subscriptions s where s.business_id = b.id) as subscriptions,
            (select count(*)::int from subscription_changes c where c.business_id = b.id) as changes,
            (select count(*)::int from security_events e
              where e.action = 'subscription_plan_changed' and e.resource_id = b.id::text) as audits,
            (select count(*)::int from email_outbox m
              where m.kind = 'plan_changed' and m.to_address = o.email) as mails
          from businesses b join business_owners o on o.business_id = b.id
          where b.name like ${`Hook ${tag} %`}`,
    );
    const events = await queryRows<{ n: number }>(
      check.db,
      sql`select count(*)::int as n from webhook_events
          where type = 'customer.subscription.created'`,
    );
    const notExactlyOnce = counts
      .filter(
        (row) =>
          row.plan !== 'silver' ||
          row.subscriptions !== 1 ||
          row.changes !== 1 ||
          row.audits !== 1 ||
          row.mails !== 1,
      )
      .map(
        (row) =>
          `${row.id}: plan ${row.plan}, ${row.subscriptions} subscriptions, ${row.changes} changes, ${row.audits} audit rows, ${row.mails} e-mails`,
      );
    if (counts.length !== WEBHOOK_EVENTS)
      notExactlyOnce.push(`${counts.length} of ${WEBHOOK_EVENTS} businesses found`);
    if (events[0].n !== WEBHOOK_EVENTS)
      notExactlyOnce.push(`${events[0].n} events recorded, not ${WEBHOOK_EVENTS}`);
    return {
      kind: site.kind,
      events: WEBHOOK_EVENTS,
      answeredBeforeKill,
      retried: WEBHOOK_EVENTS - answeredBeforeKill,
      retriesFoundApplied: [...retryOutcomes.values()].filter((o) => o === 'duplicate').length,
      deliveries,
      neverAnswered: payloads
        .map((_, i) => i)
        .filter((i) => !burst.outcomes.has(i) && !retryOutcomes.has(i))
        .map((i) => ids[i]),
      notExactlyOnce,
      ms: Math.round(performance.now() - started),
    };
  } finally {
    await check.close();
  }
}

export function webhookCrashProblems(report: WebhookCrashReport): string[] {
  const problems: string[] = [];
  if (report.neverAnswered.length)
    problems.push(`events never answered 2xx: ${report.neverAnswered.length}`);
  if (report.notExactlyOnce.length)
    problems.push(`effects not applied exactly once: ${report.notExactlyOnce.join('; ')}`);
  return problems;
}
