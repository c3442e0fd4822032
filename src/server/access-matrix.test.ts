/**
 * The access matrix (issue 30 point 1): every route the app registers, asked by six
 * callers with real sessions on real PostgreSQL, against ACCESS_MATRIX. The ids in
 * the requests are owner A's objects, so owner B's answers show that B never reads or
 * changes A's data, and B's answer on A's id is compared with B's answer on an id
 * that does not exist: the same status and the same error, not found either way.
 *
 * One walk for the file (beforeAll), in sequence: reads first, then writes in the
 * table's order, then the rows that end sessions. Every mismatch is listed at once.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountSession, authMessages } from '#domain/accounts.js';
import { pathInLanguage } from '#domain/languages.js';
import type { Page } from '#domain/paging.js';
import { profileFormOf } from '#domain/profile-changes.js';
import { ROUTES } from '#domain/routes.js';
import {
  ACCESS_MATRIX,
  type AccessRow,
  CALLERS,
  type Caller,
  type Outcome,
} from './access-matrix.js';
import { createApp } from './app.js';
import { loadConfig } from './config.js';
import { queryRows } from './db/client.js';
import { jobApplications } from './db/schema/index.js';
import { listEndpoints } from './features/api-docs/api-docs.service.js';
import { createLogger } from './platform/logger.js';
import {
  claimedOwner,
  createAdminAccount,
  Device,
  ownerWithBusiness,
  signedInAdmin,
  signInAs,
} from './test/accounts.js';
import { solveCaptcha } from './test/captcha.js';
import { createEventRow, eventInput } from './test/events.js';
import { createBusiness, createJob } from './test/factories.js';
import { pictureOf } from './test/images.js';
import { FAKE_PLACES_KEY, SAMPLE_PLACES, startPlacesFake } from './test/places-fake.js';
import { createTestContext, TEST_SETTINGS } from './test/test-app.js';

// The app with a web build (a throwaway index.html), so the pages' routes are registered too.
const webDir = mkdtempSync(join(tmpdir(), 'bcs-web-'));
afterAll(() => rmSync(webDir, { recursive: true, force: true }));
writeFileSync(
  join(webDir, 'index.html'),
  readFileSync(resolve('src/web/index.html'), 'utf8').replace(
    '<script type="module" src="./main.tsx"></script>',
    '<script type="module" crossorigin src="/assets/index-test.js"></script>',
  ),
);
// Google's Places API is outside our walls: a local fake answers for it.
const google = await startPlacesFake();
const place = SAMPLE_PLACES[0];
google.addPlace(place);
const PLACES = { GOOGLE_PLACES_API_KEY: FAKE_PLACES_KEY, GOOGLE_PLACES_API_URL: google.url };
const ctx = await createTestContext();
const { database, dataDir } = ctx;
const { db } = database;
const logs: Record<string, unknown>[] = [];
const app = createApp({
  config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'debug', ...TEST_SETTINGS, ...PLACES }),
  database,
  logger: createLogger('debug', (line) => logs.push(JSON.parse(line))),
  webDir,
});

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'ALL']);
/** Each route once, as `METHOD /path` (a route's middlewares are listed as routes of their own). */
const registered = [
  ...new Set(app.routes.filter((r) => METHODS.has(r.method)).map((r) => `${r.method} ${r.path}`)),
];

// --- The callers -------------------------------------------------------------------
// A pays for Texas Gold through the checkout below; B's plan is set by hand.
const ownerA = await ownerWithBusiness(app, db, { plan: 'silver' });
const ownerB = await ownerWithBusiness(app, db, { plan: 'texas_gold' });
const claimant = await claimedOwner(app);
await signInAs(app, claimant.device, claimant);
const adminWithout2fa = new Device(app);
await signInAs(app, adminWithout2fa, { ...(await createAdminAccount(ctx)), portal: 'admin' });
const admin = await signedInAdmin(app, ctx);
const devices: Record<Caller, Device> = {
  signedOut: new Device(app),
  ownerA: ownerA.device,
  ownerB: ownerB.device,
  claimant: claimant.device,
  adminWithout2fa,
  admin: admin.device,
};

