/**
 * The word index's pins on a grid, for 'Near me' (decision 039): a page of the nearest
 * businesses is found by reading the grid's cells in rings around the visitor, nearest
 * ring first, and stopping once no business of an unread ring can be nearer than the
 * page's last one. The first page of 100 from 100,000 businesses reads a few hundred
 * instead of computing every distance (2.4 ms at 100,000 businesses).
 */

import type { Bits } from './bit-sets.js';

/** Businesses per cell, on average: small enough to stop early, large enough to keep few cells. */
const PER_CELL = 32;
/** Miles in a degree of latitude (and of longitude at the equator), on the 3,958.8-mile Earth. */
const MILES_PER_DEGREE = (3958.8 * Math.PI) / 180;
/** A bound in miles is shrunk by this much, so rounding never stops a search too early. */
const SAFETY = 0.99;

export class NearGrid {
  private readonly minLat: number;
  private readonly minLng: number;
  private readonly cell: number;
  private readonly rows: number;
  private readonly cols: number;
  /** Where each cell's businesses start in `docs` (row-major), and where the last ends. */
  private readonly cellStart: Uint32Array;
  private readonly docs: Uint32Array;
  /** cos of the largest |latitude| of the grid: a degree of longitude is at least this many degrees of latitude. */
  private readonly cosMin: number;
  /** The businesses with a pin. */
  readonly located: Bits;
  /** Where `candidates` writes, reused by every call (no garbage per request). */
  private readonly scratch = new Scratch();

  constructor(
    latitudes: Float64Array,
    longitudes: Float64Array,
    /** Each business's pin on the unit sphere (NaN x: no pin): the order's key. */
    private readonly unit: { x: Float64Array; y: Float64Array; z: Float64Array },
    /** A set of no business, of the index's width: becomes `located`. */
    located: Bits = new Uint32Array((latitudes.length + 31) >>> 5),
  ) {
    const n = latitudes.length;
    this.located = located;
    let minLat = Number.POSITIVE_INFINITY;
    let maxLat = Number.NEGATIVE_INFINITY;
    let minLng = Number.POSITIVE_INFINITY;
    let maxLng = Number.NEGATIVE_INFINITY;
    let count = 0;
    for (let doc = 0; doc < n; doc++) {
      const lat = latitudes[doc];
      if (Number.isNaN(lat)) continue;
      const lng = longitudes[doc];
      this.located[doc >>> 5] |= 1 << (doc & 31);
      count++;
      if (lat < minLat) minLat = lat;
      if (lat > maxLat) maxLat = lat;
      if (lng < minLng) minLng = lng;
      if (lng > maxLng) maxLng = lng;
    }
    if (count === 0) [minLat, maxLat, minLng, maxLng] = [0, 0, 0, 0];
    const area = Math.max((maxLat - minLat) * (maxLng - minLng), 1e-6);
    this.cell = Math.max(Math.sqrt(area / Math.max(1, count / PER_CELL)), 0.001);
    this.minLat = minLat;
    this.minLng = minLng;
    this.rows = Math.floor((maxLat - minLat) / this.cell) + 1;
    this.cols = Math.floor((maxLng - minLng) / this.cell) + 1;
    this.cosMin = Math.cos((Math.max(Math.abs(minLat), Math.abs(maxLat)) * Math.PI) / 180);
    // A counting sort of the businesses by cell.
    this.cellStart = new Uint32Array(this.rows * this.cols + 1);
    const cellOf = new Int32Array(n).fill(-1);
    for (let doc = 0; doc < n; doc++) {
      if (Number.isNaN(latitudes[doc])) continue;
      const cell = this.cellAt(latitudes[doc], longitudes[doc]);
      cellOf[doc] = cell;
      this.cellStart[cell + 1]++;
    }
    for (let c = 0; c < this.rows * this.cols; c++) this.cellStart[c + 1] += this.cellStart[c];
    this.docs = new Uint32Array(count);
    const fill = this.cellStart.slice(0, this.rows * this.cols);
    for (let doc = 0; doc < n; doc++) if (cellOf[doc] >= 0) this.docs[fill[cellOf[doc]]++] = doc;
  }

  private cellAt(lat: number, lng: number): number {
    const row = Math.min(this.rows - 1, Math.floor((lat - this.minLat) / this.cell));
    const col = Math.min(this.cols - 1, Math.floor((lng - this.minLng) / this.cell));
    return row * this.cols + col;
  }

