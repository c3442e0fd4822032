import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminDashboardStats } from '#domain/admin.js';
import type { AdminBusiness } from '#domain/business-management.js';
import type { ImportProgressLine } from '#domain/imports.js';
import type { Page } from '#domain/paging.js';
import { loadConfig } from '../../config.js';
import { businesses, businessGeocodes, changeRequests } from '../../db/schema/index.js';
import { adminTestContext, ownerWithBusiness } from '../../test/accounts.js';
import { BATCH_PATH, SINGLE_PATH, startCensusFake } from '../../test/census-fake.js';
import { createBusiness } from '../../test/factories.js';
import { formOf } from '../../test/portal-context.js';
import { censusGeocoder, type Geocoder } from './census-geocoder.js';
import { geocodingSettled, runGeocoding } from './geocoding.service.js';

const census = await startCensusFake();
const env = { GEOCODER: 'census', GEOCODER_URL: census.url };
const ctx = await adminTestContext(env);
const { db } = ctx.database;
const config = loadConfig({ DATA_DIR: ctx.dataDir, ...env });
/**
 * The real client against the fake, with quick retries. Its timeout is long enough for
 * a busy machine's slowest answer (a 300 ms timeout let npm test's load turn an answer
 * into a timeout and a retry: a second call the assertions counted); the one test of a
 * Census that never answers uses `hangingUp`.
 */
const geocoder = censusGeocoder(census.url, { timeoutMs: 10_000, retryDelaysMs: [0, 0] });
/** The same client giving up after 300 ms, for a Census that does not answer at all. */
const hangingUp = censusGeocoder(census.url, { timeoutMs: 300, retryDelaysMs: [0, 0] });
const run = (options: { now?: Date; singleCallsUpTo?: number; geocoder?: Geocoder } = {}) =>
  runGeocoding({
    db,
    config,
    logger: ctx.logger,
    geocoder: options.geocoder ?? geocoder,
    now: () => options.now ?? new Date(),
    singleCallsUpTo: options.singleCallsUpTo ?? 100,
  });

let street = 100;
/** A new business at an address of its own; `known` puts it in the Census's data. */
async function aBusiness({ known = true } = {}) {
  street += 1;
  const address = `${street} Texas Ave`;
  const location = { latitude: 30.6 + street / 10_000, longitude: -96.3 - street / 10_000 };
  if (known) census.addAddress(`${address}, Bryan, TX 77802`, location);
  const business = await createBusiness(db, {
    address,
    city: 'Bryan',
    state: 'TX',
    zipCode: '77802',
  });
  return { ...business, location, line: `${address}, Bryan, TX 77802` };
}

async function coordinatesOf(id: string) {
  const [row] = await db
    .select({ latitude: businesses.latitude, longitude: businesses.longitude })
    .from(businesses)
    .where(eq(businesses.id, id));
  return row;
}

async function geocodeRow(id: string) {
  const [row] = await db.select().from(businessGeocodes).where(eq(businessGeocodes.businessId, id));
  return row;
}

/** What the admin's Businesses tab shows for one business. */
async function adminView(name: string) {
  const res = await ctx.admin.device.request(
    `/api/admin/businesses?search=${encodeURIComponent(name)}`,
  );
  expect(res.status).toBe(200);
  const page = (await res.json()) as Page<AdminBusiness>;
  return page.items.find((item) => item.name === name)?.geocoding;
}

const singleCallsFor = (line: string) =>
  census.requestsTo(SINGLE_PATH).filter((r) => r.address === line).length;

describe('without GEOCODER nothing leaves the building', () => {
  it('makes no call and writes nothing when GEOCODER is unset', async () => {
    const business = await aBusiness();
    const before = census.requests.length;
    const report = await runGeocoding({
      db,
      config: loadConfig({ DATA_DIR: ctx.dataDir }),
      logger: ctx.logger,
    });
    expect(report).toMatchObject({ calls: 0, matched: 0, ran: false });
    expect(census.requests.length).toBe(before);
    expect(await coordinatesOf(business.id)).toEqual({ latitude: null, longitude: null });
    expect(await geocodeRow(business.id)).toBeUndefined();
    expect(await adminView(business.name)).toMatchObject({ status: null });
  });
});

