/**
 * Accounts for browser tests. The e2e server runs with TRUST_PROXY and each test
 * sends its own X-Forwarded-For (a random address), so the per-address rate
 * limits of sign-in, claim and reset count each test apart, as they would
 * separate visitors. Owners are made through the public claim API, with the
 * human check solved in Node as the widget would; the admin is the server's
 * BOOTSTRAP_ADMIN (playwright.config.ts), whose first sign-in sets up two-factor.
 */
import { createHmac, randomBytes, randomInt } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { solveCaptchaChallenge } from '../src/server/test/captcha.js';
import { test as base, expect } from './fixtures';

export const E2E_ADMIN = { email: 'e2e-admin@example.com', password: 'E2e&Admin1' };
export const OWNER_PASSWORD = 'Str0ng&Safe';

function randomAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export const test = base.extend({
  // One client address per test (see the note at the top).
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': randomAddress() });
  },
});

export { expect };

export function uniqueEmail(label = 'owner'): string {
  return `${label}-${randomBytes(4).toString('hex')}@example.com`;
}

/** A solved human check for an API call, from the server's own challenge. */
export async function solvedCaptcha(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/captcha/challenge');
  expect(res.status()).toBe(200);
  return solveCaptchaChallenge(await res.json());
}

/** Claims a business through the API; the owner's account exists at once. */
export async function claimBusinessViaApi(
  request: APIRequestContext,
  overrides: Record<string, string> = {},
) {
  const owner = {
    email: uniqueEmail(),
    password: OWNER_PASSWORD,
    name: 'Jordan Owner',
    businessName: `E2E Test Shop ${randomBytes(2).toString('hex')}`,
  };
  const res = await request.post('/api/account/claim', {
    data: {
      businessName: owner.businessName,
      category: 'Shopping',
      city: 'College Station',
      state: 'TX',
      zip: '77840',
      businessPhone: '(979) 555-0199',
      businessEmail: 'shop@example.com',
      ownerName: owner.name,
      ownerEmail: owner.email,
      ownerPhone: '979-555-0198',
      password: owner.password,
      confirmPassword: owner.password,
      captcha: await solvedCaptcha(request),
      ...overrides,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return owner;
}

/** Ticks the ALTCHA checkbox with the keyboard and waits for the proof of work. */
export async function passHumanCheck(page: Page) {
  await page.getByRole('checkbox', { name: "I'm not a robot" }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: 'Verified' })).toBeChecked({ timeout: 20_000 });
}

/** Signs in through the business login page. */
export async function signInAsOwner(page: Page, owner: { email: string; password: string }) {
  await page.goto('/business/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(owner.email);
  await page.getByLabel(/^Password/).fill(owner.password);
  await passHumanCheck(page);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Business Portal' })).toBeVisible();
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 6238 TOTP (HMAC-SHA-1, 30 s, 6 digits) for a base32 secret, as an authenticator app. */
export function totp(secret: string, at = Date.now()): string {
  let bits = 0;
  let value = 0;
  const key: number[] = [];
  for (const ch of secret.replace(/\s/g, '').toUpperCase()) {
    value = (value << 5) | BASE32.indexOf(ch);
    bits += 5;
    if (bits >= 8) {
      key.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const digest = createHmac('sha1', Buffer.from(key)).update(counter).digest();
  const offset = digest[digest.length - 1] & 0x0f;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/**
 * Signs the e2e admin in on an API client (cookies kept by `request`), with the
 * two-factor code from `secret`. For reading the mailbox from a test.
 */
export async function signInAdminViaApi(request: APIRequestContext, secret: string) {
  const first = await request.post('/api/account/sign-in', {
    data: { ...E2E_ADMIN, portal: 'admin', captcha: await solvedCaptcha(request) },
  });
  expect(await first.json()).toEqual({ status: 'two_factor_required' });
  const second = await request.post('/api/account/sign-in/two-factor', {
    data: { code: totp(secret) },
  });
  expect(second.status(), await second.text()).toBe(200);
}

interface MailboxMessage {
  kind: string;
  to: string;
  text: string;
}

/** The newest message of `kind` to `to`, from the mailbox API (admins only). */
export async function latestMail(request: APIRequestContext, to: string, kind: string) {
  let found: MailboxMessage | undefined;
  await expect
    .poll(async () => {
      const res = await request.get('/api/mailbox?limit=100');
      expect(res.status()).toBe(200);
      const { items } = (await res.json()) as { items: MailboxMessage[] };
      found = items.find((m) => m.to === to && m.kind === kind);
      return Boolean(found);
    })
    .toBe(true);
  return found as MailboxMessage;
}
