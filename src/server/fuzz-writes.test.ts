/**
 * Every write endpoint fuzzed (issue 30 point 2), a seeded sample: each endpoint of
 * the endpoint table that is not a GET gets requests built from its own schemas and
 * mixed with hostile values (test/fuzz/), sent as the caller who may reach it. No
 * answer is a 5xx, no request logs an error, a refused request changes nothing, and
 * afterwards every foreign key holds and every stored file has its row. The long run
 * (1,000 requests per endpoint) is bench/fuzz-writes.ts.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { createStorage } from './platform/storage/create-storage.js';
import { endpointsToFuzz, fuzzEndpoint, invariantProblems, makeWorld } from './test/fuzz/run.js';
import { FAKE_PLACES_KEY, startPlacesFake } from './test/places-fake.js';
import { createTestContext, TEST_SETTINGS } from './test/test-app.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const SEED = Number(process.env.FUZZ_SEED ?? 30_2);

// Google's Places API is the local fake, so the reviews endpoints reach their service.
const google = await startPlacesFake();
const ctx = await createTestContext({
  GOOGLE_PLACES_API_KEY: FAKE_PLACES_KEY,
  GOOGLE_PLACES_API_URL: google.url,
});
const storage = createStorage(loadConfig({ DATA_DIR: ctx.dataDir, ...TEST_SETTINGS }));
const target = { ...ctx, storage };
const world = await makeWorld(target);

describe('every write endpoint, fuzzed', () => {
  it.each(endpointsToFuzz().map((e) => [e.route, e] as const))('%s', async (_route, endpoint) => {
    const tally = await fuzzEndpoint(target, world, endpoint, { runs: RUNS, seed: SEED });
    expect(tally.problems).toEqual([]);
    expect(tally.requests).toBe(RUNS);
  });

  it('leaves every foreign key holding, every stored file with its row and every row with its file, and Object.prototype as it was', async () => {
    expect(await invariantProblems(target)).toEqual([]);
  });
});
