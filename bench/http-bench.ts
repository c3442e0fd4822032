/**
 * The honest benchmark (issue 13 point 1): the server runs as `npm start` runs it
 * (scripts/start.mjs: src/server/main.ts bundled, production settings, request logging on, logs to a file), the
 * load generator in a process of its own (load-generator.ts: autocannon), and every
 * public read, an owner's portal read, sign-in (sign-ins.ts: each request with its own
 * solved captcha, account and client address, under the server's own limits) and the
 * bare floor (bare-server.ts: node:http + pg doing the same `select 1` as /api/health)
 * are measured in one run, each public read both repeated (one path, or a few in
 * turn: what the server's caches answer) and distinct (distinct-reads.ts: every
 * request of the run a path not sent before, seeded by --seed). Each read's ratio is
 * to a run of /api/health made just before it: this machine's speed drifts within a
 * minute, and a ratio to one health run at the start could say a read outran `select 1`. Results: a markdown table and
 * a JSON file under bench/results/.
 *
 *   npx tsx bench/http-bench.ts --businesses 10000 --database postgres
 *   npx tsx bench/http-bench.ts --businesses 10000 --database pglite
 *   npx tsx bench/http-bench.ts --businesses 100000 --processes 3   (PostgreSQL: 1, 2 and 3 servers)
 *   npx tsx bench/http-bench.ts --businesses 1000 --only sign-in --duration 3 --warmup 1
 *   npx tsx bench/http-bench.ts --businesses 1000 --only distinct --seed 2
 *   npx tsx bench/http-bench.ts --businesses 1000000 --database-url postgres://... --only distinct
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { type Database, openPglite, openPostgres, queryRows } from '#server/db/client.js';
import { migrateDatabase } from '#server/db/migrate.js';
import { startEmbeddedPostgres } from '#server/test/embedded-postgres.js';
import { freePort } from '#server/test/free-port.js';
import {
  DISTINCT_KINDS,
  DISTINCT_LABELS,
  distinctPaths,
  type Vocabulary,
  wordsOf,
} from './distinct-reads.js';
import {
  generateAnalyticsEvents,
  generateBusinesses,
  generateJobs,
} from './generate-businesses.js';
import type { LoadJob, LoadSummary } from './load-generator.js';
import { ownerCookie, READS } from './reads.js';
import { cpuSeconds, postgresCpuSeconds } from './server-cpu.js';
import { prepareSignIns, SIGN_IN_LABEL, seedSignInAccounts } from './sign-ins.js';
import { readVocabulary } from './vocabulary.js';

const { values } = parseArgs({
  options: {
    businesses: { type: 'string', default: '10000' },
    database: { type: 'string', default: 'postgres' },
    duration: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '10' },
    processes: { type: 'string', default: '1' },
    /** Analytics events to add (default: ten per business, 1,000,000 at 100,000). */
    events: { type: 'string' },
    /** Only the reads whose label matches (health always runs); 'sign-in' for sign-in. */
    only: { type: 'string' },
    /** Owner accounts to seed for sign-in: one per sign-in request, warm-up included. */
    'sign-in-accounts': { type: 'string', default: '5000' },
    /** Write each server's CPU profile (node --cpu-prof) into this folder. */
    profile: { type: 'string' },
    /** Rounds of /api/health against the bare server, taken in turns (PostgreSQL). */
    'floor-rounds': { type: 'string', default: '5' },
    /** The seed of the distinct requests: the same seed on the same data sends the same ones. */
    seed: { type: 'string', default: '1' },
    /** Distinct paths made per read, warm-up included (default: 8,000 per second of both runs). */
    'distinct-requests': { type: 'string' },
    /**
     * Measure a PostgreSQL database generated before (with --businesses of its size) instead of
     * generating one: for trying a change at 1,000,000 without 13 minutes of generating.
     */
    'database-url': { type: 'string' },
  },
});
const businessCount = Number(values.businesses);
const eventCount = Number(values.events ?? businessCount * 10);
const kind = values.database === 'pglite' ? 'pglite' : 'postgres';
const duration = Number(values.duration);
const warmup = Number(values.warmup);
const connections = Number(values.connections);
const maxProcesses = kind === 'pglite' ? 1 : Number(values.processes);
const floorRounds = Number(values['floor-rounds']);
const signInAccounts = Number(values['sign-in-accounts']);
const only = values.only ? new RegExp(values.only, 'i') : undefined;
const seed = Number(values.seed);
const distinctRequests = Number(
  values['distinct-requests'] ?? Math.ceil((warmup + duration) * 8000),
);

