/**
 * Test helpers for accounts: a "device" that keeps its cookies and client
 * address between requests, a TOTP generator (RFC 6238, written here with
 * node:crypto so the tests do not trust the library they test), and claim and
 * sign-in shortcuts. Used by the API tests only.
 */
import { createHmac, randomBytes, randomInt } from 'node:crypto';
import type { ClaimInput } from '../../../domain/accounts.js';
import { loadConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { createAdmin } from '../../platform/auth/create-admin.js';
import { solveCaptcha } from '../../test/captcha.js';

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

  constructor(
    private readonly app: RequestingApp,
    readonly ip: string = randomIp(),
    private readonly userAgent = 'Vitest Device',
  ) {}

  async request(
    path: string,
    init: { method?: string; json?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0 && !headers.has('cookie')) {
      headers.set(
        'cookie',
        [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      );
    }
    if (!headers.has('user-agent')) headers.set('user-agent', this.userAgent);
    let body: string | undefined;
    if (init.json !== undefined) {
      body = JSON.stringify(init.json);
      headers.set('content-type', 'application/json');
    }
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

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Decode(input: string): Buffer {
  const clean = input.replace(/=+$/, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of clean) {
    const index = BASE32.indexOf(ch);
    if (index < 0) throw new Error(`not base32: ${ch}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** RFC 6238 TOTP (HMAC-SHA-1, 30 s steps, 6 digits) for a base32 secret. */
export function totp(secretBase32: string, at: number = Date.now(), stepOffset = 0): string {
  const counter = Math.floor(at / 30_000) + stepOffset;
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', base32Decode(secretBase32)).update(message).digest();
  const offset = digest[digest.length - 1] & 0x0f;
  const code = (digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return code.toString().padStart(6, '0');
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

export async function signInAs(
  app: RequestingApp,
  device: Device,
  input: { email: string; password: string; portal?: 'business' | 'admin' },
) {
  return device.post('/api/account/sign-in', {
    portal: 'business',
    ...input,
    captcha: await solveCaptcha(app),
  });
}

/** An admin made the way `npm run admin:create` makes one (no two-factor yet). */
export async function createAdminAccount(ctx: { database: Database; dataDir: string }) {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: ctx.dataDir });
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
