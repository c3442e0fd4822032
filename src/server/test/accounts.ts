/**
 * Test helpers for accounts: a "device" that keeps its cookies and client
 * address between requests, TOTP codes (from `otpauth`, so the tests do not
 * trust the library they test), and claim and sign-in shortcuts. Used by the
 * API tests only.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { ClaimInput } from '#domain/accounts.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { type Db, queryRows } from '../db/client.js';
import { user } from '../db/schema/index.js';
import { createAdmin } from '../platform/auth/create-admin.js';
import { solveCaptcha } from './captcha.js';
import { createBusiness, linkOwnerToBusiness } from './factories.js';
import { createTestContext, TEST_SETTINGS } from './test-app.js';

interface RequestingApp {
  request(path: string, init?: RequestInit, env?: unknown): Response | Promise<Response>;
}

export function randomIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export function uniqueEmail(label = 'owner'): string {
  return `${label}-${randomBytes(4).toString('hex')}@example.com`;
}

export const STRONG_PASSWORD = 'Str0ng&Safe';

/** One browser: its own cookie jar and its own client address (the socket's, as Node reports it). */
export class Device {
  readonly cookies = new Map<string, string>();
  /** The Accept-Language this browser sends, if any ('es-MX,es;q=0.9'). */
  acceptLanguage: string | null = null;

  constructor(
    private readonly app: RequestingApp,
    readonly ip: string = randomIp(),
    private readonly userAgent = 'Vitest Device',
  ) {}