describe('one address at a time', () => {
  it('gives a new business the coordinates the Census matched, and says so to the admin', async () => {
    const business = await aBusiness();
    const report = await run();
    expect(report.matched).toBeGreaterThanOrEqual(1);
    expect(await coordinatesOf(business.id)).toEqual(business.location);
    const call = census.requestsTo(SINGLE_PATH).find((r) => r.address === business.line);
    expect(call?.benchmark).toBe('Public_AR_Current');
    expect(await adminView(business.name)).toMatchObject({
      status: 'matched',
      address: business.line,
      addressChanged: false,
      matchedAddress: business.line.toUpperCase(),
      attempts: 0,
    });

    // Nothing is due any more: the next pass asks nothing about it.
    await run();
    expect(singleCallsFor(business.line)).toBe(1);
  });

  it('records no match (and a tie) once, and does not ask again for the same address', async () => {
    const unknown = await aBusiness({ known: false });
    const tied = await aBusiness({ known: false });
    census.addTie(tied.line);
    await run();
    expect(await adminView(unknown.name)).toMatchObject({ status: 'no_match', matchType: null });
    expect(await adminView(tied.name)).toMatchObject({ status: 'no_match', matchType: 'Tie' });
    expect(await coordinatesOf(unknown.id)).toEqual({ latitude: null, longitude: null });
    await run({ now: new Date(Date.now() + 3 * 24 * 3600_000) });
    expect(singleCallsFor(unknown.line)).toBe(1);
    expect(singleCallsFor(tied.line)).toBe(1);
  });

  it('retries an outage within the call, then backs off, then succeeds', async () => {
    // One 500 then an answer: the call's own retry gets it.
    const flaky = await aBusiness();
    census.failNext(500);
    await run();
    expect(await coordinatesOf(flaky.id)).toEqual(flaky.location);

    // Three 503s: failed, with its attempt counted and a time to ask again; the one after
    // it is not asked while the Census is down (it stays due, with no status).
    const pair = [await aBusiness(), await aBusiness()];
    const now = new Date();
    census.failNext(503, 3);
    await run({ now });
    const rows = await Promise.all(pair.map((business) => geocodeRow(business.id)));
    const downAt = rows.findIndex((row) => row?.status === 'failed');
    const [down, waiting] = downAt === 0 ? pair : [pair[1], pair[0]];
    expect(singleCallsFor(waiting.line)).toBe(0);
    expect(rows[1 - downAt]).toBeUndefined();
    const failed = rows[downAt];
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, latitude: null });
    expect(failed.lastError).toContain('503');
    expect(failed.nextAttemptAt?.getTime()).toBe(now.getTime() + 15 * 60_000);
    expect(await adminView(down.name)).toMatchObject({ status: 'failed', attempts: 1 });

    // Before its time: not asked. A timeout counts as a second failure (30 min back-off).
    await run({ now: new Date(now.getTime() + 60_000) });
    expect(singleCallsFor(down.line)).toBe(3);
    census.failNext('hang', 3);
    const later = new Date(now.getTime() + 16 * 60_000);
    await run({ now: later, geocoder: hangingUp });
    expect(await geocodeRow(down.id)).toMatchObject({ status: 'failed', attempts: 2 });
    expect((await geocodeRow(down.id)).lastError).toMatch(/timeout|aborted/i);
    expect((await geocodeRow(down.id)).nextAttemptAt?.getTime()).toBe(
      later.getTime() + 30 * 60_000,
    );

    // The Census is back: matched, and the failures are forgotten.
    await run({ now: new Date(later.getTime() + 31 * 60_000) });
    expect(await coordinatesOf(down.id)).toEqual(down.location);
    expect(await geocodeRow(down.id)).toMatchObject({
      status: 'matched',
      attempts: 0,
      lastError: null,
    });
  });
});