async function ok(res: Response | Promise<Response>, status = 201) {
  const answer = await res;
  if (answer.status !== status) throw new Error(`${answer.status}: ${await answer.text()}`);
  return answer.headers.get('content-type')?.startsWith('application/json')
    ? answer.json()
    : answer.text();
}

// --- Owner A's objects, one of each kind (and a few made for one row each) ----------
const a = ownerA.business;
const { sessionId: checkoutId } = (await ok(
  ownerA.device.post('/api/payments/checkout', { plan: 'texas_gold' }),
)) as { sessionId: string };
await ok(
  new Device(app).request(`/api/payments/test-checkout/${checkoutId}/pay`, { method: 'POST' }),
  303,
);
const job = await createJob(db, a.id);

const APPLICANT = `applicant-${randomUUID()}@example.com`;
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const application = new FormData();
application.append(
  'application',
  JSON.stringify({
    fullName: 'Riley Applicant',
    email: APPLICANT,
    captcha: await solveCaptcha(app),
  }),
);
application.append('resume', new Blob([PDF], { type: 'application/pdf' }), 'resume.pdf');
await ok(new Device(app).upload(`/api/jobs/${job.id}/applications`, application));
const [applied] = await db
  .select({ id: jobApplications.id })
  .from(jobApplications)
  .where(eq(jobApplications.jobId, job.id));

async function uploadPhoto(): Promise<string> {
  const form = new FormData();
  const bytes = await pictureOf('png', { width: 32, height: 32 });
  form.append('photo', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'shop.png');
  const { photo } = (await ok(ownerA.device.upload('/api/portal/photos', form))) as {
    photo: { id: string };
  };
  return photo.id;
}
const photos = {
  approved: await uploadPhoto(),
  pending: await uploadPhoto(),
  toReject: await uploadPhoto(),
  toDelete: await uploadPhoto(),
  toDeleteByAdmin: await uploadPhoto(),
};
await ok(admin.device.post(`/api/admin/photos/${photos.approved}/approve`, {}), 200);
const { items: portalPhotos } = (await ok(ownerA.device.request('/api/portal/photos'), 200)) as {
  items: { id: string; url: string }[];
};
const approvedPhotoUrl = portalPhotos.find((p) => p.id === photos.approved)?.url as string;

const { event } = (await ok(ownerA.device.post('/api/portal/events', eventInput()))) as {
  event: { id: string };
};
await ok(admin.device.post(`/api/admin/events/${event.id}/status`, { status: 'approved' }), 200);
const eventToCancel = await createEventRow(db, { businessId: a.id, status: 'approved' });

await ok(
  ownerA.device.post('/api/portal/profile-changes', {
    ...profileFormOf(a),
    description: 'Fresh bread every morning.',
  }),
);
const [change] = await queryRows<{ id: string }>(
  db,
  sql`select id from change_requests where business_id = ${a.id} and status = 'pending'`,
);

/** A pending claim of someone else's, for the approve and reject rows. */
async function pendingClaim() {
  const { email } = await claimedOwner(app);
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`select id from change_requests where new_data->>'owner_email' = ${email}`,
  );
  return row.id;
}
const claims = { toApprove: await pendingClaim(), toReject: await pendingClaim() };

const importForm = new FormData();
importForm.set(
  'text',
  `name,category,city\nAccess Matrix Diner ${randomUUID()},Restaurants,Bryan\n`,
);
await ok(admin.device.upload('/api/admin/imports', importForm), 200);
const [batch] = await queryRows<{ id: string }>(db, sql`select id from import_batches limit 1`);

const [contact] = await queryRows<{ id: string }>(
  db,
  sql`insert into contact_submissions (name, email, subject, message)
      values ('Riley Visitor', 'riley@example.com', 'Hours', 'When are you open?') returning id`,
);

