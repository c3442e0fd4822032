import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { IMPORT_COLUMNS } from '#domain/imports.js';
import { createApp } from '#server/app.js';
import { type Database, queryRows } from '#server/db/client.js';
import { readExportPage } from '#server/features/business-management/business-export.js';
import { createLogger } from '#server/platform/logger.js';
import { signedInAdmin } from '#server/test/accounts.js';
import { benchConfig, onPostgres } from './bench-databases.js';
import { generateBusinesses } from './generate-businesses.js';

const { values } = parseArgs({
  options: {
    businesses: { type: 'string', default: '100000' },
    'slow-kbps': { type: 'string', default: '4096' },
  },
});
const businessCount = Number(values.businesses);
const slowBytesPerSecond = Number(values['slow-kbps']) * 1024;
const MB = 1024 * 1024;

interface Run {
  label: string;
  path: string;
  /** Data rows the file must have (the generator's plans: 10% texas_gold, 70% free). */
  rows: number;
  slow?: boolean;
}

interface Measured {
  label: string;
  seconds: number;
  bytes: number;
  lines: number | null;
  peakRssGrowth: number;
  peakBuffersGrowth: number;
}

/** A fresh heap before each run, when node was started with --expose-gc. */
async function settle() {
  const gc = (globalThis as { gc?: () => void }).gc;
  for (let i = 0; i < 3; i++) {
    gc?.();
    await sleep(100);
  }
}

/** Runs `work` sampling memory every 50 ms; the peak growth of RSS and of Buffers. */
async function withPeakMemory<T>(
  work: () => Promise<T>,
): Promise<{ result: T; rss: number; buffers: number }> {
  await settle();
  const before = process.memoryUsage();
  const peak = { rss: before.rss, buffers: before.arrayBuffers };
  const sample = () => {
    const now = process.memoryUsage();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.buffers = Math.max(peak.buffers, now.arrayBuffers);
  };
  const timer = setInterval(sample, 50);
  try {
    const result = await work();
    sample();
    return { result, rss: peak.rss - before.rss, buffers: peak.buffers - before.arrayBuffers };
  } finally {
    clearInterval(timer);
  }
}

async function download(url: string, cookie: string, run: Run): Promise<Measured> {
  const started = performance.now();
  const { result, rss, buffers } = await withPeakMemory(async () => {
    const res = await fetch(url, { headers: { cookie } });
    if (res.status !== 200) throw new Error(`${run.label}: ${res.status} ${await res.text()}`);
    let bytes = 0;
    let lines = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 0x0a) lines++;
      // A client on a slow line: take each chunk no faster than slowBytesPerSecond.
      if (run.slow) await sleep((chunk.length / slowBytesPerSecond) * 1000);
    }
    return { bytes, lines };
  });
  return {
    label: run.label,
    seconds: (performance.now() - started) / 1000,
    bytes: result.bytes,
    lines: run.path.includes('.csv') ? result.lines : null,
    peakRssGrowth: rss,
    peakBuffersGrowth: buffers,
  };
}

/** What loading the whole directory at once would cost: the export's query, unpaged. */
async function readAllAtOnce(database: Database): Promise<Measured> {
  const started = performance.now();
  const { result, rss, buffers } = await withPeakMemory(async () => {
    const rows = await readExportPage(database.db, { search: null }, null, businessCount);
    return rows.length;
  });
  return {
    label: `for comparison: the export's query for all ${result.toLocaleString('en-US')} rows at once`,
    seconds: (performance.now() - started) / 1000,
    bytes: 0,
    lines: null,
    peakRssGrowth: rss,
    peakBuffersGrowth: buffers,
  };
}

