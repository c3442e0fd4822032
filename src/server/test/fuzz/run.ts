/**
 * Runs the write endpoints' fuzz against one app and its database (issue 30 point 2),
 * for the seeded sample in `npm test` (src/server/fuzz-writes.test.ts) and the long
 * run in bench/fuzz-writes.ts. Each request goes out as the caller who could
 * legitimately reach its endpoint, and after each one:
 *
 * - its status is counted; a 5xx is a problem;
 * - the error-level log lines it caused are counted; any is a problem;
 * - when it was refused (4xx), no business table changed: not a row more or less, not
 *   a value (counts and a hash of every row), so a refusal never half-writes.
 *
 * After a batch (invariantProblems) every foreign key holds and every stored file has
 * its row and every row its file.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { Endpoint } from '#domain/endpoint.js';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import { resumeFiles } from '../../features/jobs/job-applications.service.js';
import { photoFiles } from '../../features/photos/photo-files.service.js';
import type { Storage } from '../../platform/storage/storage.js';
import { Device, ownerWithBusiness, STRONG_PASSWORD, signedInAdmin } from '../accounts.js';
import { solveCaptcha } from '../captcha.js';
import { eventInput } from '../events.js';
import { createJob } from '../factories.js';
import { pictureOf } from '../images.js';
import {
  type Caller,
  callerOf,
  type FormPart,
  type FuzzBody,
  type FuzzRequest,
  type FuzzWorld,
  requestsOf,
  writeEndpoints,
} from './requests.js';

interface RequestingApp {
  request(path: string, init?: RequestInit, env?: unknown): Response | Promise<Response>;
}

export interface FuzzTarget {
  app: RequestingApp;
  database: Database;
  storage: Storage;
  logs: Record<string, unknown>[];
  dataDir: string;
}

/** One endpoint's tally. */
export interface EndpointTally {
  route: string;
  caller: Caller;
  requests: number;
  ok: number;
  /** 4xx answers by status. */
  refused: Record<number, number>;
  serverErrors: number;
  errorLogs: number;
  /** What went wrong, one line each (a 5xx, an error log, a half-write, a broken invariant). */
  problems: string[];
}

/**
 * Tables of what people and businesses own. A refused request changes none of them.
 * Left out, because refusing a request rightly writes them: sessions and
 * verifications (a sign-in's first step), rate limits, used human checks, the audit
 * and analytics logs, the outbox, and the search and change logs.
 */
const GUARDED_TABLES = [
  'users',
  'accounts',
  'two_factors',
  'businesses',
  'business_photos',
  'business_owners',
  'local_events',
  'jobs',
  'job_applications',
  'subscriptions',
  'checkout_sessions',
  'subscription_changes',
  'google_places',
  'business_geocodes',
  'change_requests',
  'contact_submissions',
  'import_batches',
  'import_rows',
  'insight_reports',
  'webhook_events',
] as const;

type Snapshot = Map<string, string>;

async function snapshot(database: Database): Promise<Snapshot> {
  const parts = GUARDED_TABLES.map(
    (table) =>
      `select '${table}' as t, count(*)::text || ':' || coalesce(sum(hashtext(x::text)::bigint), 0)::text as v from ${table} x`,
  );
  const rows = await queryRows<{ t: string; v: string }>(
    database.db,
    sql.raw(parts.join(' union all ')),
  );
  return new Map(rows.map((r) => [r.t, r.v]));
}

function changedTables(before: Snapshot, after: Snapshot): string[] {
  return [...before].filter(([t, v]) => after.get(t) !== v).map(([t]) => t);
}

/** Every foreign key of the schema that some row breaks, as `child.cols -> parent`. */
export async function brokenForeignKeys(database: Database): Promise<string[]> {
  const keys = await queryRows<{ child: string; parent: string; cc: string[]; pc: string[] }>(
    database.db,
    sql`select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent,
          array(select a.attname::text from unnest(c.conkey) with ordinality k(n, i)
                join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.i) as cc,
          array(select a.attname::text from unnest(c.confkey) with ordinality k(n, i)
                join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n order by k.i) as pc
        from pg_constraint c where c.contype = 'f' and c.connamespace = 'public'::regnamespace`,
  );
  const broken: string[] = [];
  for (const key of keys) {
    const notNull = key.cc.map((col) => `c."${col}" is not null`).join(' and ');
    const match = key.cc.map((col, i) => `p."${key.pc[i]}" = c."${col}"`).join(' and ');
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql.raw(
        `select count(*)::int as n from ${key.child} c where ${notNull} and not exists (select 1 from ${key.parent} p where ${match})`,
      ),
    );
    if (row.n > 0) broken.push(`${key.child}(${key.cc.join(',')}) -> ${key.parent}: ${row.n} rows`);
  }
  return broken;
}

