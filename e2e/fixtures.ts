import { randomInt } from 'node:crypto';
import {
  test as base,
  type ConsoleMessage,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import {
  type Account,
  claimBusinessViaApi,
  enrolAdminViaApi,
  latestMail,
  type MailboxMessage,
  type NewBusiness,
  openAdminFactory,
  signInViaApi,
} from './accounts';

/**
 * Chromium logs every 4xx response as "Failed to load resource". Those are answers
 * the app handles and the tests assert on screen (a missing profile is a 404, an
 * over-limit form a 429); a 5xx or any other console error is a bug.
 */
export const HANDLED_HTTP_ERROR =
  /^Failed to load resource: the server responded with a status of 4\d\d/;

/** Any failed response, 5xx included: for tests that make the API fail on purpose. */
export const FAILED_RESPONSE = /^Failed to load resource/;

/** A console error as the allow-list reads it: the text, then the address it came from. */
function describeConsoleError(msg: ConsoleMessage): string {
  const { url } = msg.location();
  return url ? `${msg.text()} (at ${url})` : msg.text();
}

export interface SignedInAccount extends Account {
  /** The admin's authenticator secret (admins only). */
  secret?: string;
}

interface Options {
  /** Console errors a file or describe expects (`test.use`); anything else fails the test. */
  allowedConsoleErrors: RegExp[];
}

interface Fixtures {
  failOnConsoleErrors: undefined;
  /** A new admin, made as `npm run admin:create` makes one; not signed in anywhere. */
  newAdmin: () => Promise<Account>;
  /** Makes a new account of `role` and signs the page in as it (cookies on its context). */
  loginAs: (role: 'admin' | 'owner') => Promise<SignedInAccount>;
  /** Signs the page in as a new owner of a new `business`, as an approved claim leaves it. */
  ownerOf: (business: NewBusiness) => Promise<{
    owner: SignedInAccount;
    business: { id: string; slug: string };
  }>;
  /** The newest message of `kind` to `to`, read through the mailbox API by a new admin. */
  latestMail: (to: string, kind: string) => Promise<MailboxMessage>;
  /** A second browser window signed in as a new admin (two-factor set up), beside `page`. */
  adminWindow: () => Promise<Page>;
}

interface WorkerFixtures {
  admins: Awaited<ReturnType<typeof openAdminFactory>>;
}

export const test = base.extend<Options & Fixtures, WorkerFixtures>({
  allowedConsoleErrors: [[HANDLED_HTTP_ERROR], { option: true }],

  /**
   * Every browser test fails on an uncaught page error or a console error (a CSP
   * violation, a 500, a React warning): users would hit those too.
   */
  failOnConsoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        const text = describeConsoleError(msg);
        if (!allowedConsoleErrors.some((allowed) => allowed.test(text))) {
          errors.push(`console.error: ${text}`);
        }
      });
      await use(undefined);
      expect(errors, 'errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],

  // The e2e server trusts X-Forwarded-For (playwright.config.ts): one client address per
  // test, so the per-address rate limits of sign-in, claim and reset count tests apart,
  // as they would separate visitors.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': address });
  },

  admins: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern.
    async ({}, use) => {
      // Opened when a worker first needs it, outside any test's time limit.
      const admins = await openAdminFactory();
      await use(admins);
      await admins.close();
    },
    { scope: 'worker' },
  ],

  newAdmin: async ({ admins }, use) => {
    await use(() => admins.createAdmin());
  },

  loginAs: async ({ page, newAdmin }, use) => {
    await use(async (role) => {
      if (role === 'owner') {
        const owner = await claimBusinessViaApi(page.request);
        await signInViaApi(page.request, owner, 'business');
        return owner;
      }
      const admin = await newAdmin();
      return { ...admin, secret: await enrolAdminViaApi(page.request, admin) };
    });
  },

  ownerOf: async ({ loginAs, admins }, use) => {
    await use(async (business) => {
      const owner = await loginAs('owner');
      return { owner, business: await admins.linkNewBusiness(owner.email, business) };
    });
  },

  adminWindow: async ({ browser, baseURL, extraHTTPHeaders, newAdmin }, use) => {
    const contexts: Awaited<ReturnType<typeof browser.newContext>>[] = [];
    await use(async () => {
      const context = await browser.newContext({ baseURL, extraHTTPHeaders });
      contexts.push(context);
      await enrolAdminViaApi(context.request, await newAdmin());
      return context.newPage();
    });
    await Promise.all(contexts.map((context) => context.close()));
  },

  latestMail: async ({ playwright, baseURL, extraHTTPHeaders, newAdmin }, use) => {
    // A client of its own, so the page's session stays whoever the test signed in.
    const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders });
    // The admin signs in while the test drives the page up to the point of reading mail.
    const signedIn = newAdmin().then((admin) => enrolAdminViaApi(api, admin));
    await use(async (to, kind) => {
      await signedIn;
      return latestMail(api, to, kind);
    });
    await signedIn.catch(() => {});
    await api.dispose();
  },
});

export { expect };

/** Waits until the page's address has this pathname (client-side redirects included). */
export async function expectPath(page: Page, pathname: string) {
  await expect.poll(() => new URL(page.url()).pathname).toBe(pathname);
}

/**
 * On an admin's dashboard, opens the review of `name`'s pending profile changes (the
 * Approvals tab's profile changes) and returns its dialog.
 */
export async function openProfileChangeReview(dashboard: Page, name: string): Promise<Locator> {
  await dashboard.goto('/admin/dashboard?tab=approvals&view=profile-changes');
  await dashboard
    .getByRole('list', { name: 'Pending profile changes' })
    .getByRole('listitem')
    .filter({ hasText: name })
    .getByRole('button', { name: `Review ${name}` })
    .click();
  return dashboard.getByRole('dialog', { name: `Review changes: ${name}` });
}
