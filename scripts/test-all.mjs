#!/usr/bin/env node
// `npm test`: lint, types, Vitest (unit, API on a real PostgreSQL, PGlite) and
// Playwright in Chromium, side by side (docs/decisions/023-test-stages-side-by-side.md).
// Each line a stage prints is shown as it comes, after the stage's name; the whole
// output is also kept in .tmp/reports/<stage>.log. Every stage runs (unless the test
// PostgreSQL server cannot start: then the run stops there); the last line is
// "N passed, N failed", counted from the runners' JSON reports, and the exit code is
// non-zero on any failure.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createInterface } from 'node:readline';

const REPORTS = '.tmp/reports';
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

// postgres-global-setup.ts exits with this code when the API tests' server cannot start.
const POSTGRES_UNAVAILABLE_EXIT = 78;

/** The runners are Node scripts: run with this Node, so `node24 scripts/test-all.mjs` tests 24. */
const bin = (name) => `node_modules/.bin/${name}`;

const STAGES = [
  { label: 'lint', args: [bin('biome'), 'check', '.'] },
  // TypeScript 7 (native): the whole check takes 10 s of CPU here where TypeScript 5.9
  // took 29. Incremental: a run after the last one re-checks only what changed since
  // (3 s of CPU; a fresh checkout checks everything). One thread: its four checkers by
  // default each check the shared declarations again, 19 s of CPU for a fresh checkout's
  // check against 10, and the other stages keep both cores busy anyway.
  {
    label: 'types',
    args: [
      bin('tsc'),
      '--noEmit',
      '-p',
      'tsconfig.json',
      '--incremental',
      '--tsBuildInfoFile',
      '.tmp/tsc/tsbuildinfo',
      '--singleThreaded',
    ],
  },
  {
    label: 'vitest',
    args: [
      bin('vitest'),
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${REPORTS}/vitest.json`,
    ],
  },
  { label: 'browser', args: [bin('playwright'), 'test'] },
];

const width = Math.max(...STAGES.map((stage) => stage.label.length));
const running = new Map();
const started = Date.now();
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

function run({ label, args }) {
  const prefix = `${label.padEnd(width)} | `;
  console.log(`${prefix}=== node ${args.join(' ')}`);
  const log = createWriteStream(`${REPORTS}/${label}.log`);
  const child = spawn(process.execPath, args, {
    env: process.stdout.isTTY ? { FORCE_COLOR: '1', ...process.env } : process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.set(label, child);
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY }).on('line', (line) => {
      console.log(prefix + line);
      log.write(`${line}\n`);
    });
  }
  return new Promise((resolve) => {
    child.once('error', (error) => {
      console.log(`${prefix}${error.message}`);
      resolve(1);
    });
    child.once('close', (code, signal) => {
      running.delete(label);
      log.end();
      console.log(
        `${prefix}=== ${label} finished in ${seconds(started)} s (exit ${code ?? signal})`,
      );
      resolve(code ?? 1);
    });
  });
}

function readJson(file) {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

let passed = 0;
let failed = 0;
const problems = [];

function check(label, ok) {
  if (ok) passed++;
  else {
    failed++;
    problems.push(label);
  }
}

/** Each failed test by file and name, so the run's last lines say what to look at. */
const failedTests = [];

function vitestFailures(report) {
  for (const file of report.testResults ?? []) {
    const name = file.name.replace(`${process.cwd()}/`, '');
    const failedAssertions = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const test of failedAssertions) failedTests.push(`vitest ${name} > ${test.fullName}`);
    if (file.status === 'failed' && failedAssertions.length === 0) {
      failedTests.push(`vitest ${name} (${(file.message ?? 'the file failed').split('\n')[0]})`);
    }
  }
}

function playwrightFailures(suites, file = '') {
  for (const suite of suites ?? []) {
    const where = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected')
          failedTests.push(`playwright ${where}:${spec.line} > ${spec.title}`);
      }
    }
    playwrightFailures(suite.suites, where);
  }
}

function summarise() {
  if (problems.length) console.log(`\nFailed: ${problems.join(', ')}`);
  for (const test of failedTests) console.log(`  FAILED ${test}`);
  console.log(`\nAll stages finished in ${seconds(started)} s`);
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(failed === 0 && passed > 0 ? 0 : 1);
}

const [lint, types, vitestRun, browserRun] = STAGES.map(run);

const vitestStatus = await vitestRun;
if (vitestStatus === POSTGRES_UNAVAILABLE_EXIT) {
  // The reason is in vitest's lines above; the browser tests need the same server.
  for (const child of running.values()) child.kill('SIGTERM');
  await Promise.all([lint, types, browserRun]);
  passed = 0;
  failed = 0;
  problems.length = 0;
  check('vitest (the test PostgreSQL server did not start, see above)', false);
  summarise();
}

check('biome', (await lint) === 0);
check('tsc', (await types) === 0);

const vitest = readJson(`${REPORTS}/vitest.json`);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  if (vitest.numFailedTests > 0 || vitest.numFailedTestSuites > 0) {
    problems.push('vitest');
    vitestFailures(vitest);
  }
  if (vitestStatus !== 0 && vitest.numFailedTests === 0) check('vitest run', false);
} else check('vitest (no report)', false);

const e2eOk = (await browserRun) === 0;
const e2e = readJson(`${REPORTS}/e2e.json`);
if (e2e?.stats) {
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected;
  if (e2e.stats.unexpected > 0) {
    problems.push('playwright');
    playwrightFailures(e2e.suites);
  }
  if (!e2eOk && e2e.stats.unexpected === 0) check('playwright run', false);
} else check('playwright (no report)', false);

summarise();