/** Stored files no row names, and rows whose file is gone. */
export async function fileProblems(target: FuzzTarget): Promise<string[]> {
  const problems: string[] = [];
  for (const owner of [
    photoFiles({ db: target.database.db }),
    resumeFiles({ db: target.database.db }),
  ]) {
    for (const { area, prefix } of owner.places) {
      const files = new Set<string>();
      for await (const object of target.storage.list(area, prefix)) {
        if (owner.owns(object.key)) files.add(object.key);
      }
      const live = await owner.liveKeys(area);
      for (const key of files)
        if (!live.has(key)) problems.push(`${owner.name}: ${area}/${key} has no row`);
      for (const key of live) {
        if (key.startsWith(prefix) && !files.has(key))
          problems.push(`${owner.name}: row names missing ${area}/${key}`);
      }
    }
  }
  return problems;
}

// ---- the world: callers and the things their requests aim at ----

/** The path segment before an id names its kind; these tables hold each kind's ids. */
const ID_SOURCES: Record<string, string> = {
  businesses: 'select id::text from businesses',
  jobs: 'select id::text from jobs',
  events: 'select id::text from local_events',
  photos: 'select id::text from business_photos',
  'change-requests': 'select id::text from change_requests',
  'contact-submissions': 'select id::text from contact_submissions',
  imports: 'select id::text from import_batches',
  sessions: 'select id::text from sessions',
  'profile-changes': 'select id::text from change_requests',
  'test-checkout': 'select id::text from checkout_sessions',
  'test-portal': 'select id::text from businesses',
};

export class World implements FuzzWorld {
  private ids = new Map<string, string[]>();
  readonly password = STRONG_PASSWORD;
  tokens: Record<string, readonly string[]> = {};
  owner!: Device;
  admin!: Device;

  constructor(private readonly target: FuzzTarget) {}

  idsOf(kind: string): readonly string[] {
    return this.ids.get(kind) ?? [];
  }

  allIds(): readonly string[] {
    return [...new Set([...this.ids.values()].flat())];
  }

  /** Reads every kind's ids again (the fuzz makes and deletes things). */
  async refresh(): Promise<void> {
    for (const [kind, query] of Object.entries(ID_SOURCES)) {
      const rows = await queryRows<{ id: string }>(
        this.target.database.db,
        sql.raw(`${query} limit 50`),
      );
      this.ids.set(
        kind,
        rows.map((r) => r.id),
      );
    }
  }

  /** A signed-in owner (texas_gold, so every owner feature is open) and a two-factor admin. */
  async ensureCallers(): Promise<void> {
    const { app, database } = this.target;
    if (!this.owner || !(await signedIn(this.owner))) await this.newOwner();
    if (!this.admin || !(await signedIn(this.admin))) {
      this.admin = (await signedInAdmin(app, { database, dataDir: this.target.dataDir })).device;
    }
    await this.refresh();
  }

  /**
   * Another owner with a business of their own. A limit per account or per business
   * (two-factor attempts, Google calls) would otherwise stop the rest of a long run at
   * the rate limiter, short of the validation and the service.
   */
  async newOwner(): Promise<void> {
    const { app, database } = this.target;
    const owner = await ownerWithBusiness(app, database.db, { plan: 'texas_gold' });
    this.owner = owner.device;
    await seedOwnerThings(this.target, this.owner, owner.business.id);
  }

  device(caller: Caller): Device {
    if (caller === 'owner') return this.owner;
    if (caller === 'admin') return this.admin;
    return new Device(this.target.app);
  }
}

async function signedIn(device: Device): Promise<boolean> {
  const res = await device.request('/api/account/session');
  return res.status === 200 && (await res.json()) !== null;
}

/** One of each thing an owner has, made the way the owner makes it, so ids are real. */
async function seedOwnerThings(target: FuzzTarget, owner: Device, businessId: string) {
  const form = new FormData();
  form.set(
    'photo',
    new File([new Uint8Array(await pictureOf('png', { width: 40, height: 30 }))], 'shop.png', {
      type: 'image/png',
    }),
  );
  await owner.upload('/api/portal/photos', form);
  await owner.post('/api/portal/events', eventInput());
  await createJob(target.database.db, businessId);
}

// ---- sending ----

const CRLF = '\r\n';