describe('batches', () => {
  it('sends the due addresses as one CSV file and applies the answers in any order', async () => {
    const found = [await aBusiness(), await aBusiness(), await aBusiness()];
    const missing = await aBusiness({ known: false });
    const before = census.requestsTo(BATCH_PATH).length;
    const report = await run({ singleCallsUpTo: 0 });
    const batches = census.requestsTo(BATCH_PATH).slice(before);
    expect(batches).toHaveLength(1);
    expect(batches[0]).toMatchObject({ benchmark: 'Public_AR_Current' });
    expect(batches[0].rows).toBeGreaterThanOrEqual(4);
    expect(report.matched).toBeGreaterThanOrEqual(3);
    for (const business of found) {
      expect(await coordinatesOf(business.id)).toEqual(business.location);
      expect(await geocodeRow(business.id)).toMatchObject({
        status: 'matched',
        matchType: 'Exact',
      });
    }
    expect(await geocodeRow(missing.id)).toMatchObject({ status: 'no_match' });
  });

  it('marks every address of a failed batch failed, none half-done', async () => {
    const both = [await aBusiness(), await aBusiness()];
    census.failNext(502, 3);
    await run({ singleCallsUpTo: 0 });
    for (const business of both) {
      expect(await geocodeRow(business.id)).toMatchObject({ status: 'failed', attempts: 1 });
      expect(await coordinatesOf(business.id)).toEqual({ latitude: null, longitude: null });
    }
  });

  it("geocodes an import's businesses in a batch right after it finishes", async () => {
    const names = Array.from({ length: 25 }, (_, i) => `Imported Shop ${street}-${i}`);
    const rows = names.map((name, i) => {
      const address = `${2000 + street * 30 + i} Villa Maria Rd`;
      census.addAddress(`${address}, Bryan, TX 77801`, {
        latitude: 30.65,
        longitude: -96.36 + i / 1000,
      });
      return `${name},Services,${address},Bryan,TX,77801`;
    });
    const form = new FormData();
    form.set('text', ['Name,Category,Address,City,State,Zip', ...rows].join('\n'));
    const before = census.requestsTo(BATCH_PATH).length;
    const res = await ctx.admin.device.upload('/api/admin/imports', form);
    const last = (await res.text())
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as ImportProgressLine)
      .at(-1);
    expect(last).toMatchObject({ type: 'result', result: { imported: 25 } });
    await geocodingSettled();
    expect(census.requestsTo(BATCH_PATH).length).toBe(before + 1);
    const imported = await db
      .select({ latitude: businesses.latitude })
      .from(businesses)
      .where(inArray(businesses.name, names));
    expect(imported).toHaveLength(25);
    expect(imported.every((row) => row.latitude === 30.65)).toBe(true);

    // Geocoding is not an edit: the import can still be undone.
    if (last?.type !== 'result') throw new Error('no result');
    const undo = await ctx.admin.device.post(`/api/admin/imports/${last.result.batchId}/undo`);
    expect(undo.status).toBe(200);
    expect(await db.select().from(businesses).where(inArray(businesses.name, names))).toEqual([]);
  });
});

