/**
 * How long a payment webhook takes to apply (issue 11): the time from the provider
 * sending a signed event to our answer, over HTTP to the real app, on PGlite and on
 * PostgreSQL. Each business with an owner gets, one after the other:
 *   - customer.subscription.created  (the plan changes: subscription row, business
 *     plan, subscription_changes row, audit row, owner e-mail, jobs, one transaction)
 *   - customer.subscription.updated  (cancel at period end: the row only)
 *   - the same update again           (a duplicate: found and skipped)
 * Events are sent one at a time, as a provider retries them, and the table gives
 * p50 / p95 / p99 / max per kind.
 *
 *   npx tsx bench/webhook-bench.ts [--businesses 300] [--directory 10000]
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { serve } from '@hono/node-server';
import { createApp } from '#server/app.js';
import type { Database } from '#server/db/client.js';
import { businesses, businessOwners } from '#server/db/schema/index.js';
import { webhookSecretOf } from '#server/features/payments/payment-config.js';
import { createLogger } from '#server/platform/logger.js';
import { signWebhook } from '#server/platform/payments/webhook-signature.js';
import { benchConfig, onPglite, onPostgres } from './bench-databases.js';
import { generateBusinesses } from './generate-businesses.js';

const { values } = parseArgs({
  options: {
    businesses: { type: 'string', default: '300' },
    directory: { type: 'string', default: '10000' },
  },
});
const subscribers = Number(values.businesses);
const directorySize = Number(values.directory);

const KINDS = ['plan change (created)', 'update (cancel at period end)', 'duplicate'] as const;
type Kind = (typeof KINDS)[number];

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function subscriptionEvent(type: string, businessId: string, subId: string, cancel: boolean) {
  return {
    id: `evt_${randomBytes(8).toString('hex')}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: subId,
        object: 'subscription',
        customer: `cus_test_${businessId.slice(0, 8)}`,
        status: 'active',
        cancel_at_period_end: cancel,
        current_period_end: Math.floor(Date.now() / 1000) + 30 * 86400,
        metadata: { businessId },
        items: {
          data: [
            {
              price: { id: 'test_price_silver_monthly', recurring: { interval: 'month' } },
            },
          ],
        },
      },
    },
  };
}

async function measure(database: Database, dataDir: string): Promise<Record<Kind, number[]>> {
  await generateBusinesses(database.db, { count: directorySize });
  const targets = await database.db
    .select({ id: businesses.id })
    .from(businesses)
    .limit(subscribers);
  await database.db.insert(businessOwners).values(
    targets.map((b, i) => ({
      businessId: b.id,
      email: `owner${i}@bench.example`,
      fullName: `Owner ${i}`,
    })),
  );
  const config = benchConfig(dataDir, { AUTH_SECRET: 'bench-secret-bench-secret-bench-secret' });
  const secret = webhookSecretOf(config) as string;
  const app = createApp({ config, database, logger: createLogger('silent') });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const timings: Record<Kind, number[]> = {
    'plan change (created)': [],
    'update (cancel at period end)': [],
    duplicate: [],
  };
  const send = async (kind: Kind, event: object) => {
    const payload = JSON.stringify(event);
    const started = performance.now();
    const res = await fetch(`http://127.0.0.1:${port}/api/webhooks/stripe`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signWebhook(secret, payload),
      },
      body: payload,
    });
    const body = (await res.json()) as { outcome?: string };
    timings[kind].push(performance.now() - started);
    const expected = kind === 'duplicate' ? 'duplicate' : 'processed';
    if (body.outcome !== expected)
      throw new Error(`${kind}: ${res.status} ${JSON.stringify(body)}`);
  };
  try {
    for (const { id } of targets) {
      const subId = `sub_test_${randomBytes(8).toString('hex')}`;
      await send(
        'plan change (created)',
        subscriptionEvent('customer.subscription.created', id, subId, false),
      );
      const update = subscriptionEvent('customer.subscription.updated', id, subId, true);
      await send('update (cancel at period end)', update);
      await send('duplicate', update);
    }
    return timings;
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

const row = (label: string, kind: Kind, samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const ms = (n: number) => n.toFixed(1);
  return `| ${label} | ${kind} | ${sorted.length} | ${ms(percentile(sorted, 50))} | ${ms(percentile(sorted, 95))} | ${ms(percentile(sorted, 99))} | ${ms(sorted[sorted.length - 1])} |`;
};

async function main() {
  console.error(
    `Webhooks: ${subscribers} subscribing businesses in a directory of ${directorySize}`,
  );
  const pglite = await onPglite('webhook', measure);
  console.error('  PGlite done');
  const postgres = await onPostgres('webhook', { max: 4 }, measure);
  console.error('  PostgreSQL done');
  console.log(
    [
      `### Webhook apply time, ${subscribers} businesses x 3 events, directory of ${directorySize.toLocaleString('en-US')} (Node ${process.version})`,
      '',
      '| database | event | n | p50 ms | p95 ms | p99 ms | max ms |',
      '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
      ...KINDS.map((kind) => row('PGlite', kind, pglite[kind])),
      ...KINDS.map((kind) => row('PostgreSQL', kind, postgres[kind])),
    ].join('\n'),
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
