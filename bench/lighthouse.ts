/**
 * Pages on a phone (issue 13 point 5): Lighthouse's default (mobile) settings, with its
 * simulated slow 4G and 4x CPU slowdown, on the home page, a profile, a city page,
 * /jobs and the Spanish home and profile, in the same Chromium the browser tests use (e2e/browser.ts).
 *
 * The server runs as it is deployed: src/server/main.ts in production mode, building
 * the web app (into a folder of its own, so a running dist/ is left alone) and seeding
 * the demo directory into a fresh embedded database. Each page is audited `--runs`
 * times and the run with the median performance score is kept (Lighthouse's own
 * advice: one run varies by several points). Results: a markdown table and a JSON file
 * in bench/results/lighthouse-<date>.*.
 *
 *   npm run lighthouse
 *   npm run lighthouse -- --runs 1 --reports /tmp/lh   (also each page's HTML report)
 *   npm run lighthouse -- --pages home,jobs
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse, { generateReport, type Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { freePort } from '#server/test/free-port.js';
import { startServerProcess } from '#server/test/server-process.js';
import { CHROMIUM_ARGS, chromiumExecutable } from '../e2e/browser.js';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    /** Only these pages, by label: --pages home,jobs */
    pages: { type: 'string' },
    /** Also write each kept run's HTML report into this folder. */
    reports: { type: 'string' },
  },
});
const runs = Math.max(1, Number(values.runs));

/** One of each kind of public page; the profile and city are demo-seed pages. */
const PAGES = [
  { label: 'home', path: '/' },
  { label: 'profile', path: '/business/maroon-and-gold-grill' },
  { label: 'city', path: '/city/college-station' },
  { label: 'jobs', path: '/jobs' },
  // Spanish pages load their catalogue chunk too (issue 28: both languages >= 95).
  { label: 'es-home', path: '/es' },
  { label: 'es-profile', path: '/es/business/maroon-and-gold-grill' },
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

/** Issue 13's bars, per category. */
const TARGETS: Record<Category, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 95,
  seo: 100,
};

interface PageResult {
  label: string;
  path: string;
  scores: Record<Category, number>;
  /** Every run's performance score, the kept (median) one among them. */
  performanceRuns: number[];
  lcpMs: number;
  fcpMs: number;
  cls: number;
  tbtMs: number;
  speedIndexMs: number;
  /** The audits that cost accessibility, best practices or SEO points. */
  findings: string[];
}

function commit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

const score = (lhr: Result, category: Category) =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);

const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

/**
 * What kept accessibility, best practices or SEO below 100: each weighted audit that
 * did not pass. (Performance is its metrics, in the table; --reports shows the rest.)
 */
function findings(lhr: Result): string[] {
  const found: string[] = [];
  for (const category of CATEGORIES.filter((c) => c !== 'performance')) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score === 1) continue;
      found.push(`${category}: ${audit.title}`);
    }
  }
  return found;
}

