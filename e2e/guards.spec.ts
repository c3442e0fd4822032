import type { Page } from '@playwright/test';
import { expect, expectPath, test } from './fixtures';

/**
 * Page guards (spec 001 sections 2 and 6): the portal needs a business owner and
 * the admin pages an admin; others are sent to the matching login page. The API
 * refuses them too (401 signed out, 403 wrong role).
 */

const DENIED = 'Access denied. Admin authentication required.';

/** Remembers every guard text that appeared, however briefly, before a redirect. */
async function recordGuardTexts(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __guardTexts: string[] }).__guardTexts = seen;
    new MutationObserver(() => {
      const text = document.body?.textContent ?? '';
      for (const wanted of [
        'Loading admin dashboard...',
        'Access denied. Admin authentication required.',
      ]) {
        if (text.includes(wanted) && !seen.includes(wanted)) seen.push(wanted);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

const guardTexts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __guardTexts: string[] }).__guardTexts);

test.describe('a signed-out visitor', () => {
  for (const path of ['/business/portal', '/business-portal']) {
    test(`is sent from ${path} to the business login`, async ({ page }) => {
      await page.goto(path);
      await expectPath(page, '/business/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Business Login' })).toBeVisible();
    });
  }

  for (const path of ['/admin/dashboard', '/admin-dashboard', '/import-businesses']) {
    test(`sees the admin guard's texts on ${path} and is sent to the admin login`, async ({
      page,
    }) => {
      await recordGuardTexts(page);
      // Hold the session answer a moment, so the loading text can be seen.
      await page.route('**/api/account/session', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        await route.continue();
      });
      await page.goto(path);
      await expectPath(page, '/admin/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
      expect(await guardTexts(page)).toEqual(['Loading admin dashboard...', DENIED]);
    });
  }

  test('gets 401 from the portal and admin APIs', async ({ request }) => {
    for (const path of ['/api/portal/me', '/api/admin/dashboard', '/api/admin/security-events']) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(401);
    }
  });
});

test.describe('a signed-in business owner', () => {
  test('reaches the portal, is refused the admin pages, and is signed out by Sign Out', async ({
    page,
    loginAs,
  }) => {
    await loginAs('owner');
    await page.goto('/business/portal');
    await expect(page.getByRole('heading', { level: 1, name: 'Business Portal' })).toBeVisible();
    await expectPath(page, '/business/portal');

    // The API answers as the page's own guard does.
    expect((await page.request.get('/api/portal/me')).status()).toBe(200);
    expect((await page.request.get('/api/admin/dashboard')).status()).toBe(403);

    // Already signed in: the business login goes straight to the portal.
    await page.goto('/business/login');
    await expectPath(page, '/business/portal');

    await recordGuardTexts(page);
    await page.goto('/admin/dashboard');
    await expectPath(page, '/admin/login');
    expect(await guardTexts(page)).toContain(DENIED);

    await page.goto('/business/portal');
    await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
    await expect(page.getByText('Logged out successfully')).toBeVisible();
    await expectPath(page, '/business/login');
    expect((await page.request.get('/api/portal/me')).status()).toBe(401);

    await page.goto('/business/portal');
    await expectPath(page, '/business/login');
  });
});

test.describe('a signed-in admin', () => {
  test('reaches the dashboard and the admin API, and is refused the portal API', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin');
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    expect((await page.request.get('/api/admin/dashboard')).status()).toBe(200);
    expect((await page.request.get('/api/portal/me')).status()).toBe(403);
  });
});
