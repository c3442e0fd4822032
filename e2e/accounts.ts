/**
 * Accounts for browser tests, each test making its own. Owners come from the public
 * claim API, with the human check solved in Node as the widget would. Admins are made
 * with createAdmin, as `npm run admin:create` makes them, on the e2e server's
 * PostgreSQL (scripts/e2e-server.ts); their first sign-in sets up two-factor.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { solveCaptchaChallenge } from '#server/test/captcha.js';

export const OWNER_PASSWORD = 'Str0ng&Safe';
export const ADMIN_PASSWORD = 'Adm1n&Safe';

export interface Account {
  email: string;
  password: string;
  name: string;
}

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
  // The widget speaks the page's language (src/locales/<language>/captcha.json).
  await page.getByRole('checkbox', { name: /^(I'm not a robot|No soy un robot)$/ }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: /^(Verified|Verificado)$/ })).toBeChecked({
    timeout: 20_000,
  });
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

/** The code an authenticator app shows now for a base32 `secret`. */
export function totpCode(secret: string): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate();
}

/** Signs `account` in on `request` (which keeps the cookies) without two-factor. */
export async function signInViaApi(
  request: APIRequestContext,
  account: { email: string; password: string },
  portal: 'business' | 'admin',
) {
  const res = await request.post('/api/account/sign-in', {
    data: {
      email: account.email,
      password: account.password,
      portal,
      captcha: await solvedCaptcha(request),
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  expect(await res.json()).toMatchObject({ status: 'signed_in' });
}

/**
 * A new admin's first sign-in on `request`: signs in, sets up two-factor as the
 * dashboard asks, and returns the authenticator secret.
 */
export async function enrolAdminViaApi(request: APIRequestContext, admin: Account) {
  await signInViaApi(request, admin, 'admin');
  const setup = await request.post('/api/account/two-factor/setup', {
    data: { password: admin.password },
  });
  expect(setup.status(), await setup.text()).toBe(200);
  const { totpURI } = (await setup.json()) as { totpURI: string };
  const secret = OTPAuth.URI.parse(totpURI).secret.base32;
  const confirm = await request.post('/api/account/two-factor/confirm', {
    data: { code: totpCode(secret) },
  });
  expect(confirm.status(), await confirm.text()).toBe(200);
  return secret;
}

/**
 * Makes admins on the e2e server's database: the only way there is, as no API makes
 * one. It loads the server's own code, which takes seconds: open it once per worker.
 */
export async function openAdminFactory() {
  const [{ loadConfig }, { openPostgres }, { createAdmin }] = await Promise.all([
    import('#server/config.js'),
    import('#server/db/client.js'),
    import('#server/platform/auth/create-admin.js'),
  ]);
  const urlFile = process.env.E2E_DATABASE_URL_FILE;
  if (!urlFile) throw new Error('E2E_DATABASE_URL_FILE is not set (see playwright.config.ts)');
  const databaseUrl = readFileSync(urlFile, 'utf8');
  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    DATA_DIR: process.env.E2E_DATA_DIR,
    // As the e2e server hashes (playwright.config.ts).
    INSECURE_FAST_PASSWORD_HASH: 'true',
  });
  // Two: the server's recovery pass (interruptImport) holds a lock on one connection
  // while it writes on another.
  const database = openPostgres(databaseUrl, { max: 2 });
  return {
    async createAdmin(): Promise<Account> {
      const admin = {
        email: uniqueEmail('admin'),
        password: ADMIN_PASSWORD,
        name: 'Administrator',
      };
      await createAdmin({ config, db: database.db, ...admin });
      return admin;
    },
    /** Gives the owner with `ownerEmail` a new business of their own (see linkNewBusiness). */
    linkNewBusiness: (ownerEmail: string, business: NewBusiness) =>
      linkNewBusiness(database.db, ownerEmail, business),
    /** A new listing without an owner, as an admin's Add Business or an import leaves it. */
    newBusiness: (business: NewBusiness) => insertBusiness(database.db, business),
    /**
     * Leaves a finished import as a process killed during it would (still running, no
     * counts), then runs the server's own recovery pass on it, as a restart does.
     */
    interruptImport: (batchId: string) => interruptImport(database.db, batchId),
    close: () => database.close(),
  };
}

export interface MailboxMessage {
  kind: string;
  to: string;
  subject: string;
  text: string;
}

/** The newest message of `kind` to `to`, from the mailbox API (`request` signed in as an admin). */
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

export interface NewBusiness {
  name: string;
  plan: 'free' | 'silver' | 'texas_gold';
  category: string;
  phone?: string;
  description?: string;
  website?: string;
  hours?: string;
  address?: string;
  zipCode?: string;
  /** The map pin (e2e/maps.spec.ts). */
  latitude?: number;
  longitude?: number;
  /** College Station unless given (e2e/open-now.spec.ts keeps to a town of its own). */
  city?: string;
}

async function insertBusiness(db: import('#server/db/client.js').Db, business: NewBusiness) {
  const [{ businesses }, { slugify }, { withOpeningHours }] = await Promise.all([
    import('#server/db/schema/index.js'),
    import('#domain/slug.js'),
    import('#server/db/opening-hours.js'),
  ]);
  const [row] = await db
    .insert(businesses)
    .values(
      withOpeningHours({
        ...business,
        slug: `${slugify(business.name)}-${randomBytes(3).toString('hex')}`,
        city: business.city ?? 'College Station',
        state: 'TX',
      }),
    )
    .returning({ id: businesses.id, slug: businesses.slug });
  return row;
}

/**
 * Set-up for portal journeys: a new listing linked to an owner account, as an
 * approved claim leaves it. The real claim-approval journey (admin approves in
 * the dashboard) belongs to the approvals tests; this only skips to its result.
 */
async function linkNewBusiness(
  db: import('#server/db/client.js').Db,
  ownerEmail: string,
  business: NewBusiness,
) {
  const [{ eq }, { businessOwners }] = await Promise.all([
    import('drizzle-orm'),
    import('#server/db/schema/index.js'),
  ]);
  const row = await insertBusiness(db, business);
  await db
    .update(businessOwners)
    .set({ businessId: row.id })
    .where(eq(businessOwners.email, ownerEmail));
  return row;
}

async function interruptImport(db: import('#server/db/client.js').Db, batchId: string) {
  const [{ sql }, { recoverInterruptedImports }, { createLogger }] = await Promise.all([
    import('drizzle-orm'),
    import('#server/features/imports/import-batches.service.js'),
    import('#server/platform/logger.js'),
  ]);
  await db.execute(
    sql`update import_batches set status = 'running', finished_at = null, created_count = 0,
      updated_count = 0, skipped_count = 0, error_count = 0 where id = ${batchId}`,
  );
  await recoverInterruptedImports({ db, logger: createLogger('silent') });
}