  /**
   * The located businesses of `matched` that may be among the `wanted` nearest to the
   * point, with their keys (smaller is nearer: minus the dot product of the two points
   * on the unit sphere), in no order: every business nearer than the wanted-th is there.
   * Views of arrays the next call reuses: read them before calling again.
   */
  candidates(
    matched: Bits,
    point: { latitude: number; longitude: number },
    wanted: number,
  ): Candidates {
    const rad = Math.PI / 180;
    const lat = point.latitude * rad;
    const lng = point.longitude * rad;
    const px = Math.cos(lat) * Math.cos(lng);
    const py = Math.cos(lat) * Math.sin(lng);
    const pz = Math.sin(lat);
    const { x, y, z } = this.unit;
    // The visitor's cell, which may be outside the grid.
    const row = Math.floor((point.latitude - this.minLat) / this.cell);
    const col = Math.floor((point.longitude - this.minLng) / this.cell);
    const reach = Math.max(
      Math.abs(row),
      Math.abs(row - (this.rows - 1)),
      Math.abs(col),
      Math.abs(col - (this.cols - 1)),
    );
    const scratch = this.scratch;
    let { docs, keys } = scratch;
    let count = 0;
    const cosAt = Math.min(this.cosMin, Math.cos(lat));
    const read = (r: number, c: number) => {
      const cell = r * this.cols + c;
      const end = this.cellStart[cell + 1];
      if (count + end - this.cellStart[cell] > docs.length) {
        scratch.grow(count + end - this.cellStart[cell]);
        ({ docs, keys } = scratch);
      }
      for (let i = this.cellStart[cell]; i < end; i++) {
        const doc = this.docs[i];
        if ((matched[doc >>> 5] & (1 << (doc & 31))) === 0) continue;
        docs[count] = doc;
        keys[count++] = -(x[doc] * px + y[doc] * py + z[doc] * pz);
      }
    };
    const found = () => ({ docs: docs.subarray(0, count), keys: keys.subarray(0, count) });
    // From outside the grid, rings would cross it a row at a time: read the cells
    // nearest first instead.
    if (row < 0 || row >= this.rows || col < 0 || col >= this.cols) {
      this.readNearestCellsFirst(point, wanted, read, () => keys.subarray(0, count));
      return found();
    }
    let checkedAt = 0;
    for (let ring = 0; ring <= reach; ring++) {
      // The ring's four sides, each only where it crosses the grid.
      const [top, bottom, left, right] = [row - ring, row + ring, col - ring, col + ring];
      const fromCol = Math.max(0, left);
      const toCol = Math.min(this.cols - 1, right);
      for (const r of ring === 0 ? [row] : [top, bottom]) {
        if (r >= 0 && r < this.rows) for (let c = fromCol; c <= toCol; c++) read(r, c);
      }
      const fromRow = Math.max(0, top + 1);
      const toRow = Math.min(this.rows - 1, bottom - 1);
      for (const c of ring === 0 ? [] : [left, right]) {
        if (c >= 0 && c < this.cols) for (let r = fromRow; r <= toRow; r++) read(r, c);
      }
      // Counted when a quarter more have been read since the last count.
      if (count < wanted || count < checkedAt * 1.25) continue;
      checkedAt = count;
      // Every business outside the rings read so far is at least this far away.
      const south = point.latitude - (this.minLat + (row - ring) * this.cell);
      const north = this.minLat + (row + ring + 1) * this.cell - point.latitude;
      const west = point.longitude - (this.minLng + (col - ring) * this.cell);
      const east = this.minLng + (col + ring + 1) * this.cell - point.longitude;
      const miles =
        Math.min(Math.min(south, north), Math.min(west, east) * cosAt) * MILES_PER_DEGREE * SAFETY;
      const outside = -Math.cos(miles / 3958.8);
      // As many read as wanted are nearer than anything unread: done.
      let nearer = 0;
      for (let i = 0; i < count; i++) if (keys[i] < outside) nearer++;
      if (nearer >= wanted) break;
    }
    return found();
  }