function commit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

/** Starts a process and resolves once its output says it listens (or a health check answers). */
async function startProcess(
  args: string[],
  env: Record<string, string>,
  port: number,
  logFile: string,
): Promise<ChildProcess> {
  // The log goes straight to its file, as under a service manager: no process of ours
  // copies it (a pipe to the bench cost the bench CPU per line, on the same 2 cores).
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited; see ${logFile}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      await res.body?.cancel();
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${args.join(' ')} did not answer on port ${port}; see ${logFile}`);
}

/**
 * Asks for `path` and waits (up to `seconds`) for the server to log `message` (LOG_LEVEL
 * info): the line's fields, or null if it never does.
 */
async function loggedAfter(
  port: number,
  logFile: string,
  path: string,
  message: string,
  seconds: number,
): Promise<Record<string, number> | null> {
  const res = await fetch(`http://127.0.0.1:${port}${path}`);
  await res.body?.cancel();
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    const line = readFileSync(logFile, 'utf8')
      .split('\n')
      .find((text) => text.includes(`"msg":"${message}"`));
    if (line) return JSON.parse(line);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return null;
}

/**
 * Asks for a search, which starts the word index's build (in the background past 20,000
 * businesses, while PostgreSQL answers the searches), and waits for the build to be
 * logged: the reads measure the index, not the SQL search that answers while it builds
 * (one word at 100,000: 7 req/s). Then the job board, read in the background past 5,000
 * open jobs (jobs.service.ts) while the database answers. Says what each took; a
 * directory too large for the index or a board too large for memory never logs it.
 */
async function searchIndexBuilt(port: number, logFile: string): Promise<string> {
  const index = await loggedAfter(
    port,
    logFile,
    '/api/businesses/search?q=bench',
    'search index built',
    600,
  );
  const built = index
    ? `search index of ${index.businesses} businesses built in ${(index.ms / 1000).toFixed(1)} s`
    : 'no search index built in 10 minutes: the SQL search answers';
  const board = await loggedAfter(port, logFile, '/api/jobs', 'job board read', 60);
  const read = board
    ? `job board of ${board.jobs} open jobs read in ${(board.ms / 1000).toFixed(1)} s`
    : 'no job board read in a minute: the database answers';
  console.error(`  ${built}; ${read}`);
  return `${built}; ${read}`;
}

async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** A run's summary, and the CPU time the servers and the database spent per answered request. */
type MeasuredRun = LoadSummary & { serverMicros?: number; databaseMicros?: number };

/** What the run's setup took (generating the data, building the search index), for the report. */
const setup: string[] = [];

/** The servers' processes and the database's port, once they run (CPU per request). */
const watched: { servers: ChildProcess[]; databasePort?: number } = { servers: [] };

function cpuNow(): { server?: number; database?: number } {
  const each = watched.servers.map((child) => cpuSeconds(child.pid));
  return {
    server: each.every((s) => s !== undefined)
      ? each.reduce<number>((a, b) => a + (b ?? 0), 0)
      : undefined,
    database: watched.databasePort ? postgresCpuSeconds(watched.databasePort) : undefined,
  };
}