async function auditPage(
  base: string,
  debuggingPort: number,
  page: (typeof PAGES)[number],
): Promise<{ result: PageResult; lhr: Result }> {
  const results: Result[] = [];
  for (let run = 0; run < runs; run++) {
    const result = await lighthouse(`${base}${page.path}`, {
      port: debuggingPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
    if (result.lhr.runtimeError) {
      throw new Error(`${page.path}: ${result.lhr.runtimeError.message}`);
    }
    results.push(result.lhr);
    console.error(
      `  ${page.label} run ${run + 1}: ${CATEGORIES.map((c) => score(result.lhr, c)).join(' / ')}`,
    );
  }
  const sorted = [...results].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  const lhr = sorted[Math.floor((sorted.length - 1) / 2)];
  if (values.reports) {
    mkdirSync(values.reports, { recursive: true });
    writeFileSync(join(values.reports, `${page.label}.html`), generateReport(lhr, 'html'));
  }
  const result: PageResult = {
    label: page.label,
    path: page.path,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(lhr, c)])) as Record<
      Category,
      number
    >,
    performanceRuns: results.map((r) => score(r, 'performance')),
    lcpMs: Math.round(numeric(lhr, 'largest-contentful-paint')),
    fcpMs: Math.round(numeric(lhr, 'first-contentful-paint')),
    cls: Number(numeric(lhr, 'cumulative-layout-shift').toFixed(3)),
    tbtMs: Math.round(numeric(lhr, 'total-blocking-time')),
    speedIndexMs: Math.round(numeric(lhr, 'speed-index')),
    findings: findings(lhr),
  };
  return { result, lhr };
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'bcs-lighthouse-'));
  const loadBefore = loadavg()[0];
  console.error(`Lighthouse (mobile), ${runs} run(s) per page; starting the server in ${dir}`);
  const server = await startServerProcess(
    {
      NODE_ENV: 'production',
      DATA_DIR: dir,
      SEED: 'demo',
      BUILD_WEB: 'always',
      WEB_DIST_DIR: join(dir, 'web'),
      LOG_LEVEL: 'warn',
    },
    { timeoutMs: 300_000 },
  );
  // PUBLIC_URL defaults to http://localhost:PORT: the canonical links must name the host audited.
  const base = server.url.replace('127.0.0.1', 'localhost');
  const debuggingPort = await freePort();
  const browser = await chromium.launch({
    executablePath: await chromiumExecutable(),
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debuggingPort}`],
  });
  const pages: PageResult[] = [];
  let first: Result | undefined;
  try {
    // One unmeasured visit, so the first page is not measured against a cold server.
    await (await fetch(`${base}/`)).text();
    const only = values.pages?.split(',');
    for (const page of PAGES.filter((p) => !only || only.includes(p.label))) {
      const { result, lhr } = await auditPage(base, debuggingPort, page);
      pages.push(result);
      first ??= lhr;
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  // Lighthouse times the page's main thread on this machine and multiplies by 4: other
  // work on the CPUs shows up as blocking time. The load averages say how quiet it was.
  report(pages, browser.version(), first, [loadBefore, loadavg()[0]]);
}

function report(
  pages: PageResult[],
  chromiumVersion: string,
  first: Result | undefined,
  load: number[],
) {
  const meta = {
    date: new Date().toISOString(),
    commit: commit(),
    node: process.version,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    chromium: chromiumVersion,
    lighthouse: first?.lighthouseVersion ?? 'unknown',
    benchmarkIndex: first ? Math.round(first.environment.benchmarkIndex) : undefined,
    runsPerPage: runs,
    loadAverage: { before: load[0], after: load[1] },
    settings: 'default config (mobile: Moto G Power viewport, simulated slow 4G, 4x CPU slowdown)',
    targets: TARGETS,
  };
  const mark = (category: Category, value: number) =>
    value >= TARGETS[category] ? `${value}` : `**${value}**`;
  const lines = [
    `### Lighthouse, mobile (commit ${meta.commit}, ${meta.cpus} CPUs, Chromium ${meta.chromium}, Lighthouse ${meta.lighthouse}, median of ${runs} run(s), benchmark index ${meta.benchmarkIndex ?? '?'}, load average ${load.map((l) => l.toFixed(1)).join(' -> ')})`,
    '',
    '| page | performance | accessibility | best practices | SEO | LCP ms | FCP ms | CLS | TBT ms | speed index ms |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...pages.map(
      (p) =>
        `| ${p.label} \`${p.path}\` | ${mark('performance', p.scores.performance)}${runs > 1 ? ` (${p.performanceRuns.join(', ')})` : ''} | ${mark('accessibility', p.scores.accessibility)} | ${mark('best-practices', p.scores['best-practices'])} | ${mark('seo', p.scores.seo)} | ${p.lcpMs} | ${p.fcpMs} | ${p.cls} | ${p.tbtMs} | ${p.speedIndexMs} |`,
    ),
    '',
    `Targets: performance >= ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, best practices >= ${TARGETS['best-practices']}, SEO ${TARGETS.seo} (bold: missed).`,
  ];
  const withFindings = pages.filter((p) => p.findings.length);
  if (withFindings.length) {
    lines.push('', 'Audits that cost points in the kept runs:', '');
    for (const p of withFindings) {
      for (const finding of p.findings) lines.push(`- ${p.label}: ${finding}`);
    }
  }
  const markdown = `${lines.join('\n')}\n`;
  process.stdout.write(markdown);
  const resultsDir = join(import.meta.dirname, 'results');
  mkdirSync(resultsDir, { recursive: true });
  const name = `lighthouse-${meta.date.slice(0, 10)}`;
  writeFileSync(join(resultsDir, `${name}.md`), markdown);
  writeFileSync(join(resultsDir, `${name}.json`), `${JSON.stringify({ meta, pages }, null, 2)}\n`);
  console.error(`written: bench/results/${name}.md and .json`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