async function main() {
  console.error(`Export: ${businessCount.toLocaleString('en-US')} businesses on PostgreSQL`);
  await onPostgres('export', { max: 4 }, async (database, dataDir) => {
    const loadStarted = performance.now();
    await generateBusinesses(database.db, { count: businessCount });
    await database.db.execute(sql`analyze businesses`);
    const loadSeconds = ((performance.now() - loadStarted) / 1000).toFixed(1);
    console.error(`  inserted ${businessCount} businesses in ${loadSeconds} s`);

    const config = benchConfig(dataDir, { AUTH_SECRET: 'bench-secret-bench-secret-bench-secret' });
    const app = createApp({ config, database, logger: createLogger('silent') });
    const admin = await signedInAdmin(app, { database, dataDir });
    const cookie = [...admin.device.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const http = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => http.once('listening', () => resolve()));
    const { port } = http.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}/api/admin/businesses`;

    // How a page after the first is found (the cursor is the middle of the directory).
    const [middle] = await queryRows<{ k: string; id: string }>(
      database.db,
      sql`select lower(name) as k, id from businesses order by lower(name), id offset ${Math.floor(businessCount / 2)} limit 1`,
    );
    const plan = await queryRows<{ 'QUERY PLAN': string }>(
      database.db,
      sql`explain analyze select id from businesses
          where lower(name) >= ${middle.k} and (lower(name), id) > (${middle.k}, ${middle.id}::uuid)
          order by lower(name), id limit 1000`,
    );
    console.error(plan.map((row) => `    ${row['QUERY PLAN']}`).join('\n'));

    const count = (share: number) => Math.round(businessCount * share);
    const label = (format: string, rows: number, what = '') =>
      `${format}, ${rows.toLocaleString('en-US')}${what}`;
    const slow = `, client reading ${values['slow-kbps']} KiB/s`;
    const runs: Run[] = [];
    for (const format of ['csv', 'xlsx']) {
      const name = format === 'csv' ? 'CSV' : 'xlsx';
      runs.push(
        {
          label: label(name, count(0.1), ' (plan=texas_gold)'),
          path: `/export.${format}?plan=texas_gold`,
          rows: count(0.1),
        },
        {
          label: label(name, count(0.7), ' (plan=free)'),
          path: `/export.${format}?plan=free`,
          rows: count(0.7),
        },
        { label: label(name, businessCount), path: `/export.${format}`, rows: businessCount },
      );
    }
    for (const format of ['csv', 'xlsx']) {
      runs.push({
        label: label(format === 'csv' ? 'CSV' : 'xlsx', businessCount, slow),
        path: `/export.${format}`,
        rows: businessCount,
        slow: true,
      });
    }
    const results: Measured[] = [];
    try {
      // Warm-up (code loaded, queries planned) outside the measured runs.
      for (const path of ['/export.csv?plan=texas_gold', '/export.xlsx?plan=texas_gold']) {
        await download(`${base}${path}`, cookie, { label: 'warm-up', path: '', rows: 0 });
      }
      for (const run of runs) {
        const measured = await download(`${base}${run.path}`, cookie, run);
        console.error(
          `  ${run.label}: ${measured.seconds.toFixed(1)} s, ${(measured.bytes / MB).toFixed(1)} MB, +${(measured.peakRssGrowth / MB).toFixed(0)} MB RSS`,
        );
        if (measured.lines !== null && measured.lines - 1 !== run.rows) {
          throw new Error(`${run.label}: ${measured.lines - 1} rows`);
        }
        results.push(measured);
      }
      results.push(await readAllAtOnce(database));
    } finally {
      await new Promise<void>((resolve) => http.close(() => resolve()));
    }
    const gc = typeof (globalThis as { gc?: unknown }).gc === 'function';
    console.log(
      [
        `### Export, ${businessCount.toLocaleString('en-US')} businesses on PostgreSQL (${IMPORT_COLUMNS.length} columns, Node ${process.version}${gc ? ', GC before each run' : ''})`,
        '',
        '| export | time | size | peak RSS growth | peak Buffers growth |',
        '| --- | ---: | ---: | ---: | ---: |',
        ...results.map(
          (m) =>
            `| ${m.label} | ${m.seconds.toFixed(1)} s | ${m.bytes ? `${(m.bytes / MB).toFixed(1)} MB` : ''} | ${(m.peakRssGrowth / MB).toFixed(0)} MB | ${(m.peakBuffersGrowth / MB).toFixed(1)} MB |`,
        ),
      ].join('\n'),
    );
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