  async request(
    path: string,
    init: {
      method?: string;
      json?: unknown;
      /** A body sent as JSON exactly as given, e.g. a malformed one. */
      rawJson?: string;
      /** A multipart form (an upload); fetch sets its content type and boundary. */
      form?: FormData;
      headers?: Record<string, string>;
    } = {},
  ): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0 && !headers.has('cookie')) {
      headers.set(
        'cookie',
        [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      );
    }
    if (!headers.has('user-agent')) headers.set('user-agent', this.userAgent);
    if (this.acceptLanguage && !headers.has('accept-language')) {
      headers.set('accept-language', this.acceptLanguage);
    }
    const json = init.json !== undefined ? JSON.stringify(init.json) : init.rawJson;
    if (json !== undefined) headers.set('content-type', 'application/json');
    const body = init.form ?? json;
    const res = await this.app.request(
      path,
      { method: init.method ?? (body ? 'POST' : 'GET'), headers, body },
      { incoming: { socket: { remoteAddress: this.ip } } },
    );
    this.keepCookies(res);
    return res;
  }

  post(path: string, json: unknown = {}, headers?: Record<string, string>) {
    return this.request(path, { method: 'POST', json, headers });
  }

  /** POSTs a multipart form, as a browser's file upload does. */
  upload(path: string, form: FormData) {
    return this.request(path, { method: 'POST', form });
  }

  private keepCookies(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/** The current RFC 6238 code (SHA-1, 30 s steps, 6 digits) for a base32 secret. */
export function totp(secretBase32: string): string {
  return new TOTP({ secret: Secret.fromBase32(secretBase32) }).generate();
}

export function secretFromUri(uri: string): string {
  const secret = new URL(uri).searchParams.get('secret');
  if (!secret) throw new Error('no secret in the TOTP URI');
  return secret;
}

export function claimBody(overrides: Partial<ClaimInput> = {}): ClaimInput {
  return {
    businessName: `Aggieland Test Bakery ${randomBytes(2).toString('hex')}`,
    category: 'Restaurants',
    address: '101 Main St',
    city: 'Bryan',
    state: 'TX',
    zip: '77801',
    businessPhone: '(979) 555-0101',
    businessEmail: 'hello@aggielandbakery.example',
    website: 'https://aggielandbakery.example',
    ownerName: 'Pat Owner',
    ownerEmail: uniqueEmail(),
    ownerPhone: '979-555-0102',
    password: STRONG_PASSWORD,
    confirmPassword: STRONG_PASSWORD,
    message: 'We have been on Main Street since 1999.',
    ...overrides,
  };
}

/** Claims a business as `device` (with a solved captcha) and returns the claim's body. */
export async function claimAs(
  app: RequestingApp,
  device: Device,
  overrides: Partial<ClaimInput> = {},
) {
  const body = claimBody(overrides);
  const res = await device.post('/api/account/claim', {
    ...body,
    captcha: await solveCaptcha(app),
  });
  if (res.status !== 201) throw new Error(`claim answered ${res.status}: ${await res.text()}`);
  return body;
}

/** The error envelope of `res` as the tests compare it. */
export async function errorOf(res: Response) {
  const body = (await res.json()) as { error: { code: string; message: string } };
  return { status: res.status, code: body.error.code, message: body.error.message };
}

/** The status and message of an error answer, for tests that do not compare the code. */
export async function statusAndMessageOf(res: Response) {
  const { status, message } = await errorOf(res);
  return { status, message };
}

/** How many sessions the user with `email` has in the database. */
export async function sessionCount(db: Db, email: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from sessions s join users u on u.id = s.user_id where u.email = ${email}`,
  );
  return row.n;
}

/** The language the account with `email` gets its e-mails in. */
export async function accountLanguage(db: Db, email: string) {
  const [row] = await db
    .select({ language: user.language })
    .from(user)
    .where(eq(user.email, email));
  return row?.language;
}

export async function signInAs(
  app: RequestingApp,
  device: Device,
  input: { email: string; password: string; portal?: 'business' | 'admin' },
) {
  return device.post('/api/account/sign-in', {
    email: input.email,
    password: input.password,
    portal: input.portal ?? 'business',
    captcha: await solveCaptcha(app),
  });
}

/** A business owner who has claimed a business, not yet signed in. */
export async function claimedOwner(app: RequestingApp, device: Device = new Device(app)) {
  const claim = await claimAs(app, device);
  return { device, email: claim.ownerEmail, password: STRONG_PASSWORD };
}

/** A business owner who has claimed a business and is signed in on `device`. */
export async function signedInOwner(app: RequestingApp, device: Device = new Device(app)) {
  const owner = await claimedOwner(app, device);
  const res = await signInAs(app, device, owner);
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  return owner;
}

/** A signed-in owner whose claim was approved: linked to a business of their own. */
export async function ownerWithBusiness(
  app: RequestingApp,
  db: Db,
  overrides: Parameters<typeof createBusiness>[1] = {},
) {
  const owner = await signedInOwner(app);
  const business = await createBusiness(db, { category: 'Restaurants', ...overrides });
  await linkOwnerToBusiness(db, { email: owner.email, businessId: business.id });
  return { ...owner, business };
}

/** An admin made the way `npm run admin:create` makes one (no two-factor yet). */
export async function createAdminAccount(ctx: { database: Database; dataDir: string }) {
  const config = loadConfig({ DATA_DIR: ctx.dataDir, ...TEST_SETTINGS });
  const email = uniqueEmail('admin');
  await createAdmin({
    config,
    db: ctx.database.db,
    email,
    password: STRONG_PASSWORD,
    name: 'Test Admin',
  });
  return { email, password: STRONG_PASSWORD };
}

/** Signs `device` in and turns two-factor on; returns the secret and backup codes. */
export async function enrolTwoFactor(
  app: RequestingApp,
  device: Device,
  account: { email: string; password: string; portal?: 'business' | 'admin' },
) {
  const signIn = await signInAs(app, device, account);
  if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}`);
  const setup = await device.post('/api/account/two-factor/setup', { password: account.password });
  if (setup.status !== 200)
    throw new Error(`setup answered ${setup.status}: ${await setup.text()}`);
  const { totpURI, backupCodes } = (await setup.json()) as {
    totpURI: string;
    backupCodes: string[];
  };
  const secret = secretFromUri(totpURI);
  const confirm = await device.post('/api/account/two-factor/confirm', { code: totp(secret) });
  if (confirm.status !== 200) throw new Error(`confirm answered ${confirm.status}`);
  return { secret, backupCodes };
}

/** An admin signed in on `device` with two-factor set up: what every admin route needs. */
export async function signedInAdmin(
  app: RequestingApp,
  ctx: { database: Database; dataDir: string },
  device: Device = new Device(app),
) {
  const account = await createAdminAccount(ctx);
  const twoFactor = await enrolTwoFactor(app, device, { ...account, portal: 'admin' });
  return { device, account, ...twoFactor };
}

/**
 * A test file's own database and app (createTestContext) with its admin signed in,
 * the arrange block of the admin API test files. Call once per file, at module level.
 */
export async function adminTestContext(env?: Record<string, string>) {
  const ctx = await createTestContext(env);
  return { ...ctx, admin: await signedInAdmin(ctx.app, ctx) };
}

/** `admin` approves the pending claim `ownerEmail` made, as the review dialog sends it (the claim as shown). */
export async function approveClaimOf(db: Db, admin: Device, ownerEmail: string, notes?: string) {
  const [request] = await queryRows<{ id: string }>(
    db,
    sql`select id from change_requests where new_data->>'owner_email' = ${ownerEmail}`,
  );
  const base = '/api/admin/change-requests';
  const detail = (await (await admin.request(`${base}/${request.id}`)).json()) as {
    claim: Record<string, unknown>;
  };
  return admin.post(`${base}/${request.id}/approve`, { claim: detail.claim, notes });
}
