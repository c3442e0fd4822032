/**
 * The plan check (issue 13 point 8): on a real PostgreSQL holding N businesses and ten
 * analytics events each, every read of bench/reads.ts (the public endpoints and the
 * owner's portal) is requested once from a fresh server, so nothing is cached, and
 * every SELECT it runs is first EXPLAINed on the same connection (same transaction,
 * same settings). A sequential scan of businesses or analytics_events on a request
 * path is a failure (unless a limit stops it early: listed apart, see seqScans): the
 * report lists it and the exit code is 1. Then the distinct
 * reads (issue 27): `--distinct N` requests of each kind that http-bench.ts sends
 * (distinct-reads.ts, `--seed`), every statement run with EXPLAIN ANALYZE, so the table
 * says what one request costs the database and which indexes serve it.
 *
 *   npx tsx bench/plan-check.ts --businesses 100000
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createApp } from '#server/app.js';
import { openPostgres, queryRows } from '#server/db/client.js';
import { migrateDatabase } from '#server/db/migrate.js';
import { createLogger } from '#server/platform/logger.js';
import { startEmbeddedPostgres } from '#server/test/embedded-postgres.js';
import { benchConfig } from './bench-databases.js';
import type { Vocabulary } from './distinct-reads.js';
import { DISTINCT_KINDS, DISTINCT_LABELS, distinctPaths, wordsOf } from './distinct-reads.js';
import {
  generateAnalyticsEvents,
  generateBusinesses,
  generateJobs,
} from './generate-businesses.js';
import { ownerCookie, READS } from './reads.js';
import { readVocabulary } from './vocabulary.js';

const { values } = parseArgs({
  options: {
    businesses: { type: 'string', default: '100000' },
    /** Distinct requests of each kind (distinct-reads.ts) whose statements are timed. */
    distinct: { type: 'string', default: '30' },
    seed: { type: 'string', default: '1' },
    /** Analytics events to add (default: ten per business). */
    events: { type: 'string' },
  },
});
const businessCount = Number(values.businesses);
const eventCount = Number(values.events ?? businessCount * 10);
const distinctCount = Number(values.distinct);
const WATCHED = new Set(['businesses', 'analytics_events']);

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

interface ExplainResult {
  Plan: PlanNode;
  'Planning Time'?: number;
  'Execution Time'?: number;
}

/** What the statements of one request cost the database (EXPLAIN ANALYZE), when timed. */
interface Timed {
  statements: number;
  ms: number;
  indexes: Set<string>;
}

interface Finding {
  read: string;
  relation: string;
  statement: string;
}

/** Nodes that read all their input before giving a row: a limit above them does not stop the scan below. */
const READS_ALL = new Set([
  'Sort',
  'Incremental Sort',
  'Aggregate',
  'Hash',
  'WindowAgg',
  'Materialize',
  'SetOp',
  'Gather Merge',
]);

/**
 * The relations a plan reads with a sequential scan, each with whether a limit stops it
 * early (Limit above it with nothing between that reads all its input): PostgreSQL picks
 * that for a word its statistics call common, reading the table in order until it has
 * a plan's 100 matches. Such a scan is listed, and its cost is in the distinct table.
 */
function seqScans(node: PlanNode, limited = false): { relation: string; limited: boolean }[] {
  const below = node['Node Type'] === 'Limit' ? true : limited && !READS_ALL.has(node['Node Type']);
  const own =
    node['Node Type'] === 'Seq Scan' && node['Relation Name']
      ? [{ relation: node['Relation Name'], limited }]
      : [];
  return [...own, ...(node.Plans ?? []).flatMap((child) => seqScans(child, below))];
}

/** The indexes a plan reads. */
function indexesOf(node: PlanNode): string[] {
  return [
    ...(node['Index Name'] ? [node['Index Name']] : []),
    ...(node.Plans ?? []).flatMap(indexesOf),
  ];
}

let currentRead = 'start-up';
let statements = 0;
/** While set, statements are run with EXPLAIN ANALYZE and their cost added here. */
let timing: Timed | undefined;
const findings: Finding[] = [];
/** Sequential scans a limit stops early, by read: listed, not failures (see seqScans). */
const limitedScans = new Map<string, number>();

/**
 * Every query of the process goes through pg.Client#query: before a SELECT (or WITH)
 * runs, its plan is read with the same parameters on the same client.
 */
function explainEveryQuery() {
  const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [config, second] = args;
    const text = typeof config === 'string' ? config : (config as { text?: string })?.text;
    if (!text || !/^\s*(select|with)\b/i.test(text)) return original.apply(this, args);
    const values =
      (typeof config === 'object' && (config as { values?: unknown[] }).values) ||
      (Array.isArray(second) ? second : undefined);
    const explained = (async () => {
      statements++;
      const timed = timing;
      const result = (await original.call(this, {
        text: `explain (${timed ? 'analyze, ' : ''}format json) ${text}`,
        values,
      })) as pg.QueryResult<{ 'QUERY PLAN': ExplainResult[] }>;
      const explained = result.rows[0]['QUERY PLAN'][0];
      if (timed) {
        timed.statements++;
        timed.ms += (explained['Planning Time'] ?? 0) + (explained['Execution Time'] ?? 0);
        for (const index of indexesOf(explained.Plan)) timed.indexes.add(index);
      }
      for (const { relation, limited } of seqScans(explained.Plan)) {
        if (!WATCHED.has(relation)) continue;
        if (limited) limitedScans.set(currentRead, (limitedScans.get(currentRead) ?? 0) + 1);
        else findings.push({ read: currentRead, relation, statement: text.replace(/\s+/g, ' ') });
      }
    })();
    // The pool passes a callback; drizzle's own clients await the promise.
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      explained.then(
        () => original.apply(this, args),
        (error) => callback(error),
      );
      return undefined;
    }
    return explained.then(() => original.apply(this, args));
  } as typeof pg.Client.prototype.query;
}

