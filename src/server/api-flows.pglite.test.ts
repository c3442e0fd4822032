/**
 * The main API flows on the embedded default (PGlite), through the app as the
 * browser calls it: search, a profile, a claim and the claimant's sign-in. The API
 * suite and the browser tests run on PostgreSQL; this proves the same flows here, on
 * a copy of a migrated data directory that the test seeds as a first start would.
 */
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.js';
import { loadConfig } from './config.js';
import { queryRows } from './db/client.js';
import { openDatabase } from './db/open.js';
import { seedDatabase } from './db/seed/seed.js';
import { runGeocoding } from './features/geocoding/geocoding.service.js';
import { configureSearchIndex } from './features/search/word-index.service.js';
import { createLogger } from './platform/logger.js';
import { solveCaptcha } from './test/captcha.js';
import { BATCH_PATH, startCensusFake } from './test/census-fake.js';
import { createBusiness } from './test/factories.js';
import { migratedDataDir } from './test/pglite-template.js';
import { SEED_IMAGE_CACHE_DIR } from './test/seed-images.js';

const dataDir = await migratedDataDir('bcs-pglite-api-');
const config = loadConfig({ DATA_DIR: dataDir });
let opened: Awaited<ReturnType<typeof openDatabase>>;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  opened = await openDatabase(config);
  await seedDatabase({
    db: opened.database.db,
    uploadsDir: config.uploadsDir,
    imageCacheDir: SEED_IMAGE_CACHE_DIR,
  });
  app = createApp({ config, database: opened.database, logger: createLogger('silent') });
});
afterAll(async () => {
  await opened?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** One client: a fixed address (the rate limits key on it) and the cookies it was given. */
let cookie = '';
async function call(path: string, json?: unknown) {
  const headers = new Headers({ cookie });
  if (json !== undefined) headers.set('content-type', 'application/json');
  const res = await app.request(
    path,
    { method: json === undefined ? 'GET' : 'POST', headers, body: JSON.stringify(json) },
    { incoming: { socket: { remoteAddress: '10.1.2.3' } } },
  );
  const setCookies = res.headers.getSetCookie();
  if (setCookies.length > 0) cookie = setCookies.map((line) => line.split(';')[0]).join('; ');
  return res;
}

describe('the API on the embedded database', () => {
  it('searches the seeded directory and opens a profile from the results', async () => {
    const search = await call('/api/businesses/search?category=Restaurants');
    expect(search.status).toBe(200);
    const { items, total } = (await search.json()) as {
      items: { slug: string; name: string; category: string }[];
      total: number;
    };
    expect(total).toBeGreaterThan(0);
    expect(items.every((card) => card.category === 'Restaurants')).toBe(true);

    const profile = await call(`/api/businesses/${items[0].slug}`);
    expect(profile.status).toBe(200);
    expect(await profile.json()).toMatchObject({ slug: items[0].slug, name: items[0].name });
  });

  it('searches in Spanish and without accents, as on PostgreSQL', async () => {
    type Names = { items: { name: string }[] };
    const namesOf = async (query: string) =>
      ((await (await call(`/api/businesses/search?${query}`)).json()) as Names).items.map(
        (card) => card.name,
      );
    const plumbers = await namesOf('category=Plumbers');
    expect(plumbers.length).toBeGreaterThan(0);
    expect(await namesOf('q=plomeros')).toEqual(expect.arrayContaining(plumbers));

    await createBusiness(opened.database.db, { name: 'Panadería Esperanza', city: 'Bryan' });
    expect(await namesOf('q=panaderia')).toEqual(['Panadería Esperanza']);
  });

  it('takes a claim, signs the claimant in, and shows them no business yet', async () => {
    const owner = { email: 'pglite-owner@example.com', password: 'Str0ng&Safe' };
    const claim = await call('/api/account/claim', {
      businessName: 'Embedded Bakery',
      category: 'Restaurants',
      city: 'Bryan',
      state: 'TX',
      zip: '77801',
      businessPhone: '(979) 555-0101',
      businessEmail: 'hello@embedded.example',
      ownerName: 'Pat Owner',
      ownerEmail: owner.email,
      ownerPhone: '979-555-0102',
      password: owner.password,
      confirmPassword: owner.password,
      captcha: await solveCaptcha(app),
    });
    expect(claim.status, await claim.clone().text()).toBe(201);

    const signIn = await call('/api/account/sign-in', {
      ...owner,
      portal: 'business',
      captcha: await solveCaptcha(app),
    });
    expect(signIn.status).toBe(200);
    expect(await signIn.json()).toMatchObject({ status: 'signed_in' });

    const portal = await call('/api/portal/me');
    expect(portal.status).toBe(200);
    expect(await portal.json()).toMatchObject({ owner: { email: owner.email }, business: null });
  });

  it('geocodes the seeded directory in one batch, keeping the coordinates it came with', async () => {
    const census = await startCensusFake();
    census.matchEverything();
    const { db } = opened.database;
    const geocoding = { db, logger: createLogger('silent'), singleCallsUpTo: 0 };
    const geocoderConfig = loadConfig({
      DATA_DIR: dataDir,
      GEOCODER: 'census',
      GEOCODER_URL: census.url,
    });
    const first = await runGeocoding({ ...geocoding, config: geocoderConfig });
    expect(census.requestsTo(BATCH_PATH)).toHaveLength(first.calls);
    const [counts] = await queryRows<{ located: number; streetless: number }>(
      db,
      sql`select count(*) filter (where latitude is not null)::int as located,
          count(*) filter (where nullif(btrim(address), '') is null and latitude is null)::int as streetless
        from businesses`,
    );
    const [total] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from businesses`,
    );
    expect(counts.located + counts.streetless).toBe(total.n);
    expect(first.matched + first.manual).toBeGreaterThan(0);
    // Nothing is due any more.
    expect(await runGeocoding({ ...geocoding, config: geocoderConfig })).toMatchObject({
      calls: 0,
    });
  });

  it('keeps those open now and sorts nearest first, from the word index and from SQL alike', async () => {
    const db = opened.database.db;
    const city = 'Embedded Opentown';
    for (const [name, hours, latitude, longitude] of [
      ['Embedded Night And Day', 'Open 24 hours', 30.62, -96.33],
      ['Embedded Far Feed', 'Open 24 hours', 30.9, -96.0],
      ['Embedded Shut Shop', 'Mon-Sun: Closed', 30.621, -96.331],
    ] as const) {
      await createBusiness(db, { name, hours, latitude, longitude, city, plan: 'silver' });
    }
    const names = async (path: string) => {
      const res = await call(path);
      expect(res.status, path).toBe(200);
      return ((await res.json()) as { items: { name: string }[] }).items.map((i) => i.name);
    };
    const query = `city=${encodeURIComponent(city)}&open=1&near=30.62,-96.33`;
    for (const mode of ['memory', 'database'] as const) {
      configureSearchIndex(db, { mode });
      expect(await names(`/api/businesses?${query}`), mode).toEqual([
        'Embedded Night And Day',
        'Embedded Far Feed',
      ]);
      expect(
        await names(`/api/cities/embedded-opentown?${query.slice(query.indexOf('&') + 1)}`),
        mode,
      ).toEqual(['Embedded Night And Day', 'Embedded Far Feed']);
      // Touched between the modes, so the second reads nothing the first kept.
      await db.execute(sql`update businesses set reviews = reviews where city = ${city}`);
    }
    configureSearchIndex(db, { mode: 'memory' });
  });
});