function load(job: LoadJob): MeasuredRun {
  const before = cpuNow();
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'bench/load-generator.ts'], {
    input: JSON.stringify(job),
    encoding: 'utf8',
    maxBuffer: 1 << 20,
  });
  const after = cpuNow();
  const run = JSON.parse(out.trim().split('\n').at(-1) as string) as MeasuredRun;
  const perRequest = (a?: number, b?: number) =>
    a !== undefined && b !== undefined && run.requests > 0
      ? ((b - a) * 1e6) / run.requests
      : undefined;
  run.serverMicros = perRequest(before.server, after.server);
  run.databaseMicros = perRequest(before.database, after.database);
  return run;
}

/** A warm-up run, then the measured one. */
function measure(urls: string[], options: Pick<LoadJob, 'headers' | 'paths'> = {}): MeasuredRun {
  load({ urls, connections, duration: warmup, ...options });
  return load({ urls, connections, duration, ...options });
}

/**
 * A warm-up and the measured run on paths of their own: the warm-up takes the first
 * part of the list (its share of the time), the measured run the rest, so no request
 * of the measured run was answered before (unless the data has fewer distinct ones
 * than the run sends: then `sent` is above `paths`).
 */
function measureDistinct(base: string, paths: string[]): MeasuredRun {
  const split = Math.max(1, Math.floor((paths.length * warmup) / (warmup + duration)));
  const [warm, measured] =
    paths.length < 2 ? [paths, paths] : [paths.slice(0, split), paths.slice(split)];
  const urls = [`${base}${measured[0]}`];
  load({ urls, connections, duration: warmup, paths: warm });
  return load({ urls, connections, duration, paths: measured });
}

/** The slug the repeated profile read asks for: a third of the way through the directory. */
async function benchSlug(database: Database): Promise<string> {
  const [{ slug }] = await queryRows<{ slug: string }>(
    database.db,
    sql`select slug from businesses order by slug offset ${Math.floor(businessCount / 3)} limit 1`,
  );
  return slug;
}

async function prepare(
  dir: string,
): Promise<{ env: Record<string, string>; vocabulary: Vocabulary; stop(): Promise<void> }> {
  let database: Database;
  let env: Record<string, string>;
  let stopDb = async () => {};
  if (values['database-url']) {
    const url = values['database-url'];
    database = openPostgres(url, { max: 4 });
    env = { DATABASE_URL: url };
    watched.databasePort = Number(new URL(url).port);
    env.BENCH_SLUG = await benchSlug(database);
    const vocabulary = await readVocabulary(database.db);
    await database.close();
    return { env, vocabulary, stop: stopDb };
  }
  if (kind === 'postgres') {
    const server = await startEmbeddedPostgres('bcs-http-bench-');
    await server.createDatabase('bench');
    const url = `${server.baseUrl}/bench`;
    database = openPostgres(url, { max: 4 });
    env = { DATABASE_URL: url };
    watched.databasePort = Number(new URL(server.baseUrl).port);
    stopDb = () => server.stop();
  } else {
    database = await openPglite(dir);
    env = {};
  }
  const started = performance.now();
  await migrateDatabase(database);
  await generateBusinesses(database.db, { count: businessCount });
  await generateAnalyticsEvents(database.db, { count: eventCount });
  await generateJobs(database.db);
  await seedSignInAccounts(database.db, signInAccounts);
  const generated = `${businessCount} businesses, ${eventCount} analytics events, a job for every 20th and ${signInAccounts} owner accounts generated (migrated first) in ${((performance.now() - started) / 1000).toFixed(1)} s`;
  console.error(`  ${kind}: ${generated}`);
  setup.push(generated);
  // Vacuumed as well as analyzed: right after a bulk load, autovacuum otherwise works
  // through the new rows during the first reads (56 ms of the database's CPU per
  // search in the first run after loading 100,000 businesses, 1.4 ms once it was done),
  // and index-only scans visit the table until the visibility map is set.
  await database.db.execute(sql`vacuum analyze`);
  env.BENCH_SLUG = await benchSlug(database);
  const vocabulary = await readVocabulary(database.db);
  await database.close();
  return { env, vocabulary, stop: stopDb };
}

