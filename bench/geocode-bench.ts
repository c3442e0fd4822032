/**
 * Geocoding a 10,000-business import (issue 29 point 4): one batch round trip through
 * the local Census fake (src/server/test/census-fake.ts: the same multipart CSV in and
 * CSV out as the Census), and the database's part around it: finding the due
 * addresses, writing 10,000 answers (coordinates and status, 500 to a transaction),
 * then the pass that finds nothing due (what every later maintenance pass costs).
 * PostgreSQL (embedded) and PGlite. The Census itself takes minutes for 10,000
 * addresses (its documentation); only our side is measured here.
 *
 *   npx tsx bench/geocode-bench.ts [--rows 10000]
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { ensureCategories } from '#server/db/categories.js';
import type { Database } from '#server/db/client.js';
import {
  CENSUS_BATCH_MAX,
  censusGeocoder,
  type Geocoder,
} from '#server/features/geocoding/census-geocoder.js';
import { runGeocoding } from '#server/features/geocoding/geocoding.service.js';
import { createLogger } from '#server/platform/logger.js';
import { listenCensusFake } from '#server/test/census-fake.js';
import { benchConfig, onPglite, onPostgres } from './bench-databases.js';

const { values } = parseArgs({ options: { rows: { type: 'string', default: '10000' } } });
const rowCount = Number(values.rows);
const seconds = (ms: number) => (ms / 1000).toFixed(2);

async function measure(database: Database, dataDir: string, label: string) {
  const { db } = database;
  // Businesses as an import leaves them: addresses, no coordinates; 1 in 100 unknown.
  await ensureCategories(db);
  await db.execute(sql`
    insert into businesses (slug, name, category, address, city, state, zip_code)
    select 'geo-' || i, 'Geo Business ' || i, 'Services',
      case when i % 100 = 0 then i || ' Nowhere Ln' else i || ' Texas Ave' end,
      case when i % 2 = 0 then 'Bryan' else 'College Station' end, 'TX', '77801'
    from generate_series(1, ${rowCount}) as i`);
  const fake = await listenCensusFake();
  fake.matchEverything();
  try {
    const census = censusGeocoder(fake.url);
    let roundTrip = 0;
    let batchBytes = 0;
    const timed: Geocoder = {
      maxBatch: census.maxBatch,
      one: census.one,
      async batch(addresses) {
        const started = performance.now();
        const answers = await census.batch(addresses);
        roundTrip += performance.now() - started;
        batchBytes += addresses.reduce((n, a) => n + a.id.length + a.street.length + 30, 0);
        return answers;
      },
    };
    const run = () =>
      runGeocoding({
        db,
        config: benchConfig(dataDir),
        logger: createLogger('silent'),
        geocoder: timed,
        // Every business in the first pass, 10,000 per batch, as after an import.
        rounds: Math.ceil(rowCount / CENSUS_BATCH_MAX),
      });
    let started = performance.now();
    const first = await run();
    const firstMs = performance.now() - started;
    started = performance.now();
    const idle = await run();
    const idleMs = performance.now() - started;
    const [{ located }] = (
      (await db.execute(
        sql`select count(*) filter (where latitude is not null)::int as located from businesses`,
      )) as unknown as { rows: { located: number }[] }
    ).rows;
    console.error(
      `  ${label}: pass ${seconds(firstMs)} s (round trip ${seconds(roundTrip)} s), idle pass ${seconds(idleMs)} s`,
    );
    return `| ${label} | ${rowCount.toLocaleString('en-US')} | ${fake.requestsTo('/geocoder/locations/addressbatch').length} | ${(batchBytes / 1024).toFixed(0)} KB | ${seconds(roundTrip)} | ${seconds(firstMs - roundTrip)} | ${seconds(firstMs)} | ${first.matched} / ${first.noMatch} / ${first.failed} | ${located} | ${seconds(idleMs)} (${idle.calls} calls) |`;
  } finally {
    await fake.close();
  }
}

async function main() {
  console.error(`Geocoding: ${rowCount} businesses`);
  const postgres = await onPostgres('geocode', { max: 4 }, (database, dir) =>
    measure(database, dir, 'PostgreSQL'),
  );
  const pglite = await onPglite('geocode', (database, dir) => measure(database, dir, 'PGlite'));
  console.log(
    [
      `### Geocoding ${rowCount.toLocaleString('en-US')} new addresses in batches of ${CENSUS_BATCH_MAX.toLocaleString('en-US')} (Node ${process.version})`,
      '',
      '| database | businesses | batch calls | file | round trip s | database s | pass s | matched / no match / failed | located | next pass s |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: |',
      postgres,
      pglite,
    ].join('\n'),
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
