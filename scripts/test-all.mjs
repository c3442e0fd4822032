#!/usr/bin/env node
// `npm test`: lint and types, Vitest (unit, API on a real PostgreSQL, PGlite), then
// Playwright in Chromium. Every stage runs (unless the test PostgreSQL server cannot
// start: then the run stops there); the last line is "N passed, N failed", counted
// from the runners' JSON reports, and the exit code is non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const REPORTS = '.tmp/reports';
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

let passed = 0;
let failed = 0;
const problems = [];

// postgres-global-setup.ts exits with this code when the API tests' server cannot start.
const POSTGRES_UNAVAILABLE_EXIT = 78;

function run(label, command, args) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  console.log(
    `=== ${label} finished in ${((Date.now() - started) / 1000).toFixed(1)} s (exit ${result.status})`,
  );
  return result.status;
}

function summarise() {
  if (problems.length) console.log(`\nFailed: ${problems.join(', ')}`);
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(failed === 0 && passed > 0 ? 0 : 1);
}

function readJson(file) {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function check(label, ok) {
  if (ok) passed++;
  else {
    failed++;
    problems.push(label);
  }
}

check('biome', run('lint', 'npx', ['biome', 'check', '.']) === 0);
check('tsc', run('types', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']) === 0);

const vitestStatus = run('vitest', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${REPORTS}/vitest.json`,
]);
if (vitestStatus === POSTGRES_UNAVAILABLE_EXIT) {
  // The reason is the line just above; nothing after it would mean anything more.
  check('vitest (the test PostgreSQL server did not start, see above)', false);
  summarise();
}
const vitestOk = vitestStatus === 0;
const vitest = readJson(`${REPORTS}/vitest.json`);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  if (vitest.numFailedTests > 0 || vitest.numFailedTestSuites > 0) problems.push('vitest');
  if (!vitestOk && vitest.numFailedTests === 0) check('vitest run', false);
} else check('vitest (no report)', false);

const e2eOk = run('browser', 'npx', ['playwright', 'test']) === 0;
const e2e = readJson(`${REPORTS}/e2e.json`);
if (e2e?.stats) {
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected;
  if (e2e.stats.unexpected > 0) problems.push('playwright');
  if (!e2eOk && e2e.stats.unexpected === 0) check('playwright run', false);
} else check('playwright (no report)', false);

summarise();
