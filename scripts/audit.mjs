#!/usr/bin/env node
/**
 * `npm audit --omit=dev` for CI (issue 30 point 6): fails on a high or critical
 * advisory in a production dependency unless docs/audit-exceptions.md lists it with
 * its reason, and says plainly when the registry's advisory data could not be read
 * (a registry or mirror that answers the audit endpoint with 405, no network): that
 * is "not checked", never a pass.
 *
 *   node scripts/audit.mjs [--from FILE.json]
 *
 * Exit 0: checked, nothing high left; 1: high findings; 2: not checked.
 * --from reads a saved `npm audit --json` answer instead of asking the registry.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const EXCEPTIONS = join(ROOT, 'docs/audit-exceptions.md');
const HIGH = new Set(['high', 'critical']);

/** The advisory ids the exceptions file lists: a table row starting `| GHSA-...`. */
function exceptions() {
  const ids = new Map();
  for (const line of readFileSync(EXCEPTIONS, 'utf8').split('\n')) {
    const row = /^\|\s*(GHSA-[\w-]+)\s*\|\s*([^|]*)\|\s*([^|]*)\|/.exec(line);
    if (row) ids.set(row[1], { pkg: row[2].trim(), reason: row[3].trim() });
  }
  return ids;
}

function answer(from) {
  if (from) return { text: readFileSync(from, 'utf8'), status: null };
  const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { text: run.stdout ?? '', status: run.status, stderr: run.stderr ?? '' };
}

const fromAt = process.argv.indexOf('--from');
const { text, stderr } = answer(fromAt > 0 ? process.argv[fromAt + 1] : undefined);
let report;
try {
  report = JSON.parse(text);
} catch {
  report = undefined;
}
if (!report?.vulnerabilities || !report.metadata?.vulnerabilities) {
  const why =
    report?.message ?? report?.error?.summary ?? (stderr || text).trim().split('\n')[0] ?? '';
  console.log(
    `npm audit: NOT CHECKED. The registry's advisory endpoint could not be reached (${why || 'no answer'}); ` +
      'no advisory data was read, so the production dependencies are unaudited on this run (not a pass).',
  );
  process.exit(2);
}

const listed = exceptions();
const findings = new Map();
for (const [pkg, entry] of Object.entries(report.vulnerabilities)) {
  for (const via of entry.via ?? []) {
    if (typeof via !== 'object' || !HIGH.has(via.severity)) continue;
    const id = /GHSA-[\w-]+/.exec(via.url ?? '')?.[0] ?? `${pkg}:${via.source}`;
    findings.set(id, {
      pkg: via.name ?? pkg,
      severity: via.severity,
      title: via.title,
      url: via.url,
    });
  }
}
const counts = report.metadata.vulnerabilities;
console.log(
  `npm audit (production dependencies): ${counts.critical} critical, ${counts.high} high, ` +
    `${counts.moderate} moderate, ${counts.low} low`,
);
let failing = 0;
for (const [id, finding] of findings) {
  const excepted = listed.get(id);
  if (excepted) {
    console.log(`  excepted ${id} (${finding.pkg}, ${finding.severity}): ${excepted.reason}`);
  } else {
    failing++;
    console.log(
      `  FAILED ${id} (${finding.pkg}, ${finding.severity}): ${finding.title} ${finding.url ?? ''}`,
    );
  }
}
for (const [id, excepted] of listed)
  if (!findings.has(id))
    console.log(`  exception ${id} (${excepted.pkg}) no longer needed: remove it`);
console.log(
  failing
    ? `npm audit: ${failing} high or critical advisories not listed in docs/audit-exceptions.md`
    : 'npm audit: no high or critical advisory left in production dependencies',
);
process.exit(failing ? 1 : 0);