const spareListing = await createBusiness(db);
/** A listing and a visitor's report of it, for the upkeep rows (close, confirm, decide). */
const upkeepListing = await createBusiness(db);
const [report] = await queryRows<{ id: string }>(
  db,
  sql`insert into business_reports (business_id, reason) values (${upkeepListing.id}, 'wrong_phone') returning id`,
);
/** An owner of their own listing, for the admin to erase: nobody the walk signs in as. */
const ownerToErase = await ownerWithBusiness(app, db);
const ADMIN_NOTES = `Pays by check ${randomUUID()}`;
await ok(
  admin.device.request(`/api/admin/businesses/${a.id}`, {
    method: 'PATCH',
    json: { adminNotes: ADMIN_NOTES },
  }),
  200,
);

// A's other device: a session of A's that only A may end.
await signInAs(app, new Device(app), ownerA);
const { items: sessionsOfA } = (await ok(
  ownerA.device.request('/api/account/sessions'),
  200,
)) as Page<AccountSession>;
const otherSessionOfA = sessionsOfA.find((s) => !s.current)?.id as string;

/** What only A and admins may read: none of it may reach a third party (THIRD_PARTIES). */
const PRIVATE_TO_A: Record<string, string> = {
  "A's e-mail": ownerA.email,
  "the applicant's e-mail": APPLICANT,
  "the application's id": applied.id,
  // Pending, then rejected: never public (the one at photos.pending is approved by a row).
  "a pending photo's id": photos.toReject,
  "the profile change's id": change.id,
  "A's other session's id": otherSessionOfA,
};
/** What only admins may read: not even A. */
const ADMINS_ONLY: Record<string, string> = {
  "a contact message's id": contact.id,
  "the admin's notes on A's listing": ADMIN_NOTES,
};

/**
 * A fingerprint of everything that is A's: its listing and every row hanging from it,
 * its account and sessions. A request refused to a third party must leave it as it was.
 */
async function fingerprintOfA(): Promise<string> {
  const [row] = await queryRows<{ digest: string }>(
    db,
    sql`with own_jobs as (select id from jobs where business_id = ${a.id}),
      own_user as (select id from users where email = ${ownerA.email})
    select md5(coalesce(string_agg(row, '|' order by row), '')) as digest from (
      select row_to_json(t)::text as row from businesses t where id = ${a.id}
      union all select row_to_json(t)::text from business_owners t where business_id = ${a.id}
      union all select row_to_json(t)::text from business_photos t where business_id = ${a.id}
      union all select row_to_json(t)::text from local_events t where business_id = ${a.id}
      union all select row_to_json(t)::text from jobs t where business_id = ${a.id}
      union all select row_to_json(t)::text from job_applications t where job_id in (select id from own_jobs)
      union all select row_to_json(t)::text from subscriptions t where business_id = ${a.id}
      union all select row_to_json(t)::text from subscription_changes t where business_id = ${a.id}
      union all select row_to_json(t)::text from checkout_sessions t where business_id = ${a.id}
      union all select row_to_json(t)::text from google_places t where business_id = ${a.id}
      union all select row_to_json(t)::text from business_geocodes t where business_id = ${a.id}
      union all select row_to_json(t)::text from change_requests t where business_id = ${a.id}
      union all select row_to_json(t)::text from users t where id in (select id from own_user)
      union all select row_to_json(t)::text from sessions t where user_id in (select id from own_user)
    ) rows`,
  );
  return row.digest;
}

const sitemapIndex = await (await app.request('/sitemap.xml')).text();
const sitemapName = /\/sitemaps\/([^<]+)<\/loc>/.exec(sitemapIndex)?.[1] as string;

// --- What each row sends ------------------------------------------------------------
interface Call {
  /** Path parameters: A's ids (a random id stands in for them in B's second request). */
  params?: Record<string, string>;
  /** The address as it is, where the route's path is a wildcard. */
  urls?: string[];
  query?: string;
  json?: unknown;
}

