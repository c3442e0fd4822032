/**
 * The owner's Insights tab at scale (issue 26 point 2): on a real PostgreSQL holding N
 * businesses and M analytics events over the last 100 days (search impressions with
 * their words, profile views, clicks, page views of profiles with referrers), the
 * server time of GET /api/portal/insights for 7, 30 and 90 days, through the real app
 * (session read included), for owners of ordinary businesses and of the busiest one;
 * in the same run, the floor (the smallest signed-in portal read) and each query of the
 * busiest business's 90 days on its own.
 *
 *   npx tsx bench/insights-bench.ts --businesses 100000 --events 1000000
 */
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { addDays, localDateOf } from '#domain/time.js';
import { createApp } from '#server/app.js';
import { queryRows } from '#server/db/client.js';
import { businesses, businessOwners } from '#server/db/schema/index.js';
import {
  selectDailyCounts,
  selectReferrers,
  selectTopSearches,
} from '#server/features/insights/insights.queries.js';
import { createLogger } from '#server/platform/logger.js';
import { Device, signedInOwner } from '#server/test/accounts.js';
import { TEST_CAPTCHA_COST } from '#server/test/captcha.js';
import { benchConfig, onPostgres } from './bench-databases.js';
import { generateBusinesses, moveSearchImpressions } from './generate-businesses.js';

const { values } = parseArgs({
  options: {
    businesses: { type: 'string', default: '100000' },
    events: { type: 'string', default: '1000000' },
    samples: { type: 'string', default: '30' },
  },
});
const businessCount = Number(values.businesses);
const eventCount = Number(values.events);
const samples = Number(values.samples);
/** The busiest business gets this share of all events (a popular restaurant). */
const HOT_SHARE = 0.02;