interface Row {
  label: string;
  /** 'same', 'N in turn' or 'distinct'. */
  requests: string;
  /** Distinct reads: paths given to the measured run, and how many requests took one. */
  distinct?: { paths: number; sent: number };
  processes: number;
  rps: number;
  /** rps over `health`. */
  ratio: number;
  /** /api/health's req/s in the run just before this one. */
  health: number;
  p50: number;
  p99: number;
  failures: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  /** CPU time per answered request: the servers' processes, and the database's (PostgreSQL). */
  serverMicros?: number;
  databaseMicros?: number;
  /** Public reads are held to 0.25 of /api/health; sign-in is not a read. */
  target: boolean;
  /** Sign-in: requests prepared and sent, and how long the run took. */
  prepared?: number;
  sent?: number;
  seconds?: number;
}

/**
 * Sign-in on one server: a warm-up of two requests per connection, run until all are
 * answered (a sign-in can take longer than a one-second warm-up), then the measured
 * run of `duration` on as many more as the warm-up's rate says it needs (1.5x, plus
 * two per connection). Every captcha is fetched and solved before the run that sends
 * it; each account, captcha and address is used once over both runs.
 */
function signInMeasurer(base: string) {
  let used = 0;
  const take = async (count: number) => {
    if (used + count > signInAccounts)
      throw new Error(
        `sign-in needs ${used + count} accounts; raise --sign-in-accounts (${signInAccounts})`,
      );
    const started = performance.now();
    const requests = await prepareSignIns(base, used, count, Math.max(2, cpus().length * 2));
    used += count;
    console.error(
      `  sign-in: ${count} captchas fetched and solved in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return requests;
  };
  return async (): Promise<LoadSummary> => {
    const urls = [base];
    const warm = load({
      urls,
      connections,
      duration: Math.max(warmup, 120),
      requests: await take(connections * 2),
    });
    const rate = warm.requests / Math.max(warm.seconds, 0.1);
    console.error(
      `  sign-in warm-up: ${warm.requests} answered in ${warm.seconds} s (${rate.toFixed(1)} req/s), status ${JSON.stringify(warm.statusCodes)}`,
    );
    const result = load({
      urls,
      connections,
      duration,
      requests: await take(Math.ceil(rate * duration * 1.5) + connections * 2),
    });
    // All sent and all answered: the prepared requests, not the duration, ended the run.
    if (result.sent === result.prepared && result.requests === result.sent)
      console.error(
        `  sign-in: the ${result.prepared} prepared requests ran out after ${result.seconds} s of ${duration} s`,
      );
    return result;
  };
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'bcs-http-bench-'));
  console.error(
    `HTTP bench: ${kind}, ${businessCount} businesses, ${connections} connections, ${warmup} s warm-up + ${duration} s per read`,
  );
  const { env: dbEnv, vocabulary, stop } = await prepare(dir);
  const serverEnv = {
    ...dbEnv,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATA_DIR: dir,
    LOG_LEVEL: 'info',
    SEED: 'none',
    BUILD_WEB: 'never',
    // Several servers must share one secret (sessions, captcha keys).
    AUTH_SECRET: randomBytes(32).toString('hex'),
    // As behind a reverse proxy in production: the client address is the last hop of
    // X-Forwarded-For. Sign-in's rate limits count per address, so each sign-in
    // request names an address of its own (sign-ins.ts); the reads send none.
    TRUST_PROXY: '1',
    PUBLIC_URL: 'http://127.0.0.1',
  };
  const rows: Row[] = [];
  let floor: Floor | undefined;
  const servers = watched.servers;
  const ports: number[] = [];
  try {
    let cookie = '';
    for (let processes = 1; processes <= maxProcesses; processes++) {
      while (servers.length < processes) {
        const port = await freePort();
        servers.push(
          await startProcess(
            [
              ...(values.profile ? ['--cpu-prof', `--cpu-prof-dir=${values.profile}`] : []),
              'scripts/start.mjs',
            ],
            serverEnv,
            port,
            join(dir, `server-${servers.length + 1}.log`),
          ),
        );
        // The owner's claim adds a business, which changes the directory: made before the
        // search index is built, or every read would meet the index being built again
        // (45 s at 1,000,000 businesses, the SQL search answering meanwhile).
        if (!cookie) cookie = await ownerCookie(`http://127.0.0.1:${port}`);
        setup.push(await searchIndexBuilt(port, join(dir, `server-${servers.length}.log`)));
        ports.push(port);
      }
      const reads = READS(dbEnv.BENCH_SLUG, businessCount)
        .filter((read) => read.label === 'health' || !only || only.test(read.label))
        .slice(0, processes === 1 ? undefined : 4);
      // This machine's speed drifts within a minute, so each ratio is taken against a
      // run of /api/health made just before its read (the health row is the first).
      const healthUrls = ports.map((port) => `http://127.0.0.1:${port}/api/health`);
      let health = 0;
      let healthJustRun = false;
      const runHealthFirst = () => {
        if (!healthJustRun) health = measure(healthUrls).rps;
        healthJustRun = false;
      };
      const record = (label: string, result: MeasuredRun, target: boolean, requests = 'same') => {
        if (label === 'health') {
          health = result.rps;
          healthJustRun = true;
        }
        const row: Row = {
          label,
          requests,
          ...(requests === 'distinct' && result.paths !== undefined
            ? { distinct: { paths: result.paths, sent: result.sent ?? 0 } }
            : {}),
          processes,
          rps: result.rps,
          ratio: health ? result.rps / health : 0,
          health,
          p50: result.p50,
          p99: result.p99,
          failures: result.failures,
          non2xx: result.non2xx,
          statusCodes: result.statusCodes,
          serverMicros: result.serverMicros,
          databaseMicros: result.databaseMicros,
          target,
          ...(result.prepared === undefined
            ? {}
            : { prepared: result.prepared, sent: result.sent, seconds: result.seconds }),
        };
        rows.push(row);
        console.error(
          `  ${processes} server(s) ${label}: ${row.rps.toFixed(row.rps < 10 ? 1 : 0)} req/s (${row.ratio.toFixed(3)} of health's ${health.toFixed(0)}), p99 ${row.p99} ms, status ${JSON.stringify(row.statusCodes)}${row.failures ? `, ${row.failures} failed` : ''}`,
        );
      };
      for (const read of reads) {
        const urls = ports.map((port) => `http://127.0.0.1:${port}${read.path}`);
        if (read.label !== 'health') runHealthFirst();
        record(
          read.label,
          measure(urls, { headers: read.owner ? { cookie } : undefined, paths: read.paths }),
          true,
          read.paths ? `${read.paths.length} in turn` : 'same',
        );
      }
      // Every public read again, each request a path not sent before (one server only).
      if (processes === 1) {
        const words = wordsOf(vocabulary);
        for (const kind of DISTINCT_KINDS) {
          const label = `distinct: ${DISTINCT_LABELS[kind]}`;
          if (only && !only.test(label)) continue;
          const paths = distinctPaths(kind, vocabulary, { seed, count: distinctRequests }, words);
          runHealthFirst();
          record(label, measureDistinct(`http://127.0.0.1:${ports[0]}`, paths), true, 'distinct');
        }
      }
      // Sign-in with one server only, like every read past the first four.
      if (processes === 1 && (!only || only.test(SIGN_IN_LABEL))) {
        runHealthFirst();
        record(SIGN_IN_LABEL, await signInMeasurer(`http://127.0.0.1:${ports[0]}`)(), false);
      }
      if (processes === 1 && kind === 'postgres')
        floor = await measureFloor(
          `http://127.0.0.1:${ports[0]}/api/health`,
          servers[0],
          serverEnv,
          dir,
        );
    }
  } finally {
    for (const child of servers) await stopProcess(child);
    await stop();
    rmSync(dir, { recursive: true, force: true });
  }
  report(rows, floor);
}