/** Parameters that name no object: kept as they are in B's second request. */
const NOT_IDS = new Set(['variant', 'action', 'cityName', 'name']);

const pages = ROUTES.map((route) =>
  route.path
    .replace(':businessId', a.slug)
    .replace(':cityName', 'Bryan')
    .replace(':jobId', job.id)
    .replace(':eventId', event.id),
).flatMap((path) => [path, pathInLanguage(path, 'es')]);

const POSTING = {
  title: 'Line Cook',
  category: 'Hospitality',
  location: 'Bryan, TX',
  description: 'Cook breakfast and lunch for a busy diner.',
};

const CALLS: Record<string, Call> = {
  'DELETE /api/account/sessions/:id': { params: { id: otherSessionOfA } },
  'PUT /api/account/language': { json: { language: 'en' } },
  'DELETE /api/portal/profile-changes/:id': { params: { id: change.id } },
  'POST /api/portal/profile-changes': {
    json: { ...profileFormOf(a), description: 'Fresh bread and coffee.' },
  },
  'PUT /api/portal/spanish': { json: { speaksSpanish: true } },
  'GET /api/admin/change-requests/:id': { params: { id: change.id } },
  'POST /api/admin/change-requests/:id/approve': { params: { id: claims.toApprove } },
  'POST /api/admin/change-requests/:id/reject': { params: { id: claims.toReject } },
  'PATCH /api/admin/businesses/:id': {
    params: { id: a.id },
    json: { adminNotes: 'Walked by the access matrix.' },
  },
  'DELETE /api/admin/businesses/:id': { params: { id: spareListing.id } },
  'DELETE /api/admin/businesses/:id/owner': { params: { id: ownerToErase.business.id } },
  'POST /api/admin/businesses/:id/plan': {
    params: { id: ownerB.business.id },
    json: { plan: 'texas_gold' },
  },
  'GET /api/admin/contact-submissions/:id': { params: { id: contact.id } },
  'POST /api/businesses/:idOrSlug/reports': { params: { idOrSlug: a.slug } },
  'POST /api/admin/reports/:id/decision': {
    params: { id: report.id },
    json: { status: 'dismissed' },
  },
  'POST /api/admin/businesses/:id/confirm': { params: { id: upkeepListing.id } },
  'POST /api/admin/businesses/:id/close': { params: { id: upkeepListing.id } },
  'POST /api/admin/businesses/:id/reopen': { params: { id: upkeepListing.id } },
  'PATCH /api/admin/contact-submissions/:id': {
    params: { id: contact.id },
    json: { status: 'responded' },
  },
  'POST /api/admin/contact-submissions/:id/archive': { params: { id: contact.id } },
  'POST /api/admin/contact-submissions/:id/unarchive': { params: { id: contact.id } },
  'GET /api/photos/:id/:variant{file|thumbnail}': {
    params: { id: photos.pending, variant: 'file' },
  },
  'DELETE /api/portal/photos/:id': { params: { id: photos.toDelete } },
  'POST /api/admin/photos/bulk-approve': { json: { ids: [randomUUID()] } },
  'POST /api/admin/photos/:id/approve': { params: { id: photos.pending } },
  'POST /api/admin/photos/:id/reject': { params: { id: photos.toReject } },
  'POST /api/admin/photos/:id/primary': { params: { id: photos.approved } },
  'DELETE /api/admin/photos/:id': { params: { id: photos.toDeleteByAdmin } },
  'GET /api/jobs/applications/:id/resume': { params: { id: applied.id } },
  'GET /api/jobs/:id': { params: { id: job.id } },
  'POST /api/jobs/:id/views': { params: { id: job.id } },
  'POST /api/jobs/:id/applications': { params: { id: job.id } },
  'POST /api/portal/jobs': { json: POSTING },
  'PUT /api/portal/jobs/:id': { params: { id: job.id }, json: POSTING },
  'POST /api/portal/jobs/:id/status': { params: { id: job.id }, json: { status: 'paused' } },
  'GET /api/portal/jobs/:id/applications': { params: { id: job.id } },
  'GET /api/portal/jobs/:id/applications.csv': { params: { id: job.id } },
  'POST /api/admin/jobs/:id/status': { params: { id: job.id }, json: { status: 'approved' } },
  'PUT /api/portal/insights/settings': { json: { monthlyReport: true } },
  'POST /api/analytics/page-view': { json: { page: '/' } },
  'POST /api/analytics/clicks': { json: { businessId: a.id, kind: 'website' } },
  'POST /api/admin/imports/:id/undo': { params: { id: batch.id } },
  'GET /api/events/:id': { params: { id: event.id } },
  'GET /api/events/:id/calendar.ics': { params: { id: event.id } },
  // With A's photo: A may show it on its event, B may not.
  'POST /api/portal/events': { json: eventInput({ photoId: photos.approved }) },
  'PUT /api/portal/events/:id': {
    params: { id: event.id },
    json: eventInput({ photoId: photos.approved }),
  },
  'POST /api/portal/events/:id/cancel': { params: { id: eventToCancel.id } },
  'POST /api/admin/events/:id/status': { params: { id: event.id }, json: { status: 'approved' } },
  'GET /api/reviews/:id': { params: { id: a.id } },
  'POST /api/portal/reviews/search': { json: { query: 'Aggieland Bakery Bryan' } },
  'PUT /api/portal/reviews/place': { json: { placeId: place.id } },
  'GET /api/admin/businesses/:id/reviews': { params: { id: a.id } },
  'POST /api/admin/businesses/:id/reviews/search': {
    params: { id: a.id },
    json: { query: 'Aggieland Bakery Bryan' },
  },
  'PUT /api/admin/businesses/:id/reviews/place': {
    params: { id: a.id },
    json: { placeId: place.id },
  },
  'DELETE /api/admin/businesses/:id/reviews/place': { params: { id: a.id } },
  'POST /api/payments/checkout': { json: { plan: 'silver' } },
  'GET /api/payments/checkout/:id': { params: { id: checkoutId } },
  'GET /api/payments/test-checkout/:id': { params: { id: checkoutId } },
  'POST /api/payments/test-checkout/:id/pay': { params: { id: `cs_test_${randomUUID()}` } },
  'POST /api/payments/test-checkout/:id/decline': { params: { id: `cs_test_${randomUUID()}` } },
  'POST /api/payments/test-checkout/:id/cancel': { params: { id: `cs_test_${randomUUID()}` } },
  'GET /api/payments/test-portal/:id': { params: { id: a.id } },
  'POST /api/payments/test-portal/:id/:action{switch|cancel|resume}': {
    params: { id: a.id, action: 'cancel' },
  },
  'GET /api/businesses/search': { query: 'category=Restaurants' },
  'GET /api/businesses/:idOrSlug': { params: { idOrSlug: a.slug } },
  'GET /api/cities/:cityName': { params: { cityName: 'Bryan' } },
  'GET /uploads/*': { urls: [approvedPhotoUrl] },
  'GET /sitemaps/:name': { params: { name: sitemapName } },
  'GET /*': { urls: pages },
};

