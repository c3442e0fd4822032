import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { serve } from '@hono/node-server';
import autocannon, { type Result } from 'autocannon';
import { createApp } from '#server/app.js';
import type { Database } from '#server/db/client.js';
import { createLogger } from '#server/platform/logger.js';
import { benchConfig, onPglite, onPostgres } from './bench-databases.js';
import { generateBusinesses } from './generate-businesses.js';

const ENDPOINTS = [
  { label: 'GET /api/health', path: '/api/health' },
  { label: 'GET /api/businesses/home', path: '/api/businesses/home' },
  { label: 'GET /api/businesses/search?q=plumbr', path: '/api/businesses/search?q=plumbr' },
  {
    label: 'GET /api/businesses/search?category=plumbers&city=bryan',
    path: '/api/businesses/search?category=plumbers&city=bryan',
  },
  { label: 'GET /api/businesses?limit=100 (listings)', path: '/api/businesses?limit=100' },
  { label: 'GET /api/businesses/suggestions?q=brazo', path: '/api/businesses/suggestions?q=brazo' },
] as const;

interface Measured {
  rps: number;
  p99: number;
  failures: number;
}

const { values } = parseArgs({
  options: {
    businesses: { type: 'string', default: '10000' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
  },
});
const businessCount = Number(values.businesses);
const duration = Number(values.duration);
const connections = Number(values.connections);

function summarize(result: Result): Measured {
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * autocannon stops sending when its time is up, but the server still finishes
 * the requests it has accepted; on PGlite (one connection) they would queue in
 * front of the next endpoint's. One health check answers once they are done.
 */
async function drain(port: number): Promise<void> {
  const res = await fetch(`http://127.0.0.1:${port}/api/health`, {
    signal: AbortSignal.timeout(120_000),
  });
  await res.body?.cancel();
}

async function measure(database: Database, dataDir: string): Promise<Measured[]> {
  const started = performance.now();
  const written = await generateBusinesses(database.db, { count: businessCount });
  const loadSeconds = ((performance.now() - started) / 1000).toFixed(1);
  console.error(`  ${database.kind}: inserted ${written} businesses in ${loadSeconds} s`);

  const config = benchConfig(dataDir);
  const app = createApp({ config, database, logger: createLogger('silent') });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  try {
    const results: Measured[] = [];
    for (const endpoint of ENDPOINTS) {
      const url = `http://127.0.0.1:${port}${endpoint.path}`;
      // Warm up (query plans, JIT) before the measured run.
      await autocannon({ url, connections, duration: 1 });
      await drain(port);
      const measured = summarize(await autocannon({ url, connections, duration }));
      console.error(`  ${database.kind}: ${endpoint.label} ${measured.rps.toFixed(0)} req/s`);
      results.push(measured);
      await drain(port);
    }
    return results;
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

function cell(m: Measured, floor: Measured): string {
  const failed = m.failures > 0 ? ` (${m.failures} failed)` : '';
  return `${m.rps.toFixed(0)} | ${(m.rps / floor.rps).toFixed(2)} | ${m.p99} ms${failed}`;
}

async function main() {
  console.error(
    `Benchmark: ${businessCount} businesses, ${duration} s per endpoint, ${connections} connections`,
  );
  const pglite = await onPglite('search', measure);
  const postgres = await onPostgres('search', { max: connections }, measure);
  const lines = [
    `### Directory search, ${businessCount.toLocaleString('en-US')} businesses (${duration} s, ${connections} connections, Node ${process.version})`,
    '',
    '| endpoint | PGlite req/s | ratio to health | p99 | PostgreSQL req/s | ratio to health | p99 |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...ENDPOINTS.map(
      (endpoint, i) =>
        `| ${endpoint.label} | ${cell(pglite[i], pglite[0])} | ${cell(postgres[i], postgres[0])} |`,
    ),
  ];
  console.log(lines.join('\n'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