  /**
   * Reads the cells in order of how near any point of each could be to `point` (a lower
   * bound of the haversine: the least latitude and longitude differences and the least
   * cosine of the cell's latitudes), until as many read as wanted are nearer than the
   * next cell could be.
   */
  private readNearestCellsFirst(
    point: { latitude: number; longitude: number },
    wanted: number,
    read: (r: number, c: number) => void,
    readKeys: () => Float64Array,
  ) {
    const rad = Math.PI / 180;
    const cells = this.rows * this.cols;
    const bound = new Float64Array(cells);
    const cosHere = Math.cos(point.latitude * rad);
    for (let r = 0; r < this.rows; r++) {
      const south = this.minLat + r * this.cell;
      const north = south + this.cell;
      const dLat = Math.max(0, south - point.latitude, point.latitude - north) * rad;
      const cosCell = Math.min(Math.cos(south * rad), Math.cos(north * rad));
      for (let c = 0; c < this.cols; c++) {
        const west = this.minLng + c * this.cell;
        const dLng = Math.max(0, west - point.longitude, point.longitude - west - this.cell) * rad;
        const h = Math.sin(dLat / 2) ** 2 + cosHere * cosCell * Math.sin(dLng / 2) ** 2;
        // The key (minus the cosine of the angle: 2h - 1), a hair lower for rounding.
        bound[r * this.cols + c] = 2 * h - 1 - 1e-12;
      }
    }
    const order = Uint32Array.from({ length: cells }, (_, i) => i).sort(
      (a, b) => bound[a] - bound[b],
    );
    let checkedAt = 0;
    for (let i = 0; i < cells; i++) {
      const cell = order[i];
      read(Math.floor(cell / this.cols), cell % this.cols);
      const keys = readKeys();
      // Counted when a quarter more have been read since the last count.
      if (keys.length < wanted || keys.length < checkedAt * 1.25 || i + 1 === cells) continue;
      checkedAt = keys.length;
      const next = bound[order[i + 1]];
      let nearer = 0;
      for (let k = 0; k < keys.length; k++) if (keys[k] < next) nearer++;
      if (nearer >= wanted) return;
    }
  }
}

/** A page's candidates: `docs[i]` and its key `keys[i]`. */
export interface Candidates {
  docs: Uint32Array;
  keys: Float64Array;
}

/** Arrays for candidates, grown to twice what was needed when too small. */
class Scratch {
  docs = new Uint32Array(1024);
  keys = new Float64Array(1024);

  grow(needed: number) {
    const size = Math.max(needed, 2 * this.docs.length);
    const [docs, keys] = [new Uint32Array(size), new Float64Array(size)];
    docs.set(this.docs);
    keys.set(this.keys);
    [this.docs, this.keys] = [docs, keys];
  }
}

/** Keys are counted into this many buckets to find a page among many candidates. */
const BUCKETS = 4096;

/**
 * The candidates at places [offset, offset + limit) in order of their keys, then `rank`.
 * Few are sorted; many are counted into BUCKETS buckets of equal width between the
 * smallest key and the largest, the buckets that hold the page's places are found by
 * adding the counts up, and only their candidates are sorted.
 */
export function nearestPage(
  candidates: Candidates,
  rank: Uint32Array,
  page: { offset: number; limit: number },
): number[] {
  const { docs, keys } = candidates;
  const end = Math.min(docs.length, page.offset + page.limit);
  if (page.offset >= end) return [];
  const byKey = (a: number, b: number) => keys[a] - keys[b] || rank[docs[a]] - rank[docs[b]];
  if (docs.length <= 4 * page.limit + 256) {
    // The page's last key from the keys sorted as numbers (a typed array's own sort, no
    // comparator), then only the candidates up to it sorted with ties broken by rank:
    // half the time of sorting them all with the comparator (a first page of 100 among
    // 656 candidates, 350-400 µs -> 160 in a throwaway benchmark on this machine).
    const last = keys.slice().sort()[end - 1];
    const upToLast: number[] = [];
    for (let i = 0; i < keys.length; i++) if (keys[i] <= last) upToLast.push(i);
    return upToLast
      .sort(byKey)
      .slice(page.offset, end)
      .map((i) => docs[i]);
  }
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < keys.length; i++) {
    if (keys[i] < min) min = keys[i];
    if (keys[i] > max) max = keys[i];
  }
  const scale = max > min ? BUCKETS / (max - min) : 0;
  const buckets = new Uint16Array(keys.length);
  const counts = new Uint32Array(BUCKETS);
  for (let i = 0; i < keys.length; i++) {
    const bucket = Math.min(BUCKETS - 1, Math.floor((keys[i] - min) * scale));
    buckets[i] = bucket;
    counts[bucket]++;
  }
  // The buckets of the page's first and last places, and how many come before the first.
  let before = 0;
  let first = 0;
  while (before + counts[first] <= page.offset) before += counts[first++];
  let last = first;
  let through = before + counts[first];
  while (through < end) through += counts[++last];
  const between: number[] = [];
  for (let i = 0; i < keys.length; i++) {
    if (buckets[i] >= first && buckets[i] <= last) between.push(i);
  }
  return between
    .sort(byKey)
    .slice(page.offset - before, end - before)
    .map((i) => docs[i]);
}