function multipartBytes(parts: FormPart[], boundary: string): Uint8Array {
  const chunks: Uint8Array[] = [];
  const encoder = new TextEncoder();
  const quoted = (s: string) =>
    s.replaceAll('"', '%22').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
  for (const part of parts) {
    if ('bytes' in part) {
      chunks.push(
        encoder.encode(
          `--${boundary}${CRLF}Content-Disposition: form-data; name="${quoted(part.name)}"; filename="${quoted(part.fileName)}"${CRLF}Content-Type: ${part.type}${CRLF}${CRLF}`,
        ),
        part.bytes,
        encoder.encode(CRLF),
      );
    } else {
      chunks.push(
        encoder.encode(
          `--${boundary}${CRLF}Content-Disposition: form-data; name="${quoted(part.name)}"${CRLF}${CRLF}${part.value}${CRLF}`,
        ),
      );
    }
  }
  chunks.push(encoder.encode(`--${boundary}--${CRLF}`));
  return Buffer.concat(chunks);
}

/** Puts a solved human check into the JSON of the part named `name`, when it is an object. */
async function withCaptchaIn(app: RequestingApp, parts: FormPart[], name: string) {
  const out: FormPart[] = [];
  for (const part of parts) {
    if (part.name === name && !('bytes' in part)) {
      try {
        const value = JSON.parse(part.value);
        if (value && typeof value === 'object' && !Array.isArray(value)) {
          out.push({ name, value: JSON.stringify({ ...value, captcha: await solveCaptcha(app) }) });
          continue;
        }
      } catch {
        // Not JSON: sent as it is.
      }
    }
    out.push(part);
  }
  return out;
}

async function encode(
  app: RequestingApp,
  body: FuzzBody,
): Promise<{ body?: BodyInit; contentType?: string }> {
  switch (body.kind) {
    case 'none':
      return {};
    case 'json': {
      const value = body.value;
      const withCaptcha =
        body.captcha && value && typeof value === 'object' && !Array.isArray(value)
          ? { ...value, captcha: await solveCaptcha(app) }
          : value;
      return { body: JSON.stringify(withCaptcha), contentType: 'application/json' };
    }
    case 'raw':
      return { body: body.bytes as BodyInit, contentType: body.contentType };
    case 'multipart': {
      const boundary = `----fuzz${randomBytes(8).toString('hex')}`;
      const parts = body.captchaIn
        ? await withCaptchaIn(app, body.parts, body.captchaIn)
        : body.parts;
      let bytes = multipartBytes(parts, boundary);
      if (body.cut) bytes = bytes.slice(0, Math.floor(bytes.length * body.cut));
      return {
        body: bytes as BodyInit,
        contentType:
          body.boundary === false
            ? 'multipart/form-data'
            : `multipart/form-data; boundary=${boundary}`,
      };
    }
  }
}