/** One floor run, with the server's CPU time per answered request where Linux tells it. */
type FloorRun = LoadSummary & { cpuMicros?: number };

/** /api/health against the bare server, each round's two runs one after the other. */
interface Floor {
  rounds: { health: FloorRun; bare: FloorRun }[];
  health: number;
  bare: number;
  /** Median server CPU µs per request of each (Linux only). */
  healthCpuMicros?: number;
  bareCpuMicros?: number;
}

/**
 * `measure`, and what the server's CPU time grew by during the measured run, per
 * request: steadier than req/s when the machine's speed drifts, as it is the server's
 * own work (it still grows when the machine is slower).
 */
function measureWithCpu(url: string, server: ChildProcess): FloorRun {
  load({ urls: [url], connections, duration: warmup });
  const before = cpuSeconds(server.pid);
  const result: FloorRun = load({ urls: [url], connections, duration });
  const after = cpuSeconds(server.pid);
  if (before !== undefined && after !== undefined && result.requests > 0)
    result.cpuMicros = ((after - before) * 1e6) / result.requests;
  return result;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * The floor (issue 13 point 6). This machine's speed drifts by a factor of two within
 * a minute (a shared virtual machine), so one run of each, a minute apart, could say
 * anything: the two are taken in turns, each round a run of health then one of the
 * bare server (both running throughout), and the medians compared.
 */
async function measureFloor(
  healthUrl: string,
  server: ChildProcess,
  env: Record<string, string>,
  dir: string,
): Promise<Floor> {
  const port = await freePort();
  const child = await startProcess(
    ['--import', 'tsx', 'bench/bare-server.ts'],
    env,
    port,
    join(dir, 'bare.log'),
  );
  try {
    const rounds: Floor['rounds'] = [];
    for (let round = 1; round <= floorRounds; round++) {
      const health = measureWithCpu(healthUrl, server);
      const bare = measureWithCpu(`http://127.0.0.1:${port}/`, child);
      rounds.push({ health, bare });
      const cpu = (run: FloorRun) => (run.cpuMicros ? `, ${run.cpuMicros.toFixed(0)} µs CPU` : '');
      console.error(
        `  floor round ${round}: health ${health.rps.toFixed(0)} req/s${cpu(health)}, bare ${bare.rps.toFixed(0)} req/s${cpu(bare)} (${(health.rps / bare.rps).toFixed(2)})`,
      );
    }
    const cpuMedian = (runs: FloorRun[]) =>
      runs.every((run) => run.cpuMicros !== undefined)
        ? median(runs.map((run) => run.cpuMicros as number))
        : undefined;
    return {
      rounds,
      health: median(rounds.map((r) => r.health.rps)),
      bare: median(rounds.map((r) => r.bare.rps)),
      healthCpuMicros: cpuMedian(rounds.map((r) => r.health)),
      bareCpuMicros: cpuMedian(rounds.map((r) => r.bare)),
    };
  } finally {
    await stopProcess(child);
  }
}

/** 'distinct', or 'distinct, again after N' when its list of paths came round again. */
function requestsCell(row: Row): string {
  if (!row.distinct) return row.requests;
  const { paths, sent } = row.distinct;
  return sent > paths ? `distinct, again after ${paths.toLocaleString('en-US')}` : 'distinct';
}

const micros = (value?: number) => (value === undefined ? '-' : value.toFixed(0));

function report(rows: Row[], floor: Floor | undefined) {
  const meta = {
    date: new Date().toISOString(),
    commit: commit(),
    node: process.version,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    database: kind,
    businesses: businessCount,
    analyticsEvents: eventCount,
    connections,
    warmupSeconds: warmup,
    durationSeconds: duration,
    seed,
    distinctRequests,
  };
  const lines = [
    `### ${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${businessCount.toLocaleString('en-US')} businesses, ${eventCount.toLocaleString('en-US')} analytics events (commit ${meta.commit}, ${meta.cpus} CPUs, Node ${meta.node}, ${connections} connections, ${duration} s)`,
    '',
    '| read | requests | servers | req/s | health just before, req/s | ratio to health | p50 ms | p99 ms | server CPU µs/req | database CPU µs/req | failed | non-2xx |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.label} | ${requestsCell(r)} | ${r.processes} | ${r.rps.toFixed(r.rps < 10 ? 1 : 0)} | ${r.label === 'health' ? '-' : r.health.toFixed(0)} | ${r.label === 'health' ? '1' : r.target ? r.ratio.toFixed(3) : `(${r.ratio.toFixed(3)}, no target)`} | ${r.p50} | ${r.p99} | ${micros(r.serverMicros)} | ${micros(r.databaseMicros)} | ${r.failures} | ${r.non2xx} |`,
    ),
  ];
  if (rows.some((row) => row.distinct))
    lines.push(
      '',
      `"distinct": every request of the measured run a different path (distinct-reads.ts, seed ${seed}, ${distinctRequests.toLocaleString('en-US')} paths made per read, the warm-up's share of them for the warm-up, the rest for the measured run); "again after N" where the data has fewer distinct requests of that kind than the run sent, so the rest were sent a second time. "same": one path over and over; "N in turn": N paths in turn.`,
    );
  for (const r of rows.filter((row) => row.label === SIGN_IN_LABEL)) {
    const statuses = Object.entries(r.statusCodes).map(([code, count]) => `${code}: ${count}`);
    const errors = r.failures - r.non2xx;
    const answered = Object.values(r.statusCodes).reduce((sum, count) => sum + count, 0);
    lines.push(
      '',
      `Sign-in (POST /api/account/sign-in, business owner, right password) is not a public read: the 0.25-of-health target does not apply; it hashes the password (scrypt) on every attempt. Each request had its own solved captcha, account and X-Forwarded-For (TRUST_PROXY=1): ${r.prepared} prepared, ${r.sent} sent, ${answered} answered in the ${r.seconds} s run (the rest were in flight when it ended), by status: ${statuses.join(', ') || 'none'}${errors ? `; ${errors} errors or timeouts` : ''}.`,
    );
  }
  if (setup.length > 0) lines.push('', `Setup: ${setup.join('; ')}.`);
  if (floor)
    lines.push(
      '',
      `/api/health against a bare node:http + pg \`select 1\`, ${floor.rounds.length} rounds in turns: median ${floor.health.toFixed(0)} against ${floor.bare.toFixed(0)} req/s, **${(floor.health / floor.bare).toFixed(2)}** of it (rounds: ${floor.rounds.map((r) => (r.health.rps / r.bare.rps).toFixed(2)).join(', ')}).`,
    );
  if (floor?.healthCpuMicros && floor.bareCpuMicros)
    lines.push(
      '',
      `Server CPU per request (median of the rounds): health ${floor.healthCpuMicros.toFixed(0)} µs, bare ${floor.bareCpuMicros.toFixed(0)} µs.`,
    );
  const markdown = lines.join('\n');
  console.log(markdown);
  const dir = join('bench', 'results');
  mkdirSync(dir, { recursive: true });
  const name = `http-${kind}-${businessCount}-${meta.date.slice(0, 10)}`;
  writeFileSync(join(dir, `${name}.md`), `${markdown}\n`);
  writeFileSync(
    join(dir, `${name}.json`),
    `${JSON.stringify({ ...meta, floor, rows }, null, 2)}\n`,
  );
  console.error(`  wrote bench/results/${name}.md and .json`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