/** Walked after every other row, in this order: they end the callers' sessions. */
const LAST = ['POST /api/account/sessions/sign-out-others', 'POST /api/account/sign-out'];

function urlsOf(route: string, call: Call, ids: (value: string) => string = (v) => v) {
  if (call.urls) return call.urls;
  const path = route.slice(route.indexOf(' ') + 1);
  return [
    (call.query ? `${path}?${call.query}` : path).replace(
      /:(\w+)(\{[^}]*\})?/g,
      (_, name: string) => {
        const value = call.params?.[name];
        if (value === undefined) throw new Error(`${route}: no value for :${name}`);
        return NOT_IDS.has(name) ? value : ids(value);
      },
    ),
  ];
}

/** Whether the call's path names one of A's objects (not only a city or a file name). */
const namesAnObject = (call: Call) => Object.keys(call.params ?? {}).some((n) => !NOT_IDS.has(n));

// --- The walk -----------------------------------------------------------------------
interface Answer {
  route: string;
  caller: Caller;
  url: string;
  status: number;
  text: string;
}

const matches = (outcome: Outcome, status: number) =>
  outcome === 'ok' ? status >= 200 && status < 400 : status === outcome;

async function ask(caller: Caller, route: string, url: string, call: Call) {
  const method = route.slice(0, route.indexOf(' '));
  const hasBody = method !== 'GET' && method !== 'DELETE';
  const res = await devices[caller].request(url, {
    method,
    json: hasBody ? (call.json ?? {}) : undefined,
  });
  return { status: res.status, text: await res.text() };
}

