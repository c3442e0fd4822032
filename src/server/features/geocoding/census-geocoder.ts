/**
 * The U.S. Census Bureau's geocoder (free, no key), the two calls we make
 * (docs/decisions/036-geocoding.md): one address
 * (`GET /geocoder/locations/onelineaddress?address=...&benchmark=Public_AR_Current&format=json`)
 * and a batch of up to 10,000 (`POST /geocoder/locations/addressbatch`, a multipart CSV
 * file `addressFile` of `id,street,city,state,zip` rows; the answer is CSV rows
 * `id,input,Match|No_Match|Tie,Exact|Non_Exact,matched address,"lon,lat",tiger line id,side`
 * in any order). Off unless GEOCODER=census; GEOCODER_URL points it at the local fake in
 * tests (src/server/test/census-fake.ts). It never throws: every address gets an answer,
 * and an outage or a timeout is a `failed` answer after a few quick retries.
 */
import { setTimeout as wait } from 'node:timers/promises';
import Papa from 'papaparse';
import type { Config } from '../../config.js';

export interface GeocodeAddress {
  /** Our id for the row (the business's). */
  id: string;
  street: string;
  city: string | null;
  state: string | null;
  zip: string | null;
  /** The one-line form the single-address call sends. */
  line: string;
}

export type GeocodeAnswer =
  | {
      kind: 'matched';
      latitude: number;
      longitude: number;
      matchedAddress: string | null;
      matchType: string | null;
    }
  /** matchType 'Tie': the geocoder found several places for it. */
  | { kind: 'no_match'; matchType: string | null }
  | { kind: 'failed'; error: string };

export interface Geocoder {
  /** Addresses per batch call. */
  readonly maxBatch: number;
  one(address: GeocodeAddress): Promise<GeocodeAnswer>;
  /** An answer for every address given, by id. */
  batch(addresses: GeocodeAddress[]): Promise<Map<string, GeocodeAnswer>>;
}

export interface CensusOptions {
  /** One address; the Census answers in about a second. */
  timeoutMs?: number;
  /** A whole batch: 10,000 rows take the Census minutes. */
  batchTimeoutMs?: number;
  /** Waits before the second, third... try of a call that failed (not of a 'no match'). */
  retryDelaysMs?: number[];
}

export const CENSUS_BATCH_MAX = 10_000;
const BENCHMARK = 'Public_AR_Current';
const DEFAULTS: Required<CensusOptions> = {
  timeoutMs: 15_000,
  batchTimeoutMs: 15 * 60_000,
  retryDelaysMs: [2_000, 10_000],
};

export function geocoderOf(config: Config, options: CensusOptions = {}): Geocoder | null {
  return config.geocoder ? censusGeocoder(config.geocoder.url, options) : null;
}

/** A failure worth another try: no answer, a timeout, the server's own error or a limit. */
class Transient extends Error {}