async function main() {
  const postgres = await startEmbeddedPostgres('bcs-plan-check-');
  const dir = mkdtempSync(join(tmpdir(), 'bcs-plan-check-'));
  try {
    await postgres.createDatabase('bench');
    const url = `${postgres.baseUrl}/bench`;
    const seeding = openPostgres(url, { max: 4 });
    await migrateDatabase(seeding);
    const loading = Date.now();
    await generateBusinesses(seeding.db, { count: businessCount });
    await generateJobs(seeding.db);
    const businessesLoaded = Date.now();
    await generateAnalyticsEvents(seeding.db, { count: eventCount });
    await seeding.db.execute(sql`vacuum analyze`);
    const vocabulary = await readVocabulary(seeding.db);
    const [{ slug }] = await queryRows<{ slug: string }>(
      seeding.db,
      sql`select slug from businesses order by slug offset ${Math.floor(businessCount / 3)} limit 1`,
    );
    await seeding.close();
    console.error(
      `plan check: ${businessCount} businesses and their jobs in ${((businessesLoaded - loading) / 1000).toFixed(0)} s (into the migrated tables, every index built as rows go in), ${eventCount} events and vacuum analyze in ${((Date.now() - businessesLoaded) / 1000).toFixed(0)} s`,
    );

    explainEveryQuery();
    const config = benchConfig(dir, {
      DATABASE_URL: url,
      AUTH_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: 'http://127.0.0.1',
    });
    const database = openPostgres(url, { max: 4 });
    const app = createApp({ config, database, logger: createLogger('silent') });
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      currentRead = 'owner sign-in';
      const cookie = await ownerCookie(base);
      const rows: string[] = [];
      for (const read of READS(slug, businessCount)) {
        currentRead = read.label;
        const before = { statements, findings: findings.length };
        // A read of several paths in turn has each of them explained.
        for (const path of read.paths ?? [read.path]) {
          const res = await fetch(`${base}${path}`, { headers: read.owner ? { cookie } : {} });
          await res.arrayBuffer();
          if (!res.ok) throw new Error(`${path} answered ${res.status}`);
        }
        const scans = findings.slice(before.findings).map((f) => f.relation);
        rows.push(
          `| ${read.label} | ${statements - before.statements} | ${scans.length ? scans.join(', ') : 'none'} | ${limitedScans.get(read.label) ?? 0} |`,
        );
      }
      console.log(
        [
          `### Plans at ${businessCount.toLocaleString('en-US')} businesses (PostgreSQL)`,
          '',
          '| read | statements explained | sequential scans of businesses / analytics_events | scans a limit stops early |',
          '| --- | ---: | --- | ---: |',
          ...rows,
        ].join('\n'),
      );
      console.log(
        [
          '',
          `### Distinct requests at ${businessCount.toLocaleString('en-US')} businesses: what each costs the database`,
          '',
          `${distinctCount} requests of each kind (distinct-reads.ts, seed ${values.seed}), each statement run with EXPLAIN ANALYZE: planning + execution time summed per request. Every statement is also checked for sequential scans.`,
          '',
          '| distinct read | statements per request | database ms per request, median | p90 | max | scans a limit stops early | indexes read |',
          '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
          ...(await timeDistinctReads(base, vocabulary)),
        ].join('\n'),
      );
      for (const finding of findings) {
        console.log(`\n${finding.read}: seq scan of ${finding.relation}\n  ${finding.statement}`);
      }
    } finally {
      server.close();
      await database.close();
    }
  } finally {
    await postgres.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  process.exit(findings.length > 0 ? 1 : 0);
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/** Each kind of distinct read, requested `distinctCount` times with its statements timed: one table row each. */
async function timeDistinctReads(base: string, vocabulary: Vocabulary): Promise<string[]> {
  const words = wordsOf(vocabulary);
  const rows: string[] = [];
  for (const kind of DISTINCT_KINDS) {
    currentRead = `distinct: ${DISTINCT_LABELS[kind]}`;
    const paths = distinctPaths(
      kind,
      vocabulary,
      { seed: Number(values.seed), count: distinctCount },
      words,
    );
    const requests: Timed[] = [];
    for (const path of paths) {
      timing = { statements: 0, ms: 0, indexes: new Set() };
      const res = await fetch(`${base}${path}`);
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${path} answered ${res.status}`);
      requests.push(timing);
      timing = undefined;
    }
    const ms = requests.map((r) => r.ms).sort((a, b) => a - b);
    const counts = requests.map((r) => r.statements).sort((a, b) => a - b);
    const indexes = [...new Set(requests.flatMap((r) => [...r.indexes]))].sort();
    rows.push(
      `| ${DISTINCT_LABELS[kind]} | ${quantile(counts, 0.5)} | ${quantile(ms, 0.5).toFixed(2)} | ${quantile(ms, 0.9).toFixed(2)} | ${ms.at(-1)?.toFixed(2)} | ${limitedScans.get(currentRead) ?? 0} | ${indexes.join(', ')} |`,
    );
  }
  return rows;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