describe('address changes and coordinates set by hand', () => {
  it('geocodes a changed address again and keeps which address the coordinates are for', async () => {
    const business = await aBusiness();
    await run();
    const moved = '700 University Dr, College Station, TX 77840';
    census.addAddress(moved, { latitude: 30.62, longitude: -96.33 });
    await db
      .update(businesses)
      .set({ address: '700 University Dr', city: 'College Station', zipCode: '77840' })
      .where(eq(businesses.id, business.id));
    expect(await adminView(business.name)).toMatchObject({
      status: 'matched',
      addressChanged: true,
    });
    await run();
    expect(await coordinatesOf(business.id)).toEqual({ latitude: 30.62, longitude: -96.33 });
    expect(await adminView(business.name)).toMatchObject({
      status: 'matched',
      address: moved,
      addressChanged: false,
    });

    // A new address the Census does not know: the old coordinates were for the old one.
    await db
      .update(businesses)
      .set({ address: '1 Nowhere Ln' })
      .where(eq(businesses.id, business.id));
    await run();
    expect(await coordinatesOf(business.id)).toEqual({ latitude: null, longitude: null });
    expect(await adminView(business.name)).toMatchObject({ status: 'no_match' });
  });

  it('never overwrites coordinates set by hand, and takes over again when they are cleared', async () => {
    const business = await aBusiness();
    await run();
    const pin = { latitude: 30.6001, longitude: -96.3001 };
    await db.update(businesses).set(pin).where(eq(businesses.id, business.id));
    await db.update(businesses).set({ address: '9 Pin Ct' }).where(eq(businesses.id, business.id));
    await run();
    expect(await coordinatesOf(business.id)).toEqual(pin);
    expect(await adminView(business.name)).toMatchObject({ status: 'manual' });
    expect(singleCallsFor(`9 Pin Ct, Bryan, TX 77802`)).toBe(0);

    // A business imported or added with its coordinates is 'manual' from the start.
    const given = await createBusiness(db, {
      address: '5 Given St',
      latitude: 30.7,
      longitude: -96.4,
    });
    await run();
    expect(await geocodeRow(given.id)).toMatchObject({ status: 'manual', latitude: 30.7 });
    expect(await coordinatesOf(given.id)).toEqual({ latitude: 30.7, longitude: -96.4 });

    // Cleared by hand: the geocoder places it again.
    census.addAddress('9 Pin Ct, Bryan, TX 77802', { latitude: 30.61, longitude: -96.31 });
    await db
      .update(businesses)
      .set({ latitude: null, longitude: null })
      .where(eq(businesses.id, business.id));
    await run();
    expect(await coordinatesOf(business.id)).toEqual({ latitude: 30.61, longitude: -96.31 });
    expect(await adminView(business.name)).toMatchObject({ status: 'matched' });
  });

  it("geocodes again once an admin approves the owner's new address", async () => {
    const { device, business } = await ownerWithBusiness(ctx.app, db, {
      address: '40 Old Rd',
      city: 'Bryan',
      zipCode: '77802',
    });
    census.addAddress('40 Old Rd, Bryan, TX 77802', { latitude: 30.64, longitude: -96.34 });
    census.addAddress('41 New Rd, Bryan, TX 77802', { latitude: 30.66, longitude: -96.38 });
    await run();
    expect(await coordinatesOf(business.id)).toEqual({ latitude: 30.64, longitude: -96.34 });

    const sent = await device.post(
      '/api/portal/profile-changes',
      formOf(business, { address: '41 New Rd' }),
    );
    expect(sent.status).toBe(201);
    const [change] = await db
      .select({ id: changeRequests.id })
      .from(changeRequests)
      .where(eq(changeRequests.businessId, business.id));
    const approved = await ctx.admin.device.post(
      `/api/admin/change-requests/${change.id}/approve`,
      { fields: { address: '41 New Rd' } },
    );
    expect(approved.status).toBe(200);
    expect(await adminView(business.name)).toMatchObject({ addressChanged: true });
    await run();
    expect(await coordinatesOf(business.id)).toEqual({ latitude: 30.66, longitude: -96.38 });
  });

  it('writes a business and its status together or not at all', async () => {
    const business = await aBusiness();
    // The status row's insert fails for this business: its coordinates must not stay.
    await db.execute(
      sql.raw(`create function refuse_geocode() returns trigger language plpgsql as $$
        begin raise exception 'disk full'; end $$;
        create trigger refuse_geocode before insert on business_geocodes for each row
        when (new.business_id = '${business.id}') execute function refuse_geocode();`),
    );
    await expect(run()).rejects.toThrow();
    expect(await coordinatesOf(business.id)).toEqual({ latitude: null, longitude: null });
    expect(await geocodeRow(business.id)).toBeUndefined();
    await db.execute(sql.raw('drop trigger refuse_geocode on business_geocodes'));
    await run();
    expect(await coordinatesOf(business.id)).toEqual(business.location);
  });

  it('drops an answer for an address edited while the geocoder was answering', async () => {
    const business = await aBusiness();
    const editing: Geocoder = {
      maxBatch: geocoder.maxBatch,
      batch: geocoder.batch,
      async one(address) {
        const answer = await geocoder.one(address);
        if (address.id === business.id)
          await db
            .update(businesses)
            .set({ address: '12 Edited Way' })
            .where(eq(businesses.id, business.id));
        return answer;
      },
    };
    const report = await run({ geocoder: editing });
    expect(report.skipped).toBe(1);
    expect(await coordinatesOf(business.id)).toEqual({ latitude: null, longitude: null });
    expect(await geocodeRow(business.id)).toBeUndefined();
    // Still due, for its new address.
    census.addAddress('12 Edited Way, Bryan, TX 77802', { latitude: 30.63, longitude: -96.32 });
    await run();
    expect(await coordinatesOf(business.id)).toEqual({ latitude: 30.63, longitude: -96.32 });
  });
});

describe('what the admin sees', () => {
  it('counts and filters the listings whose current address the geocoder could not place', async () => {
    const res = await ctx.admin.device.request('/api/admin/dashboard');
    const stats = (await res.json()) as AdminDashboardStats;
    const failed = await db
      .select()
      .from(businessGeocodes)
      .where(eq(businessGeocodes.status, 'failed'));
    expect(stats.geocodeProblems.failed).toBe(failed.length);
    expect(stats.geocodeProblems.noMatch).toBeGreaterThanOrEqual(3);

    const list = await ctx.admin.device.request('/api/admin/businesses?geocode=no_match&limit=100');
    const page = (await list.json()) as Page<AdminBusiness>;
    expect(page.total).toBe(stats.geocodeProblems.noMatch);
    expect(page.items.every((item) => item.geocoding?.status === 'no_match')).toBe(true);

    const bad = await ctx.admin.device.request('/api/admin/businesses?geocode=somewhere');
    expect(bad.status).toBe(400);
  });
});