const answers: Answer[] = [];
/** Everyone but A and the admin, asked first on each row (they must not change A's objects). */
const THIRD_PARTIES = ['signedOut', 'ownerB', 'claimant', 'adminWithout2fa'] as const;
/** Each row every third party is refused: whether A's data was left as it was. */
const untouched: { route: string; url: string; same: boolean }[] = [];
/** B on A's id, and B on a random id: [route, A's, random]. */
const ownerBPairs: [string, Answer, Answer][] = [];

const walked = Object.entries(ACCESS_MATRIX).filter(
  (entry): entry is [string, AccessRow] => !('middleware' in entry[1]),
);
const order = (route: string) =>
  LAST.includes(route) ? 2 + LAST.indexOf(route) : route.startsWith('GET ') ? 0 : 1;
const walkOrder = walked
  .map(([route], i) => ({ route, i }))
  .sort((x, y) => order(x.route) - order(y.route) || x.i - y.i);

beforeAll(async () => {
  for (const { route } of walkOrder) {
    const call = CALLS[route] ?? {};
    const row = ACCESS_MATRIX[route] as AccessRow;
    const refusedToAllThirdParties = THIRD_PARTIES.every((caller) => row[caller] !== 'ok');
    for (const url of urlsOf(route, call)) {
      const before = refusedToAllThirdParties ? await fingerprintOfA() : null;
      // The caller whose answer may change the object goes after those who must be refused.
      for (const caller of [...THIRD_PARTIES, 'ownerA', 'admin'] as const) {
        if (caller === 'ownerA' && before !== null) {
          untouched.push({ route, url, same: (await fingerprintOfA()) === before });
        }
        const answer = { route, caller, url, ...(await ask(caller, route, url, call)) };
        answers.push(answer);
        if (caller === 'ownerB' && namesAnObject(call) && answer.status === 404) {
          const [other] = urlsOf(route, call, () => randomUUID());
          ownerBPairs.push([
            route,
            answer,
            { ...answer, url: other, ...(await ask(caller, route, other, call)) },
          ]);
        }
      }
    }
  }
}, 120_000);

const errorOf = (text: string) => {
  try {
    const { error } = JSON.parse(text) as { error: { code: string; message: string } };
    return { code: error.code, message: error.message };
  } catch {
    return { body: text.slice(0, 80) };
  }
};

/** Public because a signed link opens them; without one they ask the caller to sign in. */
const SIGNED_LINKS = new Set(['GET /api/jobs/applications/:id/resume']);