const log = (...args: unknown[]) => console.error(...args);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function main() {
  await onPostgres('insights', { max: 10 }, async (database, dataDir) => {
    const { db } = database;
    let started = performance.now();
    await generateBusinesses(db, { count: businessCount });
    log(`${businessCount} businesses in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    started = performance.now();
    const [hot] = await db
      .select({ id: businesses.id, slug: businesses.slug })
      .from(businesses)
      .limit(1);
    const batch = 100_000;
    for (let start = 0; start < eventCount; start += batch) {
      const size = Math.min(batch, eventCount - start);
      await db.execute(sql`
        with ids as (select array_agg(id) as ids, array_agg(slug) as slugs from businesses),
        picks as (
          select random() as kind, random() as pick, random() as age, random() as hot, random() as word
          from generate_series(1, ${size})
        ),
        chosen as (
          select kind, age, word,
                 case when hot < ${HOT_SHARE} then 1 else 1 + floor(pick * cardinality(ids))::int end as n,
                 ids, slugs
          from picks, ids
        )
        insert into analytics_events (business_id, event_type, page, referrer, search_term, created_at)
        select case when kind < 0.7 then ids[n] end,
               (case when kind < 0.4 then 'search_result'
                     when kind < 0.6 then 'profile_view'
                     when kind < 0.625 then 'website_click'
                     when kind < 0.65 then 'phone_click'
                     when kind < 0.675 then 'email_click'
                     when kind < 0.7 then 'directions_click'
                     else 'page_view' end)::analytics_event_type,
               case when kind < 0.4 then 'home'
                    when kind >= 0.7 then '/business/' || slugs[n] end,
               case when kind >= 0.7 then
                 (array['https://www.google.com/', '/listings', '/', null, 'https://www.facebook.com/'])[1 + floor(word * 5)::int] end,
               case when kind < 0.4 then
                 (array['pizza', 'plumber', 'tacos', 'bbq', 'coffee', 'salon', 'roofing', 'yoga'])[1 + floor(word * 8)::int] end,
               now() - age * interval '100 days'
        from chosen`);
    }
    await moveSearchImpressions(db);
    // What autovacuum does to an insert-only table in production (PostgreSQL 13+): the
    // visibility map lets the insights read one business's rows from the index alone.
    await db.execute(sql`vacuum analyze analytics_events`);
    await db.execute(sql`vacuum analyze search_impressions`);
    const [{ rows }] = await queryRows<{ rows: number }>(
      db,
      sql`select (select count(*)::int from analytics_events
                  where business_id = ${hot.id} or page = ${`/business/${hot.slug}`})
               + (select count(*)::int from search_impressions
                  where business_ids @> array[${hot.id}::uuid]) as rows`,
    );
    log(
      `${eventCount} events in ${((performance.now() - started) / 1000).toFixed(1)} s; the busiest business has ${rows}`,
    );

    const config = benchConfig(dataDir, { CAPTCHA_COST: TEST_CAPTCHA_COST });
    const app = createApp({ config, database, logger: createLogger('silent') });

    // Owners: one of the busiest business, `samples` of random silver or gold ones.
    const others = await db
      .select({ id: businesses.id })
      .from(businesses)
      .where(sql`${businesses.plan} <> 'free' and ${businesses.id} <> ${hot.id}`)
      .orderBy(sql`random()`)
      .limit(samples);
    await db.update(businesses).set({ plan: 'texas_gold' }).where(eq(businesses.id, hot.id));

    async function ownerOf(businessId: string): Promise<Device> {
      const device = new Device(app);
      const owner = await signedInOwner(app, device);
      await db
        .update(businessOwners)
        .set({ businessId })
        .where(eq(businessOwners.email, owner.email));
      return device;
    }

    const lines: string[] = [];
    const row = (label: string, owner: string, times: number[]) => {
      times.sort((a, b) => a - b);
      lines.push(
        `| ${label} | ${owner} | ${times.length} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} | ${times[times.length - 1].toFixed(1)} |`,
      );
      log(lines.at(-1));
    };

    // The floor, in the same run: a signed-in owner's smallest portal read (session + one row).
    {
      const device = await ownerOf(hot.id);
      const times: number[] = [];
      for (let i = 0; i < samples; i++) {
        const t = performance.now();
        const res = await device.request('/api/portal/insights/settings');
        await res.arrayBuffer();
        times.push(performance.now() - t);
        if (res.status !== 200) throw new Error(`settings answered ${res.status}`);
      }
      row('settings (the floor)', 'busiest business', times);
    }

    for (const days of [7, 30, 90]) {
      for (const [label, ids, repeat] of [
        ['ordinary owners', others.map((o) => o.id), 1],
        ['busiest business', [hot.id], samples],
      ] as const) {
        const times: number[] = [];
        for (const id of ids) {
          const device = await ownerOf(id);
          for (let i = 0; i < repeat; i++) {
            const t = performance.now();
            const res = await device.request(`/api/portal/insights?days=${days}`);
            await res.arrayBuffer();
            times.push(performance.now() - t);
            if (res.status !== 200) throw new Error(`insights answered ${res.status}`);
          }
        }
        row(`${days} days`, label, times);
      }
    }

    // Each query of the busiest business's 90 days on its own (database and driver time).
    const to = localDateOf(new Date());
    const from = addDays(to, -89);
    const queries: [string, () => Promise<unknown>][] = [
      [
        'daily counts, 180 days',
        () =>
          selectDailyCounts(db, { businessId: hot.id, firstDay: addDays(from, -90), lastDay: to }),
      ],
      [
        'top searches, 90 days',
        () =>
          selectTopSearches(db, {
            businessId: hot.id,
            firstDay: from,
            lastDay: to,
            minCount: 2,
            limit: 10,
          }),
      ],
      [
        'referrers, 90 days',
        () =>
          selectReferrers(db, {
            pages: [`/business/${hot.slug}`, `/business/${hot.id}`],
            ownHost: 'localhost',
            firstDay: from,
            lastDay: to,
            limit: 10,
          }),
      ],
    ];
    for (const [label, query] of queries) {
      const times: number[] = [];
      for (let i = 0; i < samples; i++) {
        const t = performance.now();
        await query();
        times.push(performance.now() - t);
      }
      row(`query: ${label}`, 'busiest business', times);
    }
    console.log(
      `### GET /api/portal/insights, ${businessCount.toLocaleString('en-US')} businesses, ${eventCount.toLocaleString('en-US')} events (PostgreSQL, Node ${process.version})\n`,
    );
    console.log('| request | owner | samples | p50 ms | p95 ms | max ms |');
    console.log('| --- | --- | ---: | ---: | ---: | ---: |');
    for (const line of lines) console.log(line);
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