async function send(target: FuzzTarget, device: Device, endpoint: Endpoint, request: FuzzRequest) {
  const { body, contentType } = await encode(target.app, request.body);
  const headers = new Headers(request.headers);
  if (contentType) headers.set('content-type', contentType);
  if (device.cookies.size > 0) {
    headers.set('cookie', [...device.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
  }
  // The accounts' cross-site check wants a same-site Origin, as a browser sends.
  headers.set('origin', 'http://localhost');
  const res = await target.app.request(
    request.path,
    { method: endpoint.method, headers, body },
    { incoming: { socket: { remoteAddress: device.ip } } },
  );
  // A streamed answer (the import's progress) is done only once it is read.
  const text = await res.text();
  (device as unknown as { keepCookies(res: Response): void }).keepCookies(res);
  return { status: res.status, text };
}

/** At most one new owner per this many requests to an endpoint. */
const OWNER_TURN = 10;

function summary(request: FuzzRequest): string {
  return `${request.shape} ${request.path.slice(0, 120)}`;
}

/**
 * Sends `runs` requests to `endpoint` (seeded), checking each one; invariantProblems
 * checks what the batch left. `world` is made once per app (makeWorld) and reused.
 */
export async function fuzzEndpoint(
  target: FuzzTarget,
  world: World,
  endpoint: Endpoint,
  { runs, seed }: { runs: number; seed: number },
): Promise<EndpointTally> {
  await world.ensureCallers();
  const caller = callerOf(endpoint);
  const tally: EndpointTally = {
    route: endpoint.route,
    caller,
    requests: 0,
    ok: 0,
    refused: {},
    serverErrors: 0,
    errorLogs: 0,
    problems: [],
  };
  const samples = fc.sample(requestsOf(endpoint, world), { numRuns: runs, seed });
  // Each request's state after is the next one's before: one snapshot per request.
  let before = await snapshot(target.database);
  let renewed = 0;
  for (const request of samples) {
    const device = world.device(caller);
    const logsBefore = target.logs.length;
    const { status, text } = await send(target, device, endpoint, request);
    const after = await snapshot(target.database);
    tally.requests += 1;
    if (status >= 500) {
      tally.serverErrors += 1;
      tally.problems.push(`${status} for ${summary(request)}: ${text.slice(0, 200)}`);
    } else if (status >= 400) {
      tally.refused[status] = (tally.refused[status] ?? 0) + 1;
      const changed = changedTables(before, after);
      if (changed.length > 0) {
        tally.problems.push(`${status} but ${changed.join(', ')} changed, for ${summary(request)}`);
      }
    } else {
      tally.ok += 1;
    }
    const errors = target.logs.slice(logsBefore).filter((line) => line.level === 'error');
    tally.errorLogs += errors.length;
    for (const line of errors) {
      tally.problems.push(
        `error log "${String(line.msg)}" for ${summary(request)}: ${JSON.stringify(line.error ?? '').slice(0, 3000)}`,
      );
    }
    before = after;
    // A session the request ended (a sign-out, a password change) is made again; an
    // owner the rate limiter stopped is followed by another, every OWNER_TURN requests.
    if (caller !== 'visitor' && status === 401) {
      await world.ensureCallers();
      before = await snapshot(target.database);
    } else if (caller === 'owner' && status === 429 && tally.requests - renewed >= OWNER_TURN) {
      renewed = tally.requests;
      await world.newOwner();
      await world.refresh();
      before = await snapshot(target.database);
    }
  }
  return tally;
}

/** Object.prototype's own keys before any request: a `__proto__` body must add none. */
const PROTOTYPE_KEYS_AT_START = new Set(Object.getOwnPropertyNames(Object.prototype));

/** Keys a request added to Object.prototype (the app runs in this process). */
function pollutedPrototype(): string[] {
  return Object.getOwnPropertyNames(Object.prototype)
    .filter((key) => !PROTOTYPE_KEYS_AT_START.has(key))
    .map((key) => `Object.prototype polluted: ${key}`);
}

/** What a batch broke: foreign keys, files without rows, rows without files, the prototype. */
export async function invariantProblems(target: FuzzTarget): Promise<string[]> {
  const keys = await brokenForeignKeys(target.database);
  return [
    ...keys.map((broken) => `foreign key: ${broken}`),
    ...(await fileProblems(target)),
    ...pollutedPrototype(),
  ];
}

/** The world of one app: callers signed in, one of each owner's thing made. */
export async function makeWorld(target: FuzzTarget): Promise<World> {
  const world = new World(target);
  await world.ensureCallers();
  return world;
}

/** Every write endpoint, with the ones that delete what others aim at last. */
export function endpointsToFuzz(): Endpoint[] {
  const destructive = (e: Endpoint) =>
    e.method === 'DELETE' || /sign-out|undo|\/cancel/.test(e.path);
  const all = writeEndpoints();
  return [...all.filter((e) => !destructive(e)), ...all.filter(destructive)];
}

export { writeEndpoints };

/** The tallies as a markdown table: endpoint, caller, requests, 2xx/3xx, 4xx by status, 5xx, error logs. */
export function tallyTable(tallies: EndpointTally[]): string {
  const lines = [
    '| endpoint | caller | requests | 2xx/3xx | 4xx by status | 5xx | error logs | other problems |',
    '| --- | --- | ---: | ---: | --- | ---: | ---: | ---: |',
  ];
  const total = { requests: 0, ok: 0, refused: 0, serverErrors: 0, errorLogs: 0, other: 0 };
  for (const t of tallies) {
    const refused = Object.entries(t.refused)
      .map(([status, n]) => `${status}: ${n}`)
      .join(', ');
    const other = t.problems.length - t.serverErrors - t.errorLogs;
    lines.push(
      `| \`${t.route}\` | ${t.caller} | ${t.requests} | ${t.ok} | ${refused || '-'} | ${t.serverErrors} | ${t.errorLogs} | ${other} |`,
    );
    total.requests += t.requests;
    total.ok += t.ok;
    total.refused += Object.values(t.refused).reduce((a, b) => a + b, 0);
    total.serverErrors += t.serverErrors;
    total.errorLogs += t.errorLogs;
    total.other += other;
  }
  lines.push(
    `| **all ${tallies.length} endpoints** | | ${total.requests} | ${total.ok} | ${total.refused} | ${total.serverErrors} | ${total.errorLogs} | ${total.other} |`,
  );
  return lines.join('\n');
}
