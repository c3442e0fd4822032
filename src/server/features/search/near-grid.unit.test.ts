/**
 * The grid's nearest pages (near-grid.ts) against every distance computed and sorted:
 * 6,000 pins (a tenth of them sharing a spot with another, so distances tie), visitors
 * inside the grid, at its edge and far outside it, all or a third of the businesses
 * matching, and pages from the first to deep ones.
 */
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../platform/seeded-random.js';
import { NearGrid, nearestPage } from './near-grid.js';

const N = 6_000;
const random = seededRandom(29);
const latitudes = new Float64Array(N).fill(Number.NaN);
const longitudes = new Float64Array(N).fill(Number.NaN);
for (let doc = 0; doc < N; doc++) {
  if (doc % 13 === 0) continue; // no pin
  const twin = doc % 10 === 1 ? doc - 1 : -1;
  if (twin >= 0 && !Number.isNaN(latitudes[twin])) {
    latitudes[doc] = latitudes[twin];
    longitudes[doc] = longitudes[twin];
  } else {
    latitudes[doc] = 30.45 + random() * 0.4;
    longitudes[doc] = -96.55 + random() * 0.45;
  }
}
const unit = { x: new Float64Array(N), y: new Float64Array(N), z: new Float64Array(N) };
for (let doc = 0; doc < N; doc++) {
  const lat = (latitudes[doc] * Math.PI) / 180;
  const lng = (longitudes[doc] * Math.PI) / 180;
  unit.x[doc] = Math.cos(lat) * Math.cos(lng);
  unit.y[doc] = Math.cos(lat) * Math.sin(lng);
  unit.z[doc] = Math.sin(lat);
}
const grid = new NearGrid(latitudes, longitudes, unit);
// The list's own order, which breaks ties: a shuffled rank.
const rank = Uint32Array.from({ length: N }, (_, i) => i);
for (let i = N - 1; i > 0; i--) {
  const j = Math.floor(random() * (i + 1));
  [rank[i], rank[j]] = [rank[j], rank[i]];
}

function bitsOf(keep: (doc: number) => boolean): Uint32Array {
  const bits = new Uint32Array((N + 31) >>> 5);
  for (let doc = 0; doc < N; doc++) if (keep(doc)) bits[doc >>> 5] |= 1 << (doc & 31);
  return bits;
}

/** Every matching pinned business's key computed, all sorted, the page cut out. */
function bruteForce(
  matched: Uint32Array,
  point: { latitude: number; longitude: number },
  page: { offset: number; limit: number },
): number[] {
  const lat = (point.latitude * Math.PI) / 180;
  const lng = (point.longitude * Math.PI) / 180;
  const [px, py, pz] = [
    Math.cos(lat) * Math.cos(lng),
    Math.cos(lat) * Math.sin(lng),
    Math.sin(lat),
  ];
  const all: { doc: number; key: number }[] = [];
  for (let doc = 0; doc < N; doc++) {
    if (Number.isNaN(latitudes[doc]) || !(matched[doc >>> 5] & (1 << (doc & 31)))) continue;
    all.push({ doc, key: -(unit.x[doc] * px + unit.y[doc] * py + unit.z[doc] * pz) });
  }
  all.sort((a, b) => a.key - b.key || rank[a.doc] - rank[b.doc]);
  return all.slice(page.offset, page.offset + page.limit).map(({ doc }) => doc);
}

describe('the grid of pins', () => {
  const points = [
    { latitude: 30.62, longitude: -96.33 },
    { latitude: 30.45, longitude: -96.55 },
    { latitude: 30.849, longitude: -96.101 },
    { latitude: 30.7, longitude: -96.2 },
    // Outside the grid: just past an edge, and across the world.
    { latitude: 30.3, longitude: -96.4 },
    { latitude: 31.5, longitude: -95.0 },
    { latitude: 0, longitude: 0 },
  ];
  const pages = [
    { offset: 0, limit: 100 },
    { offset: 0, limit: 24 },
    { offset: 37, limit: 24 },
    { offset: 400, limit: 100 },
    { offset: 2_500, limit: 100 },
    { offset: 5_480, limit: 100 },
  ];
  const filters = [
    { label: 'every business', bits: bitsOf(() => true) },
    { label: 'a third', bits: bitsOf((doc) => doc % 3 === 0) },
    { label: 'a few', bits: bitsOf((doc) => doc % 97 === 5) },
  ];

  it('gives the page every distance sorted gives, ties broken by the list order', () => {
    let compared = 0;
    for (const point of points) {
      for (const page of pages) {
        for (const { label, bits } of filters) {
          const found = grid.candidates(bits, point, page.offset + page.limit);
          expect(nearestPage(found, rank, page), JSON.stringify({ point, page, label })).toEqual(
            bruteForce(bits, point, page),
          );
          compared++;
        }
      }
    }
    expect(compared).toBe(points.length * pages.length * filters.length);
  });

  it('reads only a part of the grid for a first page from inside it', () => {
    const all = filters[0].bits;
    const found = grid.candidates(all, points[0], 100);
    expect(found.docs.length).toBeGreaterThanOrEqual(100);
    expect(found.docs.length).toBeLessThan(N / 4);
  });
});
