/**
 * Issue 29: the cost of the hours model for the Open now filter and for start-up.
 * Builds 100,000 hours texts like the seed's (with overnight ranges and special
 * dates), then measures, on one core:
 *   - parseHoursText per text (what the start-up data step and every write pay),
 *   - compileHours per model (once per business when an index is built),
 *   - wallTimeAt per instant (the one Intl lookup a request pays),
 *   - isOpenAtWall over all 100,000 at one instant (the filter's scan),
 *   - openStatusAt per business (a card's status).
 * The scan is timed in CPU time (process.cpuUsage): the machine is shared.
 * Writes bench/results/hours-bench.json. Run: npx tsx bench/hours-bench.ts
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  compileHours,
  isOpenAtWall,
  openStatusAt,
  parseHoursText,
  wallTimeAt,
} from '#domain/hours.js';
import { BUSINESSES } from '#server/db/seed/businesses.data.js';
import { DEMO_BUSINESSES } from '#server/db/seed/demo-businesses.js';

const COUNT = 100_000;
const seedTexts = [...BUSINESSES, ...DEMO_BUSINESSES]
  .map((b) => b.hours)
  .filter((h): h is string => !!h);
const extra = [
  'Mon-Thu: 11AM-10PM, Fri-Sat: 6PM-2AM, Sun: Closed, 2026-12-25: Closed (Christmas Day), 2026-12-31: 6PM-4AM',
  'Mon: 9AM-12PM & 1PM-5PM, Tue-Fri: 8AM-6PM, Sat: 10AM-2PM, 2026-11-26: Closed (Thanksgiving)',
];
const texts = Array.from({ length: COUNT }, (_, i) =>
  i % 10 === 0 ? extra[i % 2] : seedTexts[i % seedTexts.length],
);

function time<T>(label: string, run: () => T): { ms: number; result: T } {
  const start = performance.now();
  const result = run();
  const ms = performance.now() - start;
  console.log(`${label}: ${ms.toFixed(1)} ms`);
  return { ms, result };
}

const parsed = time('parse 100,000 texts', () => texts.map(parseHoursText));
const compiled = time('compile 100,000 models', () => parsed.result.map(compileHours));
const instants = Array.from({ length: 1000 }, (_, i) => Date.UTC(2026, 10, 27) + i * 617_000);
const walls = time('wallTimeAt x 1,000 instants', () => instants.map((t) => wallTimeAt(t)));
const scans: number[] = [];
let open = 0;
for (let round = 0; round < 20; round++) {
  const wall = walls.result[round * 37];
  // CPU time, not wall time: the machine is shared, and a scan is pure computation.
  const start = process.cpuUsage();
  open = 0;
  for (const c of compiled.result) if (isOpenAtWall(c, wall)) open++;
  const used = process.cpuUsage(start);
  scans.push((used.user + used.system) / 1000);
}
scans.sort((a, b) => a - b);
console.log(
  `isOpenAtWall over 100,000 (CPU time): median ${scans[10].toFixed(2)} ms, max ${scans[19].toFixed(2)} ms (${open} open at the last instant)`,
);
const status = time('openStatusAt x 10,000', () => {
  for (let i = 0; i < 10_000; i++) openStatusAt(parsed.result[i], instants[i % 1000]);
});

const results = {
  node: process.version,
  loadAverage: (await import('node:os')).loadavg().map((l) => Number(l.toFixed(2))),
  businesses: COUNT,
  parseAllMs: Math.round(parsed.ms),
  parsePerTextUs: Number(((parsed.ms * 1000) / COUNT).toFixed(2)),
  compileAllMs: Math.round(compiled.ms),
  wallTimeAtPerInstantUs: Number(((walls.ms * 1000) / instants.length).toFixed(2)),
  isOpenScanMedianMs: Number(scans[10].toFixed(2)),
  isOpenScanMaxMs: Number(scans[19].toFixed(2)),
  openStatusPerCallUs: Number(((status.ms * 1000) / 10_000).toFixed(2)),
};
writeFileSync(
  join(import.meta.dirname, 'results', 'hours-bench.json'),
  `${JSON.stringify(results, null, 2)}\n`,
);
console.log(results);