export function censusGeocoder(baseUrl: string, options: CensusOptions = {}): Geocoder {
  const { timeoutMs, batchTimeoutMs, retryDelaysMs } = { ...DEFAULTS, ...options };

  /** The answer's text, retried on transient failures; throws the last failure. */
  const call = async (what: string, request: () => Promise<Response>): Promise<string> => {
    let lastError: unknown;
    for (let attempt = 0; attempt <= retryDelaysMs.length; attempt += 1) {
      if (attempt > 0) await wait(retryDelaysMs[attempt - 1]);
      try {
        let res: Response;
        try {
          res = await request();
        } catch (error) {
          throw new Transient(`no answer from the Census geocoder (${what}): ${errorText(error)}`);
        }
        const text = await res.text().catch((error) => {
          throw new Transient(
            `the Census geocoder's answer (${what}) broke off: ${errorText(error)}`,
          );
        });
        if (res.status >= 500 || res.status === 429)
          throw new Transient(`the Census geocoder answered ${res.status} (${what})`);
        if (!res.ok)
          throw new Error(
            `the Census geocoder refused the ${what} with ${res.status}: ${text.slice(0, 200)}`,
          );
        return text;
      } catch (error) {
        lastError = error;
        if (!(error instanceof Transient)) break;
      }
    }
    throw lastError;
  };

  return {
    maxBatch: CENSUS_BATCH_MAX,
    async one(address) {
      const url = new URL(`${baseUrl}/geocoder/locations/onelineaddress`);
      url.searchParams.set('address', address.line);
      url.searchParams.set('benchmark', BENCHMARK);
      url.searchParams.set('format', 'json');
      try {
        const text = await call('address', () =>
          fetch(url, { signal: AbortSignal.timeout(timeoutMs) }),
        );
        return singleAnswerOf(text);
      } catch (error) {
        return { kind: 'failed', error: errorText(error) };
      }
    },
    async batch(addresses) {
      const answers = new Map<string, GeocodeAnswer>();
      if (addresses.length === 0) return answers;
      if (addresses.length > CENSUS_BATCH_MAX)
        throw new Error(`at most ${CENSUS_BATCH_MAX} addresses per batch`);
      const file = addresses.map(batchLineOf).join('\n');
      try {
        const text = await call('batch', () => {
          const form = new FormData();
          form.set('benchmark', BENCHMARK);
          form.set('addressFile', new Blob([file], { type: 'text/csv' }), 'addresses.csv');
          return fetch(`${baseUrl}/geocoder/locations/addressbatch`, {
            method: 'POST',
            body: form,
            signal: AbortSignal.timeout(batchTimeoutMs),
          });
        });
        for (const [id, answer] of batchAnswersOf(text)) answers.set(id, answer);
      } catch (error) {
        const failed: GeocodeAnswer = { kind: 'failed', error: errorText(error) };
        for (const address of addresses) answers.set(address.id, failed);
        return answers;
      }
      for (const address of addresses)
        if (!answers.has(address.id))
          answers.set(address.id, {
            kind: 'failed',
            error: 'the Census geocoder left this address out of its batch answer',
          });
      return answers;
    },
  };
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The Census splits each row at its commas (its instructions: four commas a row), so
 * a field keeps none of its own, nor quotes or line breaks.
 */
const field = (value: string | null) =>
  (value ?? '')
    .replace(/[,"\r\n]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export const batchLineOf = (a: GeocodeAddress) =>
  [a.id, a.street, a.city, a.state, a.zip].map(field).join(',');

const coordinate = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

function singleAnswerOf(text: string): GeocodeAnswer {
  let body: { result?: { addressMatches?: unknown } };
  try {
    body = JSON.parse(text);
  } catch {
    return { kind: 'failed', error: 'the Census geocoder answered without JSON' };
  }
  const matches = body.result?.addressMatches;
  if (!Array.isArray(matches))
    return { kind: 'failed', error: 'the Census geocoder answered without addressMatches' };
  if (matches.length === 0) return { kind: 'no_match', matchType: null };
  // Several places for one address: which one is meant is a person's call (the batch says Tie).
  if (matches.length > 1) return { kind: 'no_match', matchType: 'Tie' };
  const match = matches[0] as {
    coordinates?: { x?: unknown; y?: unknown };
    matchedAddress?: unknown;
  };
  const longitude = coordinate(match.coordinates?.x);
  const latitude = coordinate(match.coordinates?.y);
  if (latitude === null || longitude === null || !inRange(latitude, longitude))
    return { kind: 'failed', error: 'the Census geocoder answered a match without coordinates' };
  return {
    kind: 'matched',
    latitude,
    longitude,
    matchedAddress: typeof match.matchedAddress === 'string' ? match.matchedAddress : null,
    matchType: null,
  };
}

const inRange = (latitude: number, longitude: number) =>
  Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;

/** The batch's CSV answer: one row per address, quoted, in no particular order. */
export function batchAnswersOf(text: string): Map<string, GeocodeAnswer> {
  const answers = new Map<string, GeocodeAnswer>();
  const { data } = Papa.parse<string[]>(text.trim(), { skipEmptyLines: true });
  for (const row of data) {
    const [id, , match, matchType, matchedAddress, lonLat] = row.map((cell) => cell.trim());
    if (!id) continue;
    if (match === 'No_Match' || match === 'Tie') {
      answers.set(id, { kind: 'no_match', matchType: match === 'Tie' ? 'Tie' : null });
      continue;
    }
    const [longitude, latitude] = (lonLat ?? '').split(',').map((part) => Number(part.trim()));
    if (
      match !== 'Match' ||
      !Number.isFinite(latitude) ||
      !Number.isFinite(longitude) ||
      !inRange(latitude, longitude)
    ) {
      answers.set(id, {
        kind: 'failed',
        error: `the Census geocoder answered an unreadable row (${match || 'empty'})`,
      });
      continue;
    }
    answers.set(id, {
      kind: 'matched',
      latitude,
      longitude,
      matchedAddress: matchedAddress || null,
      matchType: matchType || null,
    });
  }
  return answers;
}