describe('the access matrix', () => {
  it('has a row for every route the app registers, and a route for every row', () => {
    const rows = Object.keys(ACCESS_MATRIX);
    expect({
      withoutRow: registered.filter((route) => !rows.includes(route)),
      withoutRoute: rows.filter((route) => !registered.includes(route)),
    }).toEqual({ withoutRow: [], withoutRoute: [] });
  });

  it('agrees with who may call each endpoint, as the endpoint table declares it', () => {
    const disagreements = listEndpoints().flatMap(({ endpoint: { method, path, access } }) => {
      const route = `${method} ${path}`;
      const row = ACCESS_MATRIX[route] as AccessRow;
      const expected: Partial<AccessRow> =
        access === 'public'
          ? {}
          : access === 'signed-in'
            ? { signedOut: 401 }
            : access.endsWith(':any')
              ? { signedOut: 401, ownerA: 403, ownerB: 403, claimant: 403, adminWithout2fa: 403 }
              : { signedOut: 401, adminWithout2fa: 403, admin: 403 };
      const wrong = Object.entries(expected).filter(
        ([caller, outcome]) => row[caller as Caller] !== outcome,
      );
      if (access === 'public' && row.signedOut === 401 && !SIGNED_LINKS.has(route))
        wrong.push(['signedOut', 'not 401']);
      return wrong.map(([caller, outcome]) => `${route} (${access}) as ${caller}: ${outcome}`);
    });
    expect(disagreements).toEqual([]);
  });

  it('gives each caller the outcome its row says, on every route', () => {
    const rows = new Map(walked);
    const mismatches = answers
      .filter((a) => !matches((rows.get(a.route) as AccessRow)[a.caller], a.status))
      .map(
        (a) =>
          `${a.route} as ${a.caller}: expected ${(rows.get(a.route) as AccessRow)[a.caller]}, got ${a.status} ${JSON.stringify(errorOf(a.text))} (${a.url})`,
      );
    expect(mismatches).toEqual([]);
    expect(answers.length).toBeGreaterThanOrEqual(walked.length * CALLERS.length);
  });

  it("answers owner B on A's object as on one that does not exist", () => {
    expect(ownerBPairs.length).toBeGreaterThan(10);
    for (const [route, ofA, random] of ownerBPairs) {
      expect({ route, status: random.status, ...errorOf(random.text) }).toEqual({
        route,
        status: ofA.status,
        ...errorOf(ofA.text),
      });
    }
  });

  it('tells an admin without two-factor to set it up, wherever an admin with it gets in', () => {
    const rows = new Map(walked);
    const refused = answers.filter(
      (a) =>
        a.caller === 'adminWithout2fa' &&
        a.status === 403 &&
        (rows.get(a.route) as AccessRow).admin === 'ok',
    );
    expect(refused.length).toBeGreaterThan(30);
    expect(
      refused
        .filter((a) => errorOf(a.text).message !== authMessages.twoFactorRequired)
        .map((a) => `${a.route}: ${errorOf(a.text).message}`),
    ).toEqual([]);
  });

  it("never shows A's private data to a third party, nor what only admins may read to A", () => {
    const hidden = (caller: Caller) =>
      caller === 'admin'
        ? {}
        : caller === 'ownerA'
          ? ADMINS_ONLY
          : { ...PRIVATE_TO_A, ...ADMINS_ONLY };
    const leaks = answers.flatMap((a) =>
      Object.entries(hidden(a.caller))
        .filter(([, value]) => a.text.includes(value) && !a.url.includes(value))
        .map(([what]) => `${a.route} as ${a.caller}: ${what}`),
    );
    expect(leaks).toEqual([]);
    // The values are there to be found: A or the admin sees each, the admin sees its own.
    const shown = (value: string, callers: Caller[]) =>
      answers.some(
        (a) => callers.includes(a.caller) && a.text.includes(value) && !a.url.includes(value),
      );
    for (const [what, value] of Object.entries(PRIVATE_TO_A)) {
      expect(shown(value, ['ownerA', 'admin']), what).toBe(true);
    }
    for (const [what, value] of Object.entries(ADMINS_ONLY)) {
      expect(shown(value, ['admin']), what).toBe(true);
    }
  });

  it("leaves A's data as it was wherever every third party is refused", () => {
    expect(untouched.length).toBeGreaterThan(70);
    expect(untouched.filter((row) => !row.same).map((row) => `${row.route} (${row.url})`)).toEqual(
      [],
    );
  });

  it('never answers with a 5xx nor logs an error', () => {
    expect(answers.filter((a) => a.status >= 500).map((a) => `${a.route} ${a.caller}`)).toEqual([]);
    expect(logs.filter((line) => line.level === 'error')).toEqual([]);
  });
});
